/**
 * `npm start`: builds what is missing or stale, then runs the platform
 * (migrations, first-run demo seed, API, bundles and hosted pages).
 */
import { ensureBuilt } from './build/index.ts';

const t0 = performance.now();
const { built } = await ensureBuilt({ log: (s) => console.log(s) });
if (built.length) console.log(`Built ${built.join(', ')} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const { runUntilSignal } = await import('../server/src/main.ts');
await runUntilSignal();
