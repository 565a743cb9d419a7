import { createRequire } from 'node:module';
import type { ZipCode } from 'zipcodes';

let zipcodes: typeof import('zipcodes') | undefined;

/**
 * The `zipcodes` table takes half a second and 30 MB to load, so it loads on the first lookup
 * rather than at start-up (and not at all in processes that never ask).
 */
function table(): typeof import('zipcodes') {
  zipcodes ??= createRequire(import.meta.url)('zipcodes') as typeof import('zipcodes');
  return zipcodes;
}

/** City, state and coordinates of a US ZIP code; undefined when unknown. */
export function lookupZip(zip: string): ZipCode | undefined {
  return /^\d{5}$/.test(zip) ? table().lookup(zip) : undefined;
}

/** 'PA' for 'Pennsylvania'. */
export function stateAbbreviation(name: string): string | undefined {
  return table().states.full[name.toUpperCase()];
}
