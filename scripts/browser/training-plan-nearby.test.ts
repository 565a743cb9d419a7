import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe.ts';
import { useBrowser } from './browser.ts';

const { newPage } = useBrowser();

const STEP1 = 'Which position or apprenticeship is this training plan for?';

/** A visitor types the occupation's code (issue 28.3), picks its card, then enters a ZIP code. */
async function planFor(_page: Page, tool: Locator, code: string, title: string, zip: string) {
  await tool.getByLabel(STEP1).fill(code);
  await tool.getByRole('button', { name: 'Search' }).click();
  const first = tool.locator('.pc-tp-card__title').first();
  await expect.poll(() => first.textContent()).toBe(title);
  await tool.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: 'Select' }).click();
  await tool.getByRole('heading', { name: title, level: 3 }).waitFor();
  await tool.getByLabel('ZIP code').fill(zip);
  await tool.getByRole('button', { name: 'Search', exact: true }).click();
  await tool.locator('.pc-tp-place', { hasText: zip }).waitFor();
}

const sponsors = (tool: Locator) => tool.getByRole('region', { name: 'Registered apprenticeship sponsors' });

describe('apprenticeship sponsors and state licenses in the training plan', () => {
  it('loads the sponsors only when shown, nearest the ZIP first, with the state licenses and their sources', async () => {
    const page = await newPage();
    const calls: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (/apprenticeship-sponsors|licenses|NearbySections/.test(path)) calls.push(path);
    });
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/external/pathways?embedded=true');
    const tool = page.locator('.pc-tp');
    await planFor(page, tool, '47-2111.00', 'Electricians', '55401');
    // Below the fold: neither the lists' code nor their calls have been fetched.
    expect(calls).toEqual([]);

    await tool.locator('.pc-tp-nearby').scrollIntoViewIfNeeded();
    const list = sponsors(tool).locator('[data-sponsor]');
    await expect.poll(() => list.count()).toBe(10);
    expect(calls.some((c) => /NearbySections/.test(c))).toBe(true);
    // The nearest to downtown Minneapolis (see server/src/features/occupations/nearby.routes.test.ts).
    expect(await list.first().locator('.pc-tp-item__name').textContent()).toBe('ELECTRICAL TRAINING NETWORK OF MN');
    expect(await list.first().locator('.pc-tp-item__meta').textContent()).toMatch(/^Minneapolis, MN · 3 mi/);
    const jatc = sponsors(tool).locator('[data-sponsor="partner-rapids-sponsor_1941-MN-000020"]');
    expect(await jatc.locator('.pc-tp-item__meta').textContent()).toBe(
      'Saint Paul, MN · 11 mi · Multiple employer · Union',
    );
    expect(
      await jatc
        .getByRole('link', {
          name: 'Profile of St Paul Area Electrical Joint Apprenticeship and Training Fund on apprenticeship.gov',
        })
        .getAttribute('href'),
    ).toBe('https://www.apprenticeship.gov/partner-finder/profile?id=partner-rapids-sponsor_1941-MN-000020');
    expect(await sponsors(tool).locator('.pc-tp-source').textContent()).toBe(
      'Source: U.S. Department of Labor, apprenticeship.gov Partner Finder, Aug 10, 2026.',
    );

    const licenses = tool.getByRole('region', { name: 'Licenses in Minnesota' });
    await expect.poll(() => licenses.locator('[data-license]').count()).toBe(6);
    expect(await licenses.locator('.pc-tp-source').textContent()).toBe(
      'Source: CareerOneStop, sponsored by the U.S. Department of Labor, October 2024.',
    );
    const first = licenses.locator('[data-license]').first();
    await first.locator('summary').click();
    expect(await first.locator('.pc-tp-requirements dt').count()).toBeGreaterThan(0);
    expect(describeViolations(await axeViolations(page))).toBe('');

    // Another place follows the ZIP: Ohio has no license for machinists in the data, and the page says so.
    await tool.getByLabel('ZIP code').fill('44114');
    await tool.getByRole('button', { name: 'Search', exact: true }).click();
    await tool.getByRole('region', { name: 'Licenses in Ohio' }).waitFor();
    await expect.poll(() => list.first().locator('.pc-tp-item__meta').textContent()).toMatch(/, OH · /);
  });

  it('says California is not in the data for a Los Angeles ZIP, and still lists the nearest sponsors elsewhere', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/external/pathways?embedded=true');
    const tool = page.locator('.pc-tp');
    await planFor(page, tool, '47-2111', 'Electricians', '90012');
    await tool.locator('.pc-tp-nearby').scrollIntoViewIfNeeded();
    const notice = sponsors(tool).locator('[data-nearby="not-covered"]');
    await notice.waitFor();
    expect(await notice.textContent()).toBe(
      'Registered apprenticeship sponsors in California are not in our data, so none are listed there; these are the nearest in other states. Find sponsors in California on apprenticeship.gov',
    );
    const first = sponsors(tool).locator('[data-sponsor]').first();
    expect(await first.locator('.pc-tp-item__name').textContent()).toBe(
      'ASSOCIATED BUILDERS & CONTRACTORS OF LAS VEGAS',
    );
    expect(await first.locator('.pc-tp-item__meta').textContent()).toMatch(/^Las Vegas, NV · 222 mi/);
    const licenses = tool.getByRole('region', { name: 'Licenses in California' });
    expect(await licenses.locator('[data-nearby="not-covered"]').textContent()).toMatch(
      /^License data for California is not in our data\./,
    );
    expect(describeViolations(await axeViolations(page))).toBe('');
  });
});
