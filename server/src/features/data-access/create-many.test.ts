import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
