import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { closeDatabase } from './db/client.ts';
import { databaseUnreachable } from './db/connection-errors.ts';
import { demoOnStart } from './seed/demo-on-start.ts';
import { createDeps } from './deps.ts';
import type { Deps } from './platform/deps.ts';
import { prepareAgreements } from './features/agreements/prepare-agreements.ts';
import { publicPageFollowingReads } from './features/public-pages/public-page-preloads.ts';
import { assistantFrameAncestors } from './features/assistant/frame-ancestors.ts';
import { loadBundledData } from './startup-data.ts';
import { startFromReference } from './features/occupations/reference-db.ts';
import { serveWeb } from './web/web.ts';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The demo's public pages, shown on the start-up banner beside the sign-ins. */
const DEMO_PUBLIC_PAGES = [
  ['Course page', '/o/demo-workforce/courses/courseSlug/osha-10-general-industry'],
  ['Pathway page', '/o/demo-workforce/pathways/demo-pathway-maintenance'],
  ['Public page', '/o/demo-community/page/demo-page-community'],
] as const;

/**
 * Which database this process uses, for the start banner and start-up failures: the SQLite file, or
 * PostgreSQL's user, host, port and database. Never the password, nor the URL's parameters (a
 * `password=` may hide there).
 */
export function describeDatabase(config: Pick<Config, 'dbFile' | 'databaseUrl'>): string {
  if (!config.databaseUrl) return `SQLite ${config.dbFile}`;
  let url: URL;
  try {
    url = new URL(config.databaseUrl);
  } catch {
    return 'PostgreSQL (DATABASE_URL cannot be read as a URL)';
  }
  // A socket folder in ?host= stands for the host when the URL names none.
  const host = decodeURIComponent(url.hostname) || url.searchParams.get('host') || 'localhost';
  const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
  const database = decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username) || 'postgres';
  return `PostgreSQL ${user}${host}:${url.port || '5432'}/${database}`;
}

/** Why the platform could not start, in one line that names the folder or setting and what to do. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/**
 * The start-up failures an operator can fix (configuration, the data folder, the database
 * file, the port) as a StartupError; anything else is a bug and keeps its stack.
 */
function explainStartupFailure(err: unknown, config: Config | null, phase: 'open' | 'listen'): unknown {
  if (err instanceof ConfigError) return new StartupError(err.message);
  if (!config) return err;
  const code = String((err as NodeJS.ErrnoException | null)?.code ?? '');
  const { dbFile, dataDir } = config;
  if (phase === 'listen') {
    if (code === 'EADDRINUSE')
      return new StartupError(
        `Port ${config.port} on ${config.host} is already in use: stop the other server, or set PORT to a free port.`,
      );
    if (code === 'EACCES')
      return new StartupError(`This user may not listen on port ${config.port} (EACCES): set PORT to 1024 or above.`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      return new StartupError(
        `HOST ${config.host} is not an address of this machine (${code}): set HOST to one of its addresses, or 0.0.0.0 for all.`,
      );
    return err;
  }
  const unreachable = config.databaseUrl ? databaseUnreachable(err) : null;
  if (unreachable)
    return new StartupError(
      `The database (${describeDatabase(config)}) is not reachable (${unreachable.code}): start it, or correct DATABASE_URL.`,
    );
  if (/^SQLITE_(NOTADB|CORRUPT)/.test(code))
    return new StartupError(
      `The database ${dbFile} is damaged or is not a Pathcraft database (${code}): restore it from a backup, or move it away to start with an empty one.`,
    );
  if (/^SQLITE_(BUSY|LOCKED)/.test(code))
    return new StartupError(
      `The database ${dbFile} is locked by another process (${code}): stop the other Pathcraft server using ${dataDir}, or set PATHCRAFT_DATA_DIR to another folder.`,
    );
  if (/^(SQLITE_FULL|ENOSPC|EDQUOT)$/.test(code))
    return new StartupError(
      `The disk holding ${dataDir} is full (${code}): free some space, or set PATHCRAFT_DATA_DIR to a folder on another disk.`,
    );
  if (/^(SQLITE_(READONLY|CANTOPEN|PERM|IOERR)|EROFS|EACCES|EPERM)/.test(code)) {
    return new StartupError(
      `The database ${dbFile} cannot be opened for writing (${code}): give the user running Pathcraft write access to ${dataDir}, or set PATHCRAFT_DATA_DIR to another folder.`,
    );
  }
  return err;
}

/** Configuration, data folder and database, seeded and up to date; what fails is explained (explainStartupFailure). */
async function openPlatform(env: Record<string, string | undefined>) {
  let config: Config | null = null;
  let deps: Deps | null = null;
  try {
    config = loadConfig(env);
    if (!config.databaseUrl) startFromReference(config.dbFile);
    // node-postgres is loaded only for PostgreSQL: a SQLite start skips it.
    deps = createDeps(
      config,
      config.databaseUrl ? { db: await (await import('./db/pg-client.ts')).openPgDatabase(config.databaseUrl) } : {},
    );
    const seed = config.demo
      ? await demoOnStart({ db: deps.db, pepper: config.tokenSecret, cipher: deps.cipher, storage: deps.storage })
      : null;
    await prepareAgreements(deps);
    const dataLoad = await loadBundledData(deps);
    return { config, deps, seed, dataLoad };
  } catch (err) {
    // Closing must not hide the failure (closeDatabase writes, which a full or locked database refuses).
    await deps?.db.capabilities.lifecycle.closeWithoutWriting().catch(() => undefined);
    throw explainStartupFailure(err, config, 'open');
  }
}

/** Starts the whole platform in this process and returns a function that stops it cleanly. */
export async function start(env: Record<string, string | undefined> = process.env) {
  const started = performance.now();
  const { config, deps, seed, dataLoad } = await openPlatform(env);
  for (const w of config.warnings) deps.log.info(w);

  const app = createApp(deps, {
    web: serveWeb(
      {
        widgetsDist: join(repo, 'widgets/dist'),
        hostedDist: join(repo, 'hosted/dist'),
        examplesDir: join(repo, 'examples/public'),
      },
      {
        frameAncestors: assistantFrameAncestors(deps.db),
        publicUrl: () => config.publicUrl,
        followingReads: publicPageFollowingReads(deps.db),
      },
    ),
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', () => resolve());
      server.once('error', reject);
    });
  } catch (err) {
    await closeDatabase(deps.db);
    throw explainStartupFailure(err, config, 'listen');
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = config.publicUrl.replace(`:${config.port}`, `:${port}`);
  // With PORT=0 the system picks the port: links, file URLs and e-mails must use the real one.
  if (config.port === 0) config.publicUrl = base;

  if (config.logLevel !== 'silent') {
    const lines = [
      '',
      `Pathcraft is running on ${base}  (started in ${Math.round(performance.now() - started)} ms)`,
      `  Console           ${base}/`,
      `  Sign in           ${base}/login`,
      `  API               ${base}/v1/…  (explorer ${base}/api, document ${base}/v1/openapi.json)`,
      `  Embed script      ${base}/embed.js`,
      `  Example page      ${base}/examples/`,
      `  Data folder       ${config.dataDir}`,
      `  Database          ${describeDatabase(config)}`,
      `  E-mail            ${deps.mailer.transport === 'smtp' ? 'SMTP' : 'outbox only (stored, viewable in the console)'}`,
      ...(dataLoad ? [`  Occupation data   ${dataLoad}`] : []),
    ];
    if (seed) {
      lines.push('', seed.seeded ? 'Demo data seeded. Demo sign-ins:' : 'Demo sign-ins:');
      for (const s of seed.signIns) lines.push(`  ${s.role.padEnd(16)} ${s.email.padEnd(44)} ${s.password}`);
      if (seed.accessCodes.length) {
        lines.push('', 'Demo access codes:');
        for (const a of seed.accessCodes)
          lines.push(`  ${a.what.padEnd(32)} ${`${base}${a.url}`.padEnd(60)} ${a.code}`);
      }
      lines.push('', 'Demo public site:');
      for (const [what, path] of DEMO_PUBLIC_PAGES) lines.push(`  ${what.padEnd(32)} ${base}${path}`);
    }
    console.log(`${lines.join('\n')}\n`);
  }

  let stopping = false;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (stopping) return resolve();
      stopping = true;
      server.close(async () => {
        await closeDatabase(deps.db);
        resolve();
      });
      // Keep-alive connections would hold close() open; end them.
      if ('closeAllConnections' in server) server.closeAllConnections();
    });
  return { port, base, stop, deps };
}

/** Runs until SIGINT or SIGTERM, then closes the server and the database. */
export async function runUntilSignal(env: Record<string, string | undefined> = process.env): Promise<void> {
  let stop: () => Promise<void>;
  try {
    ({ stop } = await start(env));
  } catch (err) {
    // What the operator can fix is one line; anything else is a bug and keeps its stack.
    console.error(err instanceof StartupError ? `Pathcraft could not start: ${err.message}` : err);
    process.exit(1);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(`\n${signal}: shutting down…`);
      void stop().then(() => process.exit(0));
    });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void runUntilSignal();
