import { RAPIDS_HEADERS } from '@pathcraft/sdk';
import Papa from 'papaparse';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { APPRENTICESHIP_ID } from '../../seed/sample-apprenticeship.ts';
import { WORKFORCE_ORG_ID } from '../../seed/sample-people.ts';
import { addProgramApprentice, addSignedAgreement } from '../../test/apprentice-rows.ts';
import { callersOfEachRole, createTestApp, type RoleCaller, SUPER, type TestApp } from '../../test/harness.ts';

/**
 * The hours an apprentice must reach are one number wherever they are read (sdk requiredHoursOf):
 * their agreement's where it sets them, else the program's (2,000 OJT and 144 RTI hours on the demo
 * program). Progress once read the program's while the RAPIDS file and the agreement PDF read the agreement's.
 */
let t: TestApp;
let callers: Awaited<ReturnType<typeof callersOfEachRole>>;

/** An apprentice of the demo program with a signed agreement that sets these hours (or none). */
async function addApprentice(id: string, hours: { ojtHours: number | null; instructionHours: number | null }) {
  await t.db.insert(users).values({
    id,
    orgId: WORKFORCE_ORG_ID,
    email: `${id}@example.test`,
    firstName: 'Hours',
    lastName: id,
    role: ['student'],
  });
  await addProgramApprentice(t, `au-${id}`, id);
  await addSignedAgreement(t, { id: `aa-${id}`, userId: id, ...hours });
}

beforeAll(async () => {
  t = await createTestApp();
  callers = await callersOfEachRole(t);
  await addApprentice('hours-own', { ojtHours: 4000, instructionHours: 288 });
  await addApprentice('hours-program', { ojtHours: null, instructionHours: null });
});
afterAll(() => t.close());

const progressOf = async (userId: string, as: RoleCaller) =>
  (await t.call('GET', `/v1/progress/apprenticeships/${APPRENTICESHIP_ID}/apprentices/${userId}`, as)).body.item;

async function rapidsRowOf(userId: string) {
  const res = await t.call('GET', '/v1/compliance/rapids-export', callers.admin as RoleCaller);
  expect(res.status).toBe(200);
  const [headers, ...rows] = Papa.parse<string[]>(res.body as string).data;
  expect(headers).toEqual(RAPIDS_HEADERS);
  const row = rows.find((cells) => cells[RAPIDS_HEADERS.indexOf('Apprentice ID')] === `au-${userId}`)!;
  return {
    ojt: row[RAPIDS_HEADERS.indexOf('OJT Hours')],
    rti: row[RAPIDS_HEADERS.indexOf('Related Instruction Hours')],
  };
}

async function pdfHoursOf(userId: string) {
  const res = await t.app.request(`/v1/apprenticeAgreements/aa-${userId}/pdf`, {
    headers: { authorization: `Bearer ${await t.sign(SUPER)}` },
  });
  expect(res.status).toBe(200);
  const form = (await PDFDocument.load(new Uint8Array(await res.arrayBuffer()))).getForm();
  return {
    ojt: form.getTextField('program.ojtHours').getText(),
    rti: form.getTextField('program.instructionHours').getText(),
  };
}

describe("an apprentice's required hours are the same on progress, the apprentices list, the RAPIDS file and the PDF", () => {
  it.each([
    ["the agreement's, which differ from the program's", 'hours-own', 4000, 288],
    ["the program's, when the agreement sets none", 'hours-program', 2000, 144],
  ])('%s', async (_name, userId, ojt, rti) => {
    // The apprentice's own progress as the sponsor, the super admin and the program's mentor see it.
    for (const as of [callers.admin, callers.superAdmin, callers.teacher] as RoleCaller[]) {
      const progress = await progressOf(userId, as);
      expect([progress.ojt.required, progress.rti.required]).toEqual([ojt, rti]);
    }
    const list = (await t.call('GET', '/v1/progress/apprentices', callers.admin as RoleCaller)).body.items as {
      userId: string;
      ojt: { required: number };
      rti: { required: number };
    }[];
    const row = list.find((i) => i.userId === userId)!;
    expect([row.ojt.required, row.rti.required]).toEqual([ojt, rti]);
    expect(await rapidsRowOf(userId)).toEqual({ ojt: String(ojt), rti: String(rti) });
    expect(await pdfHoursOf(userId)).toEqual({ ojt: String(ojt), rti: String(rti) });
  });
});
