/**
 * `npx tsx --conditions=pathcraft-source scripts/bench/pg-statements.ts [postgres-url]`: the
 * statements one request of each bench endpoint sends to PostgreSQL (each a round trip), after a
 * warm-up request, as issue 29 goal 4 counts them. Without a URL it starts a throw-away cluster.
 * BENCH_ENDPOINTS, a regular expression, picks endpoints by name; BENCH_VERBOSE=1 prints the texts.
 */
import { pgPoolOf } from '../../server/src/db/pg-pool.ts';
import { startTempCluster } from '../../server/src/test/temp-pg-cluster.ts';
import { statementsReachingPool } from '../../server/src/test/pool-statements.ts';
import { withBenchPlatform } from './bench-platform.ts';
import { benchSignIn } from './sign-in.ts';
import { demoOrgId, topUpDemoUsers } from './demo-users.ts';
import { targets } from './targets.ts';

const ONLY = process.env.BENCH_ENDPOINTS ? new RegExp(process.env.BENCH_ENDPOINTS) : null;

const given = process.argv[2] ?? process.env.PATHCRAFT_BENCH_PG_URL;
const cluster = given ? null : await startTempCluster();
try {
  await withBenchPlatform('statements', given ?? cluster!.url, async (platform) => {
    const db = platform.deps.db;
    const pool = pgPoolOf(db)!;
    const orgId = await demoOrgId(db);
    await topUpDemoUsers(db, orgId);
    const base = platform.base.replace('localhost', '127.0.0.1');
    const token = await benchSignIn(base);
    for (const t of targets) {
      if (ONLY && !ONLY.test(t.name)) continue;
      await t.prepare?.({ db, orgId });
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (t.body !== undefined) headers['content-type'] = 'application/json';
      const call = async () => {
        const res = await fetch(`${base}${t.path}`, {
          method: t.method ?? 'GET',
          headers,
          ...(t.body === undefined ? {} : { body: JSON.stringify(t.body) }),
        });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${t.name}: ${res.status}`);
      };
      await call();
      const seen = await statementsReachingPool(pool, call);
      console.log(`${t.name}: ${seen.length} statements`);
      if (process.env.BENCH_VERBOSE)
        for (const text of seen) console.log(`  - ${text.replace(/\s+/g, ' ').slice(0, 300)}`);
    }
  });
} finally {
  await cluster?.stop();
}
