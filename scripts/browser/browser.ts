import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** Connects a test file to the shared Chromium and gives each test a fresh, isolated context. */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  });
  return {
    baseUrl,
    async newPage(): Promise<Page> {
      const context = await browser.newContext({ baseURL: baseUrl });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
  };
}

export const DEMO_PASSWORD = 'pathcraft-demo';
