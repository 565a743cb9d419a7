import * as zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';
import { listPagesOf } from './list-pages.ts';
import { observeListQueries } from './read-page.ts';

/**
 * The data API's lists answer a repeated request from the answer cache (answer-cache.ts): these
 * tests check that it never answers from before a write, whoever wrote and however, never gives
 * one caller's answer to another, and revalidates by ETag.
 */

let t: TestApp;
let admin: string;
let student: string;
let otherAdmin: string;
const USERS = '/v1/external/supabase/users';
const LOCATIONS = '/v1/external/supabase/locations';

beforeAll(async () => {
  t = await createTestApp();
  admin = emailOf(t, 'demo-workforce', 'admin');
  student = emailOf(t, 'demo-workforce', 'student');
  otherAdmin = emailOf(t, 'demo-community', 'admin');
});
afterAll(() => t.close());

/** The list statements `body` runs. */
async function statementsOf(body: () => Promise<unknown>): Promise<number> {
  let seen = 0;
  const stop = observeListQueries(t.db, () => seen++);
  try {
    await body();
  } finally {
    stop();
  }
  return seen;
}

const names = (body: { items: { name: string }[] }) => body.items.map((u) => u.name);

describe('the answer cache of data API lists', () => {
  it('answers a repeated request without reading the list again, with the same bytes', async () => {
    const first = await t.call('GET', `${USERS}?limit=5`, admin);
    expect(first.status).toBe(200);
    let again: Awaited<ReturnType<TestApp['call']>> | undefined;
    expect(await statementsOf(async () => (again = await t.call('GET', `${USERS}?limit=5`, admin)))).toBe(0);
    expect(again!.body).toEqual(first.body);
    expect(again!.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('reads again after each write through the API', async () => {
    const path = `${LOCATIONS}?limit=200&select=id,name`;
    const before = await t.call('GET', path, admin);
    const created = await t.call('POST', LOCATIONS, admin, { name: 'Cache Street Campus' });
    expect(created.status).toBe(201);
    const afterCreate = await t.call('GET', path, admin);
    expect(names(afterCreate.body)).toContain('Cache Street Campus');
    expect(names(before.body)).not.toContain('Cache Street Campus');
    expect(afterCreate.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const id = created.body.docId;
    expect((await t.call('PUT', LOCATIONS, admin, { id, name: 'Cache Avenue Campus' })).status).toBe(200);
    const afterUpdate = names((await t.call('GET', path, admin)).body);
    expect(afterUpdate).toContain('Cache Avenue Campus');
    expect(afterUpdate).not.toContain('Cache Street Campus');
    expect((await t.call('DELETE', `/v1/external/firebase/store/locations?id=${id}`, admin)).status).toBe(200);
    expect(names((await t.call('GET', path, admin)).body)).not.toContain('Cache Avenue Campus');
  });

  it('reads again after a write straight to the database, and after one from another connection (another process)', async () => {
    const path = `${USERS}?limit=200&select=id,name&f.name[ilike]=cache`;
    const me = await t.userByEmail(student);
    await t.call('GET', path, admin);
    await t.db.update(users).set({ name: 'Direct Cache Write' }).where(eq(users.id, me.id));
    expect(names((await t.call('GET', path, admin)).body)).toContain('Direct Cache Write');

    const other = await t.openOtherConnection();
    try {
      await other.update(users).set({ name: 'Other Cache Write' }).where(eq(users.id, me.id));
    } finally {
      await closeDatabase(other);
    }
    const after = names((await t.call('GET', path, admin)).body);
    expect(after).toContain('Other Cache Write');
    expect(after).not.toContain('Direct Cache Write');
  });

  it('never gives one caller’s answer to another asking the same address', async () => {
    const path = `${USERS}?limit=200&select=id,orgId`;
    const mine = await t.call('GET', path, admin);
    const theirs = await t.call('GET', path, otherAdmin);
    const everyone = await t.call('GET', path, SUPER);
    const { orgId } = await t.userByEmail(admin);
    const { orgId: otherOrgId } = await t.userByEmail(otherAdmin);
    expect(mine.body.items.every((u: { orgId: string }) => u.orgId === orgId)).toBe(true);
    expect(theirs.body.items.every((u: { orgId: string }) => u.orgId === otherOrgId)).toBe(true);
    expect(everyone.body.total).toBeGreaterThan(mine.body.total + theirs.body.total - 1);
    // The same again, in the other order: each still gets their own.
    expect((await t.call('GET', path, otherAdmin)).body).toEqual(theirs.body);
    expect((await t.call('GET', path, admin)).body).toEqual(mine.body);
    // A visitor and a refused caller get their refusals, not someone's cached rows.
    expect((await t.call('GET', path, null)).status).toBe(401);
    const asStudent = await t.call('GET', `${USERS}?limit=200&select=id,name`, student);
    expect(asStudent.body.items?.length ?? 0).toBeLessThan(mine.body.items.length);
  });

  it('answers an unchanged list with 304 to its ETag, and the new list after a write', async () => {
    const path = `${USERS}?limit=3`;
    const first = await t.call('GET', path, admin);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const unchanged = await t.call('GET', path, admin, undefined, { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBeNull();
    // Another caller with the same ETag gets their own answer, not a 304 on someone else's rows.
    expect((await t.call('GET', path, otherAdmin, undefined, { 'if-none-match': etag })).status).toBe(200);
    const me = await t.userByEmail(admin);
    expect((await t.call('PUT', USERS, admin, { id: me.id, name: 'Aaa Etag Changed' })).status).toBe(200);
    const changed = await t.call('GET', path, admin, undefined, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(names(changed.body)).toContain('Aaa Etag Changed');
  });

  it.each([
    ['gzip', (b: Buffer) => zlib.gunzipSync(b)],
    ['br', (b: Buffer) => zlib.brotliDecompressSync(b)],
  ] as const)('sends a kept answer compressed as the client asks (%s), the same JSON', async (coding, decode) => {
    const path = `${USERS}?limit=100`;
    const plain = await t.call('GET', path, admin);
    const token = await t.sign(admin);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.request(path, {
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': coding },
      });
      expect(res.headers.get('content-encoding')).toBe(coding);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(JSON.parse(decode(Buffer.from(await res.arrayBuffer())).toString())).toEqual(plain.body);
    }
  });

  it('keeps nothing across a transaction’s writes that it rolls back', async () => {
    const path = `${USERS}?limit=200&select=id,name`;
    const me = await t.userByEmail(otherAdmin);
    const before = names((await t.call('GET', path, SUPER)).body);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(users).set({ name: 'Rolled Back Name' }).where(eq(users.id, me.id));
        // Read inside the transaction: it sees its own write, which must not be kept.
        expect(names((await t.call('GET', path, SUPER)).body)).toContain('Rolled Back Name');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(names((await t.call('GET', path, SUPER)).body)).toEqual(before);
  });
});

describe('what the answer cache keeps', () => {
  it('keeps a gated table’s list for staff on SQLite, whose stamp covers the page-link checks, and not on PostgreSQL, where they run outside the stamped statements', async () => {
    const path = '/v1/external/supabase/materials?limit=5';
    expect((await t.call('GET', path, admin)).status).toBe(200);
    const again = await statementsOf(() => t.call('GET', path, admin));
    // SQLite's stamp covers the whole file; PostgreSQL's only the statements it saw.
    if (await listPagesOf(t.db).answerCovered([], true)) expect(again).toBe(0);
    else expect(again).toBeGreaterThan(0);
    // The super admin passes every gate: no check outside the list's statements, so kept on both.
    await t.call('GET', path, SUPER);
    expect(await statementsOf(() => t.call('GET', path, SUPER))).toBe(0);
  });
});
