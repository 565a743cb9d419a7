import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What fails a page: a person using a screen reader or a keyboard, or with low vision, would be stopped or misled. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the page's document, open shadow roots included (axe walks
 * them itself), and returns the serious and critical violations, plus those of
 * the rules in `alsoRequire` whatever their impact (page-has-heading-one is
 * only "moderate" for axe, but every page of ours has a title heading).
 *
 * axe is evaluated through the DevTools protocol rather than a script tag, so
 * the pages' Content-Security-Policy (no inline scripts) doesn't block it.
 */
export async function axeViolations(page: Page, { alsoRequire = [] as string[] } = {}): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = { resultTypes: ['violations'], iframes: false };
  const results = (await page.evaluate((opts) => {
    if (!window.axe) throw new Error('axe-core is not on the page');
    return window.axe.run(document, opts);
  }, options)) as AxeResults;
  return results.violations.filter((v) => BLOCKING.has(v.impact ?? '') || alsoRequire.includes(v.id));
}

/** One line per rule, then each offending element (its selector through shadow roots, and axe's reason). */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map(
        (n) => `    ${JSON.stringify(n.target)}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
      );
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length})\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/**
 * Fails on the page's serious or critical violations, or a missing h1, naming `what`. `idle`
 * first waits for the page's own work (lazy chunks, first fetches); `soft` records the failure
 * and goes on, for a test that visits several pages and should show every page's violations.
 */
export async function expectAccessible(
  page: Page,
  what: string = page.url(),
  { idle = false, soft = false } = {},
): Promise<void> {
  if (idle) await page.waitForLoadState('networkidle');
  const violations = await axeViolations(page, { alsoRequire: ['page-has-heading-one'] });
  const report = violations.length ? `${what}:\n${describeViolations(violations)}` : '';
  (soft ? expect.soft : expect)(report).toBe('');
}
