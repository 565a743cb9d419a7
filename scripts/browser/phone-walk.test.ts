import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { signIn, useBrowser } from './browser.ts';

/**
 * The super admin, an organization's admin, the sponsor, a mentor, an employer and the apprentice walk
 * their pages at 375 px, every console page among them: nothing scrolls sideways (the page, a table, a
 * card's content past the card's edge), every console table is a card per row whose labels sit beside
 * their values, an e-mail address wraps only after its @ or before a dot, the console menu shows the
 * page's own entry, and axe finds nothing blocking. Screenshots in SHOTS for a person to look at.
 * Reads only.
 */
const { newPage } = useBrowser();
const SHOTS = '/tmp/shots-phone-walk';

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

/** What sticks out on this page at its width: the page itself, a table's box, or a card's content. */
async function overflowsOf(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width)
      out.push(`the page scrolls: ${document.documentElement.scrollWidth} px`);
    for (const box of document.querySelectorAll<HTMLElement>('.table-scroll, .progress-weeks'))
      if (box.scrollWidth > box.clientWidth)
        out.push(`a table scrolls: ${box.getAttribute('aria-label') ?? box.className}`);
    // A card's content within its padding: nothing past the edge of the card's box (a table's row is one).
    for (const card of document.querySelectorAll<HTMLElement>('.records-section, .stacking-table tbody tr')) {
      const style = getComputedStyle(card);
      const right =
        card.getBoundingClientRect().right -
        Number.parseFloat(style.borderRightWidth) -
        Number.parseFloat(style.paddingRight);
      for (const el of card.querySelectorAll<HTMLElement>('*')) {
        const rect = el.getBoundingClientRect();
        if (rect.width && rect.right > right + 1)
          out.push(
            `past the card "${(card.querySelector('h2') ?? card).textContent?.slice(0, 40)}": <${el.tagName.toLowerCase()} class="${el.className}"> to ${Math.round(rect.right)} px, the card's content ends at ${Math.round(right)} px`,
          );
      }
    }
    return out;
  });
}

/**
 * What is wrong with the cards of this page's tables at a phone's width: a table whose rows are not
 * cards (its headers in sight), or a labelled line whose value does not start on the label's line,
 * right after it ('Actions:' and its button far apart, 'Missing fields:' with its list on the next
 * line). A value that starts with a field (an identifier to type), or whose first word is wider than
 * the room beside its label (an address), may take a line of its own.
 */
async function cardLinesOf(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    const canvas = document.createElement('canvas').getContext('2d')!;
    for (const table of document.querySelectorAll<HTMLTableElement>('.table-scroll > table')) {
      const head = table.tHead?.getBoundingClientRect();
      if (head && head.width > 1 && head.height > 1)
        out.push(`a table's headers are in sight, its rows are no cards: ${table.caption?.textContent}`);
    }
    // A card's first cell is its title (it has no label): it must name the row, not show an image alone.
    for (const row of document.querySelectorAll<HTMLTableRowElement>('.table-scroll > .stacking-table tbody tr')) {
      if (!row.cells[0]?.textContent?.trim())
        out.push(`a card without a title: ${row.textContent?.trim().slice(0, 40) ?? ''}`);
    }
    for (const cell of document.querySelectorAll<HTMLElement>('.stacking-table td[data-label]')) {
      const label = cell.dataset.label ?? '';
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      let first: Text | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element && node.matches('input, select, textarea')) break;
        if (node instanceof Text && node.data.trim()) {
          first = node;
          break;
        }
      }
      if (!first) continue;
      // Where the value shows: its box when it has one of its own (a badge), else its first letter.
      const range = document.createRange();
      const at = first.data.search(/\S/);
      range.setStart(first, at);
      range.setEnd(first, at + 1);
      let value = range.getBoundingClientRect();
      for (let el = first.parentElement; el && el !== cell; el = el.parentElement) {
        const look = getComputedStyle(el);
        const border = Number.parseFloat(look.borderLeftWidth) > 0 && look.borderLeftColor !== 'rgba(0, 0, 0, 0)';
        if (border || look.backgroundColor !== 'rgba(0, 0, 0, 0)') value = el.getBoundingClientRect();
      }
      // The label is the cell's ::before ('Actions: '), as wide as its text in its font.
      const before = getComputedStyle(cell, '::before');
      canvas.font = `${before.fontWeight} ${before.fontSize} ${before.fontFamily}`;
      const box = cell.getBoundingClientRect();
      const style = getComputedStyle(cell);
      const top = box.top + Number.parseFloat(style.paddingTop);
      const labelEnd = box.left + Number.parseFloat(style.paddingLeft) + canvas.measureText(`${label}: `).width;
      const lineHeight = Number.parseFloat(before.lineHeight) || Number.parseFloat(before.fontSize) * 1.5;
      // The value's first word, when it is wider than the room the label leaves, goes to the next line as it must.
      const word = document.createRange();
      word.setStart(first, at);
      const rest = first.data.slice(at);
      const space = rest.search(/\s/);
      word.setEnd(first, at + (space < 0 ? rest.length : space));
      const room = box.right - Number.parseFloat(style.paddingRight) - labelEnd;
      if (value.top >= top + lineHeight && word.getBoundingClientRect().width <= room)
        out.push(`"${label}:" and its value "${first.data.trim().slice(0, 30)}" on different lines`);
      else if (value.left - labelEnd > 8)
        out.push(
          `"${label}:" and its value "${first.data.trim().slice(0, 30)}" ${Math.round(value.left - labelEnd)} px apart`,
        );
    }
    return out;
  });
}

/**
 * Each e-mail address shown in text on this page that wraps: where it breaks, when not right after
 * its @ or right before a dot ('karen.novak@demo.pathcra' / 'ft.test').
 */
async function emailBreaksOf(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    const address = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    for (const el of document.querySelectorAll<HTMLElement>('main *')) {
      const text = el.textContent?.trim() ?? '';
      // The smallest element that holds the whole address.
      if (!address.test(text) || [...el.children].some((child) => child.textContent?.trim() === text)) continue;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let previous: { top: number; char: string } | null = null;
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.data.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getBoundingClientRect();
          if (!rect.height) continue;
          const char = node.data[i] ?? '';
          if (previous && rect.top > previous.top + rect.height / 2 && previous.char !== '@' && char !== '.')
            out.push(`${text} breaks between "${previous.char}" and "${char}"`);
          previous = { top: rect.top, char };
        }
      }
    }
    return out;
  });
}

/** The console menu's entry of this page, when there is a menu: within the menu's visible part. */
async function currentEntryInSight(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const bar = document.querySelector('.console__nav');
    const current = bar?.querySelector('[aria-current="page"]');
    if (!bar || !current) return true;
    const outer = bar.getBoundingClientRect();
    const item = current.getBoundingClientRect();
    return item.left >= outer.left - 1 && item.right <= outer.right + 1;
  });
}

/** The demo workforce organization, on the super admin's pages that work on one organization. */
const WORKFORCE = '?org=demo-workforce-org';
const CLASS = 'demo-course-orientation';

const WALKS = [
  [
    'super admin',
    'superadmin',
    [
      '/',
      '/organizations',
      '/users',
      `/locations${WORKFORCE}`,
      '/job-profiles',
      `/materials${WORKFORCE}`,
      `/page-visits${WORKFORCE}`,
      `/apprenticeships${WORKFORCE}`,
      '/apprentices',
      `/compliance${WORKFORCE}`,
      `/api-keys${WORKFORCE}`,
      `/import${WORKFORCE}`,
      '/internal/file-parse',
      '/outbox',
      `/classes/${CLASS}`,
      '/account',
    ],
  ],
  [
    'organization admin',
    'admin.workforce',
    [
      '/org',
      '/org/people',
      '/org/locations',
      '/org/apprenticeships',
      '/apprentices',
      '/org/compliance',
      '/org/api-keys',
      '/materials',
      '/internal/file-parse',
      `/org/classes/${CLASS}`,
      '/account',
    ],
  ],
  ['sponsor', 'gloria.santos', ['/org/compliance', '/org/apprenticeships', '/apprentices', '/account']],
  ['mentor', 'tom.yablonski', ['/org', '/materials', `/org/classes/${CLASS}`, '/apprentices', '/account']],
  ['employer', 'karen.novak', ['/apprentices', '/account']],
  ['apprentice', 'student.workforce', ['/apprentices', '/account']],
] as const;

describe('a walk through the pages at 375 px', () => {
  it.each(WALKS)('the %s', async (role, user, paths) => {
    const page = await newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, `${user}@demo.pathcraft.test`, '/account');
    await page.getByRole('heading', { name: 'Your account', level: 1 }).waitFor();
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe(path.replace(/\?.*/, ''));
      const shot = `${role.replaceAll(' ', '-')}${path.replace(/\?.*/, '').replaceAll('/', '_')}`;
      await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
      expect.soft(await overflowsOf(page), path).toEqual([]);
      expect.soft(await cardLinesOf(page), `${path}: the cards' lines`).toEqual([]);
      expect.soft(await emailBreaksOf(page), `${path}: where e-mail addresses wrap`).toEqual([]);
      expect.soft(await currentEntryInSight(page), `${path}: the menu's entry of the page in sight`).toBe(true);
      await expectAccessible(page, `${role} ${path}`, { soft: true });
    }
  });
});
