import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../../db/client.ts';
import { resources } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { CONTENT_KINDS, syncContentIndex } from './content-index.ts';
import { numberOf, openSecondDb } from './index-test-support.ts';
import { searchContent, type SearchScope } from './search-content.ts';

/**
 * Two Dbs on one database, as two server processes have them (on PostgreSQL with
 * PATHCRAFT_TEST_PG_URL, else two connections to one SQLite file): the index, its queue and its
 * generation live in the database, so either answers from what the other wrote.
 */

const WF = 'demo-workforce-org';
const scope: SearchScope = {
  orgId: WF,
  kinds: CONTENT_KINDS,
  parentIds: ['demo-rg-apprenticeship', 'demo-rg-training'],
  publicOnly: true,
};

let t: TestApp;
let a: Db;
let b: Db;
beforeAll(async () => {
  t = await createTestApp();
  a = t.deps.db;
  b = await openSecondDb(t);
});
afterAll(async () => {
  await closeDatabase(b);
  await t.close();
});

const search = (db: Db, text: string) => searchContent(db, text, scope, { threshold: 0.3, count: 5 });

describe('the content index shared by two processes', () => {
  it('answers from content written through the other, and forgets what the other changed', async () => {
    // Words no other content has: a process that kept their (zero) counts from before would find nothing.
    const question = 'What is Quillfeather Zorblatt?';
    expect(await search(a, question)).toEqual([]);
    expect(await search(b, question)).toEqual([]);

    const fact =
      'Quillfeather Zorblatt is the welding bay of Mon Valley Manufacturing; it closes at 4:15 pm on Fridays.';
    await a.insert(resources).values({
      id: 'res-quill',
      orgId: WF,
      name: 'Welding bay hours',
      body: `<p>${fact}</p>`,
      parentId: 'demo-rg-training',
      parentType: 'resourceGroup',
    });
    expect((await search(b, question))[0]).toMatchObject({ refId: 'res-quill', body: fact });
    expect((await search(a, question))[0]).toMatchObject({ refId: 'res-quill', body: fact });

    const moved = 'Quillfeather Zorblatt moved to building 7 and now closes at noon on Fridays.';
    await b
      .update(resources)
      .set({ body: `<p>${moved}</p>` })
      .where(eq(resources.id, 'res-quill'));
    expect((await search(a, question))[0]).toMatchObject({ refId: 'res-quill', body: moved });
    expect((await search(b, 'Mon Valley Manufacturing 4:15 pm')).map((h) => h.refId)).not.toContain('res-quill');
  });

  it('catches up together: every record indexed once, by one of them', async () => {
    const count = 3000;
    await a.transaction(async (tx) => {
      for (let i = 0; i < count; i += 500) {
        await tx.insert(resources).values(
          Array.from({ length: 500 }, (_, j) => ({
            id: `shared-${i + j}`,
            orgId: WF,
            name: `Dock ${i + j}`,
            body: `<p>Dock ${i + j} holds the glimmerstone pallets.</p>`,
            parentId: 'demo-rg-training',
            parentType: 'resourceGroup',
          })),
        );
      }
    });
    const [byA, byB] = await Promise.all([syncContentIndex(a), syncContentIndex(b)]);
    expect(byA + byB).toBe(count);
    expect(await numberOf(a, sql`SELECT count(*) FROM "contentPassages" WHERE "refId" LIKE 'shared-%'`)).toBe(count);
    expect(
      await numberOf(a, sql`SELECT count(DISTINCT "refId") FROM "contentPassages" WHERE "refId" LIKE 'shared-%'`),
    ).toBe(count);
    expect(await numberOf(a, sql`SELECT count(*) FROM "contentSearchQueue"`)).toBe(0);
    expect((await search(b, 'Dock 2999 glimmerstone pallets'))[0]).toMatchObject({ refId: 'shared-2999' });
  });
});
