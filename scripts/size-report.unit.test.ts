import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  type Budgets,
  formatTable,
  groupRow,
  hostedPreloadsOf,
  logicalName,
  sizeRow,
  staticImports,
} from './size-report.ts';

const budgets = { default: 100, files: { 'embed.js': 30 } };
const bytes = (text: string) => new TextEncoder().encode(text);

describe('sizeRow', () => {
  it('uses the file budget, else the default', () => {
    expect(sizeRow('embed.js', bytes('x'), budgets)).toMatchObject({ file: 'embed.js', raw: 1, budget: 30, ok: true });
    expect(sizeRow('chunks/other.js', bytes('x'), budgets)).toMatchObject({ budget: 100, ok: true });
  });

  it('fails a file whose gzip size passes its budget', () => {
    const random = Array.from({ length: 200 }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 90))).join('');
    const row = sizeRow('embed.js', bytes(random), budgets);
    expect(row.gzip).toBeGreaterThan(30);
    expect(row.ok).toBe(false);
  });
});

describe('formatTable', () => {
  it('aligns the columns', () => {
    const table = formatTable([
      { file: 'embed.js', raw: 834, gzip: 525, budget: 1536, ok: true },
      { file: 'chunks/runtime.js', raw: 17879, gzip: 11000, budget: 10240, ok: false },
    ]);
    expect(table.split('\n')).toEqual([
      'file               raw bytes  gzip bytes  budget  status',
      '-----------------  ---------  ----------  ------  -----------',
      'embed.js                 834         525    1536  ok',
      'chunks/runtime.js      17879       11000   10240  OVER BUDGET',
    ]);
  });
});

describe('groups of files loaded together', () => {
  const code: Record<string, string> = {
    'chunks/assistant.js':
      'import{a as t}from"./runtime.js";import{b}from"./errors.js";const p=()=>import("./assistant-panel.js");',
    'chunks/assistant-panel.js': 'import{B}from"./Button.js";import"./assistant.js";export{X}from"./runtime.js";',
    'chunks/errors.js': 'import{R}from"./runtime.js";',
    'chunks/Button.js': '',
    'chunks/runtime.js': '',
  };
  const row = (file: string, gzip: number) => ({ file, raw: gzip * 2, gzip, budget: 0, ok: true });
  const rows = [
    row('embed.js', 500),
    row('chunks/assistant.js', 3000),
    row('chunks/assistant-panel.js', 6000),
    row('chunks/errors.js', 1400),
    row('chunks/Button.js', 500),
    row('chunks/runtime.js', 7800),
  ];

  it('names hashed chunks without their hash', () => {
    expect(logicalName('chunks/assistant-panel-Dk_3-a.js')).toBe('chunks/assistant-panel.js');
    expect(logicalName('chunks/use-user-id.js')).toBe('chunks/use-user-id.js');
    expect(staticImports('import{a}from"./runtime-C0ffee.js";')).toEqual(['chunks/runtime.js']);
  });

  it('finds static imports but not dynamic ones', () => {
    expect(staticImports(code['chunks/assistant.js']!)).toEqual(['chunks/runtime.js', 'chunks/errors.js']);
    expect(staticImports(code['chunks/assistant-panel.js']!)).toEqual([
      'chunks/Button.js',
      'chunks/assistant.js',
      'chunks/runtime.js',
    ]);
  });

  it('sums a group with every chunk it imports statically, the runtime included', () => {
    const closed = groupRow(
      'closed',
      { files: ['embed.js', 'chunks/assistant.js'], budget: 15360 },
      rows,
      (f) => code[f] ?? '',
    );
    expect(closed).toMatchObject({
      gzip: 500 + 3000 + 1400 + 7800,
      ok: true,
      file: 'closed: embed.js + assistant.js + errors.js + runtime.js',
    });
    const open = groupRow(
      'open',
      { files: ['embed.js', 'chunks/assistant.js', 'chunks/assistant-panel.js'], budget: 18000 },
      rows,
      (f) => code[f] ?? '',
    );
    expect(open).toMatchObject({ gzip: 500 + 3000 + 6000 + 1400 + 500 + 7800, ok: false });
  });

  // Issue 29 goal 7: the open assistant's 14.3 KB left out the 7.8 KB runtime every open downloads.
  it.each(
    Object.entries(
      (JSON.parse(readFileSync(new URL('./size-budgets.json', import.meta.url), 'utf8')) as Budgets).groups ?? {},
    ),
  )('group %s counts every file it loads (nothing excluded)', (_name, group) => {
    expect(Object.keys(group).filter((key) => !['files', 'budget', '$comment'].includes(key))).toEqual([]);
  });
});

describe('hostedPreloadsOf', () => {
  const manifest = {
    entry: 'assets/main.js',
    preload: ['assets/react.js'],
    routes: [
      { pattern: '^\\/login(?:\\/([^/]+))?\\/?$', files: ['assets/LoginPage.js'] },
      { pattern: '^\\/?$', files: ['assets/CoursesPage.js', 'assets/use-read.js'] },
    ],
  };
  it.each([
    ['/login', ['assets/main.js', 'assets/react.js', 'assets/LoginPage.js']],
    ['/LOGIN/demo-workforce', ['assets/main.js', 'assets/react.js', 'assets/LoginPage.js']],
    ['/', ['assets/main.js', 'assets/react.js', 'assets/CoursesPage.js', 'assets/use-read.js']],
    ['/nowhere', null],
  ])('%s: %j', (path, files) => {
    expect(hostedPreloadsOf(manifest, path)).toEqual(files);
  });
});
