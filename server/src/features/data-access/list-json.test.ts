import { inArray } from 'drizzle-orm';
import type { ListQuery } from '@pathcraft/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { allPolicies } from './policies/index.ts';
import { columnsOf, type TablePolicy } from './policy.ts';
import { observeListQueries } from './read-page.ts';
import { listRows, listRowsJson } from './rows.ts';

/**
 * The list route answers with `listRowsJson`, whose rows SQLite writes as JSON (json_object). Its
 * answer must read back exactly as `listRows` serialized by JSON.stringify: for every table, as
 * each kind of caller, with a selection, a deeper page, a filter and a search, and with values
 * that test the encoding (quotes, backslashes, control characters, non-ASCII, booleans, JSON
 * columns, fractions).
 */

let t: TestApp;
const actors: Record<string, Actor> = {};
const TRICKY = 'Ann "Quote" \\ back\nslash\t\u0001 é 😀 \u2028';

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(users).values({
    id: 'json-tricky',
    name: TRICKY,
    email: 'tricky@example.org',
    orgId: 'demo-workforce-org',
    role: ['student', 'teacher'],
    courseReadOnly: true,
    createdAt: new Date(Date.UTC(2025, 0, 1)).toISOString(),
  });
  const people = await t.db
    .select({ id: users.id, email: users.email, orgId: users.orgId, role: users.role })
    .from(users)
    .where(
      inArray(users.email, [
        'superadmin@demo.pathcraft.test',
        'admin.workforce@demo.pathcraft.test',
        'student.workforce@demo.pathcraft.test',
      ]),
    );
  for (const p of people)
    actors[p.email!.split('@')[0]!] = {
      kind: 'user',
      userId: p.id,
      accountId: 'x',
      orgId: p.orgId!,
      roles: (p.role ?? []) as Actor extends { roles: infer R } ? R : never,
      email: p.email!,
      name: null,
    };
  actors.anonymous = { kind: 'anonymous' };
});
afterAll(() => t.close());

/** Both answers, parsed, or the refusal both give. */
async function both(policy: TablePolicy, actor: Actor, q: ListQuery) {
  const settle = <T>(p: Promise<T>) =>
    p.then(
      (value) => ({ value }),
      (err: Error) => ({ refused: err.message }),
    );
  const objects = await settle(listRows(t.db, policy, actor, q));
  const bytes = await settle(listRowsJson(t.db, policy, actor, q));
  return {
    expected: 'value' in objects ? { value: JSON.parse(JSON.stringify(objects.value)) } : objects,
    actual: 'value' in bytes ? { value: JSON.parse(bytes.value) } : bytes,
  };
}

describe('a list written by the database reads as the one serialized in JavaScript', () => {
  it('for every table, as each caller, whole and paged', async () => {
    let compared = 0;
    for (const policy of allPolicies())
      for (const actor of Object.values(actors))
        for (const q of [
          { filters: [], limit: 3000 },
          { filters: [], limit: 3, page: 2 },
        ] satisfies ListQuery[]) {
          const { expected, actual } = await both(policy, actor, q);
          expect(actual, `${policy.name} ${JSON.stringify(q)}`).toEqual(expected);
          if ('value' in expected && expected.value.items.length) compared++;
        }
    expect(compared).toBeGreaterThan(40);
  });

  it('keeps the encoding of text, booleans, JSON columns and fractions', async () => {
    const usersPolicy = allPolicies().find((p) => p.name === 'users')!;
    const { expected, actual } = await both(usersPolicy, actors.superadmin!, {
      id: 'json-tricky',
      filters: [],
    });
    expect(actual).toEqual(expected);
    const tricky = (actual as { value: { items: Record<string, unknown>[] } }).value.items[0]!;
    expect(tricky).toMatchObject({ name: TRICKY, role: ['student', 'teacher'], courseReadOnly: true });
    // The derived field, after the row's own.
    expect(Object.keys(tricky).at(-1)).toBe('membershipReadable');
    // A fraction (wages) in the demo's programs.
    const wages = allPolicies().find((p) => columnsOf(p).entryWage)!;
    const programs = await both(wages, actors.superadmin!, { filters: [], limit: 50 });
    expect(programs.actual).toEqual(programs.expected);
    const values = (programs.actual as { value: { items: Record<string, unknown>[] } }).value.items;
    expect(values.some((v) => typeof v.entryWage === 'number' && !Number.isInteger(v.entryWage))).toBe(true);
  });

  it('with a selection, a filter and a search', async () => {
    const usersPolicy = allPolicies().find((p) => p.name === 'users')!;
    for (const q of [
      { filters: [], select: ['name', 'role', 'courseReadOnly'], limit: 20 },
      { filters: [{ field: 'orgId', op: 'eq', value: 'demo-workforce-org' }], limit: 7, page: 2 },
      { filters: [{ field: 'name', op: 'ilike', value: 'quote' }], limit: 20 },
    ] as ListQuery[]) {
      const { expected, actual } = await both(usersPolicy, actors.superadmin!, q);
      expect(actual, JSON.stringify(q)).toEqual(expected);
      expect((actual as { value: { items: unknown[] } }).value.items.length).toBeGreaterThan(0);
    }
  });

  it('is written by SQLite, derived fields and all', async () => {
    if (t.db.$dialect !== 'sqlite') return;
    const seen: string[] = [];
    const stop = observeListQueries(t.db, (sqlText) => seen.push(sqlText));
    await listRowsJson(t.db, allPolicies().find((p) => p.name === 'users')!, actors.superadmin!, {
      filters: [],
      limit: 5,
    });
    stop();
    expect(seen.some((s) => s.includes('json_object('))).toBe(true);
  });

  it('is the route’s answer', async () => {
    const res = await t.call('GET', '/v1/external/supabase/users?id=json-tricky', 'superadmin@demo.pathcraft.test');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.body.items[0]).toMatchObject({ id: 'json-tricky', name: TRICKY, courseReadOnly: true });
  });
});
