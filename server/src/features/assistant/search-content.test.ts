import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase } from '../../db/client.ts';
import { courses, documents, materials, resources } from '../../db/schema/index.ts';
import { pgPoolOf } from '../../db/pg-pool.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { statementsReachingPool } from '../../test/pool-statements.ts';
import { ANALYZE_AFTER } from './content-index-pg.ts';
import { CONTENT_KINDS, ensureContentIndex, syncContentIndex } from './content-index.ts';
import { execRaw, numberOf, openSecondDb } from './index-test-support.ts';
import { queryTerms, searchContent, type SearchScope } from './search-content.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WF = 'demo-workforce-org';
const CM = 'demo-community-org';
const ava: SearchScope = {
  orgId: WF,
  kinds: CONTENT_KINDS,
  parentIds: ['demo-rg-apprenticeship', 'demo-rg-training'],
  publicOnly: true,
};
const search = (text: string, scope: SearchScope = ava, threshold = 0.3) =>
  searchContent(t.deps.db, text, scope, { threshold, count: 20 });

describe('queryTerms', () => {
  it.each([
    ['How do I apply for the maintenance apprenticeship?', ['apply', 'maintenance', 'apprenticeship']],
    ['What does OSHA 10 cover?', ['osha', '10']], // 'cover': the question's frame, not its subject
    ["What's lockout/tagout?", ['lockout', 'tagout']],
    ['Résumé help', ['resume', 'help']],
    ['the of and', []],
  ])('%j → %j', (text, terms) => expect(queryTerms(text)).toEqual(terms));
});

describe('similarity: the threshold 0.3 means something', () => {
  it.each([
    'What is the weather like on Mars today?',
    'Who won the world cup in 1998?',
    'Where can I buy cheap concert tickets for training?',
    'Do you sell gift cards?',
  ])('an unrelated question gets nothing above 0.3: %j', async (question) => {
    expect((await search(question, ava, 0)).every((h) => h.similarity < 0.3)).toBe(true);
    expect(await search(question)).toEqual([]);
  });

  it.each([
    [
      'What should I do before I clear a jam or change a belt?',
      'OSHA 10 safety basics',
      'Before you clear a jam, change a belt',
    ],
    [
      'When do the mechanical aptitude assessments run?',
      'How to apply for the maintenance apprenticeship',
      'Assessments run every other Tuesday',
    ],
    [
      'Can WIOA Individual Training Accounts pay for my training?',
      'Financial aid for training',
      'The Workforce Innovation and Opportunity Act funds training',
    ],
    [
      'How long is the probationary period of the apprenticeship?',
      'Apprenticeship standards summary: Industrial Maintenance Mechanic',
      'Probationary period: the first 500 hours',
    ],
  ])('a question worded from a seeded material gets it first: %j', async (question, title, text) => {
    const [first] = await search(question);
    expect(first).toMatchObject({ title });
    expect(first!.body).toContain(text);
    expect(first!.similarity).toBeGreaterThanOrEqual(0.5);
    expect(first!.similarity).toBeLessThanOrEqual(1);
  });

  it('ranks best first, each passage once although a resource and its material share a text', async () => {
    const hits = await search('lockout tagout energy sources');
    expect(hits.map((h) => h.similarity)).toEqual([...hits.map((h) => h.similarity)].sort((a, b) => b - a));
    const bodies = hits.map((h) => h.body);
    expect(new Set(bodies).size).toBe(bodies.length);
  });
});

describe('scope', () => {
  it("never returns another organization's content", async () => {
    const ours = await search('computer lab hours printing digital navigator', { ...ava, parentIds: null }, 0);
    expect(ours.some((h) => /Learning Commons|computer lab/i.test(h.title))).toBe(false);
    const community = await search('computer lab hours printing digital navigator', {
      orgId: CM,
      kinds: CONTENT_KINDS,
      parentIds: null,
      publicOnly: true,
    });
    // The lab article or its handout (a document of the same text, its headings read from its shape).
    expect(community[0]!.title).toMatch(/^(Using the Learning Commons computer lab|Computer lab guide)$/);
  });

  it("keeps to the assistant's resource groups and content types", async () => {
    const question = 'What should I do before I clear a jam or change a belt?';
    expect(
      await search(question, {
        ...ava,
        parentIds: ['demo-rg-apprenticeship'],
        kinds: ['resource', 'material', 'document'],
      }),
    ).toEqual([]);
    expect(await search(question, { ...ava, parentIds: [], kinds: ['resource', 'material', 'document'] })).toEqual([]);
    expect(
      (await search('OSHA 10 General Industry', { ...ava, kinds: ['course'] })).every((h) => h.kind === 'course'),
    ).toBe(true);
    expect(
      (await search('Ray teaches maintenance safety courses millwright', { ...ava, kinds: ['user'] }))[0],
    ).toMatchObject({ kind: 'user', refId: 'demo-wf-teacher' });
  });

  it('shows visitors public courses only, and never test users', async () => {
    await t.deps.db.insert(courses).values({
      id: 'private-forklift',
      orgId: WF,
      title: 'Forklift certification (private)',
      description: 'Forklift and pallet jack operator licence, renewed every three years.',
      isPublic: false,
    });
    // The demo has a public forklift course too: visitors may find it, never the private one.
    expect(
      (await search('forklift pallet jack licence', { ...ava, kinds: ['course'] })).map((h) => h.refId),
    ).not.toContain('private-forklift');
    expect(
      (await search('forklift pallet jack licence', { ...ava, kinds: ['course'], publicOnly: false }))[0],
    ).toMatchObject({ refId: 'private-forklift' });
    expect(await search('Test Expert', { ...ava, kinds: ['user'], publicOnly: false }, 0)).toEqual([]);
  });
});

describe('an organization with little of the matching content', () => {
  it("still finds its own passage when another organization's outrank it by far", async () => {
    const db = t.deps.db;
    await db.insert(resources).values(
      Array.from({ length: 120 }, (_, i) => ({
        id: `cm-crane-${i}`,
        orgId: CM,
        name: `Gantry pendant ${i}`,
        body: `<p>Gantry pendant controls: hoist, lower, trolley and stop, lesson ${i}.</p>`,
        parentId: 'demo-rg-commons',
        parentType: 'resourceGroup',
      })),
    );
    await db.insert(resources).values({
      id: 'wf-gantry',
      orgId: WF,
      name: 'Plant gantry rules',
      body: '<p>Only certified operators use the gantry pendant controls at the McKeesport plant.</p>',
      parentId: 'demo-rg-training',
      parentType: 'resourceGroup',
    });
    const hits = await searchContent(db, 'gantry pendant controls', ava, { threshold: 0.3, count: 5 });
    expect(hits[0]!.refId).toBe('wf-gantry');
    expect(hits.some((h) => h.refId.startsWith('cm-'))).toBe(false);
    expect(
      await searchContent(
        db,
        'gantry pendant controls',
        { ...ava, orgId: CM, parentIds: ['demo-rg-commons'] },
        { threshold: 0.3, count: 5 },
      ),
    ).toHaveLength(5);
  });
});

describe('the index follows every write', () => {
  const group = { ...ava, kinds: ['resource', 'material', 'document'] as const };

  it('finds a new resource at once, forgets its old text after an update, and all of it after a delete', async () => {
    const db = t.deps.db;
    await db.insert(resources).values({
      id: 'res-crane',
      orgId: WF,
      name: 'Overhead crane signals',
      body: '<p>Use the standard hand signals: a raised fist means hoist, a flat palm down means lower.</p>',
      parentId: 'demo-rg-training',
      parentType: 'resourceGroup',
    });
    expect((await search('crane hand signals hoist', group))[0]).toMatchObject({ refId: 'res-crane' });

    await db
      .update(resources)
      .set({ body: '<p>Only certified riggers may signal the crane operator, using a radio on channel 4.</p>' })
      .where(eq(resources.id, 'res-crane'));
    expect(await search('raised fist hoist flat palm', group)).toEqual([]);
    expect((await search('crane riggers radio channel', group))[0]).toMatchObject({ refId: 'res-crane' });

    await db.update(resources).set({ parentId: 'demo-rg-commons-not-ours' }).where(eq(resources.id, 'res-crane'));
    expect(await search('crane riggers radio channel', group)).toEqual([]);

    await db.delete(resources).where(eq(resources.id, 'res-crane'));
    expect(await search('crane riggers radio channel', { ...group, parentIds: null })).toEqual([]);
  });

  it('counts the passages again only when the index changed (PostgreSQL: the count reads every passage)', async (test) => {
    const pool = pgPoolOf(t.deps.db);
    if (!pool) return test.skip();
    const countings = async (text: string) =>
      (await statementsReachingPool(pool, () => search(text, group))).filter((q) =>
        /count\(\*\)[\s\S]*FROM "contentPassages"$/.test(q.trim()),
      ).length;
    await search('crane hand signals hoist', group);
    expect(await countings('crane hand signals hoist')).toBe(0);
    expect(await countings('forklift inspection')).toBe(0);
    await t.deps.db.insert(resources).values({
      id: 'res-count',
      orgId: WF,
      name: 'Overhead crane signals',
      body: '<p>Use the standard hand signals: a raised fist means hoist.</p>',
      parentId: 'demo-rg-training',
      parentType: 'resourceGroup',
    });
    expect(await countings('crane hand signals hoist')).toBe(1);
    expect(await countings('crane hand signals hoist')).toBe(0);
    await t.deps.db.delete(resources).where(eq(resources.id, 'res-count'));
  });

  it('vacuums and analyzes the index after a bulk change (PostgreSQL: a table it never analyzed is read whole by each search, and new postings are read from their pages)', async (test) => {
    const pool = pgPoolOf(t.deps.db);
    if (!pool) return test.skip();
    const db = t.deps.db;
    // Manual VACUUM and ANALYZE only: autovacuum's count as autovacuum_count and autoanalyze_count.
    const analyzed = async () => {
      const { rows } = await pool.query(
        `SELECT relname, analyze_count, vacuum_count FROM pg_stat_user_tables WHERE relname IN ('contentPassages', 'contentTerms') ORDER BY relname`,
      );
      return rows.map((r) => `${r.relname} ${r.analyze_count} ${r.vacuum_count}`).join(', ');
    };
    const counted = (n: number) => `contentPassages ${n} ${n}, contentTerms ${n} ${n}`;
    const ids = Array.from({ length: 10 + ANALYZE_AFTER }, (_, i) => `res-bulk-${i}`);
    const add = (some: string[]) =>
      db
        .insert(resources)
        .values(
          some.map((id) => ({ id, orgId: WF, name: id, parentId: 'demo-rg-training', parentType: 'resourceGroup' })),
        );
    await syncContentIndex(db);
    const before = await analyzed();
    const times = Number(before.split(' ')[1]);
    expect(before).toBe(counted(times));
    await add(ids.slice(0, 10));
    expect(await syncContentIndex(db)).toBe(10);
    expect(await analyzed()).toBe(before);
    await add(ids.slice(10));
    expect(await syncContentIndex(db)).toBe(ANALYZE_AFTER);
    expect(await analyzed()).toBe(counted(times + 1));
    for (let i = 0; i < ids.length; i += 100)
      await db.delete(resources).where(inArray(resources.id, ids.slice(i, i + 100)));
    await syncContentIndex(db);
  });

  it("indexes a material once it is published, and a document through its material's resource", async () => {
    const db = t.deps.db;
    await db.insert(materials).values({
      id: 'mat-boots',
      orgId: WF,
      title: 'Footwear policy',
      body: '<p>Metatarsal guard boots are required in the rolling mill.</p>',
      resourceId: 'demo-resource-osha',
      isDraft: true,
    });
    await db.insert(documents).values({
      id: 'doc-boots',
      orgId: WF,
      refId: 'mat-boots',
      title: 'Footwear policy (PDF)',
      rawText: 'Boot allowance: apprentices receive 150 dollars a year for safety footwear.',
      pageNumber: 1,
    });
    expect(await search('metatarsal guard boots rolling mill', group)).toEqual([]);
    expect((await search('boot allowance safety footwear dollars', group))[0]).toMatchObject({
      refId: 'doc-boots',
      resourceId: 'demo-resource-osha',
    });

    await db.update(materials).set({ isDraft: false }).where(eq(materials.id, 'mat-boots'));
    expect((await search('metatarsal guard boots rolling mill', group))[0]).toMatchObject({
      refId: 'mat-boots',
      kind: 'material',
    });

    await db.update(materials).set({ resourceId: 'demo-resource-apply' }).where(eq(materials.id, 'mat-boots'));
    expect((await search('boot allowance safety footwear dollars', group))[0]).toMatchObject({
      refId: 'doc-boots',
      resourceId: 'demo-resource-apply',
    });
  });

  it('rebuilds when a migration dropped its triggers', async () => {
    await execRaw(t.deps.db, {
      sqlite: 'DROP TRIGGER contentSearch_resources_ins',
      postgres: 'DROP TRIGGER "contentSearch_resources_ins" ON resources',
    });
    // A new connection (a restart) sees the missing trigger and rebuilds.
    const other = await openSecondDb(t);
    try {
      await ensureContentIndex(other);
      const triggers = {
        sqlite: `SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'contentSearch_%'`,
        postgres: `SELECT count(*) FROM pg_trigger WHERE tgname LIKE 'contentSearch_%'`,
      };
      expect(await numberOf(other, triggers)).toBe(18);
      expect(
        (
          await searchContent(other, 'What should I do before I clear a jam or change a belt?', ava, {
            threshold: 0.3,
            count: 5,
          })
        )[0],
      ).toMatchObject({ title: 'OSHA 10 safety basics' });
    } finally {
      await closeDatabase(other);
    }
  });
});
