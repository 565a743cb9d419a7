import { describe, expect, it } from 'vitest';
import {
  csvRecordOf,
  importRowMessage,
  spreadsheetRow,
  unknownImportColumns,
  spreadsheetSafeCell,
} from './imports.rules.ts';
import { ZImportRequest } from './imports.schema.ts';

describe('csvRecordOf', () => {
  it.each([
    [
      'a user with lists and a boolean',
      'users',
      { Name: 'Ada Byron', email: 'ada@example.test', role: 'teacher', membership: 'pro; premium', testUser: 'Yes' },
      {
        record: {
          name: 'Ada Byron',
          email: 'ada@example.test',
          role: ['teacher'],
          membership: ['pro', 'premium'],
          testUser: true,
        },
      },
    ],
    ['blank cells left out', 'users', { name: 'Ada', email: '  ', testUser: '' }, { record: { name: 'Ada' } }],
    ['the first column is required', 'users', { name: ' ', email: 'ada@example.test' }, { error: 'name is required.' }],
    [
      'an unknown column',
      'users',
      { name: 'Ada', ssn: '123' },
      {
        error:
          "Unknown column 'ssn'. Columns: name, email, firstName, lastName, title, phone, role, membership, locationId, testUser, courseReadOnly.",
      },
    ],
    [
      'a boolean that is neither',
      'courses',
      { title: 'Welding', isPublic: 'maybe' },
      { error: "isPublic: write yes or no (found 'maybe')." },
    ],
    [
      'a course with topics split on commas',
      'courses',
      { title: 'Welding 101', topics: 'safety, MIG', isPublic: 'false' },
      { record: { title: 'Welding 101', topics: ['safety', 'MIG'], isPublic: false } },
    ],
    ['an empty trailing column', 'courses', { title: 'Welding', '': '' }, { record: { title: 'Welding' } }],
  ] as const)('%s', (_name, kind, row, expected) => {
    expect(csvRecordOf(kind, row as Record<string, string>)).toEqual(expected);
  });
});

describe('import helpers', () => {
  it('numbers rows as a spreadsheet does and words the refusal', () => {
    expect(spreadsheetRow(0)).toBe(2);
    expect(importRowMessage({ row: 3, message: 'Enter a valid e-mail address.' })).toBe(
      'Row 3: Enter a valid e-mail address.',
    );
  });

  it.each([
    [['name', 'EMAIL', ' role '], []],
    [['name', 'password', ''], ['password']],
  ])('unknown columns of %j are %j', (headers, unknown) => {
    expect(unknownImportColumns('users', headers)).toEqual(unknown);
  });

  it.each([
    [{ orgId: 'o1', rows: [] }, 'The file has no rows.'],
    [{ orgId: 'o1', rows: Array.from({ length: 501 }, () => ({ name: 'x' })) }, 'Import at most 500 rows at once.'],
  ])('refuses %#', (body, message) => {
    const result = ZImportRequest.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('spreadsheetSafeCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+31 20 555', "'+31 20 555"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTabbed', "'\tTabbed"],
    ['\rReturn', "'\rReturn"],
    // Cells that span lines (issue 24 #10): the first character still decides.
    ['=HYPERLINK("https://evil.example")\nsecond line', '\'=HYPERLINK("https://evil.example")\nsecond line'],
    ['=cmd|\r\n', "'=cmd|\r\n"],
    ['Plain\n=not a formula here', 'Plain\n=not a formula here'],
    ['Denise Kowalski', 'Denise Kowalski'],
    ['', ''],
  ])('%j is exported as %j', (cell, safe) => {
    expect(spreadsheetSafeCell(cell)).toBe(safe);
  });
});
