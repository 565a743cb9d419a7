import { pathToFileURL } from 'node:url';
import { startTempCluster } from '../../server/src/test/temp-pg-cluster.ts';

/**
 * `npx tsx scripts/pg/temp-cluster.ts`: starts a throw-away PostgreSQL server, prints its
 * DATABASE_URL and keeps it until Ctrl-C or SIGTERM, then stops it and deletes its folder.
 * The cluster code lives in server/src/test so the server's own tests can import it.
 */
export { startTempCluster, type TempCluster } from '../../server/src/test/temp-pg-cluster.ts';

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const cluster = await startTempCluster();
  console.log(`DATABASE_URL=${cluster.url}`);
  // Nothing else keeps this process (and with it the server) alive.
  const keepAlive = setInterval(() => undefined, 60_000);
  const stop = () => void cluster.stop().finally(() => clearInterval(keepAlive));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
