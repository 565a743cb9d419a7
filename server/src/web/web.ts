import { ifNoneMatchHolds } from '../http/etag.ts';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { consoleEarlyReadUrls, EARLY_READS_ELEMENT, EARLY_READS_SCRIPT, type EarlyReadsBlock } from '@pathcraft/sdk';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../platform/actor.ts';
import { isCompressible, negotiateEncoding } from '../http/compress.ts';
import { type GeneratedDocument, generatedDocument } from '../http/generated-document.ts';
import { errorAnswer } from '../http/answer-language.ts';
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
  frameAncestors?: (path: string, query: URLSearchParams) => Promise<string | null>;
  /**
   * The configured public address (PUBLIC_URL), read per request: stored files are linked under it,
   * so audio, video and framed PDFs load from it when a visitor opened the site under another name.
   */
  publicUrl?: () => string;
  /**
   * The API reads a page makes next, once its first read has answered, when the server can tell them
   * from the address (a closed public page's link): preloaded with the first (issue 29).
   */
  followingReads?: (path: string) => Promise<string[]>;
}

/** A plain id or slug, as the pages' API reads put it in their URLs unchanged (nothing else reaches the HTML). */
const PLAIN = '([A-Za-z0-9_-]{1,128})';
const isPlain = (value: string | null): value is string => value !== null && new RegExp(`^${PLAIN}$`).test(value);

/**
 * The API read a hosted page makes first, by path (and query): the shell preloads it, so it starts
 * with the HTML instead of after the page's code has loaded and run, and the page's own fetch (same
 * URL, no sign-in or access code) takes the preloaded answer. The preload goes without credentials, so its
 * answer is what any visitor gets: a gated page answers with its link only, another organization's
 * page not at all (the reads check the organization in the URL). Ids are plain or nothing is preloaded.
 */
const DATA_PRELOADS: { path: RegExp; api: (params: string[], query: URLSearchParams) => string | null }[] = [
  { path: new RegExp(`^/external/invite/id/${PLAIN}/?$`), api: ([id]) => `/v1/invites/${id}` },
  {
    path: new RegExp(`^/o/${PLAIN}/page/${PLAIN}/?$`, 'i'),
    api: ([orgSlug, pageId]) => `/v1/public/pages/${pageId}?orgSlug=${orgSlug}`,
  },
  {
    path: new RegExp(`^/o/${PLAIN}/courses/${PLAIN}/${PLAIN}/?$`, 'i'),
    api: ([orgSlug, key, value]) => `/v1/public/orgs/${orgSlug}/courses/${key}/${value}`,
  },
  {
    path: /^\/external\/pathways\/?$/,
    api: (_, query) => (isPlain(query.get('orgId')) ? `/v1/organizations/lookup?id=${query.get('orgId')}` : null),
  },
];

export function dataPreloadOf(path: string, query = new URLSearchParams()): string | null {
  for (const preload of DATA_PRELOADS) {
    const m = preload.path.exec(path);
    if (m) return preload.api(m.slice(1), query);
  }
  return null;
}

/** The Content-Security-Policy source that allows the console shell's early-reads script and nothing else inline. */
export const EARLY_READS_HASH = `sha256-${createHash('sha256').update(EARLY_READS_SCRIPT).digest('base64')}`;

/** How long browsers keep each kind of file (see serveWeb). */
export const CACHE = {
  /** Content-hashed names: a new build makes new names, so a name's bytes never change. */
  immutable: 'public, max-age=31536000, immutable',
  /** embed.js keeps its name in customers' pages: a short cache, then revalidated by ETag. */
  loader: 'public, max-age=300',
  revalidate: 'no-cache',
} as const;

type CachePolicy = string | ((rel: string) => string);

/** Serves one folder's files (no directory listing, no path escape) with ETags. */
function serveFolder(app: Hono<AppEnv>, urlPrefix: string, root: string, cache: CachePolicy) {
  const base = resolve(root);
  app.get(`${urlPrefix}/*`, (c) => {
    const rel = decodePathPart(c.req.path.slice(urlPrefix.length + 1));
    if (rel === null) return errorAnswer(c, { code: 'bad_request', message: MALFORMED_ESCAPE }, 400);
    // A folder answers with its index.html (the examples are plain pages).
    const file = resolve(base, rel === '' || rel.endsWith('/') ? `${rel}index.html` : rel);
    if (!file.startsWith(base + sep)) return c.notFound();
    return sendFile(c, file, typeof cache === 'string' ? cache : cache(rel));
  });
}

function serveFile(app: Hono<AppEnv>, path: string, file: string, cache: string) {
  app.get(path, (c) => sendFile(c, file, cache));
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * One file with an ETag; widget files may be loaded by any site (CORS for module imports).
 * A compressible file is sent as the build's `<file>.br` or `<file>.gz` when the client
 * accepts it (precompress in scripts/build); without one, the compress middleware encodes it.
 */
function sendFile(c: Context<AppEnv>, file: string, cache: string) {
  if (!isFile(file)) return c.notFound();
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const compressible = isCompressible(type);
  const variants = compressible ? (['br', 'gzip'] as const).filter((coding) => isFile(`${file}${SUFFIX[coding]}`)) : [];
  const coding = variants.length ? negotiateEncoding(c.req.header('accept-encoding'), variants) : 'identity';
  const sent = coding === 'identity' ? file : `${file}${SUFFIX[coding]}`;
  const st = statSync(file);
  const etag = `W/"${st.size.toString(36)}-${st.mtimeMs.toString(36)}${coding === 'identity' ? '' : `-${coding}`}"`;
  const headers: Record<string, string> = {
    'Cache-Control': cache,
    ETag: etag,
    'Access-Control-Allow-Origin': '*',
    'X-Content-Type-Options': 'nosniff',
  };
  if (compressible) headers.Vary = 'Accept-Encoding';
  if (ifNoneMatchHolds(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  if (coding !== 'identity') headers['Content-Encoding'] = coding;
  return c.body(readFileSync(sent), 200, { ...headers, 'Content-Type': type });
}

const SUFFIX = { br: '.br', gzip: '.gz' } as const;

/** Public-site paths that are staff screens, never framed: a page's link-card reorder screen. */
const STAFF_SCREEN = /^\/o\/[^/]+\/page\/[^/]+\/reorder(\/|$)/i;

interface HostedManifest {
  entry: string;
  css?: string[];
  preload?: string[];
  /** Per route, first match wins: a case-insensitive path regex and its page's chunks (scripts/build/hosted.ts). */
  routes?: { pattern: string; files: string[] }[];
}

/**
 * Widget bundles (any site may load them), examples, hosted assets, and the
 * hosted pages' HTML shell for every other GET that is not the API.
 */
export function serveWeb(roots: WebRoots, options: WebOptions = {}) {
  return (app: Hono<AppEnv>) => {
    // Widget chunks and hosted assets have content-hashed names, cached for good; embed.js keeps its
    // name in customers' pages, so it is cached briefly and revalidated (a warm page load asks at most for it).
    // The loader finds its chunks beside itself (its script src, which a redirect would not change),
    // so /embed.js and /chunks/* are served in place, as well as everything under /widgets/*.
    serveFile(app, '/embed.js', join(roots.widgetsDist, 'embed.js'), CACHE.loader);
    serveFolder(app, '/chunks', join(roots.widgetsDist, 'chunks'), CACHE.immutable);
    serveFolder(app, '/widgets', roots.widgetsDist, (rel) =>
      rel.startsWith('chunks/') ? CACHE.immutable : rel === 'embed.js' ? CACHE.loader : CACHE.revalidate,
    );
    serveFolder(app, '/app', roots.hostedDist, CACHE.immutable);
    app.get('/examples', (c) => c.redirect('/examples/', 301));
    serveFolder(app, '/examples', roots.examplesDir, CACHE.revalidate);

    // One shell per route: its page's chunks are preloaded with the entry, so nothing waits for the entry to ask for them.
    let manifest: (HostedManifest & { matchers: RegExp[] }) | null = null;
    // html(data, ownPreloads): the shell with a page's data reads first, then its code; ownModules: the route's chunks.
    const shells = new Map<
      number,
      { html: (data: string, ownPreloads: boolean) => string; ownModules: string[]; document: GeneratedDocument }
    >();
    const render = (path: string) => {
      if (!manifest) {
        const manifestFile = join(roots.hostedDist, 'manifest.json');
        if (!existsSync(manifestFile)) return null;
        const read = JSON.parse(readFileSync(manifestFile, 'utf8')) as HostedManifest;
        manifest = { ...read, matchers: (read.routes ?? []).map((r) => new RegExp(r.pattern, 'i')) };
      }
      const { entry, css = [], preload = [], routes = [], matchers } = manifest;
      const route = matchers.findIndex((matcher) => matcher.test(path));
      let shell = shells.get(route);
      if (!shell) {
        const styles = css.map((href) => `<link rel="stylesheet" href="/app/${href}">`).join('');
        const modulePreload = (href: string) => `<link rel="modulepreload" href="${href}">`;
        const entryPreloads = [entry, ...preload].map((f) => modulePreload(`/app/${f}`)).join('');
        const ownModules = (routes[route]?.files ?? []).map((f) => `/app/${f}`);
        const ownPreloads = ownModules.map(modulePreload).join('');
        // A page's data reads come before its code: over HTTP/1.1 a browser opens six connections to a host
        // and sends in the order it meets requests, so reads listed after a page's 12–15 chunks waited about
        // half a second for a free connection (issue 29). The icon: without one a browser asks /favicon.ico,
        // answered with this shell, while the page still loads.
        const html = (data: string, withOwnPreloads: boolean) =>
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pathcraft</title><meta name="robots" content="noindex"><link rel="icon" href="data:,">${data}${styles}${entryPreloads}${withOwnPreloads ? ownPreloads : ''}</head><body><div id="root"></div><script type="module" src="/app/${entry}"></script></body></html>`;
        // no-cache: a new build renames the chunks, so a browser asks every time, and gets a 304 while it has this build's shell.
        const document = generatedDocument(html('', true), 'text/html; charset=utf-8', CACHE.revalidate);
        shell = { html, ownModules, document };
        shells.set(route, shell);
      }
      return shell;
    };

    app.get('*', async (c) => {
      const path = c.req.path;
      if (path.startsWith('/v1/') || path.startsWith('/files/')) return c.notFound();
      const shell = render(path);
      if (!shell) return c.text('The hosted pages are not built yet: run npm run build.', 503);
      const data = dataPreloadOf(path, new URL(c.req.url).searchParams);
      // Pages meant for iframes on customer sites may be framed; everything else may not (the staff's reorder screen included).
      const frameable = /^\/(external\/(job-profiles|pathways|assistant)|o\/)/.test(path) && !STAFF_SCREEN.test(path);
      const ancestors =
        (await options.frameAncestors?.(path, new URL(c.req.url).searchParams)) ?? (frameable ? '*' : "'none'");
      const files = options.publicUrl ? ` ${new URL(options.publicUrl()).origin}` : '';
      const headers = {
        'Content-Security-Policy': `default-src 'self'; img-src 'self' data: https: http:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; frame-src 'self' https:${files}; media-src 'self' https:${files}; frame-ancestors ${ancestors}; base-uri 'self'; form-action 'self'`,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
      };
      const early = consoleEarlyReadUrls(path, new URL(c.req.url).searchParams);
      if (early.length) {
        // A signed-in console page's first reads start with the HTML, from the stored sign-in (issue 29):
        // an inline script, allowed by its hash, reads the addresses from a JSON block beside it.
        // The script preloads the page's own chunks once it has started the reads (sdk EARLY_READS_SCRIPT).
        const block: EarlyReadsBlock = { reads: early, modules: shell.ownModules };
        const json = JSON.stringify(block).replace(/</g, '\\u003c');
        const html = shell.html(
          `<script type="application/json" id="${EARLY_READS_ELEMENT}">${json}</script><script>${EARLY_READS_SCRIPT}</script>`,
          false,
        );
        const csp = headers['Content-Security-Policy'].replace(
          "script-src 'self'",
          `script-src 'self' '${EARLY_READS_HASH}'`,
        );
        return c.html(html, 200, { ...headers, 'Content-Security-Policy': csp, 'Cache-Control': CACHE.revalidate });
      }
      if (!data) return shell.document.answer(c, headers);
      // The page's first API read starts with the HTML, not after its code has loaded and run.
      // use-credentials: only the page's anonymous read asks in that mode and takes it (hosted/src/preloaded-fetch.ts).
      const reads = [data, ...((await options.followingReads?.(path)) ?? [])];
      const preload = (href: string) =>
        `<link rel="preload" href="${href.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}" as="fetch" crossorigin="use-credentials">`;
      const html = shell.html(reads.map(preload).join(''), true);
      return c.html(html, 200, { ...headers, 'Cache-Control': CACHE.revalidate });
    });
  };
}
