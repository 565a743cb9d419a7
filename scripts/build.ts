/** `npm run build` (with --force) or `tsx scripts/build.ts` (only what is stale). */
import { ensureBuilt } from './build/index.ts';

const started = performance.now();
try {
  const { built } = await ensureBuilt({ force: process.argv.includes('--force') });
  const took = Math.round(performance.now() - started);
  console.log(built.length ? `built ${built.join(', ')} in ${took} ms` : `everything is up to date (${took} ms)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
