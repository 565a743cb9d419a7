import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

const { newPage, baseUrl } = useBrowser();

/** Every response of embed.js and the widget chunks, as the browser's network layer saw it (CDP). */
async function recordWidgetFiles(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const seen: { url: string; status: number; fromCache: boolean; encoding: string | undefined }[] = [];
  const fromMemory = new Set<string>();
  cdp.on('Network.requestServedFromCache', (e) => fromMemory.add(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    const { pathname } = new URL(e.response.url);
    if (pathname !== '/embed.js' && !pathname.startsWith('/chunks/')) return;
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    seen.push({
      url: pathname,
      status: e.response.status,
      fromCache: !!e.response.fromDiskCache || fromMemory.has(e.requestId),
      encoding: headers['content-encoding'],
    });
  });
  return seen;
}

describe('delivery of the widgets', () => {
  it('sends embed.js and the chunks compressed, and a warm reload of a widget page asks the server at most once', async () => {
    const page = await newPage();
    const seen = await recordWidgetFiles(page);
    await page.goto('/examples/assistant.html');
    await page.locator('pathcraft-assistant').and(page.locator('[state="ready"]')).waitFor({ state: 'attached' });
    const cold = seen.splice(0);
    expect(cold.map((r) => r.url)).toContain('/embed.js');
    expect(cold.every((r) => r.status === 200 && !r.fromCache && r.encoding === 'br')).toBe(true);
    // The launcher's chunks came in one round: requested together by embed.js, not one import level at a time.
    expect(cold.filter((r) => r.url.startsWith('/chunks/'))).toHaveLength(1);

    await page.reload();
    await page.locator('pathcraft-assistant').and(page.locator('[state="ready"]')).waitFor({ state: 'attached' });
    await page.locator('pathcraft-assistant').getByRole('button', { name: 'Chat with Ava' }).waitFor();
    const askedServer = seen.filter((r) => !r.fromCache);
    expect(askedServer.length).toBeLessThanOrEqual(1);
    expect(askedServer.every((r) => r.url === '/embed.js')).toBe(true);
  });

  it('loads no UI runtime for the closed launcher, nor for the open chat; the runtime comes with the first question', async () => {
    const page = await newPage();
    const chunks: string[] = [];
    page.on(
      'request',
      (r) =>
        r.url().includes('/chunks/') &&
        chunks.push(new URL(r.url()).pathname.replace(/^\/chunks\//, '').replace(/-[\w-]{6}\.js$/, '.js')),
    );
    await page.goto('/examples/assistant.html');
    const element = page.locator('pathcraft-assistant');
    await element.and(page.locator('[state="ready"]')).waitFor({ state: 'attached' });
    expect(chunks).toEqual(['assistant.js']);
    await element.getByRole('button', { name: 'Chat with Ava' }).click();
    const dialog = element.getByRole('dialog', { name: 'Ava' });
    await dialog.waitFor();
    expect(chunks).toContain('assistant-open.js');
    expect(chunks).not.toContain('runtime.js');
    expect(chunks).not.toContain('assistant-app.js');
    await dialog.getByPlaceholder('Ask a question...').fill('What does OSHA 10 cover?');
    await dialog.getByPlaceholder('Ask a question...').press('Enter');
    await dialog.locator('.pc-as__answer[data-state="done"]').waitFor();
    expect(chunks).toContain('runtime.js');
    expect(chunks).toContain('assistant-app.js');
  });

  it('caches embed.js briefly (ETag), hosted pages never, their hashed assets for good', async () => {
    const loader = await fetch(`${baseUrl}/embed.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(loader.headers.get('cache-control')).toBe('public, max-age=300');
    expect(loader.headers.get('etag')).toBeTruthy();
    expect(
      (
        await fetch(`${baseUrl}/embed.js`, {
          headers: { 'accept-encoding': 'br, gzip', 'if-none-match': loader.headers.get('etag')! },
        })
      ).status,
    ).toBe(304);
    const shell = await fetch(`${baseUrl}/login`);
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    const entry = /src="(\/app\/assets\/[^"]+\.js)"/.exec(await shell.text())![1]!;
    const asset = await fetch(`${baseUrl}${entry}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves hashed chunks immutable, and API JSON compressed on the fly', async () => {
    const page = await newPage();
    const chunk = page.waitForResponse((r) => r.url().includes('/chunks/'));
    await page.goto('/examples/assistant.html');
    const response = await chunk;
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers().vary).toBe('Accept-Encoding');

    const login = await fetch(`${baseUrl}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'superadmin@demo.pathcraft.test', password: 'pathcraft-demo' }),
    });
    const { token } = (await login.json()) as { token: string };
    const list = await page.evaluate(
      async ({ token }) => {
        const res = await fetch('/v1/external/supabase/users?limit=100', {
          headers: { authorization: `Bearer ${token}` },
        });
        return { ok: res.ok, items: ((await res.json()) as { items: unknown[] }).items.length };
      },
      { token },
    );
    expect(list).toEqual({ ok: true, items: expect.any(Number) });
    const raw = await fetch(`${baseUrl}/v1/external/supabase/users?limit=100`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' },
    });
    expect(raw.headers.get('content-encoding')).toBe('br');
  });
});
