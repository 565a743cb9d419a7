import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { closeDatabase } from './db/client.ts';
import { seedDemo } from './db/seed/demo.ts';
import { createDeps } from './deps.ts';
import { assistantFrameAncestors } from './features/assistant/frame-ancestors.ts';
import { loadBundledData } from './startup-data.ts';
import { serveWeb } from './web/web.ts';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts the whole platform in this process and returns a function that stops it cleanly. */
export async function start(env: Record<string, string | undefined> = process.env) {
  const started = performance.now();
  const config = loadConfig(env);
  const deps = createDeps(config);
  for (const w of config.warnings) deps.log.info(w);

  const seed = config.demo ? await seedDemo({ db: deps.db, pepper: config.tokenSecret, cipher: deps.cipher }) : null;
  const dataLoad = loadBundledData(deps);

  const app = createApp(deps, {
    web: serveWeb(
      { widgetsDist: join(repo, 'widgets/dist'), hostedDist: join(repo, 'hosted/dist'), examplesDir: join(repo, 'examples/public') },
      { frameAncestors: assistantFrameAncestors(deps.db) },
    ),
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
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
      `  API               ${base}/v1/…`,
      `  Embed script      ${base}/embed.js`,
      `  Example page      ${base}/examples/`,
      `  Data folder       ${config.dataDir}`,
      `  E-mail            ${deps.mailer.transport === 'smtp' ? 'SMTP' : 'outbox only (stored, viewable in the console)'}`,
      ...(dataLoad ? [`  Occupation data   ${dataLoad}`] : []),
    ];
    if (seed) {
      lines.push('', seed.seeded ? 'Demo data seeded. Demo sign-ins:' : 'Demo sign-ins:');
      for (const s of seed.signIns) lines.push(`  ${s.role.padEnd(16)} ${s.email.padEnd(44)} ${s.password}`);
      if (seed.accessCodes.length) {
        lines.push('', 'Demo access codes:');
        for (const a of seed.accessCodes) lines.push(`  ${a.what.padEnd(32)} ${`${base}${a.url}`.padEnd(60)} ${a.code}`);
      }
    }
    console.log(lines.join('\n') + '\n');
  }

  let stopping = false;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (stopping) return resolve();
      stopping = true;
      server.close(() => {
        closeDatabase(deps.db);
        resolve();
      });
      // Keep-alive connections would hold close() open; end them.
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    });
  return { port, base, stop, deps };
}

/** Runs until SIGINT or SIGTERM, then closes the server and the database. */
export async function runUntilSignal(env: Record<string, string | undefined> = process.env): Promise<void> {
  const { stop } = await start(env);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(`\n${signal}: shutting down…`);
      void stop().then(() => process.exit(0));
    });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runUntilSignal();
