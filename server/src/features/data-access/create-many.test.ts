import { getTableName } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, SUPER, type TestApp } from '../../test/harness.ts';
import { findPolicy } from './policies/index.ts';
import { createRows } from './rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ORG = 'demo-workforce-org';
const materials = (n: number, tag: string) =>
  Array.from({ length: n }, (_, i) => ({
    title: `${tag} ${i}`,
    body: `<h2>Step ${i}</h2><p>${'Stop the machine and lock it out before you clear a jam. '.repeat(20)}</p>`,
    orgId: ORG,
    isDraft: false,
  }));

/** Turns of the event loop (timers and I/O included) while `work` runs. */
async function turnsDuring(work: Promise<unknown>): Promise<number> {
  let turns = 0;
  let done = false;
  const tick = () => {
    if (done) return;
    turns++;
    setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  await work;
  done = true;
  return turns;
}

describe('POST /v1/api/content/create-many/{table}', () => {
  it('checks 500 records in slices: the event loop turns between them, before any is written', async () => {
    // The last record is refused, so everything measured is the checking and sanitizing of the others.
    const sent = [...materials(499, 'Bulk yield'), { title: '' }];
    const actor = {
      kind: 'user' as const,
      userId: 'super',
      accountId: 'super',
      orgId: null,
      roles: ['superAdmin' as const],
      email: SUPER,
      name: null,
    };
    const work = createRows({ db: t.db, actor, meta: null, now: new Date() }, findPolicy('materials')!, sent);
    // Not a timing: the verb yields every 25 records, so timers run about 20 times before it refuses the last one.
    expect(await turnsDuring(work.catch(() => undefined))).toBeGreaterThanOrEqual(15);
    await expect(work).rejects.toThrow();
    const listed = await t.call('GET', `/v1/external/supabase/materials?f.title[ilike]=Bulk yield&limit=10`, SUPER);
    expect(listed.body.total).toBe(0);
  });

  it('answers every record in the order sent, with its id, and stores all of them', async () => {
    const sent = materials(120, 'Bulk order').map((m, i) => (i % 7 === 0 ? { ...m, id: `bulk-order-${i}` } : m));
    const res = await t.call('POST', '/v1/api/content/create-many/materials', SUPER, sent);
    expect(res.status).toBe(201);
    expect(res.body.items.map((item: { title: string }) => item.title)).toEqual(sent.map((m) => m.title));
    expect(res.body.ids).toEqual(res.body.items.map((item: { id: string }) => item.id));
    expect(res.body.ids.filter((id: string) => id.startsWith('bulk-order-'))).toEqual(
      sent.filter((m) => 'id' in m).map((m) => (m as { id: string }).id),
    );
    const listed = await t.call('GET', `/v1/external/supabase/materials?f.title[ilike]=Bulk order&limit=500`, SUPER);
    expect(listed.body.total).toBe(120);
  });

  it('writes nothing when one record of a batch is refused (one transaction across the INSERT statements)', async () => {
    const sent = [
      ...materials(80, 'Bulk atomic'),
      { id: 'bulk-order-0', title: 'A duplicate id', orgId: ORG, isDraft: false },
    ];
    const res = await t.call('POST', '/v1/api/content/create-many/materials', SUPER, sent);
    expect(res.status).toBe(409);
    const listed = await t.call('GET', `/v1/external/supabase/materials?f.title[ilike]=Bulk atomic&limit=500`, SUPER);
    expect(listed.body.total).toBe(0);
  });

  it('builds the INSERT of 500 records of one shape once, not once per 50-row statement', async () => {
    // Drizzle's own statement builder, watched (it still runs; PostgreSQL's dialect extends it,
    // db/pg-dialect.ts): building a 50-row INSERT costs as much as running it, on the event loop; a
    // statement of the same shape is run again with new values.
    const builds = [vi.spyOn(SQLiteAsyncDialect.prototype, 'buildInsertQuery')];
    try {
      const res = await t.call('POST', '/v1/api/content/create-many/materials', SUPER, materials(500, 'Bulk shape'));
      expect(res.status).toBe(201);
      const tablesBuilt = builds.flatMap((spy) => spy.mock.calls.map((call) => getTableName(call[0].table)));
      const materialInserts = tablesBuilt.filter((table) => table === 'materials');
      expect(materialInserts).toHaveLength(1);
    } finally {
      for (const spy of builds) spy.mockRestore();
    }
    const listed = await t.call('GET', `/v1/external/supabase/materials?f.title[ilike]=Bulk shape&limit=1`, SUPER);
    expect(listed.body.total).toBe(500);
  });

  it('stores each record as sent when records of one batch differ in which fields they give or leave null', async () => {
    const shapes = [
      { skillIds: ['skill-a', 'skill-b'], cdnFiles: [{ url: 'https://cdn.example.org/a.pdf' }], isDraft: true },
      { skillIds: null, cdnFiles: null, body: null },
      { isEmbedded: true, promptType: 'reflection' },
      {},
    ];
    // 60 records: the shapes repeat across the two INSERT statements (50 + 10 rows).
    const sent = Array.from({ length: 60 }, (_, i) => ({
      id: `bulk-shapes-${i}`,
      title: `Bulk shapes ${i}`,
      orgId: ORG,
      ...shapes[i % shapes.length],
    }));
    const res = await t.call('POST', '/v1/api/content/create-many/materials', SUPER, sent);
    expect(res.status).toBe(201);
    for (const [i, record] of sent.entries()) {
      const stored = await t.call('GET', `/v1/api/content/materials/${record.id}`, SUPER);
      const { item } = stored.body;
      expect(item, record.id).toMatchObject(record);
      expect(res.body.items[i]).toEqual(item);
      const given = record as Record<string, unknown>;
      // Left out: the column's default (false) or null.
      expect(item.isDraft).toBe(given.isDraft ?? false);
      expect(item.isEmbedded).toBe(given.isEmbedded ?? false);
      expect(item.skillIds).toEqual(given.skillIds ?? null);
      expect(item.cdnFiles).toEqual(given.cdnFiles ?? null);
      expect(item.body).toBe(given.body ?? null);
    }
  });
});
