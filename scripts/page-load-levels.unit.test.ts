import { describe, expect, it } from 'vitest';
import { levelsBeforeLcp, requestLevels, type SeenRequest } from './page-load-levels.ts';

const HTML = 'http://x/page';
/** A request: [url, type, initiator url, started by script, start ms, end ms]. */
type Row = [string, string, string | null, boolean, number, number | null];
const requests = (rows: Row[], cached: string[] = []): SeenRequest[] =>
  rows.map(([url, type, initiatorUrl, byScript, start, end]) => ({
    id: url,
    url,
    type,
    initiatorUrl,
    byScript,
    start,
    end,
    fromCache: cached.includes(url),
  }));

const doc: Row = [HTML, 'Document', null, false, 0, 100];
const entry: Row = ['http://x/main.js', 'Script', HTML, false, 110, 400];
const chunk: Row = ['http://x/page.js', 'Script', HTML, false, 110, 420];
const preloadedData: Row = ['http://x/v1/data', 'Fetch', HTML, false, 110, 300];

describe('requestLevels', () => {
  it.each<[string, Row[], Record<string, number>]>([
    ['the HTML alone is level 1', [doc], { [HTML]: 1 }],
    ['what the HTML names is level 2', [doc, entry, chunk], { 'http://x/main.js': 2, 'http://x/page.js': 2 }],
    [
      'data the code asks for is level 3',
      [doc, chunk, ['http://x/v1/a', 'Fetch', 'http://x/page.js', true, 430, 600]],
      { 'http://x/v1/a': 3 },
    ],
    [
      'a fetch started after another answer arrived is one level below it',
      [
        doc,
        chunk,
        ['http://x/v1/me', 'Fetch', 'http://x/page.js', true, 430, 600],
        ['http://x/v1/list', 'Fetch', 'http://x/page.js', true, 610, 800],
      ],
      { 'http://x/v1/list': 4 },
    ],
    [
      'two fetches started together are one level',
      [
        doc,
        chunk,
        ['http://x/v1/me', 'Fetch', 'http://x/page.js', true, 430, 600],
        ['http://x/v1/list', 'Fetch', 'http://x/page.js', true, 431, 800],
      ],
      { 'http://x/v1/me': 3, 'http://x/v1/list': 3 },
    ],
    [
      'data preloaded by the HTML is level 2, an image after it level 3',
      [doc, chunk, preloadedData, ['http://x/a.png', 'Image', 'http://x/page.js', true, 430, 700]],
      { 'http://x/v1/data': 2, 'http://x/a.png': 3 },
    ],
    [
      'a font asked for by a stylesheet is level 3',
      [
        doc,
        ['http://x/app.css', 'Stylesheet', HTML, false, 110, 200],
        ['http://x/f.woff2', 'Font', 'http://x/app.css', false, 210, 300],
      ],
      { 'http://x/f.woff2': 3 },
    ],
    [
      'a favicon (no initiator) is below the HTML',
      [doc, ['http://x/favicon.ico', 'Other', null, false, 120, 200]],
      { 'http://x/favicon.ico': 2 },
    ],
  ])('%s', (_, rows, expected) => {
    const levels = requestLevels(requests(rows));
    for (const [url, level] of Object.entries(expected)) expect(levels.get(url)?.level).toBe(level);
  });

  it('adds no level for what came from the cache', () => {
    const levels = requestLevels(
      requests([doc, chunk, ['http://x/late.js', 'Script', 'http://x/page.js', true, 430, 431]], ['http://x/page.js']),
    );
    expect(levels.get('http://x/late.js')?.level).toBe(1);
  });
});

describe('levelsBeforeLcp', () => {
  const rows: Row[] = [
    doc,
    entry,
    chunk,
    ['http://x/v1/me', 'Fetch', 'http://x/page.js', true, 430, 600],
    ['http://x/v1/list', 'Fetch', 'http://x/page.js', true, 610, 800],
    ['http://x/a.png', 'Image', 'http://x/page.js', true, 810, 900],
  ];

  it.each<[string, { time: number; url: string | null }, number, string[]]>([
    [
      'text painted after the list: the list is the deepest',
      { time: 850, url: null },
      4,
      [HTML, 'http://x/page.js', 'http://x/v1/me', 'http://x/v1/list'],
    ],
    [
      'text painted before the list arrived counts what had finished',
      { time: 700, url: null },
      3,
      [HTML, 'http://x/page.js', 'http://x/v1/me'],
    ],
    [
      'an image is its own request level',
      { time: 950, url: 'http://x/a.png' },
      5,
      [HTML, 'http://x/page.js', 'http://x/v1/me', 'http://x/v1/list', 'http://x/a.png'],
    ],
  ])('%s', (_, lcp, levels, chain) => {
    expect(levelsBeforeLcp(requests(rows), lcp)).toEqual({ levels, chain });
  });
});
