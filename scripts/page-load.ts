/**
 * `npm run page-load`: loads hosted pages in Chromium on a slow-mobile profile (150 ms round
 * trips, 1.6 Mbps down, 750 kbps up, via CDP Network.emulateNetworkConditions) and reports,
 * per page, the bytes on the wire (compressed, as received), the requests, and the Largest
 * Contentful Paint, cold (empty cache) and warm (reload). Starts its own platform on a
 * temporary data folder with the demo, or measures BASE_URL when set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { DEMO_ACCESS_CODES } from '../server/src/db/seed/sample-invites.ts';

export const SLOW_MOBILE = { offline: false, latency: 150, downloadThroughput: (1.6 * 1_000_000) / 8, uploadThroughput: 750_000 / 8 };

export interface PageLoad {
  path: string;
  cold: { bytes: number; requests: number; lcpMs: number };
  warm: { bytes: number; requests: number; lcpMs: number };
}

/** The pages the issue measures: sign-in, the public pathway tool, an invitation. */
export const PAGE_LOAD_PATHS = ['/login', '/external/pathways?orgId=demo-workforce-org', DEMO_ACCESS_CODES[0]!.url];

async function loadOnce(page: Page, go: () => Promise<unknown>): Promise<{ bytes: number; requests: number; lcpMs: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_MOBILE);
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (e) => (bytes += e.encodedDataLength));
  cdp.on('Network.responseReceived', (e) => {
    if (!e.response.fromDiskCache) requests++;
  });
  await go();
  // LCP settles once the page is quiet; the last entry is the final candidate.
  await page.waitForLoadState('networkidle');
  const lcpMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(Math.round(entries[entries.length - 1]!.startTime));
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(-1), 3000);
      }),
  );
  await cdp.detach();
  return { bytes, requests, lcpMs };
}

/** Cold then warm load of each path, each path in a fresh browser context (its own cache). */
export async function measurePageLoads(browser: Browser, base: string, paths = PAGE_LOAD_PATHS): Promise<PageLoad[]> {
  const results: PageLoad[] = [];
  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cold = await loadOnce(page, () => page.goto(base + path));
    const warm = await loadOnce(page, () => page.reload());
    results.push({ path, cold, warm });
    await context.close();
  }
  return results;
}

export function formatPageLoads(rows: PageLoad[]): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const pad = Math.max(...rows.map((r) => r.path.length), 4);
  const lines = [`${'page'.padEnd(pad)}  ${'cold bytes'.padStart(10)}  ${'reqs'.padStart(4)}  ${'cold LCP'.padStart(8)}  ${'warm bytes'.padStart(10)}  ${'reqs'.padStart(4)}  ${'warm LCP'.padStart(8)}`];
  for (const r of rows) {
    lines.push(
      `${r.path.padEnd(pad)}  ${kb(r.cold.bytes).padStart(10)}  ${String(r.cold.requests).padStart(4)}  ${`${r.cold.lcpMs} ms`.padStart(8)}  ${kb(r.warm.bytes).padStart(10)}  ${String(r.warm.requests).padStart(4)}  ${`${r.warm.lcpMs} ms`.padStart(8)}`,
    );
  }
  return lines.join('\n');
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-quic'] });
}

if (process.argv[1]?.endsWith('page-load.ts')) {
  let stop = async () => {};
  let base = process.env.BASE_URL;
  const dir = mkdtempSync(join(tmpdir(), 'pathcraft-page-load-'));
  if (!base) {
    const { ensureBuilt } = await import('./build/index.ts');
    await ensureBuilt({ log: (line) => console.error(line) });
    const { start } = await import('../server/src/main.ts');
    const platform = await start({ ...process.env, NODE_ENV: 'test', PATHCRAFT_DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', PATHCRAFT_DEMO: '1', LOG_LEVEL: 'silent' });
    base = platform.base.replace('localhost', '127.0.0.1');
    stop = platform.stop;
  }
  const browser = await launchChromium();
  try {
    console.log(`slow mobile: ${SLOW_MOBILE.latency} ms round trips, ${(SLOW_MOBILE.downloadThroughput * 8) / 1e6} Mbps down; bytes as received (compressed)\n`);
    console.log(formatPageLoads(await measurePageLoads(browser, base)));
  } finally {
    await browser.close();
    await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
