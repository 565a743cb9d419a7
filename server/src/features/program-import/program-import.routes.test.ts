import { readFileSync } from 'node:fs';
import { PROGRAM_FORMAT, PROGRAM_REQUIRED, type ProgramDraft } from '@pathcraft/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apprenticeshipTemplates, auditEvents } from '../../db/schema/index.ts';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';
import { loadOccupationDataIn } from '../occupations/load-occupation-data.ts';
import { PROGRAM_IMPORT_REFUSED } from './program-import.routes.ts';
import { first } from '../../db/first.ts';

let t: TestApp;
let owner: string;
let admin: string;
let teacher: string;
let student: string;
let orgId: string;
let otherAdmin: string;
let otherOrgId: string;
let apiKey: string;

const UPLOAD_MAX = 64 * 1024;
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: String(UPLOAD_MAX) });
  await loadOccupationDataIn(t.db);
  owner = emailOf(t, 'demo-workforce', 'owner');
  admin = emailOf(t, 'demo-workforce', 'admin');
  teacher = emailOf(t, 'demo-workforce', 'teacher');
  student = emailOf(t, 'demo-workforce', 'student');
  orgId = (await t.userByEmail(admin)).orgId!;
  otherAdmin = emailOf(t, 'demo-community', 'admin');
  otherOrgId = (await t.userByEmail(otherAdmin)).orgId!;
  const key = await t.call('POST', '/v1/api-keys', admin, { name: 'Program import test' });
  apiKey = key.body.key;
});
afterAll(() => t.close());

type Caller = string | { apiKey: string } | null;
async function parse(name: string, bytes: Uint8Array, as: Caller = admin, query = '') {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  const headers: Record<string, string> =
    typeof as === 'string' ? { authorization: `Bearer ${await t.sign(as)}` } : as ? { 'x-api-key': as.apiKey } : {};
  const res = await t.app.request(`/v1/program-import/parse${query}`, { method: 'POST', body: form, headers });
  return { status: res.status, body: (await res.json()) as any };
}

/** What a refusal must leave as it was: the organization's programs and the audit log. */
async function writes() {
  return {
    programs: (await t.deps.db.select().from(apprenticeshipTemplates)).length,
    audit: (await t.deps.db.select().from(auditEvents).where(eq(auditEvents.action, 'programImport.save'))).length,
  };
}

const draft = (over: Partial<ProgramDraft> = {}): ProgramDraft => ({
  title: 'Electrician Apprenticeship Program',
  description: 'Apprentices install and maintain electrical systems.',
  industryCode: '23',
  type: 'TB',
  estimatedLength: '4 years',
  instructionHours: 576,
  ojtHours: 8000,
  occupationName: 'Electricians',
  rapidsCode: '0159',
  occupationONetCode: '47-2111.00',
  competencies: [
    { id: 'c1', description: 'Job site safety', totalHours: 160 },
    { id: 'c2', description: 'Residential wiring', totalHours: null },
  ],
  competencyGroups: [{ id: 'g1', description: 'A. Orientation and Safety', competencyIds: ['c1', 'c2'] }],
  ...over,
});

type RoleCase = [who: string, as: () => Caller, query: () => string, status: number, message: string | null];
type RefusalCase = [who: string, as: () => Caller, status: number];

describe('who may import programs', () => {
  it.each<RoleCase>([
    ['the super admin naming the organization', () => SUPER, () => `?organizationId=${orgId}`, 200, null],
    ['the super admin naming none', () => SUPER, () => '', 400, 'organizationId is required'],
    ['an owner', () => owner, () => '', 200, null],
    ['an admin', () => admin, () => `?organizationId=${orgId}`, 200, null],
    [
      'an admin naming another organization',
      () => admin,
      () => `?organizationId=${otherOrgId}`,
      403,
      'You can only act for your own organization.',
    ],
    ['a teacher', () => teacher, () => '', 403, PROGRAM_IMPORT_REFUSED],
    ['a student', () => student, () => '', 403, PROGRAM_IMPORT_REFUSED],
    [
      'an API key',
      () => ({ apiKey }),
      () => '',
      403,
      'Program import needs a signed-in owner or admin, not an API key.',
    ],
    ['a visitor', () => null, () => '', 401, 'Sign in to continue.'],
  ])('parse: %s → %i', async (_who, as, query, status, message) => {
    const res = await parse('electrician.docx', fixture('electrician.docx'), as(), query());
    expect(res.status).toBe(status);
    if (message) expect(res.body.error.message).toBe(message);
    else expect(res.body.program.rapidsCode).toBe('0159');
  });

  it.each<RefusalCase>([
    ['a teacher', () => teacher, 403],
    ['a student', () => student, 403],
    ['an API key', () => ({ apiKey }), 403],
    ['a visitor', () => null, 401],
  ])('lookup and save refuse %s (%i), whatever the body', async (_who, as, status) => {
    expect((await t.call('GET', '/v1/program-import/lookup?rapidsCode=0159', as())).status).toBe(status);
    expect((await t.call('POST', '/v1/program-import', as(), { organizationId: orgId, program: {} })).status).toBe(
      status,
    );
  });
});

describe('POST /v1/program-import/parse', () => {
  it('answers a Word program with every field, its competencies and groups, and no notes (saving nothing)', async () => {
    const before = await writes();
    const res = await parse('electrician.docx', fixture('electrician.docx'));
    expect(await writes()).toEqual(before);
    expect(res.status).toBe(200);
    expect(res.body.format).toBe('docx');
    expect(res.body.notes).toEqual([]);
    const { competencies, competencyGroups, ...fields } = res.body.program;
    expect(fields).toEqual({
      title: 'Electrician Apprenticeship Program',
      description: expect.stringMatching(/^Apprentices learn to install, maintain and repair electrical wiring/),
      industryCode: '23',
      type: 'TB',
      estimatedLength: '4 years',
      instructionHours: 576,
      ojtHours: 8000,
      occupationName: 'Electrician',
      rapidsCode: '0159',
      occupationONetCode: '47-2111.00',
    });
    expect(competencies).toHaveLength(17);
    expect(competencies[0]).toEqual({
      id: 'c1',
      description: 'Job site safety, OSHA 10 and personal protective equipment',
      totalHours: 160,
    });
    expect(competencyGroups[0]).toEqual({
      id: 'g1',
      description: 'A. Orientation and Safety',
      competencyIds: ['c1', 'c2', 'c3'],
    });
  });

  it('answers a PowerPoint program, its type taken from the RAPIDS suffix', async () => {
    const res = await parse('welder.pptx', fixture('welder.pptx'));
    expect(res.status).toBe(200);
    expect(res.body.format).toBe('pptx');
    expect(res.body.program).toMatchObject({
      title: 'Welder Apprenticeship Program',
      rapidsCode: '0622CB',
      occupationONetCode: '51-4121.00',
      type: 'CB',
      ojtHours: 4000,
      instructionHours: 288,
    });
    expect(res.body.program.competencies).toHaveLength(12);
    expect(res.body.notes).toEqual(['The type (CB) was taken from the RAPIDS code 0622CB.']);
  });

  it('answers an Excel program, with the O*NET code suggested from the RAPIDS crosswalk, the occupation looked up and default RTI hours', async () => {
    const res = await parse('hvac.xlsx', fixture('hvac.xlsx'));
    expect(res.status).toBe(200);
    expect(res.body.format).toBe('xlsx');
    expect(res.body.program).toMatchObject({
      rapidsCode: '0637HY',
      occupationONetCode: '49-9021.00',
      occupationName: 'Heating, Air Conditioning, and Refrigeration Mechanics and Installers',
      instructionHours: 495,
      ojtHours: 6000,
      type: 'H',
    });
    expect(res.body.notes).toEqual([
      'Instruction hours were not found: the default of 495 hours is used.',
      'The O*NET code 49-9021.00 was suggested from the RAPIDS code 0637HY (Air Conditioning Equipment Mechanic).',
      'The occupation name was looked up from the O*NET code 49-9021.00.',
    ]);
  });

  it('answers a file with nothing recognisable with empty fields and notes', async () => {
    const xlsx = fixture('hvac.xlsx');
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet1').addRow(['Shopping list', 'milk']);
    const empty = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(xlsx.length).toBeGreaterThan(0);
    const res = await parse('list.xlsx', empty);
    expect(res.status).toBe(200);
    expect(res.body.program).toMatchObject({
      title: null,
      description: null,
      rapidsCode: null,
      occupationONetCode: null,
      occupationName: null,
      competencies: [],
      competencyGroups: [],
      instructionHours: 495,
      ojtHours: 2700,
    });
    expect(res.body.notes[0]).toBe('Nothing recognisable was found in this file: fill in the program by hand.');
    expect(res.body.notes.at(-1)).toBe(
      'Not found in the file: title, description, industry, type, estimated length, occupation name, RAPIDS code, O*NET code.',
    );
  });

  it.each([
    ['an empty file', 'program.docx', () => new Uint8Array(0), 400, 'The file is empty.'],
    [
      'a password-protected file',
      'encrypted.docx',
      () => fixture('encrypted.docx'),
      422,
      'This file is password-protected. Remove the password and upload it again.',
    ],
    [
      'a PNG named .docx',
      'not-a-docx.docx',
      () => fixture('not-a-docx.docx'),
      415,
      "The file's content is not a .docx file.",
    ],
    [
      'a Word file renamed .xlsx',
      'electrician.xlsx',
      () => fixture('electrician.docx'),
      415,
      "The file's content is not a .xlsx file (it is a .docx file).",
    ],
    [
      'a PDF',
      'program.pdf',
      () => new TextEncoder().encode('%PDF-1.7\n'),
      415,
      'Files of type .pdf are not accepted. Upload a .docx, .pptx or .xlsx file.',
    ],
    [
      'a damaged file',
      'cut.docx',
      () => fixture('electrician.docx').subarray(0, 4000),
      422,
      'The file could not be read: it may be damaged. Open it, save it again and upload it again.',
    ],
    [
      'a file over the upload limit',
      'big.docx',
      () => new Uint8Array(UPLOAD_MAX + 1),
      413,
      'Files can be at most 64 KB.',
    ],
    [
      'a body far over the upload limit',
      'huge.docx',
      () => new Uint8Array(UPLOAD_MAX * 3),
      413,
      'Files can be at most 64 KB.',
    ],
  ] as const)('refuses %s (%i) and writes nothing', async (_case, name, bytes, status, message) => {
    const before = await writes();
    const res = await parse(name, bytes());
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
    expect(await writes()).toEqual(before);
  });

  it("asks for the file in the field 'file'", async () => {
    const form = new FormData();
    form.set('upload', new File([fixture('hvac.xlsx') as Uint8Array<ArrayBuffer>], 'hvac.xlsx'));
    const res = await t.app.request('/v1/program-import/parse', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${await t.sign(admin)}` },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).error.message).toBe("Send the file as multipart form data in the field 'file'.");
  });
});

describe('GET /v1/program-import/lookup', () => {
  it.each([
    [
      'a RAPIDS code with a suffix',
      'rapidsCode=0159CB',
      { rapidsTitle: 'Electrician', onetCode: '47-2111.00', occupationName: 'Electricians' },
    ],
    [
      'an O*NET code without its detail digits',
      'onetCode=51-4121',
      { rapidsTitle: null, onetCode: '51-4121.00', occupationName: 'Welders, Cutters, Solderers, and Brazers' },
    ],
    [
      'an O*NET code',
      'onetCode=51-4121.00',
      { rapidsTitle: null, onetCode: '51-4121.00', occupationName: 'Welders, Cutters, Solderers, and Brazers' },
    ],
    [
      'both (the O*NET code given wins)',
      'rapidsCode=0622&onetCode=47-2111.00',
      { rapidsTitle: 'Welder, Combination', onetCode: '47-2111.00', occupationName: 'Electricians' },
    ],
    [
      'unknown codes',
      'rapidsCode=9999&onetCode=99-9999.00',
      { rapidsTitle: null, onetCode: '99-9999.00', occupationName: null },
    ],
    ['nothing', '', { rapidsTitle: null, onetCode: null, occupationName: null }],
  ])('%s', async (_case, query, answer) => {
    const res = await t.call('GET', `/v1/program-import/lookup?${query}`, admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(answer);
  });
});

describe('GET /v1/program-import/existing (the duplicate check of step 1)', () => {
  const existing = (query: string, as: Caller = admin) => t.call('GET', `/v1/program-import/existing?${query}`, as);
  let programId: string;
  beforeAll(async () => {
    const saved = await t.call('POST', '/v1/program-import', admin, {
      organizationId: orgId,
      program: draft({ title: 'Carpenter', rapidsCode: '0064CB', occupationONetCode: '47-2031.00' }),
    });
    expect(saved.status).toBe(201);
    programId = saved.body.id;
  });

  it.each([
    [
      'the same RAPIDS code, written in lower case with spaces',
      'rapidsCode=%200064cb%20&onetCode=47-2031.01',
      { sameRapidsCode: true, sameOnetCode: false },
    ],
    ['the same O*NET code', 'rapidsCode=0065&onetCode=47-2031.00', { sameRapidsCode: false, sameOnetCode: true }],
    [
      'the same O*NET code without its detail digits',
      'rapidsCode=0065&onetCode=47-2031',
      { sameRapidsCode: false, sameOnetCode: true },
    ],
    ['both codes', 'rapidsCode=0064CB&onetCode=47-2031.00', { sameRapidsCode: true, sameOnetCode: true }],
  ])('names the program with %s, which the save then refuses', async (_case, query, same) => {
    const res = await existing(`organizationId=${orgId}&${query}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ existing: { id: programId, title: 'Carpenter', ...same } });
    const params = new URLSearchParams(query);
    const save = await t.call('POST', '/v1/program-import', admin, {
      organizationId: orgId,
      program: draft({ rapidsCode: params.get('rapidsCode')!, occupationONetCode: params.get('onetCode')! }),
    });
    expect(save.status).toBe(409);
    expect(save.body.error.message).toBe('Training Program exists');
  });

  it.each([
    ['other codes', `rapidsCode=0065&onetCode=47-2031.01`],
    ['a suffix the program does not have (0064 is not 0064CB)', 'rapidsCode=0064&onetCode=47-2031.02'],
    ['no codes', ''],
  ])('answers null for %s', async (_case, query) => {
    const res = await existing(`organizationId=${orgId}&${query}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ existing: null });
  });

  it('looks in the organization asked about only', async () => {
    const res = await existing('rapidsCode=0064CB&onetCode=47-2031.00', otherAdmin);
    expect(res.body).toEqual({ existing: null });
    const asSuper = await existing(`organizationId=${orgId}&rapidsCode=0064CB`, SUPER);
    expect(asSuper.body.existing?.id).toBe(programId);
  });

  it.each<RoleCase>([
    ['an owner', () => owner, () => `organizationId=${orgId}`, 200, null],
    ['the super admin naming none', () => SUPER, () => '', 400, 'organizationId is required'],
    [
      'an admin naming another organization',
      () => admin,
      () => `organizationId=${otherOrgId}`,
      403,
      'You can only act for your own organization.',
    ],
    ['a teacher', () => teacher, () => '', 403, PROGRAM_IMPORT_REFUSED],
    ['a student', () => student, () => '', 403, PROGRAM_IMPORT_REFUSED],
    [
      'an API key',
      () => ({ apiKey }),
      () => '',
      403,
      'Program import needs a signed-in owner or admin, not an API key.',
    ],
    ['a visitor', () => null, () => '', 401, 'Sign in to continue.'],
  ])('as for the save: %s → %i', async (_who, as, query, status, message) => {
    const res = await existing(`${query()}&rapidsCode=0064CB`, as());
    expect(res.status).toBe(status);
    if (message) expect(res.body.error.message).toBe(message);
    else expect(res.body.existing?.id).toBe(programId);
  });
});

describe('POST /v1/program-import', () => {
  it('saves the program for the organization, with an audit event, then refuses the same RAPIDS or O*NET code', async () => {
    const res = await t.call('POST', '/v1/program-import', admin, { organizationId: orgId, program: draft() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String) });
    const row = (await first(
      t.deps.db.select().from(apprenticeshipTemplates).where(eq(apprenticeshipTemplates.id, res.body.id)),
    ))!;
    expect(row).toMatchObject({
      orgId,
      title: 'Electrician Apprenticeship Program',
      rapidsCode: '0159',
      occupationONetCode: '47-2111.00',
      type: 'TB',
      industryCode: '23',
      instructionHours: 576,
      ojtHours: 8000,
    });
    expect(row.competencyGroups).toEqual(draft().competencyGroups);
    const audit = await first(
      t.deps.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'programImport.save'), eq(auditEvents.entityId, res.body.id))),
    );
    expect(audit).toMatchObject({ orgId, entity: 'apprenticeshipTemplates', actorType: 'user' });

    const before = await writes();
    for (const program of [
      draft({ occupationONetCode: '47-2111.01' }),
      draft({ rapidsCode: ' 0159 ', occupationONetCode: '47-2111.01' }),
      draft({ rapidsCode: '0643', occupationONetCode: '47-2111.00' }),
    ]) {
      const again = await t.call('POST', '/v1/program-import', owner, { organizationId: orgId, program });
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe('Training Program exists');
    }
    expect(await writes()).toEqual(before);
  });

  it('compares RAPIDS codes as written, ignoring case and spaces (0159CB is not 0159)', async () => {
    expect(
      (
        await t.call('POST', '/v1/program-import', SUPER, {
          organizationId: otherOrgId,
          program: draft({ rapidsCode: '0622CB', occupationONetCode: '51-4121.00' }),
        })
      ).status,
    ).toBe(201);
    const same = await t.call('POST', '/v1/program-import', otherAdmin, {
      organizationId: otherOrgId,
      program: draft({ rapidsCode: '0622cb ', occupationONetCode: '51-4121.01' }),
    });
    expect(same.status).toBe(409);
    const suffixed = await t.call('POST', '/v1/program-import', otherAdmin, {
      organizationId: otherOrgId,
      program: draft({ rapidsCode: '0622TB', occupationONetCode: '51-4121.02' }),
    });
    expect(suffixed.status).toBe(201);
  });

  it("refuses a program of the demo seed's own (49-9041.00) and allows the same codes in another organization", async () => {
    const seeded = await t.call('POST', '/v1/program-import', admin, {
      organizationId: orgId,
      program: draft({ rapidsCode: '1029HY', occupationONetCode: '49-9041.00' }),
    });
    expect(seeded.status).toBe(409);
    const elsewhere = await t.call('POST', '/v1/program-import', otherAdmin, {
      organizationId: otherOrgId,
      program: draft(),
    });
    expect(elsewhere.status).toBe(201);
  });

  const without = (field: keyof ProgramDraft) => {
    const program: Record<string, unknown> = draft({ rapidsCode: '9001', occupationONetCode: '11-1011.00' });
    delete program[field];
    return program;
  };
  it.each<[string, Record<string, unknown>, string]>([
    ...(Object.keys(PROGRAM_REQUIRED) as (keyof typeof PROGRAM_REQUIRED)[]).map(
      (field): [string, Record<string, unknown>, string] => [
        `without ${field}`,
        without(field),
        PROGRAM_REQUIRED[field],
      ],
    ),
    ['with a blank title', { ...draft({ title: '  ' }) }, PROGRAM_REQUIRED.title],
    [
      'with an unknown industry',
      draft({ industryCode: '99', rapidsCode: '9001', occupationONetCode: '11-1011.00' }),
      PROGRAM_REQUIRED.industryCode,
    ],
    ['with negative OJT hours', draft({ ojtHours: -1 }), 'OJT hours must be more than 0.'],
    [
      'with 0 OJT hours',
      draft({ rapidsCode: '9001', occupationONetCode: '11-1011.00', ojtHours: 0 }),
      'OJT hours must be more than 0.',
    ],
    [
      'with negative instruction hours',
      draft({ rapidsCode: '9001', occupationONetCode: '11-1011.00', instructionHours: -5 }),
      'Instruction hours can not be negative.',
    ],
    [
      'with a 600-character title',
      draft({ rapidsCode: '9001', occupationONetCode: '11-1011.00', title: 'x'.repeat(600) }),
      'A title has at most 300 characters.',
    ],
    [
      'with an O*NET code of another shape',
      draft({ rapidsCode: '9001', occupationONetCode: '472111' }),
      'The O*NET code must look like 47-2111.00.',
    ],
    [
      'with an O*NET code that is none',
      draft({ rapidsCode: '9001', occupationONetCode: 'not-a-code' }),
      PROGRAM_FORMAT.occupationONetCode,
    ],
    [
      'with a RAPIDS code that is none',
      draft({ rapidsCode: 'ABC', occupationONetCode: '11-1011.00' }),
      'A RAPIDS code is 4 digits, then up to 3 letters (like 0159 or 0622CB).',
    ],
    [
      'with a group naming an unknown competency',
      draft({
        rapidsCode: '9001',
        occupationONetCode: '11-1011.00',
        competencyGroups: [{ id: 'g1', description: 'Safety', competencyIds: ['c9'] }],
      }),
      'A competency group names a competency that is not in the list.',
    ],
  ])('refuses a program %s', async (_case, program, message) => {
    const before = await writes();
    const res = await t.call('POST', '/v1/program-import', admin, { organizationId: orgId, program });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(await writes()).toEqual(before);
  });

  it('saves an O*NET code given without its detail digits with them', async () => {
    const res = await t.call('POST', '/v1/program-import', admin, {
      organizationId: orgId,
      program: draft({ rapidsCode: '0282', occupationONetCode: '47-2061' }),
    });
    expect(res.status).toBe(201);
    expect(
      (await first(t.deps.db.select().from(apprenticeshipTemplates).where(eq(apprenticeshipTemplates.id, res.body.id))))
        ?.occupationONetCode,
    ).toBe('47-2061.00');
    const again = await t.call('POST', '/v1/program-import', admin, {
      organizationId: orgId,
      program: draft({ rapidsCode: '0283', occupationONetCode: '47-2061.00' }),
    });
    expect(again.status).toBe(409);
  });

  it('creates one program when the same save arrives twice at once (a double click)', async () => {
    const before = await writes();
    const program = draft({ title: 'Roofer', rapidsCode: '0474', occupationONetCode: '47-2181.00' });
    const answers = await Promise.all(
      [1, 2].map(() => t.call('POST', '/v1/program-import', admin, { organizationId: orgId, program })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await writes()).toEqual({ programs: before.programs + 1, audit: before.audit + 1 });
  });

  it('refuses an admin saving for another organization, and a super admin naming no existing one', async () => {
    const other = await t.call('POST', '/v1/program-import', admin, {
      organizationId: otherOrgId,
      program: draft({ rapidsCode: '9002', occupationONetCode: '11-1021.00' }),
    });
    expect(other.status).toBe(403);
    const missing = await t.call('POST', '/v1/program-import', SUPER, {
      organizationId: 'no-such-org',
      program: draft({ rapidsCode: '9002', occupationONetCode: '11-1021.00' }),
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('No such organization.');
  });
});
