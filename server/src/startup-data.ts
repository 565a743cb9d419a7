import { loadOccupationDataIn, OCCUPATION_DATA_DIR } from './features/occupations/load-occupation-data.ts';
import type { Deps } from './platform/deps.ts';

/** How long a starting process waits for another one that is loading the same data (about 2 s of work, longer on a busy machine). */
const LOAD_WAIT_MS = 60_000;

/** Bundled reference data (occupations) is loaded on first run and whenever the bundle changes. */
export async function loadBundledData(deps: Deps): Promise<string> {
  // Before any request: holding the connection for the load (about 2 s) keeps nothing waiting.
  const result = await loadOccupationDataIn(deps.db, OCCUPATION_DATA_DIR, { waitForOthersMs: LOAD_WAIT_MS });
  return result.loaded ? `loaded into the database in ${Math.round(result.ms)} ms` : 'up to date';
}
