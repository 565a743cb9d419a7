import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.ts';

const { newPage } = useBrowser();
/** A copy of the demo's coded page link (code L5C8VA), so the guesses here touch no other test's link. */
const LINK = 'lockout-demo-link';
const LOCKED = 'Too many incorrect access codes. This page is locked for 15 minutes.';

beforeAll(() => {
  const db = new Database(join(inject('dataDir'), 'pathcraft.db'));
  try {
    const link = db.prepare(`SELECT * FROM pageLinks WHERE id = 'demo-link'`).get() as Record<string, unknown>;
    const columns = Object.keys(link);
    db.prepare(
      `INSERT OR REPLACE INTO pageLinks (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    ).run(...columns.map((c) => (c === 'id' ? LINK : link[c])));
  } finally {
    db.close();
  }
});

/** Types a code on the link's Access Code card and waits for the platform's answer. */
async function enterCode(page: Page, code: string): Promise<number> {
  await page.getByRole('textbox', { name: 'Access code' }).fill(code);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/v1/access/checkAccessCode')),
    page.getByRole('button', { name: 'Continue' }).click(),
  ]);
  return answer.status();
}

describe('a page link a visitor guesses at', () => {
  it('locks out the guesser, while a visitor at another address with the right code gets in', async () => {
    const guesser = await newPage({ forwardedFor: '203.0.113.40' });
    await guesser.goto(`/link/${LINK}`);
    await guesser.getByRole('heading', { name: 'Access Code' }).waitFor();
    const statuses: number[] = [];
    for (const code of ['AAAAAA', 'BBBBBB', 'CCCCCC', 'DDDDDD', 'EEEEEE'])
      statuses.push(await enterCode(guesser, code));
    expect(statuses).toEqual([403, 403, 403, 403, 429]);
    await guesser.getByText(LOCKED).waitFor();
    // Even the right code now waits, for this visitor.
    expect(await enterCode(guesser, 'L5C8VA')).toBe(429);
    await guesser.getByText(LOCKED).first().waitFor();
    expect(new URL(guesser.url()).pathname).toBe(`/link/${LINK}`);

    const invitee = await newPage({ forwardedFor: '198.51.100.40' });
    await invitee.goto(`/link/${LINK}`);
    await invitee.getByRole('heading', { name: 'Access Code' }).waitFor();
    expect(await enterCode(invitee, 'l5c8va')).toBe(200);
    await invitee.waitForURL('**/o/demo-workforce/page/demo-page');
    await invitee.getByRole('heading', { level: 1, name: 'Maintenance Apprenticeship Resources' }).waitFor();
  });
});
