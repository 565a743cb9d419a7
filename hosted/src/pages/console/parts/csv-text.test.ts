import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvText } from './csv-text.ts';

describe('csvText', () => {
  it('keeps every formula as text, in cells that span lines too (issue 24 #10)', () => {
    const rows = [
      ['Denise', '=HYPERLINK("https://evil.example","Open")\nsecond line'],
      ['@SUM(A1)\r\nnext', 'plain\n=not first'],
      ['+1 412 555 0100', '-2'],
    ];
    const csv = csvText(['Name', 'Note'], rows);
    // Read back as a spreadsheet would: no cell starts a formula, and every line of a cell is kept.
    const cells = (Papa.parse<string[]>(csv).data as string[][]).slice(1).flat();
    expect(cells).toEqual([
      'Denise',
      '\'=HYPERLINK("https://evil.example","Open")\nsecond line',
      "'@SUM(A1)\r\nnext",
      'plain\n=not first',
      "'+1 412 555 0100",
      "'-2",
    ]);
    expect(cells.every((cell) => !/^[=+\-@\t\r]/.test(cell))).toBe(true);
  });

  it('leaves ordinary cells as they are', () => {
    expect(csvText(['Title', 'Hours'], [['Safety, first', '2400']])).toBe('Title,Hours\r\n"Safety, first",2400');
  });
});
