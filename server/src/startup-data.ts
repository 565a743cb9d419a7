import { loadOccupationData, loadOccupationDataIn } from './features/occupations/load-occupation-data.ts';
import type { Deps } from './platform/deps.ts';

/** How long a starting process waits for another one that is loading the same data (about 2 s of work, longer on a busy machine). */
const LOAD_WAIT_MS = 60_000;

/** Bundled reference data (occupations) is loaded on first run and whenever the bundle changes. */
export async function loadBundledData(deps: Deps): Promise<string> {
  // PostgreSQL: processes started together wait for the first one's load on an advisory lock.
  const result =
    deps.db.$dialect === 'postgres'
      ? await loadOccupationDataIn(deps.db)
      : // Before any request: holding the connection for the load (about 2 s) keeps nothing waiting.
        await deps.db.$withConnection((sqlite) => {
          // Processes started together on a new folder: the first loads, the others wait for its
          // transaction and then find the data current, instead of giving up after the usual 5 s.
          const usual = sqlite.pragma('busy_timeout', { simple: true }) as number;
          sqlite.pragma(`busy_timeout = ${LOAD_WAIT_MS}`);
          try {
            return loadOccupationData(sqlite);
          } finally {
            sqlite.pragma(`busy_timeout = ${usual}`);
          }
        });
  return result.loaded ? `loaded into the database in ${Math.round(result.ms)} ms` : 'up to date';
}
