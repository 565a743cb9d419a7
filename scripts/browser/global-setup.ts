import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { ensureBuilt } from '../build/index.ts';

/**
 * Browser tests share one Chromium (Debian's, launched once) and one running
 * platform on a temporary data folder with the demo seed. It trusts loopback as a
 * proxy, so a context can stand for a visitor at another address (X-Forwarded-For).
 */
export default async function setup(project: TestProject) {
  await ensureBuilt({});
  const dir = mkdtempSync(join(tmpdir(), 'pathcraft-browser-'));
  const { start } = await import('../../server/src/main.ts');
  const platform = await start({
    ...process.env,
    NODE_ENV: 'test',
    PATHCRAFT_DATA_DIR: dir,
    PORT: '0',
    HOST: '127.0.0.1',
    PATHCRAFT_DEMO: '1',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'loopback',
  });
  const browser: BrowserServer = await chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  project.provide('baseUrl', platform.base);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('dataDir', dir);
  return async () => {
    await browser.close();
    await platform.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
    dataDir: string;
  }
}
