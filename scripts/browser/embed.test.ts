import { describe, expect, it } from 'vitest';
import { features } from '../../widgets/src/features.ts';
import { useBrowser } from './browser.ts';

const { newPage } = useBrowser();

describe('the embed script on a customer page', () => {
  it('loads a feature chunk only because its element is on the page and renders it in a shadow root', async () => {
    const page = await newPage();
    const chunks: string[] = [];
    // Chunk names carry a content hash (runtime-AbC_12-x.js): compared without it.
    page.on(
      'request',
      (r) =>
        r.url().includes('/chunks/') &&
        chunks.push(new URL(r.url()).pathname.replace('/chunks/', '').replace(/-[\w-]{6}\.js$/, '.js')),
    );
    await page.goto('/examples/');
    await page.locator('pathcraft-training-plan[state="ready"]').waitFor();
    expect(
      await page.locator('pathcraft-training-plan').getByRole('heading', { name: 'Training Plan' }).isVisible(),
    ).toBe(true);
    expect(await page.locator('pathcraft-training-plan').evaluate((el) => el.shadowRoot !== null)).toBe(true);
    expect(chunks).toContain('runtime.js');
    expect(chunks).toContain('training-plan.js');
    // Shared pieces may come in their own chunks, but no other feature's entry.
    const others = Object.keys(features)
      .filter((tag) => tag !== 'pathcraft-training-plan')
      .map((tag) => `${tag.replace(/^pathcraft-/, '')}.js`);
    expect(chunks.filter((c) => others.includes(c))).toEqual([]);
  });
});
