import { ENCRYPTED_FIELDS, RAPIDS_HEADERS, RAPIDS_REQUIRED_FIELDS } from '@pathcraft/sdk';
import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type apprenticeAgreements,
  apprenticeshipUsers,
  auditEvents,
  userProfiles,
  users,
  wageSchedules,
} from '../../db/schema/index.ts';
import { sealFields } from '../../platform/crypto.ts';
import { APPRENTICESHIP_ID, sampleApprenticePrivateInfo } from '../../seed/sample-apprenticeship.ts';
import { SECOND_APPRENTICE_ID, WORKFORCE_ORG_ID } from '../../seed/sample-people.ts';
import { addProgramApprentice, addSignedAgreement } from '../../test/apprentice-rows.ts';
import { callersOfEachRole, type RoleCaller, SUPER, type TestApp, createTestApp } from '../../test/harness.ts';
import { RAPIDS_REFUSAL } from './rapids-export.ts';

let t: TestApp;
let callers: Awaited<ReturnType<typeof callersOfEachRole>>;
const ownOrg = (who: string) => (who === 'superAdmin' ? `orgId=${WORKFORCE_ORG_ID}` : '');
const exportCsv = (as: RoleCaller, query = '') => t.call('GET', `/v1/compliance/rapids-export?${query}`, as);
const completeness = (as: RoleCaller, query = '') => t.call('GET', `/v1/compliance/rapids-completeness?${query}`, as);

/** The file read back as a spreadsheet would: rows of cells by column heading (text() has taken off the byte-order mark). */
function rowsOf(body: string): Record<string, string>[] {
  const parsed = Papa.parse<string[]>(body).data;
  expect(parsed[0]).toEqual(RAPIDS_HEADERS);
  return parsed.slice(1).map((cells) => Object.fromEntries(RAPIDS_HEADERS.map((h, i) => [h, cells[i]!])));
}

const SSN = '123-45-6789';
const PROFILE_SSN = '234-56-7890';

/** An apprentice on the demo program with a signed agreement holding these answers (sealed, as the product stores them). */
async function addApprentice(id: string, answers: Partial<typeof apprenticeAgreements.$inferInsert>, active = true) {
  await t.db.insert(users).values({
    id,
    orgId: WORKFORCE_ORG_ID,
    email: `${id}@example.test`,
    firstName: 'Ignored',
    lastName: 'Ignored',
    role: ['student'],
  });
  await addProgramApprentice(t, `au-${id}`, id, active);
  await addSignedAgreement(t, { id: `aa-${id}`, userId: id, signedAt: '2026-08-01T14:00:00.000Z', ...answers });
}

const exportsWritten = async () =>
  (await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'compliance.rapidsExport'))).length;

beforeAll(async () => {
  t = await createTestApp();
  callers = await callersOfEachRole(t);
  await addApprentice('rapids-full', {
    signerFirstName: 'Ana',
    signerMiddleName: 'Lucia',
    signerLastName: 'Reyes',
    signerEmail: 'ana.reyes@example.test',
    signerPhone: '412-555-0190',
    ssn: SSN,
    dob: '2001-02-03',
    gender: 'nonBinary',
    ethnicity: 'hispanicOrLatino',
    races: ['asian', 'white'],
    veteranStatus: 'veteran',
    disability: 'yes',
    educationLevel: 'associatesDegree',
    employmentStatus: 'pt',
    employmentStatusDate: null,
    newOrExistingEmployee: 'existing',
    addressLine1: '12 Grant Street',
    addressLine2: null,
    addressCity: 'Pittsburgh',
    addressState: 'PA',
    addressPostalCode: '15222-4004',
    hoursProbationary: 500,
    priorHourlyWage: 14.5,
  });
  await addApprentice('rapids-gaps', {
    signerFirstName: '=HYPERLINK("https://evil.example","Open")',
    signerLastName: 'Gaps',
    dob: null,
    gender: null,
    races: null,
    addressPostalCode: '152',
    employmentStatus: 'ue',
    employmentStatusDate: null,
    newOrExistingEmployee: null,
    priorHourlyWage: null,
  });
  await addApprentice('rapids-left', {}, false);
  // Another employer on the program, with its own wage schedule.
  await t.db.insert(wageSchedules).values({
    id: 'rapids-other-employer-schedule',
    orgId: WORKFORCE_ORG_ID,
    apprenticeshipId: APPRENTICESHIP_ID,
    employerProfileId: 'rapids-other-employer',
    title: 'Other Employer 2027',
    entryWage: 30,
    wageRates: [
      { wageAmount: 21.6, duration: 1000 },
      { wageAmount: 27, duration: 1000 },
    ],
  });
  await addApprentice('rapids-other', { employerProfileId: 'rapids-other-employer', priorHourlyWage: 19.99 });
  // An apprentice with no agreement yet whose private profile is filled: the export reads the profile.
  await t.db.insert(users).values({
    id: 'rapids-profile',
    orgId: WORKFORCE_ORG_ID,
    email: 'rapids-profile@example.test',
    firstName: 'Pat',
    lastName: 'Profile',
    role: ['student'],
  });
  await t.db.insert(apprenticeshipUsers).values({
    id: 'au-rapids-profile',
    orgId: WORKFORCE_ORG_ID,
    apprenticeshipId: APPRENTICESHIP_ID,
    userId: 'rapids-profile',
    role: 'apprentice',
  });
  const { races, ...clear } = {
    ssn: PROFILE_SSN,
    dob: '1998-07-09',
    gender: 'male',
    ethnicity: 'noAnswer',
    races: ['noAnswer'],
    veteranStatus: 'noAnswer',
    disability: 'noAnswer',
    educationLevel: 'bachelorsDegree',
    employmentStatus: 'ft',
    newOrExistingEmployee: 'existing',
    addressLine1: '5 Penn Avenue',
    addressCity: 'Pittsburgh',
    addressState: 'PA',
    addressPostalCode: '15201',
  };
  await t.db.insert(userProfiles).values({
    id: 'profile-rapids-profile',
    orgId: WORKFORCE_ORG_ID,
    userId: 'rapids-profile',
    ...sealFields(t.deps.cipher, clear, ENCRYPTED_FIELDS.userProfiles),
    races: races.map((r) => t.deps.cipher.encrypt(r)),
  });
});
afterAll(() => t.close());

describe('GET /v1/compliance/rapids-export', () => {
  it("writes the sponsor's apprentices in the agency's layout and codes", async () => {
    const res = await exportCsv(callers.owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="rapids-apprentices-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    // A byte-order mark first, so spreadsheet programs read the file as UTF-8.
    const raw = await t.app.request('/v1/compliance/rapids-export', {
      headers: { authorization: `Bearer ${await t.sign(callers.owner as string)}` },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = rowsOf(res.body);
    const ana = rows.find((r) => r['Apprentice ID'] === 'au-rapids-full')!;
    expect(ana).toEqual({
      'Apprentice ID': 'au-rapids-full',
      'Apprentice First Name': 'Ana',
      'Apprentice Middle Name': 'Lucia',
      'Apprentice Last Name': 'Reyes',
      'Apprentice Suffix': '',
      'Social Security Number': '',
      'Date of Birth': '2001-02-03',
      'Apprentice Street Address': '12 Grant Street',
      'Apprentice City': 'Pittsburgh',
      'Apprentice State': 'PA',
      'Apprentice 5-Digit Zip Code': '15222',
      Telephone: '412-555-0190',
      Email: 'ana.reyes@example.test',
      'Date Apprenticeship Begins': '2026-08-03',
      'Expected Completion Date': '2027-07-30',
      'Registration Date': '2026-08-01',
      'Apprentice Status': '1',
      'Program ID': APPRENTICESHIP_ID,
      Program: 'Industrial Maintenance Mechanic',
      Occupation: '1029HY',
      'O*NET-SOC Code': '49-9041.00',
      'Occupation Title': 'Industrial Machinery Mechanics',
      'OJT Hours': '2000',
      'Related Instruction Hours': '144',
      'Probationary Hours': '500',
      // The agency's own identifiers (its Employer, RTI Providers and Wage Schedules tabs), not our names.
      Employer: 'PA-EMP-20417',
      'Related Technical Instruction Provider': '88213',
      'Credit for previous experience': '0',
      'Credit for Previous Related Training In Hours': '0',
      // Whole dollars, as the agency types its wages; hourly. The entry wage is the first period of
      // the program's wage schedule, the employer's (the demo's Industrial Machinery Mechanics 2027: $13.40).
      'Prior Wages': '15',
      'Prior Wage Units': 'H',
      'Entry Wages': '13',
      'Entry Wage Units': 'H',
      'Wage Schedule': 'WS-1029HY-03',
      // The agency has no code for Non-Binary: 'did not self-identify'.
      Gender: '9',
      'Ethnicity Hispanic / Latino': '1',
      'Race-American Indian / Alaskan Native': '0',
      Asian: '1',
      'Black / African American': '0',
      'Native Hawaiian / Other Pacific Islander': '0',
      White: '1',
      'Veteran Status': '1',
      'Apprentice Disability Status': '1',
      'Apprentice Education Level': '6',
      'Employment Status': 'EE',
      'Date of Last Employment': '',
      // Nothing answered yet for the agency's registration questions; a Pennsylvania program: no Student Status.
      'Previously Completed Career Lattice Levels': '',
      'Career Connection': '',
      'WIOA Participant': '',
      Type: '',
      'Career Linkage or Direct Entry': '',
      'TAA Participant': '',
      'On-the-Job Training Funding Sources': '',
      'Student Status': 'NA',
    });
    // An apprentice who left the program is reported, as cancelled.
    expect(rows.find((r) => r['Apprentice ID'] === 'au-rapids-left')!['Apprentice Status']).toBe('3');
    // Jasmine, hired for the apprenticeship, as her agreement says.
    expect(rows.find((r) => r['Apprentice ID'] === 'demo-au-demo-wf-student-apprentice')).toMatchObject({
      Gender: 'F',
      'Employment Status': 'NE',
    });
    // Every apprentice of the sponsor's programs, the demo's too (Jasmine from her agreement, Marcus from his account).
    expect(rows.map((r) => r['Apprentice ID'])).toEqual(
      expect.arrayContaining([`demo-au-demo-wf-student-apprentice`, `demo-au-${SECOND_APPRENTICE_ID}-apprentice`]),
    );
  });

  it("writes the entry wage of the apprentice's employer's wage schedule, else of the program's first", async () => {
    const rows = rowsOf((await exportCsv(callers.owner)).body);
    expect(rows.find((r) => r['Apprentice ID'] === 'au-rapids-other')).toMatchObject({
      'Prior Wages': '20',
      'Prior Wage Units': 'H',
      'Entry Wages': '22',
      'Entry Wage Units': 'H',
      'Wage Schedule': 'Other Employer 2027',
    });
    expect(rows.find((r) => r['Apprentice ID'] === 'au-rapids-full')!['Wage Schedule']).toBe('WS-1029HY-03');
  });

  it("reads an apprentice's private profile where there is no agreement, and opens its SSN only when asked", async () => {
    const plain = rowsOf((await exportCsv(callers.owner)).body).find(
      (r) => r['Apprentice ID'] === 'au-rapids-profile',
    )!;
    expect(plain).toMatchObject({
      'Apprentice First Name': 'Pat',
      'Apprentice Last Name': 'Profile',
      'Social Security Number': '',
      'Date of Birth': '1998-07-09',
      'Apprentice Street Address': '5 Penn Avenue',
      'Apprentice 5-Digit Zip Code': '15201',
      Gender: 'M',
      'Ethnicity Hispanic / Latino': '9',
      'Race-American Indian / Alaskan Native': '9',
      White: '9',
      'Veteran Status': '9',
      'Apprentice Disability Status': '9',
      'Apprentice Education Level': '7',
      'Employment Status': 'EE',
      'Registration Date': '',
      'Prior Wages': '',
      'Prior Wage Units': '',
      'Entry Wages': '13',
      'Entry Wage Units': 'H',
    });
    const asked = rowsOf((await exportCsv(callers.owner, 'includeSsn=true')).body);
    expect(asked.find((r) => r['Apprentice ID'] === 'au-rapids-profile')!['Social Security Number']).toBe(PROFILE_SSN);
    const check = await completeness(callers.owner);
    const item = (check.body.items as { id: string; missing: string[] }[]).find((i) => i.id === 'au-rapids-profile');
    expect(item!.missing).toEqual(['Prior Wages']);
  });

  it('keeps a cell a spreadsheet would run as a formula as text', async () => {
    const res = await exportCsv(callers.admin);
    const gaps = rowsOf(res.body).find((r) => r['Apprentice ID'] === 'au-rapids-gaps')!;
    expect(gaps['Apprentice First Name']).toBe('\'=HYPERLINK("https://evil.example","Open")');
    expect(res.body).toContain('"\'=HYPERLINK(""https://evil.example"",""Open"")"');
  });

  it.each(['superAdmin', 'owner', 'admin'] as const)(
    'gives %s the SSN only when asked, and writes each export to the audit history',
    async (who) => {
      const before = await exportsWritten();
      const plain = await exportCsv(callers[who], ownOrg(who));
      expect(plain.status).toBe(200);
      expect(plain.body).not.toContain(SSN);
      const asked = await exportCsv(callers[who], [ownOrg(who), 'includeSsn=true'].filter(Boolean).join('&'));
      expect(asked.status).toBe(200);
      expect(asked.headers.get('content-disposition')).toContain('-with-ssn.csv');
      const ana = rowsOf(asked.body).find((r) => r['Apprentice ID'] === 'au-rapids-full')!;
      expect(ana['Social Security Number']).toBe(SSN);

      const actor = await t.userByEmail(who === 'superAdmin' ? SUPER : (callers[who] as string));
      const events = await t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'compliance.rapidsExport'), eq(auditEvents.actorId, actor.id)));
      expect(events.length).toBeGreaterThanOrEqual(2);
      expect(await exportsWritten()).toBe(before + 2);
      const rows = rowsOf(plain.body).length;
      const withSsn = events.filter((e) => e.details?.includeSsn === true);
      const without = events.filter((e) => e.details?.includeSsn === false);
      expect(withSsn.length).toBeGreaterThanOrEqual(1);
      expect(without.length).toBeGreaterThanOrEqual(1);
      for (const e of events) {
        expect(e).toMatchObject({
          actorType: 'user',
          entity: 'organizations',
          entityId: WORKFORCE_ORG_ID,
          orgId: WORKFORCE_ORG_ID,
        });
        expect(e.details).toMatchObject({ rows });
        expect(e.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        expect(JSON.stringify(e)).not.toMatch(/123-45-6789|987-65-4325|6789|4325/);
      }
    },
  );

  it.each([
    ['teacher', 403, RAPIDS_REFUSAL],
    ['student', 403, RAPIDS_REFUSAL],
    ['apiKey', 403, RAPIDS_REFUSAL],
    ['anonymous', 401, 'Sign in to continue.'],
  ] as const)('refuses %s with %i, with or without the SSN, and writes nothing', async (who, status, message) => {
    const before = await exportsWritten();
    for (const query of ['', 'includeSsn=true']) {
      const res = await exportCsv(callers[who], query);
      expect(res.status).toBe(status);
      expect(res.body.error.message).toBe(message);
      expect(JSON.stringify(res.body)).not.toContain(SSN);
    }
    expect(await exportsWritten()).toBe(before);
  });

  it("refuses another organization's admin naming the sponsor, and gives them only their own apprentices", async () => {
    const other = await exportCsv(callers.otherOrgAdmin, `orgId=${WORKFORCE_ORG_ID}&includeSsn=true`);
    expect(other.status).toBe(403);
    const own = await exportCsv(callers.otherOrgAdmin, 'includeSsn=true');
    expect(own.status).toBe(200);
    expect(rowsOf(own.body)).toEqual([]);
  });

  it('refuses a value of includeSsn other than true or false', async () => {
    const res = await exportCsv(callers.owner, 'includeSsn=yes');
    expect(res.status).toBe(400);
  });
});

describe('GET /v1/compliance/rapids-completeness', () => {
  it('names each missing field of each apprentice, and no private value', async () => {
    const res = await completeness(callers.owner);
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(
      (res.body.items as { id: string; missing: string[] }[]).map((item) => [item.id, item]),
    );
    expect(byId['au-rapids-full']).toEqual({
      id: 'au-rapids-full',
      name: 'Ana Reyes',
      programTitle: 'Industrial Maintenance Mechanic',
      employerName: 'Mon Valley Manufacturing',
      status: 'active',
      // Signed, 500 probationary hours and none approved yet: on probation, as the apprentices list says.
      standing: 'probation',
      agreementSigned: true,
      missing: [],
      asksStudentStatus: false,
    });
    expect(byId['au-rapids-gaps']!.missing).toEqual([
      'Date of Birth',
      'Apprentice 5-Digit Zip Code',
      'Prior Wages',
      'Gender',
      'Race',
      'Employment Status',
      'Date of Last Employment',
    ]);
    // Marcus has an account on the program and nothing else yet: all the agency needs of him but his name and the program's own is named.
    expect(byId[`demo-au-${SECOND_APPRENTICE_ID}-apprentice`]!.missing).toEqual(
      RAPIDS_REQUIRED_FIELDS.filter(
        (f) =>
          ![
            'Apprentice First Name',
            'Apprentice Last Name',
            'Date Apprenticeship Begins',
            'Occupation',
            'Related Technical Instruction Provider',
            'Entry Wages',
            'Wage Schedule',
          ].includes(f),
      ),
    );
    // Marcus signed no agreement: still 'active' for the agency's status, not yet registered for the list.
    expect(byId[`demo-au-${SECOND_APPRENTICE_ID}-apprentice`]).toMatchObject({
      status: 'active',
      agreementSigned: false,
    });
    expect(res.body.total).toBe(res.body.items.length);
    expect(res.body.complete).toBe((res.body.items as { missing: string[] }[]).filter((i) => !i.missing.length).length);
    expect(JSON.stringify(res.body)).not.toMatch(
      /123-45-6789|987-65-4325|2001-02-03|Grant Street|hispanicOrLatino|asian/,
    );
  });

  it("names the employment status until the apprentice's form answers new or existing employee, then exports the agency's code", async () => {
    await t.db.insert(users).values({
      id: 'rapids-answers',
      orgId: WORKFORCE_ORG_ID,
      email: 'rapids-answers@example.test',
      firstName: 'Lee',
      lastName: 'Answers',
      role: ['student'],
    });
    await t.db.insert(apprenticeshipUsers).values({
      id: 'au-rapids-answers',
      orgId: WORKFORCE_ORG_ID,
      apprenticeshipId: APPRENTICESHIP_ID,
      userId: 'rapids-answers',
      role: 'apprentice',
    });
    // The demo apprentice's answers, employed full-time, without new or existing employee.
    const form = {
      ...sampleApprenticePrivateInfo,
      ssn: '345-67-8901',
      employmentStatus: 'ft',
      employmentStatusDate: null,
      newOrExistingEmployee: null,
    };
    const missingOf = async () =>
      ((await completeness(callers.owner)).body.items as { id: string; missing: string[] }[]).find(
        (i) => i.id === 'au-rapids-answers',
      )!.missing;
    const cellOf = async () =>
      rowsOf((await exportCsv(callers.owner)).body).find((r) => r['Apprentice ID'] === 'au-rapids-answers')![
        'Employment Status'
      ];

    expect((await t.call('PUT', '/v1/userProfiles/rapids-answers', callers.owner, form)).status).toBe(200);
    expect(await missingOf()).toEqual(['Prior Wages', 'Employment Status']);
    expect(await cellOf()).toBe('');

    const answered = await t.call('PUT', '/v1/userProfiles/rapids-answers', callers.owner, {
      ...form,
      ssn: '',
      newOrExistingEmployee: 'existing',
    });
    expect(answered.status).toBe(200);
    expect(answered.body.item.newOrExistingEmployee).toBe('existing');
    expect(await missingOf()).toEqual(['Prior Wages']);
    expect(await cellOf()).toBe('EE');
  });

  it('answers a page at a time, those who lack a field first, with the counts of every page and each page its own standings', async () => {
    type Item = { id: string; missing: string[]; standing: string };
    const whole = (await completeness(callers.owner)).body as { total: number; complete: number; items: Item[] };
    expect(whole).toMatchObject({ limit: 200, page: 1 });
    const missingFirst = whole.items.findIndex((i) => !i.missing.length);
    expect(missingFirst).toBeGreaterThan(0);
    expect(whole.items.slice(missingFirst).every((i) => !i.missing.length)).toBe(true);
    const pages: Item[] = [];
    for (let page = 1; page <= Math.ceil(whole.total / 2); page++) {
      const res = await completeness(callers.owner, `limit=2&page=${page}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: whole.total, complete: whole.complete, limit: 2, page });
      pages.push(...res.body.items);
    }
    // Paged or whole, the same apprentices in the same order, each with the same standing.
    expect(pages).toEqual(whole.items);
    const past = await completeness(callers.owner, `limit=2&page=${whole.total}`);
    expect(past.body).toMatchObject({ total: whole.total, items: [] });
    for (const query of ['limit=0', 'limit=501', 'page=0', 'page=x'])
      expect((await completeness(callers.owner, query)).status, query).toBe(400);
  });

  it.each(['superAdmin', 'owner', 'admin'] as const)('answers %s', async (who) => {
    const res = await completeness(callers[who], ownOrg(who));
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeGreaterThanOrEqual(5);
  });

  it.each([
    ['teacher', 403, RAPIDS_REFUSAL],
    ['student', 403, RAPIDS_REFUSAL],
    ['apiKey', 403, RAPIDS_REFUSAL],
    ['anonymous', 401, 'Sign in to continue.'],
  ] as const)('refuses %s with %i', async (who, status, message) => {
    const res = await completeness(callers[who]);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
  });

  it("refuses another organization's admin naming the sponsor", async () => {
    expect((await completeness(callers.otherOrgAdmin, `orgId=${WORKFORCE_ORG_ID}`)).status).toBe(403);
  });
});

describe('the logs of an export with the SSNs', () => {
  it('hold the request, never an SSN', async () => {
    const lines: unknown[] = [];
    const sink = (msg: string, data?: unknown) => void lines.push({ msg, data });
    const logged = await createTestApp({}, { log: { error: sink, info: sink, debug: sink } });
    try {
      const owner = 'owner.workforce@demo.pathcraft.test';
      const res = await logged.call('GET', '/v1/compliance/rapids-export?includeSsn=true', owner);
      expect(res.status).toBe(200);
      // The demo apprentice's SSN is in the file…
      expect(res.body).toContain('987-65-4325');
      // …and nowhere in what the server logged.
      expect(JSON.stringify(lines)).toContain('/v1/compliance/rapids-export');
      expect(JSON.stringify(lines)).not.toMatch(/987-65-4325|987654325/);
    } finally {
      await logged.close();
    }
  });
});
