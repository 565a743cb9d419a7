import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { clickTwiceAtOnce, countRequests, useBrowser } from './browser.ts';

const { newPage } = useBrowser();
/** A copy of the demo's coded page link (code L5C8VA), so the guesses here touch no other test's link. */
const LINK = 'lockout-demo-link';
/** Copies of the link and of the demo's workforce invitation for the double taps, guessed at by nobody else. */
const TAPPED_LINK = 'double-tap-demo-link';
const TAPPED_INVITE = 'double-tap-demo-invite';
const LOCKED = 'Too many incorrect access codes. This page is locked for 15 minutes.';

/** Copies a row of `table` under another id. */
function copyRow(db: Database.Database, table: string, from: string, to: string) {
  const row = db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(from) as Record<string, unknown>;
  const columns = Object.keys(row);
  db.prepare(
    `INSERT OR REPLACE INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  ).run(...columns.map((c) => (c === 'id' ? to : row[c])));
}

beforeAll(() => {
  const db = new Database(join(inject('dataDir'), 'pathcraft.db'));
  try {
    copyRow(db, 'pageLinks', 'demo-link', LINK);
    copyRow(db, 'pageLinks', 'demo-link', TAPPED_LINK);
    copyRow(db, 'invites', 'demo-invite-workforce', TAPPED_INVITE);
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

describe('Continue activated twice in the same moment', () => {
  // Each wrong code counts toward the lock-out (5 tries per address): two clicks, or two submits,
  // before the re-render that disables the button spent two of them on one typo.
  it.each([
    ['a page link', `/link/${TAPPED_LINK}`, 'The access code is not valid for this page.', '203.0.113.41'],
    [
      'an invitation',
      `/external/invite/id/${TAPPED_INVITE}`,
      'The access code is not valid for this invitation.',
      '203.0.113.42',
    ],
  ])('on %s tries the code once', async (_, path, wrong, forwardedFor) => {
    const page = await newPage({ forwardedFor });
    const tries = countRequests(page, 'POST', '/v1/access/checkAccessCode');
    await page.goto(path);
    const input = page.getByRole('textbox', { name: 'Access code' });
    await input.fill('AAAAAA');
    await clickTwiceAtOnce(page.getByRole('button', { name: 'Continue' }));
    await page.getByText(wrong).waitFor();
    expect(tries.count).toBe(1);

    await input.fill('BBBBBB');
    const answer = page.waitForResponse((r) => r.url().endsWith('/v1/access/checkAccessCode'));
    await input.evaluate((el: HTMLInputElement) => {
      el.form!.requestSubmit();
      el.form!.requestSubmit();
    });
    await answer;
    await page.getByText(wrong).waitFor();
    expect(tries.count).toBe(2);
  });
});
