import { type Handler, Hono } from 'hono';
import { databaseWriteProblem } from './db/client.ts';
import { DATABASE_RETRY_AFTER_S } from './db/connection-errors.ts';
import type { AppEnv } from './platform/actor.ts';
import type { Deps } from './platform/deps.ts';
import { compress } from './http/compress.ts';
import { errorHandler, notFound } from './http/errors.ts';
import { requestLog } from './http/request-log.ts';

export interface AppOptions {
  /** Serves the built bundles and hosted pages (off in API tests). */
  web?: (app: Hono<AppEnv>) => void;
}

/** The whole platform as one Hono app: API under /v1, bundles and hosted pages around it. */
export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.use('*', requestLog(deps.log));
  const onError = errorHandler(deps.log);
  app.onError(onError);
  app.notFound(notFound);
  // Brotli or gzip for every compressible answer (pre-compressed static files pass through as they are).
  app.use('*', compress());

  // Ready only when the database can save changes: a load balancer stops sending writes to a full or read-only node.
  app.get('/healthz', async (c) => {
    const reason = await databaseWriteProblem(deps.db, deps.config.dataDir);
    if (reason) c.header('Retry-After', String(DATABASE_RETRY_AFTER_S));
    return reason ? c.json({ ok: false, reason }, 503) : c.json({ ok: true });
  });

  // The API and the files answer from the app built on their first request (issue 29: a start builds no route
  // declaration and evaluates no feature; the first answer, /healthz, needs none).
  const api = lazyRoutes(() => import('./api.ts').then(({ createApi }) => createApi(deps, onError)));
  app.all('/v1/*', api.answer);
  app.all('/files/*', api.answer);
  options.web?.(app);
  // Tests list the API's routes (`(await app.api()).routes`): the app itself lists only the catch-alls above.
  return Object.assign(app, { api: api.load });
}

/**
 * A handler answering from an app built on its first request: concurrent first requests wait for the
 * same build, and a failed build is tried again by the next request.
 */
export function lazyRoutes(build: () => Promise<Hono<AppEnv>>): {
  answer: Handler<AppEnv>;
  load: () => Promise<Hono<AppEnv>>;
} {
  let built: Promise<Hono<AppEnv>> | null = null;
  const load = () =>
    (built ??= build().catch((err: unknown) => {
      built = null;
      throw err;
    }));
  return { answer: async (c) => (await load()).fetch(c.req.raw, c.env), load };
}
