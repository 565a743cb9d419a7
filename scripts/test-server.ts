/**
 * `npm run test:server`: the server (API) tests twice, on SQLite and on PostgreSQL (see
 * serverParts). `--with-browser` runs the browser tests beside both passes. Other arguments
 * go to both vitest runs. Exits non-zero when any run fails.
 */
import { report, serverParts } from './test-parts.ts';

const withBrowser = process.argv.includes('--with-browser');
const args = process.argv.slice(2).filter((a) => a !== '--with-browser');
report(await serverParts(withBrowser, args));
