import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../http/actor.ts';
import { MALFORMED_ESCAPE } from '../http/errors.ts';
import { decodePathPart } from '../http/request.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

export interface WebRoots {
  widgetsDist: string;
  hostedDist: string;
  examplesDir: string;
}

export interface WebOptions {
  /** A page's CSP frame-ancestors sources decided per request (null: the default for the path). */
  frameAncestors?: (path: string, query: URLSearchParams) => string | null;
}

/** Serves one folder's files (no directory listing, no path escape) with ETags. */
function serveFolder(app: Hono<AppEnv>, urlPrefix: string, root: string, cache: string) {
  const base = resolve(root);
  app.get(`${urlPrefix}/*`, (c) => {
    const rel = decodePathPart(c.req.path.slice(urlPrefix.length + 1));
    if (rel === null) return c.json({ error: { code: 'bad_request', message: MALFORMED_ESCAPE } }, 400);
    // A folder answers with its index.html (the examples are plain pages).
    const file = resolve(base, rel === '' || rel.endsWith('/') ? `${rel}index.html` : rel);
    if (!file.startsWith(base + sep)) return c.notFound();
    return sendFile(c, file, cache);
  });
}

function serveFile(app: Hono<AppEnv>, path: string, file: string, cache: string) {
  app.get(path, (c) => sendFile(c, file, cache));
}

/** One file with an ETag; widget files may be loaded by any site (CORS for module imports). */
function sendFile(c: Context<AppEnv>, file: string, cache: string) {
  if (!existsSync(file) || !statSync(file).isFile()) return c.notFound();
  const st = statSync(file);
  const etag = `W/"${st.size.toString(36)}-${st.mtimeMs.toString(36)}"`;
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  return c.body(readFileSync(file), 200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cache,
    ETag: etag,
    'Access-Control-Allow-Origin': '*',
    'X-Content-Type-Options': 'nosniff',
  });
}

interface HostedManifest {
  entry: string;
  css?: string[];
  preload?: string[];
}

/**
 * Widget bundles (any site may load them), examples, hosted assets, and the
 * hosted pages' HTML shell for every other GET that is not the API.
 */
export function serveWeb(roots: WebRoots, options: WebOptions = {}) {
  return (app: Hono<AppEnv>) => {
    // Widget chunks keep stable names, so browsers revalidate them (ETag) and never mix old and new chunks; hosted assets are content-hashed.
    // The loader finds its chunks beside itself (its script src, which a redirect would not change),
    // so /embed.js and /chunks/* are served in place, as well as everything under /widgets/*.
    serveFile(app, '/embed.js', join(roots.widgetsDist, 'embed.js'), 'no-cache');
    serveFolder(app, '/chunks', join(roots.widgetsDist, 'chunks'), 'no-cache');
    serveFolder(app, '/widgets', roots.widgetsDist, 'no-cache');
    serveFolder(app, '/app', roots.hostedDist, 'public, max-age=31536000, immutable');
    app.get('/examples', (c) => c.redirect('/examples/', 301));
    serveFolder(app, '/examples', roots.examplesDir, 'no-cache');

    let shell: string | null = null;
    const render = () => {
      if (shell) return shell;
      const manifestFile = join(roots.hostedDist, 'manifest.json');
      if (!existsSync(manifestFile)) return null;
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as HostedManifest;
      const css = (manifest.css ?? []).map((href) => `<link rel="stylesheet" href="/app/${href}">`).join('');
      shell = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pathcraft</title><meta name="robots" content="noindex">${css}${[manifest.entry, ...(manifest.preload ?? [])].map((f) => `<link rel="modulepreload" href="/app/${f}">`).join('')}</head><body><div id="root"></div><script type="module" src="/app/${manifest.entry}"></script></body></html>`;
      return shell;
    };

    app.get('*', (c) => {
      const path = c.req.path;
      if (path.startsWith('/v1/') || path.startsWith('/files/')) return c.notFound();
      const html = render();
      if (!html) return c.text('The hosted pages are not built yet: run npm run build.', 503);
      // Pages meant for iframes on customer sites may be framed; everything else may not.
      const frameable = /^\/(external\/(job-profiles|pathways|assistant)|o\/)/.test(path);
      const ancestors = options.frameAncestors?.(path, new URL(c.req.url).searchParams) ?? (frameable ? '*' : "'none'");
      return c.html(html, 200, {
        'Content-Security-Policy': `default-src 'self'; img-src 'self' data: https: http:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; frame-src 'self' https:; media-src 'self' https:; frame-ancestors ${ancestors}; base-uri 'self'; form-action 'self'`,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Cache-Control': 'no-cache',
      });
    });
  };
}
