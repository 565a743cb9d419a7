import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likePattern } from '../../db/like-pattern.ts';
import { users } from '../../db/schema/index.ts';
import { createTestApp, SUPER, type TestApp } from '../../test/harness.ts';

/** `%`, `_` and `\` in an ilike filter mean the same on SQLite and PostgreSQL (whose LIKE escapes with backslash by default). */

describe('likePattern', () => {
  it.each([
    ['welder', '%welder%'],
    ['weld%', 'weld%'],
    ['w_lder', 'w_lder'],
    ['50\\%', '%50\\%%'],
    ['snake\\_case', '%snake\\_case%'],
    ['back\\slash', '%back\\\\slash%'],
    ['back\\\\slash', '%back\\\\slash%'],
    ['trailing\\', '%trailing\\\\%'],
  ])('%j -> %j', (value, pattern) => {
    expect(likePattern(value)).toBe(pattern);
  });
});

describe('ilike with %, _ and \\ through the API', () => {
  let t: TestApp;
  const NAMES = [
    'Zqx sale 50% off',
    'Zqx sale 50 off',
    'Zqx snake_case',
    'Zqx snakeXcase',
    'Zqx back\\slash',
    'Zqx backslash',
    'Zqx trailing\\',
  ];
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.insert(users).values(
      NAMES.map((name, i) => ({
        id: `like-user-${i}`,
        name,
        email: `like${i}@example.org`,
        orgId: 'demo-workforce-org',
        role: ['student'],
      })),
    );
  });
  afterAll(() => t.close());

  const found = async (value: string) => {
    const res = await t.call(
      'GET',
      `/v1/external/supabase/users?f.name[ilike]=${encodeURIComponent(value)}&limit=100`,
      SUPER,
    );
    expect(res.status).toBe(200);
    return (res.body.items as { name: string }[]).map((u) => u.name).sort();
  };

  it.each([
    ['50\\%', ['Zqx sale 50% off']],
    ['zqx sale 50%', ['Zqx sale 50 off', 'Zqx sale 50% off']],
    ['snake\\_case', ['Zqx snake_case']],
    ['Zqx snake_case', ['Zqx snakeXcase', 'Zqx snake_case']],
    ['back\\slash', ['Zqx back\\slash']],
    ['back\\\\slash', ['Zqx back\\slash']],
    ['trailing\\', ['Zqx trailing\\']],
    ['\\%', ['Zqx sale 50% off']],
  ])('%j finds %j', async (value, names) => {
    expect(await found(value)).toEqual(names);
  });
});
