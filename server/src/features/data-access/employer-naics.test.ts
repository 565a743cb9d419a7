import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/first.ts';
import { employerProfiles } from '../../db/schema/index.ts';
import { EMPLOYER_PROFILE_ID } from '../../seed/sample-people.ts';
import { callersOfEachRole, type RoleCaller, type TestApp, createTestApp } from '../../test/harness.ts';

/**
 * An employer's NAICS code written through the data API follows the workforce form's rule (sdk
 * checkWorkforceForm): optional, and when given 2 (the sector) to 6 digits (the industry), refused
 * with the same message, so staff and the employer's contact read the same sentence.
 */
let t: TestApp;
let callers: Awaited<ReturnType<typeof callersOfEachRole>>;
const MESSAGE = 'Enter a NAICS code of 2 to 6 digits.';

const writeNaics = (as: RoleCaller, naicsCode: unknown) =>
  t.call('PUT', '/v1/external/supabase/employerProfiles', as, { id: EMPLOYER_PROFILE_ID, naicsCode });
const stored = async () =>
  (await first(
    t.db
      .select({ naicsCode: employerProfiles.naicsCode })
      .from(employerProfiles)
      .where(eq(employerProfiles.id, EMPLOYER_PROFILE_ID)),
  ))!.naicsCode;

beforeAll(async () => {
  t = await createTestApp();
  callers = await callersOfEachRole(t);
});
afterAll(() => t.close());

describe("an employer's NAICS code through the data API", () => {
  it.each([
    ['the sector', '33', '33'],
    ['the industry', '333249', '333249'],
    ['spaces around it', ' 3332 ', '3332'],
    ['nothing', null, null],
  ])('takes %s', async (_, naicsCode, kept) => {
    const res = await writeNaics(callers.admin, naicsCode);
    expect(res.status).toBe(200);
    expect(await stored()).toBe(kept);
  });

  it.each([
    ['seven digits', '3332491'],
    ['one digit', '3'],
    ['letters', 'ABCDEF'],
    ['its title pasted after it', '333249 Other Industrial Machinery Manufacturing'],
  ])("refuses %s with the workforce form's message, on the field, and keeps the code held", async (_, bad) => {
    await writeNaics(callers.admin, '333249');
    for (const who of ['superAdmin', 'owner', 'admin'] as const) {
      const res = await writeNaics(callers[who], bad);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(MESSAGE);
      expect(res.body.error.details.fields).toEqual({ naicsCode: MESSAGE });
      expect(await stored()).toBe('333249');
    }
  });

  it('refuses a new employer with a malformed code the same way', async () => {
    const res = await t.call('POST', '/v1/external/supabase/employerProfiles', callers.owner, {
      name: 'Allegheny Tool & Die',
      naicsCode: '1234567',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MESSAGE);
  });

  it.each([
    ['a teacher', 'teacher', 403],
    ['a student', 'student', 403],
    ["another organization's admin", 'otherOrgAdmin', 404],
    ['nobody', 'anonymous', 401],
  ] as const)('leaves writing it to admins: %s is refused', async (_, who, status) => {
    const res = await writeNaics(callers[who], '333249');
    expect(res.status).toBe(status);
  });
});
