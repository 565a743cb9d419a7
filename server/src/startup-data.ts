import { loadOccupationData } from './features/occupations/load-occupation-data.ts';
import type { Deps } from './http/deps.ts';

/** Bundled reference data (occupations) is loaded into SQLite on first run and whenever the bundle changes. */
export function loadBundledData(deps: Deps): string {
  const result = loadOccupationData(deps.db.$client);
  return result.loaded ? `loaded into the database in ${Math.round(result.ms)} ms` : 'up to date';
}
