/**
 * Lists at scale (issue 14): the users list as the super admin on a generated data set of 1,000
 * and of 100,000 users, in the same run. Three shapes: the default list, page 250 and an ilike
 * name search, each over HTTP with autocannon; plus the floor: the default list's query run
 * directly with better-sqlite3 and serialized to JSON, in process. Goals: each p50 at 100k ≤ 2×
 * its p50 at 1k, read anew on every request (`Cache-Control: no-cache`, past the answer cache), and
 * the data API's throughput ≥ 70 % of the floor's as a browser meets it, asking again (issue 29 goal
 * 2: the answer kept since the first request), with the same list read anew shown beside it.
 *
 * Run alone: `npx tsx --conditions=pathcraft-source scripts/bench/lists.ts`; with
 * PATHCRAFT_BENCH_PG_URL (a PostgreSQL server's URL), on a new database of that server instead.
 * `npm run bench` runs it on both (PostgreSQL on its throw-away cluster).
 */
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { organizations } from '../../server/src/db/schema/index.ts';
import { withBenchPlatform } from './bench-platform.ts';
import { benchSignIn } from './sign-in.ts';
import { first } from '../../server/src/db/first.ts';
import { pgRows } from '../../server/src/db/pg-client.ts';
import { judge, reportBudgets } from './budgets.ts';
import { insertBenchUsers } from './bench-users.ts';
import { type HttpRow, measure } from './http-load.ts';
import { BROWSER_ACCEPT_ENCODING, floorThroughput, startCeilingServer } from './list-ceiling.ts';

export const LIST_SIZES = [1_000, 100_000] as const;
const SUPER_ADMIN = 'superadmin@demo.pathcraft.test';

/**
 * The measured shapes: the issue's three (the default list at its default limit, 200; a deep page;
 * a search box, 20 a page), each held to ≤ 2×, and three that say what their ratios are made of.
 * Page 250 does not exist at 1,000 rows (they end at page 50, or 51 with the rare names): compared
 * with an empty page, a deep page's ratio would be what 20 rows cost against none. So the deep
 * page's goal compares page 250 at 100k with the deepest full page at 1k (`smallQuery`: page 50),
 * and page 250 at both sizes is shown beside it, unjudged. Page 1 shows what 20 rows cost at either
 * size. 'okafor' is 1 person in 60 at both sizes, so its matches grow with the table (17 → 1,667),
 * and a page of them is the first 20 in name order among all of them; 'quispe' is 12 people at
 * both sizes: a search for a person.
 */
export const LIST_SHAPES: readonly {
  name: string;
  query: string;
  smallQuery?: string;
  goal: boolean;
  note?: string;
  acceptEncoding?: string;
  /** Read anew on every request (`Cache-Control: no-cache`), past the answer cache: the list's own cost. */
  fresh?: boolean;
}[] = [
  { name: 'default users list', query: '', goal: false, note: 'the same caller again: the kept answer' },
  {
    name: 'default list, browser Accept-Encoding',
    query: '',
    goal: false,
    acceptEncoding: BROWSER_ACCEPT_ENCODING,
    note: 'kept answer, compressed as a browser asks',
  },
  { name: 'default list, read anew', query: '', goal: true, fresh: true },
  {
    name: 'read anew, browser Accept-Enc.',
    query: '',
    goal: false,
    acceptEncoding: BROWSER_ACCEPT_ENCODING,
    fresh: true,
    note: 'compressed per request',
  },
  { name: 'page 1 (20 a page)', query: '?limit=20', goal: false, fresh: true },
  {
    name: 'deep page (20 a page)',
    query: '?limit=20&page=250',
    smallQuery: '?limit=20&page=50',
    goal: true,
    fresh: true,
    note: 'page 250; at 1k page 50, the last full one',
  },
  { name: 'page 250 (20 a page)', query: '?limit=20&page=250', goal: false, fresh: true, note: 'empty at 1k' },
  {
    name: "ilike name search ('okafor')",
    query: '?limit=20&f.name[ilike]=okafor',
    goal: true,
    fresh: true,
    note: '17 → 1,667 matches',
  },
  {
    name: "ilike name search ('quispe')",
    query: '?limit=20&f.name[ilike]=quispe',
    goal: false,
    fresh: true,
    note: '12 matches at both sizes',
  },
];

/** What a shape's requests send besides the token and Accept-Encoding. */
const FRESH = { 'cache-control': 'no-cache' };

export interface ListBenchResult {
  size: number;
  shapes: (HttpRow & { name: string })[];
  /** SQLite only: the default list's query straight through better-sqlite3. */
  floor?: { rps: number; p50: number; cpuMs: number };
  /** SQLite only: plain node:http doing the floor's work and answering, plain and compressed (list-ceiling.ts). */
  ceiling?: [HttpRow, HttpRow];
}

/**
 * Starts a platform with `size` users and measures the list shapes: on a fresh data folder, and
 * with `pgServer` on a new database of that PostgreSQL server (dropped after).
 */
async function benchSize(
  size: number,
  seconds: number,
  connections: number,
  pgServer?: string,
): Promise<ListBenchResult> {
  return await withBenchPlatform('lists', pgServer, async (platform) => {
    const db = platform.deps.db;
    const org = (await first(
      db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'demo-workforce')),
    ))!;
    await insertBenchUsers(db, org.id, size);
    // Planner statistics for the new rows, as a maintained database has them.
    if (db.$dialect === 'postgres') await pgRows(db, sql`VACUUM ANALYZE users`);
    else await db.$withConnection((sqlite) => sqlite.pragma('optimize'));
    const base = platform.base.replace('localhost', '127.0.0.1');
    const token = await benchSignIn(base, SUPER_ADMIN);
    const shapes: ListBenchResult['shapes'] = [];
    for (const shape of LIST_SHAPES) {
      const url = `${base}/v1/external/supabase/users${size === LIST_SIZES[0] && shape.smallQuery ? shape.smallQuery : shape.query}`;
      const check = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (!check.ok) throw new Error(`${shape.name}: ${check.status} ${await check.text()}`);
      // Discarded: the first seconds of a process run code the JIT has not optimized yet.
      const more = shape.fresh ? FRESH : {};
      await measure(url, token, Math.min(2, seconds), connections, shape.acceptEncoding, more);
      shapes.push({
        name: shape.name,
        ...(await measure(url, token, seconds, connections, shape.acceptEncoding, more)),
      });
    }
    if (db.$dialect !== 'sqlite') return { size, shapes };
    const ceiling = await startCeilingServer(db);
    try {
      const answered = async (acceptEncoding?: string) => {
        await measure(ceiling.url, token, Math.min(2, seconds), connections, acceptEncoding);
        return measure(ceiling.url, token, seconds, connections, acceptEncoding);
      };
      const plain = await answered();
      const compressed = await answered(BROWSER_ACCEPT_ENCODING);
      return { size, shapes, floor: await floorThroughput(db, seconds), ceiling: [plain, compressed] };
    } finally {
      ceiling.close();
    }
  });
}

/**
 * Measures both sizes in one run and prints the table and the goals; with `pgServer`, on
 * PostgreSQL (the goals are SQLite's, the embedded default; PostgreSQL's rows show where it stands).
 */
export async function benchLists(seconds: number, connections: number, pgServer?: string): Promise<ListBenchResult[]> {
  const results: ListBenchResult[] = [];
  for (const size of LIST_SIZES) results.push(await benchSize(size, seconds, connections, pgServer));
  const [small, large] = results as [ListBenchResult, ListBenchResult];
  console.log(
    `\nlists at scale${pgServer ? ', on PostgreSQL' : ''}: users as the super admin, ${connections} connections, ${seconds} s each, loopback`,
  );
  console.log(
    `${'shape'.padEnd(32)} ${'p50 1k'.padStart(7)} ${'p50 100k'.padStart(9)} ${'ratio'.padStart(6)} ${'mean ratio'.padStart(10)} ${'req/s 1k'.padStart(9)} ${'req/s 100k'.padStart(11)}  goal ≤ 2×`,
  );
  large.shapes.forEach((l, i) => {
    const s = small.shapes[i]!;
    const shape = LIST_SHAPES[i]!;
    // autocannon reports whole milliseconds: a 0 ms p50 counts as 1 for the ratio. At 1–5 ms that
    // rounding alone can move a ratio by half or double it; the mean latency's ratio beside it is not rounded.
    const ratio = Math.max(l.p50, 1) / Math.max(s.p50, 1);
    const verdict = !shape.goal
      ? '-'
      : pgServer
        ? ratio <= 2
          ? 'ok'
          : 'over'
        : judge(`${l.name}: p50 at 100k / at 1k`, ratio <= 2, `${ratio.toFixed(2)}×`, '≤ 2×');
    console.log(
      `${l.name.padEnd(32)} ${String(s.p50).padStart(7)} ${String(l.p50).padStart(9)} ${ratio.toFixed(2).padStart(6)} ${(l.mean / s.mean).toFixed(2).padStart(10)} ${String(s.rps).padStart(9)} ${String(l.rps).padStart(11)}  ${verdict}${shape.note ? ` (${shape.note})` : ''}${s.errors + l.errors ? `  errors ${s.errors + l.errors}` : ''}`,
    );
  });
  for (const r of results) {
    if (!r.floor) continue;
    // The floor against the plain list and against the list a browser asks for (compressed). Judged on
    // requests one core can answer, from CPU per request: what the throughput is when the load generator
    // does not share the cores (a 2-core machine runs both, and other work too); req/s shown beside it.
    // The first two shapes are the goal's (the data API as a browser meets it, asking again); the next
    // two read the list anew on every request, shown beside them with the ceiling of doing so.
    r.shapes.slice(0, 4).forEach((shape, i) => {
      const share = shape.rps / r.floor!.rps;
      const capacity = r.floor!.cpuMs / shape.cpuMs;
      const verdict =
        i < 2
          ? judge(
              `data API at ${r.size.toLocaleString('en-US')} rows${i ? ' with browser Accept-Encoding' : ''} / the floor (capacity)`,
              capacity >= 0.7,
              `${Math.round(capacity * 100)} %`,
              '≥ 70 %',
            )
          : '(shown)';
      console.log(
        `floor at ${r.size.toLocaleString('en-US')}: better-sqlite3 + JSON.stringify ${r.floor!.rps} calls/s (p50 ${r.floor!.p50} ms, ${r.floor!.cpuMs.toFixed(2)} ms CPU); ${shape.name}: ${shape.rps} req/s = ${Math.round(share * 100)} % of the floor, ${shape.cpuMs.toFixed(2)} ms CPU a request = ${Math.round(capacity * 100)} % of the floor's capacity  goal ≥ 70 %  ${verdict}`,
      );
      // What any server on Node.js's HTTP could reach reading anew: the floor's work, then the answer written, nothing else.
      const ceiling = i >= 2 ? r.ceiling?.[i - 2] : undefined;
      if (ceiling)
        console.log(
          `  ceiling (node:http doing only the floor's work${i === 3 ? ', zstd 1' : ''}): ${ceiling.cpuMs.toFixed(2)} ms CPU a request = ${Math.round((r.floor!.cpuMs / ceiling.cpuMs) * 100)} % of the floor's capacity; the data API is ${Math.round((ceiling.cpuMs / shape.cpuMs) * 100)} % of the ceiling's`,
        );
    });
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchLists(
    Number(process.env.BENCH_SECONDS ?? 5),
    Number(process.env.BENCH_CONNECTIONS ?? 10),
    process.env.PATHCRAFT_BENCH_PG_URL,
  );
  reportBudgets();
}
