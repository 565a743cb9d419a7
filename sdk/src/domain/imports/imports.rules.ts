/** What the console imports from CSV files. */
export const IMPORT_KINDS = ['users', 'courses'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** At most this many rows in one import: one transaction, one request. */
export const IMPORT_MAX_ROWS = 500;

type CellType = 'text' | 'list' | 'boolean';

/** The columns a CSV file may have, with how each cell is read; the first column listed is required. */
export const IMPORT_COLUMNS: Record<ImportKind, Record<string, CellType>> = {
  users: {
    name: 'text',
    email: 'text',
    firstName: 'text',
    lastName: 'text',
    title: 'text',
    phone: 'text',
    role: 'list',
    membership: 'list',
    locationId: 'text',
    testUser: 'boolean',
    courseReadOnly: 'boolean',
  },
  courses: {
    title: 'text',
    courseSlug: 'text',
    description: 'text',
    overview: 'text',
    schedule: 'text',
    topics: 'list',
    streamingLink: 'text',
    image: 'text',
    isPublic: 'boolean',
    openEnrollment: 'boolean',
    inviteOnly: 'boolean',
    locked: 'boolean',
    isLive: 'boolean',
  },
};

/** A parsed CSV row: header to cell text. */
export type CsvRow = Record<string, string>;

/** One refused row, numbered as a spreadsheet shows it (the header is row 1). */
export interface ImportRowError {
  row: number;
  message: string;
}

export interface ImportResult {
  rows: number;
  /** Rows that would be (preview) or were (apply) created. */
  created: number;
  errors: ImportRowError[];
}

/** The spreadsheet row number of the data row at index i. */
export const spreadsheetRow = (index: number) => index + 2;

/** The message an import is refused with when one of its rows is: 'Row 3: Enter a valid e-mail address.' */
export const importRowMessage = (error: ImportRowError) => `Row ${error.row}: ${error.message}`;

const TRUE = new Set(['true', 'yes', 'y', '1', 'x']);
const FALSE = new Set(['false', 'no', 'n', '0']);

/** The columns of a file this kind does not know, matched without regard to case and spaces. */
export function unknownImportColumns(kind: ImportKind, headers: readonly string[]): string[] {
  const known = new Set(Object.keys(IMPORT_COLUMNS[kind]).map((k) => k.toLowerCase()));
  return headers.filter((h) => h.trim() !== '' && !known.has(h.trim().toLowerCase()));
}

/**
 * One CSV row as the record the data API takes: known columns only (matched without regard to
 * case), blank cells left out, lists split on ';' or ',', yes/no and true/false as booleans.
 * The record's own rules (required fields, e-mail shape, roles...) are the entity schema's.
 */
export function csvRecordOf(kind: ImportKind, row: CsvRow): { record: Record<string, unknown> } | { error: string } {
  const columns = IMPORT_COLUMNS[kind];
  const byLower = new Map(Object.keys(columns).map((k) => [k.toLowerCase(), k]));
  const record: Record<string, unknown> = {};
  for (const [header, raw] of Object.entries(row)) {
    const field = byLower.get(header.trim().toLowerCase());
    if (!field) {
      if (header.trim() === '' && raw.trim() === '') continue;
      return { error: `Unknown column '${header}'. Columns: ${Object.keys(columns).join(', ')}.` };
    }
    const cell = raw.trim();
    if (cell === '') continue;
    const type = columns[field]!;
    if (type === 'boolean') {
      const value = cell.toLowerCase();
      if (!TRUE.has(value) && !FALSE.has(value)) return { error: `${field}: write yes or no (found '${cell}').` };
      record[field] = TRUE.has(value);
    } else if (type === 'list') {
      record[field] = cell
        .split(/[;,]/)
        .map((v) => v.trim())
        .filter(Boolean);
    } else record[field] = cell;
  }
  const required = Object.keys(columns)[0]!;
  if (record[required] === undefined) return { error: `${required} is required.` };
  return { record };
}

/** What a spreadsheet runs as a formula when a cell starts with it (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell of an exported CSV as a spreadsheet should read it: one that would start a formula is
 * kept as text with a leading apostrophe. The whole cell counts, lines and all: a cell that spans
 * lines is one value, and its first character decides.
 */
export function spreadsheetSafeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A field RFC 4180 must quote: one holding a comma, a quote or a line break (and, as spreadsheets trim them, edge spaces). */
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell as a CSV field: spreadsheet-safe (spreadsheetSafeCell), then quoted per RFC 4180 when it must be, quotes doubled. */
export function csvField(value: string): string {
  const safe = spreadsheetSafeCell(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV document (RFC 4180: CRLF between records, none after the last) whose every cell is spreadsheet-safe. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n');
}
