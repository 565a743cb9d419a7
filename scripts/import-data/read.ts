import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Reads a UTF-8 text file, dropping a byte-order mark. */
export function readText(file: string): string {
  const text = readFileSync(file, 'utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks; CRLF or LF rows. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** O*NET text files: tab-delimited, no quoting, header row first. */
export function parseTsv(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.length > 0)
    .map((line) => line.split('\t'));
}

/** Turns header + rows into records keyed by the header's column names. */
export function toRecords(rows: string[][]): Record<string, string>[] {
  const [header, ...body] = rows;
  if (!header) return [];
  return body.map((cells) => {
    const record: Record<string, string> = {};
    header.forEach((name, i) => (record[name] = cells[i] ?? ''));
    return record;
  });
}

export function readCsvRecords(dir: string, ...path: string[]): Record<string, string>[] {
  return toRecords(parseCsv(readText(join(dir, ...path))));
}

export function readTsvRecords(dir: string, ...path: string[]): Record<string, string>[] {
  return toRecords(parseTsv(readText(join(dir, ...path))));
}

/** A number from a source cell, or null for blanks and the publishers' "not available" markers (*, **, #, —, n/a). */
export function num(value: string | undefined): number | null {
  if (value === undefined) return null;
  const v = value.trim().replace(/,/g, '');
  if (v === '' || !/^-?\d+(\.\d+)?$/.test(v)) return null;
  return Number(v);
}

export function clean(value: string | undefined): string | null {
  const v = (value ?? '').replace(/\s+/g, ' ').trim();
  return v === '' || v === 'n/a' ? null : v;
}
