import { Worker } from 'node:worker_threads';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { CONTENT_KINDS, contentIndexCatchingUp, contentIndexCaughtUp, INLINE_LIMIT } from './content-index.ts';
import { numberOf } from './index-test-support.ts';
import { searchContent, type SearchScope } from './search-content.ts';

/**
 * A bulk change (an import of 45,000 resources) is indexed in the background: requests keep
 * being answered meanwhile, searches answer from the index as it stood, and the index is
 * complete afterwards. Timing is asserted by order of magnitude only (the old catch-up blocked
 * every request for 7-17 s), so a busy machine does not fail it.
 */

const BULK = 45_000;
const WF = 'demo-workforce-org';
const scope: SearchScope = {
  orgId: WF,
  kinds: CONTENT_KINDS,
  parentIds: ['demo-rg-apprenticeship', 'demo-rg-training'],
  publicOnly: true,
};
const QUESTION = 'What should I do before I clear a jam or change a belt?';

let t: TestApp;
let server: ServerType;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

/** Polls /healthz from another thread (its own event loop), every 5 ms, until told to stop; answers the latencies. */
function pollHealth(url: string): { stop: () => Promise<number[]> } {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    let stopped = false;
    const latencies = [];
    parentPort.on('message', () => { stopped = true; });
    (async () => {
      while (!stopped) {
        const started = performance.now();
        const res = await fetch(workerData.url);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error('healthz answered ' + res.status);
        latencies.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 5));
      }
      parentPort.postMessage(latencies);
    })();`,
    { eval: true, workerData: { url } },
  );
  const result = new Promise<number[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const latencies = await result;
      await worker.terminate();
      return latencies;
    },
  };
}

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(0.99 * (values.length - 1))]!;

describe('the content index catches up with a bulk change in the background', () => {
  it('keeps /healthz answering, answers searches from the last consistent index, and ends complete', {
    timeout: 240_000,
  }, async () => {
    const db = t.deps.db;
    const search = (text: string) => searchContent(db, text, scope, { threshold: 0.3, count: 10 });
    const before = await search(QUESTION);
    expect(before[0]).toMatchObject({ title: 'OSHA 10 safety basics' });

    // The bulk change: 45,000 resources in one transaction, as an import writes them.
    const rows = Array.from({ length: BULK }, (_, i) => ({
      id: `bulk-${i}`,
      orgId: WF,
      name: `Press line ${i} log`,
      body: `<p>Quarterly zanzibarite calibration log ${i} for press line ${i % 40}.</p>`,
      parentId: 'demo-rg-training',
      parentType: 'resourceGroup',
    }));
    await db.transaction(async (tx) => {
      for (let i = 0; i < BULK; i += 1000) await tx.insert(resources).values(rows.slice(i, i + 1000));
    });
    expect(BULK).toBeGreaterThan(INLINE_LIMIT);

    const health = pollHealth(`${base}/healthz`);
    await new Promise((r) => setTimeout(r, 100));

    // The first search after the change answers at once, from the index as it stood, and starts the catch-up.
    expect(await search(QUESTION)).toEqual(before);
    expect(contentIndexCatchingUp(db)).toBe(true);

    // Meanwhile every answer is consistent: a record found is found with its whole new text.
    let during = 0;
    while (contentIndexCatchingUp(db)) {
      const hits = await search('zanzibarite calibration');
      for (const hit of hits)
        expect(hit.body).toMatch(/^Quarterly zanzibarite calibration log (\d+) for press line \d+\.$/);
      expect((await search(QUESTION))[0]).toMatchObject({ title: 'OSHA 10 safety basics' });
      during++;
      await new Promise((r) => setTimeout(r, 200));
    }
    await contentIndexCaughtUp(db);
    const latencies = await health.stop();

    if (process.env.SHOW_TIMINGS)
      console.log(
        `healthz during catch-up: ${latencies.length} calls, p99 ${p99(latencies).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms; ${during} searches`,
      );
    expect(during).toBeGreaterThan(1);
    // /healthz kept answering while the index caught up (a blocked loop answered once or twice in
    // seconds). How fast it answered is speed, measured by npm run bench, not asserted here.
    expect(latencies.length).toBeGreaterThan(20);

    // Complete: every record indexed, nothing left queued, and found.
    expect(
      await numberOf(
        db,
        sql`SELECT count(DISTINCT "refId") FROM "contentPassages" WHERE kind = 'resource' AND "refId" LIKE 'bulk-%'`,
      ),
    ).toBe(BULK);
    expect(await numberOf(db, sql`SELECT count(*) FROM "contentSearchQueue"`)).toBe(0);
    expect((await search('zanzibarite calibration press line')).length).toBeGreaterThan(0);
    // (Its similarity moves: 45,000 more passages change every word's weight.)
    expect((await search(QUESTION))[0]).toMatchObject({ refId: before[0]!.refId, title: 'OSHA 10 safety basics' });
  });
});
