import { describe, expect, it } from 'vitest';
import { formatTable, sizeRow } from './size-report.ts';

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
