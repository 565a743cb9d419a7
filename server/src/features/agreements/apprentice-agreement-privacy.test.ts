import { PRIVATE_INFO_FIELDS } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/first.ts';
import { apprenticeAgreements, locations, users } from '../../db/schema/index.ts';
import { sampleApprenticePrivateInfo } from '../../seed/sample-apprenticeship.ts';
import { inviteeToken } from '../../test/demo-signing.ts';
import { createTestApp, SUPER, type TestApp } from '../../test/harness.ts';
import { prepareAgreements } from './prepare-agreements.ts';

const ID = 'demo-apprentice-agreement';
const INVITE = 'demo-invite-apprentice';
const APPRENTICE = 'student.workforce@demo.pathcraft.test';
const TEACHER = 'teacher.workforce@demo.pathcraft.test';
const OWNER = 'owner.workforce@demo.pathcraft.test';
const ADMIN = 'admin.workforce@demo.pathcraft.test';
const SPONSOR = 'gloria.santos@demo.pathcraft.test';
const PRIVATE_ONLY =
  "Apprentice agreements hold the apprentice's private information: only the apprentice, the program sponsor and the organization's administrators can open them.";

/** Every private field (docs/rules.md#private-information) the agreement copies (it has no country: the program is US-only). */
const AGREEMENT_PRIVATE = PRIVATE_INFO_FIELDS.filter((f) => f !== 'addressCountry');

type Who =
  | 'superAdmin'
  | 'owner'
  | 'admin'
  | 'sponsor'
  | 'teacher'
  | 'apprentice'
  | 'otherStudent'
  | 'anonymous'
  | 'apiKey';

describe('apprentice agreement private information', () => {
  let t: TestApp;
  let apiKey = '';
  let otherStudent = '';
  const emails: Partial<Record<Who, string>> = {
    superAdmin: SUPER,
    owner: OWNER,
    admin: ADMIN,
    sponsor: SPONSOR,
    teacher: TEACHER,
    apprentice: APPRENTICE,
  };
  const as = (who: Who) =>
    who === 'anonymous' ? null : who === 'apiKey' ? { apiKey } : who === 'otherStudent' ? otherStudent : emails[who]!;
  // The row as stored: the app's cipher runs in feature code, so the Db reads ciphertext.
  const rawRow = async (): Promise<Record<string, unknown>> => {
    const row = await first(t.db.select().from(apprenticeAgreements).where(eq(apprenticeAgreements.id, ID)));
    if (!row) throw new Error(`No apprentice agreement ${ID}`);
    return row;
  };
  const pdfAs = async (who: Who, id = ID) => {
    const who_ = as(who);
    const headers: Record<string, string> = {};
    if (typeof who_ === 'string') headers.authorization = `Bearer ${await t.sign(who_)}`;
    else if (who_) headers['x-api-key'] = who_.apiKey;
    return t.app.request(`/v1/apprenticeAgreements/${id}/pdf`, { headers });
  };

  beforeAll(async () => {
    t = await createTestApp();
    apiKey = (await t.call('POST', '/v1/api-keys', OWNER, { name: 'Website' })).body.key;
    otherStudent = (await first(
      t.db.select({ email: users.email }).from(users).where(eq(users.id, 'demo-wf-learner-01')),
    ))!.email!;
  });
  afterAll(() => t.close());

  it('stores every private field of Section A as ciphertext: the raw row holds no clear value', async () => {
    const check = async () => {
      const row = await rawRow();
      for (const field of AGREEMENT_PRIVATE) {
        const stored = field === 'races' ? (row.races as string[]) : [row[field] as string | null];
        for (const v of stored) expect([field, t.deps.cipher.isEncrypted(v)]).toEqual([field, true]);
      }
      const text = JSON.stringify(row);
      for (const clear of [
        '987-65-4325',
        '987654325',
        'blackOrAfricanAmerican',
        'Wylie Avenue',
        'notHispanicOrLatino',
        'highSchoolOrGED',
        '1999-04-18',
        '15219',
      ])
        expect(text).not.toContain(clear);
    };
    await check();
    // The copy made when the apprentice saves the profile through the invite is sealed as well.
    const token = await inviteeToken(t, 'apprentice');
    const info = (
      await t.call('GET', `/v1/invites/${INVITE}/user/privateInfo`, null, undefined, { 'x-access-token': token })
    ).body.item;
    const saved = await t.call(
      'PUT',
      `/v1/invites/${INVITE}/user/privateInfo`,
      null,
      { ...info, id: undefined, userId: undefined, hasSsn: undefined, addressLine1: '1900 Centre Avenue' },
      { 'x-access-token': token },
    );
    expect(saved.status).toBe(200);
    await check();
    expect(JSON.stringify(await rawRow())).not.toContain('Centre Avenue');
    const view = await t.call('GET', `/v1/apprenticeAgreements/${ID}`, null, undefined, { 'x-access-token': token });
    expect(view.body.item.agreement.addressLine1).toBe('1900 Centre Avenue');
  });

  it.each<[Who, number, number | null]>([
    ['superAdmin', 200, 1],
    ['owner', 200, 1],
    ['admin', 200, 1],
    ['apprentice', 403, null],
    ['otherStudent', 403, null],
    ['teacher', 403, null],
    ['anonymous', 401, null],
    ['apiKey', 403, null],
  ])('table read as %s: %i, never with a private field', async (who, status, rows) => {
    const res = await t.call('GET', '/v1/external/supabase/apprenticeAgreements', as(who));
    expect(res.status).toBe(status);
    if (rows === null) return expect(JSON.stringify(res.body)).not.toContain('female');
    const mine = res.body.items.filter((i: { id: string }) => i.id === ID);
    expect(mine).toHaveLength(rows);
    for (const item of res.body.items)
      for (const field of [...AGREEMENT_PRIVATE, 'signedPdfKey']) expect(item).not.toHaveProperty(field);
    expect(JSON.stringify(res.body)).not.toContain('enc:v1:');
  });

  it.each<[Who, number]>([
    ['superAdmin', 200],
    ['owner', 200],
    ['admin', 200],
    ['sponsor', 200],
    ['apprentice', 200],
    ['teacher', 403],
    ['otherStudent', 404],
    ['anonymous', 401],
    ['apiKey', 403],
  ])('the agreement as %s: %i; readers get decrypted values and the SSN masked', async (who, status) => {
    const res = await t.call('GET', `/v1/apprenticeAgreements/${ID}`, as(who));
    expect(res.status).toBe(status);
    if (who === 'teacher') expect(res.body.error.message).toBe(PRIVATE_ONLY);
    if (status !== 200) {
      expect(JSON.stringify(res.body)).not.toContain('female');
      return;
    }
    const { races, gender, criminalBkg, disability } = sampleApprenticePrivateInfo;
    expect(res.body.item.agreement).toMatchObject({
      ssn: '***-**-4325',
      hasSsn: true,
      gender,
      races,
      criminalBkg,
      disability,
      dob: '1999-04-18',
    });
    expect(JSON.stringify(res.body)).not.toContain('987-65-4325');
    expect(JSON.stringify(res.body)).not.toContain('enc:v1:');
  });

  it.each<[Who, number]>([
    ['superAdmin', 200],
    ['owner', 200],
    ['admin', 200],
    ['sponsor', 200],
    ['apprentice', 200],
    ['teacher', 403],
    ['otherStudent', 404],
    ['anonymous', 401],
    ['apiKey', 403],
  ])('the agreement PDF as %s: %i', async (who, status) => {
    const res = await pdfAs(who);
    expect(res.status).toBe(status);
    if (status === 200) expect(res.headers.get('content-type')).toBe('application/pdf');
    else {
      const body = await res.text();
      expect(body).not.toContain('%PDF');
      if (who === 'teacher') expect(JSON.parse(body).error.message).toBe(PRIVATE_ONLY);
    }
  });

  it('lets the sponsor (the first manager of the employer location) read, even when the sponsor is a teacher; other teachers are refused', async () => {
    const tom = 'tom.yablonski@demo.pathcraft.test';
    const monValley = eq(locations.id, 'demo-wf-loc-monvalley');
    const location = (await first(t.db.select({ managerIds: locations.managerIds }).from(locations).where(monValley)))!;
    await t.db
      .update(locations)
      .set({ managerIds: ['demo-wf-journey-1'] })
      .where(monValley);
    try {
      const res = await t.call('GET', `/v1/apprenticeAgreements/${ID}`, tom);
      expect(res.status).toBe(200);
      expect(res.body.item.agreement.gender).toBe(sampleApprenticePrivateInfo.gender);
      const pdf = await t.app.request(`/v1/apprenticeAgreements/${ID}/pdf`, {
        headers: { authorization: `Bearer ${await t.sign(tom)}` },
      });
      expect(pdf.status).toBe(200);
      expect((await t.call('GET', `/v1/apprenticeAgreements/${ID}`, TEACHER)).status).toBe(403);
    } finally {
      await t.db.update(locations).set({ managerIds: location.managerIds }).where(monValley);
    }
  });

  it('seals clear private values left by older versions at start-up, and still answers them decrypted', async () => {
    await t.db
      .update(apprenticeAgreements)
      .set({
        gender: 'female',
        races: ['blackOrAfricanAmerican'],
        criminalBkg: 'no',
        addressLine1: '1827 Wylie Avenue',
        ssn: '987-65-4325',
      })
      .where(eq(apprenticeAgreements.id, ID));
    const report = await prepareAgreements(t.deps);
    expect(report.sealedRows).toBe(1);
    const row = await rawRow();
    for (const f of ['gender', 'criminalBkg', 'addressLine1', 'ssn'] as const)
      expect(t.deps.cipher.isEncrypted(row[f])).toBe(true);
    expect(JSON.stringify(row)).not.toContain('blackOrAfricanAmerican');
    const res = await t.call('GET', `/v1/apprenticeAgreements/${ID}`, OWNER);
    expect(res.body.item.agreement).toMatchObject({
      gender: 'female',
      races: ['blackOrAfricanAmerican'],
      addressLine1: '1827 Wylie Avenue',
      ssn: '***-**-4325',
    });
    expect((await prepareAgreements(t.deps)).sealedRows).toBe(0);
  });
});
