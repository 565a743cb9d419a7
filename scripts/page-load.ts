/**
 * `npm run page-load`: loads hosted pages in Chromium on a slow-mobile profile (150 ms round
 * trips, 1.6 Mbps down, 750 kbps up, via CDP Network.emulateNetworkConditions) and reports,
 * per page, the bytes on the wire (compressed, as received), the requests, the Largest
 * Contentful Paint, cold (empty cache) and warm (reload), and the sequential request levels
 * before the LCP element (see requestLevels). Cold LCP and levels are checked against
 * scripts/page-load-budgets.json: over budget, it exits 1. Starts its own platform on a
 * temporary data folder with the demo, or measures BASE_URL when set.
 *
 * Options: `--runs=N` (default 3; the table shows medians), `--only=<name>,…`, `--chains`
 * (prints each page's deepest request chain before its LCP), `--requests` (every request with its level and times).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createClient, memorySessionStore } from '@pathcraft/sdk';
import { DEMO_ACCESS_CODES } from '../server/src/seed/sample-invites.ts';
import { DEMO_PASSWORD } from '../server/src/seed/sample-people.ts';
import { levelsBeforeLcp, requestLevels, type SeenRequest } from './page-load-levels.ts';

export const SLOW_MOBILE = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: 750_000 / 8,
};

/** A page to load; `signedInAs`: the demo account whose session is in the browser's storage first (the console). */
export interface PageSpec {
  name: string;
  path: string;
  signedInAs?: string;
}

export interface LoadNumbers {
  bytes: number;
  requests: number;
  lcpMs: number;
}

export interface ColdLoad extends LoadNumbers {
  /** Sequential request levels up to the LCP element: 1 is the HTML alone. */
  levels: number;
  /** The deepest chain of requests before the LCP, HTML first. */
  chain: string[];
  /** Every request of the load, for `--requests`: level, start and end (ms after the HTML was asked for), bytes, address. */
  timeline: string[];
  /** What the LCP element is: tag and, for an image, its address. */
  lcpElement: string;
}

export interface PageLoad {
  name: string;
  path: string;
  cold: ColdLoad;
  warm: LoadNumbers;
}

const SUPER_ADMIN = 'superadmin@demo.pathcraft.test';

/** The hosted pages of issue 29: sign-in, the public pathway tool, an invitation, a public page, a course page, the console and the API explorer. */
export const PAGE_LOAD_PAGES: PageSpec[] = [
  { name: 'login', path: '/login' },
  { name: 'pathways', path: '/external/pathways?orgId=demo-workforce-org' },
  { name: 'invite', path: DEMO_ACCESS_CODES[0]!.url },
  { name: 'public page', path: '/o/demo-community/page/demo-page-community' },
  // Behind a page link with an access code: a first visit lands on the link's code screen.
  { name: 'gated page', path: '/o/demo-workforce/page/demo-page' },
  { name: 'course page', path: '/o/demo-workforce/courses/courseSlug/industrial-maintenance-fundamentals' },
  { name: 'console home', path: '/', signedInAs: SUPER_ADMIN },
  { name: 'users', path: '/users', signedInAs: SUPER_ADMIN },
  { name: 'api', path: '/api' },
];

/** The first three pages' paths (the bench's delivery part measures these and two example pages). */
export const PAGE_LOAD_PATHS = PAGE_LOAD_PAGES.slice(0, 3).map((p) => p.path);

export interface PageLoadBudgets {
  lcpMs: number;
  levels: number;
  /** Per page name, where a page has a budget of its own. */
  pages?: Record<string, Partial<Pick<PageLoadBudgets, 'lcpMs' | 'levels'>>>;
}

export function budgetOf(budgets: PageLoadBudgets, name: string): { lcpMs: number; levels: number } {
  return {
    lcpMs: budgets.pages?.[name]?.lcpMs ?? budgets.lcpMs,
    levels: budgets.pages?.[name]?.levels ?? budgets.levels,
  };
}

interface CdpInitiator {
  type: string;
  url?: string;
  stack?: CdpStack;
}
interface CdpStack {
  callFrames: { url: string }[];
  parent?: CdpStack;
}

function initiatorUrl(initiator: CdpInitiator): string | null {
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((f) => f.url);
    if (frame) return frame.url;
  }
  return initiator.url ?? null;
}

async function loadOnce(page: Page, go: () => Promise<unknown>): Promise<ColdLoad> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_MOBILE);
  let bytes = 0;
  let requests = 0;
  // sent: when the request left (after waiting for one of the host's six HTTP/1.1 connections).
  const seen = new Map<string, SeenRequest & { timestamp: number; bytes?: number; sent?: number }>();
  cdp.on('Network.requestWillBeSent', (e) => {
    const known = seen.get(e.requestId);
    if (known) return; // a redirect keeps the request's id: counted once, from its first start
    const initiator = e.initiator as CdpInitiator;
    seen.set(e.requestId, {
      id: e.requestId,
      url: e.request.url,
      type: e.type ?? 'Other',
      initiatorUrl: initiatorUrl(initiator),
      byScript: initiator.type === 'script',
      start: e.wallTime * 1000,
      timestamp: e.timestamp,
      end: null,
      fromCache: false,
    });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = seen.get(e.requestId);
    if (r) r.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
    const r = seen.get(e.requestId);
    if (r) r.end = r.start + (e.timestamp - r.timestamp) * 1000;
    if (r) r.bytes = e.encodedDataLength;
  });
  cdp.on('Network.responseReceived', (e) => {
    if (!e.response.fromDiskCache) requests++;
    const r = seen.get(e.requestId);
    if (r && (e.response.fromDiskCache || e.response.fromPrefetchCache)) r.fromCache = true;
    const timing = e.response.timing;
    if (r && timing && timing.sendStart >= 0)
      r.sent = r.start + (timing.requestTime + timing.sendStart / 1000 - r.timestamp) * 1000;
  });
  await go();
  // LCP settles once the page is quiet; the last entry is the final candidate.
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(
    () =>
      new Promise<{ ms: number; time: number; url: string | null; element: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { url?: string; element?: Element | null })[];
          const last = entries[entries.length - 1]!;
          const element = last.element
            ? `<${last.element.tagName.toLowerCase()}${last.element.className ? ` class="${String(last.element.className).slice(0, 40)}"` : ''}>`
            : '(removed)';
          resolve({
            ms: Math.round(last.startTime),
            time: performance.timeOrigin + last.startTime,
            url: last.url || null,
            element,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ ms: -1, time: 0, url: null, element: 'none' }), 3000);
      }),
  );
  await cdp.detach();
  const { levels, chain } = levelsBeforeLcp([...seen.values()], { time: lcp.time, url: lcp.url });
  const short = (url: string) => {
    const u = new URL(url);
    return u.pathname + u.search;
  };
  const all = [...seen.values()].sort((a, b) => a.start - b.start);
  const levelOf = requestLevels(all);
  const t0 = all[0]?.start ?? 0;
  const timeline = all.map(
    (r) =>
      `${String(levelOf.get(r.id)!.level).padStart(2)}  ${String(Math.round(r.start - t0)).padStart(5)} (sent ${r.sent === undefined ? '  ?  ' : String(Math.round(r.sent - t0)).padStart(5)})–${r.end === null ? '  ?  ' : String(Math.round(r.end - t0)).padStart(5)} ms  ${`${((r.bytes ?? 0) / 1024).toFixed(1)} KB`.padStart(8)}  ${r.type.padEnd(10)} ${r.fromCache ? '(cache) ' : ''}${short(r.url)}`,
  );
  return {
    bytes,
    requests,
    lcpMs: lcp.ms,
    levels,
    chain: chain.map(short),
    timeline,
    lcpElement: lcp.url ? `<img> ${short(lcp.url)}` : lcp.element,
  };
}

/** A demo account's session, for the browser's storage before the page loads (as the login page leaves it). */
async function sessionOf(base: string, email: string): Promise<string> {
  const store = memorySessionStore();
  await createClient({ baseUrl: base, session: store }).auth.login(email, DEMO_PASSWORD);
  return JSON.stringify(store.get());
}

/** One cold then warm load of a page, in a fresh browser context (its own, empty cache). */
async function measureOnce(browser: Browser, base: string, spec: PageSpec): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    if (spec.signedInAs) {
      const session = await sessionOf(base, spec.signedInAs);
      await context.addInitScript((s) => localStorage.setItem('pathcraft.session', s), session);
    }
    const page = await context.newPage();
    const cold = await loadOnce(page, () => page.goto(base + spec.path));
    const { bytes, requests, lcpMs } = await loadOnce(page, () => page.reload());
    return { name: spec.name, path: spec.path, cold, warm: { bytes, requests, lcpMs } };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

/**
 * Each page `runs` times (one after the other, so the pages share the machine's noise); the
 * numbers are the medians, the levels the most seen in any run, the chain that run's.
 */
export async function measurePageLoads(
  browser: Browser,
  base: string,
  pages: (PageSpec | string)[] = PAGE_LOAD_PAGES,
  runs = 1,
): Promise<PageLoad[]> {
  const specs = pages.map((p) => (typeof p === 'string' ? { name: p, path: p } : p));
  const all = new Map<string, PageLoad[]>(specs.map((s) => [s.name, []]));
  for (let run = 0; run < runs; run++)
    for (const spec of specs) all.get(spec.name)!.push(await measureOnce(browser, base, spec));
  return specs.map((spec) => {
    const loads = all.get(spec.name)!;
    const deepest = loads.reduce((a, b) => (b.cold.levels > a.cold.levels ? b : a));
    const pick = (get: (l: PageLoad) => number) => median(loads.map(get));
    return {
      name: spec.name,
      path: spec.path,
      cold: {
        bytes: pick((l) => l.cold.bytes),
        requests: pick((l) => l.cold.requests),
        lcpMs: pick((l) => l.cold.lcpMs),
        levels: deepest.cold.levels,
        chain: deepest.cold.chain,
        timeline: deepest.cold.timeline,
        lcpElement: deepest.cold.lcpElement,
      },
      warm: {
        bytes: pick((l) => l.warm.bytes),
        requests: pick((l) => l.warm.requests),
        lcpMs: pick((l) => l.warm.lcpMs),
      },
    };
  });
}

export function formatPageLoads(rows: PageLoad[], budgets?: PageLoadBudgets): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const pad = Math.max(...rows.map((r) => r.name.length), 4);
  const head = `${'page'.padEnd(pad)}  ${'cold bytes'.padStart(10)}  ${'reqs'.padStart(4)}  ${'cold LCP'.padStart(8)}  ${'levels'.padStart(6)}${budgets ? `  ${'budget'.padStart(13)}  ok ` : ''}  ${'warm bytes'.padStart(10)}  ${'reqs'.padStart(4)}  ${'warm LCP'.padStart(8)}  LCP element`;
  const lines = [head];
  for (const r of rows) {
    const budget = budgets ? budgetOf(budgets, r.name) : null;
    const verdict = budget
      ? `  ${`${budget.lcpMs} ms, ${budget.levels}`.padStart(13)}  ${withinBudget(r, budget) ? 'yes' : 'NO '}`
      : '';
    lines.push(
      `${r.name.padEnd(pad)}  ${kb(r.cold.bytes).padStart(10)}  ${String(r.cold.requests).padStart(4)}  ${`${r.cold.lcpMs} ms`.padStart(8)}  ${String(r.cold.levels).padStart(6)}${verdict}  ${kb(r.warm.bytes).padStart(10)}  ${String(r.warm.requests).padStart(4)}  ${`${r.warm.lcpMs} ms`.padStart(8)}  ${r.cold.lcpElement}`,
    );
  }
  return lines.join('\n');
}

export function withinBudget(row: PageLoad, budget: { lcpMs: number; levels: number }): boolean {
  return row.cold.lcpMs >= 0 && row.cold.lcpMs <= budget.lcpMs && row.cold.levels <= budget.levels;
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-quic'],
  });
}

if (process.argv[1]?.endsWith('page-load.ts')) {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const runs = Number(arg('runs') ?? 3);
  const only = arg('only')?.split(',');
  const pages = only ? PAGE_LOAD_PAGES.filter((p) => only.includes(p.name)) : PAGE_LOAD_PAGES;
  const budgets = JSON.parse(
    readFileSync(new URL('./page-load-budgets.json', import.meta.url), 'utf8'),
  ) as PageLoadBudgets;
  let stop = async () => {};
  let base = process.env.BASE_URL;
  const dir = mkdtempSync(join(tmpdir(), 'pathcraft-page-load-'));
  if (!base) {
    const { ensureBuilt } = await import('./build/index.ts');
    await ensureBuilt({ log: (line) => console.error(line) });
    const { start } = await import('../server/src/main.ts');
    const platform = await start({
      ...process.env,
      NODE_ENV: 'test',
      PATHCRAFT_DATA_DIR: dir,
      PORT: '0',
      HOST: '127.0.0.1',
      PATHCRAFT_DEMO: '1',
      LOG_LEVEL: 'silent',
    });
    base = platform.base.replace('localhost', '127.0.0.1');
    stop = platform.stop;
  }
  const browser = await launchChromium();
  try {
    console.log(
      `slow mobile: ${SLOW_MOBILE.latency} ms round trips, ${(SLOW_MOBILE.downloadThroughput * 8) / 1e6} Mbps down; bytes as received (compressed); medians of ${runs} run(s)\n`,
    );
    const rows = await measurePageLoads(browser, base, pages, runs);
    console.log(formatPageLoads(rows, budgets));
    if (process.argv.includes('--chains'))
      for (const r of rows) console.log(`\n${r.name}: ${r.cold.chain.join('\n  → ')}`);
    if (process.argv.includes('--requests'))
      for (const r of rows) console.log(`\n${r.name} (LCP ${r.cold.lcpMs} ms)\n${r.cold.timeline.join('\n')}`);
    const over = rows.filter((r) => !withinBudget(r, budgetOf(budgets, r.name)));
    if (over.length) {
      console.error(
        `\n${over.length} page(s) over budget (scripts/page-load-budgets.json): ${over.map((r) => r.name).join(', ')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
