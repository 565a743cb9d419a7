import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { signIn, useBrowser } from './browser.ts';

/**
 * Issue 27's /account progress section as the demo apprentice (Jasmine) clicks it: her week of
 * the seed that the mentor returned, with his comment, on a phone and at 1280 px. Only reads and
 * opens the form: no week is sent, so the other progress tests find the seed as it was.
 */
const { newPage } = useBrowser();
const APPRENTICE = 'student.workforce@demo.pathcraft.test';
const COMMENT = 'Split the welding hours out of preventive maintenance, please.';

async function apprenticeAt(width: number): Promise<Page> {
  const page = await newPage();
  await page.setViewportSize({ width, height: 800 });
  await signIn(page, APPRENTICE, '/account');
  await page.getByTestId('progress-weeks').waitFor();
  return page;
}

const returnedWeek = (page: Page) => page.getByTestId('progress-weeks').locator('tr', { hasText: 'Returned' });

/** Whether a thing is within the screen's width once the page is scrolled down to it (never sideways). */
async function onScreen(locator: Locator) {
  await locator.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 200));
  const box = await locator.boundingBox();
  const width = await locator.page().evaluate(() => window.innerWidth);
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

describe('the apprentice account progress section', () => {
  it('on a phone the returned week shows the mentor comment and its Fix button on the screen, not beyond its edge', async () => {
    const page = await apprenticeAt(375);
    const row = returnedWeek(page);
    await row.waitFor();
    // The page itself does not scroll sideways; so a column past 375 px is one nobody sees.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // No sideways scroll of the table either: the week's cells must be where the page is.
    await row.evaluate((el) => {
      for (let box = el.parentElement; box; box = box.parentElement) box.scrollLeft = 0;
    });
    expect(await onScreen(row.getByText(COMMENT))).toBe(true);
    expect(await onScreen(row.getByRole('button', { name: 'Fix' }))).toBe(true);
    await page.screenshot({ path: '/tmp/account-progress-weeks-375.png', fullPage: true });
    await expectAccessible(page, 'account progress at 375 px');
  });

  it('Fix brings the form of that week into view with the focus on it, at 375 and 1280 px; a second click keeps it', async () => {
    for (const width of [375, 1280]) {
      const page = await apprenticeAt(width);
      const fix = returnedWeek(page).getByRole('button', { name: 'Fix' });
      await fix.click();
      const heading = page.getByRole('heading', { name: /^Fix the week of / });
      await heading.waitFor();
      await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
      const box = await heading.boundingBox();
      expect(
        box && box.y >= 0 && box.y + box.height <= 800,
        `heading in view at ${width} px: ${JSON.stringify(box)}`,
      ).toBe(true);
      await fix.click();
      await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await page.getByRole('heading', { name: /^Fix the week of / }).count()).toBe(1);
    }
  });

  it('the hours boxes of the log form line up in a row at 1280 px, however long their work process', async () => {
    const page = await apprenticeAt(1280);
    const form = page.getByRole('form', { name: 'Log a week' });
    const boxes = await form
      .locator('.progress-form__hours input')
      .evaluateAll((inputs) => inputs.map((i) => i.getBoundingClientRect()).map((r) => ({ top: r.top, left: r.left })));
    expect(boxes.length).toBeGreaterThan(3);
    const firstRow = boxes.filter((b) => Math.abs(b.top - (boxes[0]?.top ?? 0)) < 40);
    expect(firstRow.length).toBeGreaterThan(1);
    expect(new Set(firstRow.map((b) => Math.round(b.top))).size).toBe(1);
  });
});

describe('the account page in Spanish', () => {
  it('names the person role in Spanish', async () => {
    const page = await newPage();
    await signIn(page, APPRENTICE, '/account');
    await page.getByTestId('account-role').waitFor();
    await page.goto('/account?lang=es');
    await page.getByRole('heading', { name: 'Su cuenta' }).waitFor();
    await expect.poll(() => page.getByTestId('account-role').textContent()).toBe('Usuario');
  });
});
