import { sha256Hex } from './crypto.ts';

/** JSON with object keys sorted at every level: the same data always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** Columns that change after signing by design (the hashes themselves, the file key, bookkeeping). */
const VOLATILE = new Set(['dataHash', 'signedPdfHash', 'signedPdfKey', 'updatedAt']);

/** SHA-256 of a stored agreement row as canonical JSON, so a record can be re-checked against the database. */
export function agreementDataHash(row: Record<string, unknown>): string {
  return sha256Hex(canonicalJson(Object.fromEntries(Object.entries(row).filter(([k]) => !VOLATILE.has(k)))));
}
