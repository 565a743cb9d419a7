import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

const { newPage } = useBrowser();

describe('the embed script on a customer page', () => {
  it('loads a feature chunk only because its element is on the page and renders it in a shadow root', async () => {
    const page = await newPage();
    const chunks: string[] = [];
    page.on('request', (r) => r.url().includes('/chunks/') && chunks.push(new URL(r.url()).pathname));
    await page.goto('/examples/');
    await page.locator('pathcraft-hello[state="ready"]').waitFor();
    expect(await page.locator('pathcraft-hello').getByText('Pathcraft widgets are working').isVisible()).toBe(true);
    expect(chunks.sort()).toEqual(['/chunks/hello.js', '/chunks/runtime.js']);
  });
});
