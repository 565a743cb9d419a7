import type { EarlyReadsBlock } from '@pathcraft/sdk';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../platform/actor.ts';
import { serveWeb } from './web.ts';

const root = mkdtempSync(join(tmpdir(), 'pathcraft-web-'));
const dirs = {
  widgetsDist: join(root, 'widgets'),
  hostedDist: join(root, 'hosted'),
  examplesDir: join(root, 'examples'),
};
mkdirSync(join(dirs.widgetsDist, 'chunks'), { recursive: true });
mkdirSync(join(dirs.hostedDist, 'assets'), { recursive: true });
mkdirSync(dirs.examplesDir, { recursive: true });
writeFileSync(join(dirs.widgetsDist, 'embed.js'), 'console.log("loader")');
writeFileSync(join(dirs.widgetsDist, 'chunks/hello.js'), 'export {}');
// A built chunk with its pre-compressed variants, as scripts/build/precompress.ts writes them.
const FEATURE = `export const text = ${JSON.stringify('training plan '.repeat(200))};`;
writeFileSync(join(dirs.widgetsDist, 'chunks/feature-Ab12Cd34.js'), FEATURE);
writeFileSync(join(dirs.widgetsDist, 'chunks/feature-Ab12Cd34.js.br'), brotliCompressSync(FEATURE));
writeFileSync(join(dirs.widgetsDist, 'chunks/feature-Ab12Cd34.js.gz'), gzipSync(FEATURE));
writeFileSync(
  join(dirs.hostedDist, 'manifest.json'),
  JSON.stringify({
    entry: 'assets/main-abc.js',
    preload: ['assets/react-def.js'],
    routes: [
      { pattern: '^/login(?:/([^/]+))?/?$', files: ['assets/LoginPage-ghi.js', 'assets/AuthCard-jkl.js'] },
      { pattern: '^/users/?$', files: ['assets/UsersPage-mno.js'] },
    ],
  }),
);
writeFileSync(join(dirs.examplesDir, 'index.html'), '<h1>Example</h1>');
const app = new Hono<AppEnv>();
serveWeb(dirs)(app);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('web serving', () => {
  it('sends a hosted page shell with an ETag, revalidated on every visit: 304 while the build is the same', async () => {
    const page = await app.request('/login', { headers: { 'accept-encoding': 'br' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const etag = page.headers.get('etag')!;
    expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toContain(
      '/app/assets/LoginPage-ghi.js',
    );
    const again = await app.request('/login', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // Another route's shell preloads other chunks: another ETag.
    expect((await app.request('/users')).headers.get('etag')).not.toBe(etag);
  });

  it('serves embed.js in place and its chunks beside it, loadable from any site', async () => {
    const loader = await app.request('/embed.js');
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toContain('text/javascript');
    const chunk = await app.request('/chunks/hello.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = chunk.headers.get('etag')!;
    expect((await app.request('/chunks/hello.js', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it.each([
    ['/embed.js', 'public, max-age=300'],
    ['/widgets/embed.js', 'public, max-age=300'],
    ['/chunks/feature-Ab12Cd34.js', 'public, max-age=31536000, immutable'],
    ['/widgets/chunks/feature-Ab12Cd34.js', 'public, max-age=31536000, immutable'],
    ['/app/manifest.json', 'public, max-age=31536000, immutable'],
    ['/examples/', 'no-cache'],
    ['/users', 'no-cache'],
  ])('caches %s with %s', async (path, cache) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(cache);
  });

  it.each([
    ['br, gzip', 'br', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip', 'gzip', (b: Buffer) => gunzipSync(b)],
    ['gzip;q=1, br;q=0.5', 'gzip', (b: Buffer) => gunzipSync(b)],
    ['identity', null, (b: Buffer) => b],
    ['', null, (b: Buffer) => b],
  ])('sends a chunk pre-compressed for Accept-Encoding %j (%s), with its own ETag', async (accept, coding, decode) => {
    const res = await app.request('/chunks/feature-Ab12Cd34.js', {
      headers: accept ? { 'accept-encoding': accept } : {},
    });
    expect(res.headers.get('content-encoding')).toBe(coding);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(decode(Buffer.from(await res.arrayBuffer())).toString()).toBe(FEATURE);
    const etag = res.headers.get('etag')!;
    const again = await app.request('/chunks/feature-Ab12Cd34.js', {
      headers: { 'if-none-match': etag, ...(accept ? { 'accept-encoding': accept } : {}) },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("preloads the page's own chunks in its shell, and only its own", async () => {
    const login = await (await app.request('/LOGIN/demo-workforce')).text();
    expect(login).toContain(
      '<link rel="modulepreload" href="/app/assets/LoginPage-ghi.js"><link rel="modulepreload" href="/app/assets/AuthCard-jkl.js">',
    );
    const users = await (await app.request('/users')).text();
    expect(users).not.toContain('LoginPage');
    expect(users).toContain('<link rel="modulepreload" href="/app/assets/react-def.js">');
  });

  it("starts an invitation page's first API read with its HTML, before its code, for plain ids only", async () => {
    const invite = await (await app.request('/external/invite/id/demo-invite-apprentice')).text();
    const read =
      '<link rel="preload" href="/v1/invites/demo-invite-apprentice" as="fetch" crossorigin="use-credentials">';
    expect(invite).toContain(read);
    // Over HTTP/1.1's six connections a read listed after the page's chunks waits for one of them.
    expect(invite.indexOf(read)).toBeLessThan(invite.indexOf('<link rel="modulepreload"'));
    expect(await (await app.request('/external/invite/id/%22%3E%3Cscript%3E')).text()).not.toContain('rel="preload"');
    expect(await (await app.request('/users')).text()).not.toContain('rel="preload"');
  });

  it("starts a signed-in console page's first reads with its HTML, then preloads its code, by a script its policy allows by hash", async () => {
    const res = await app.request('/users?name=%3C%2Fscript%3E&page=2');
    const html = await res.text();
    const block =
      /<script type="application\/json" id="pathcraft-early-reads">(.*?)<\/script><script>(.*?)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    // The search is the address's: escaped in the JSON block, it cannot close the script.
    expect(block![1]).not.toContain('</script>');
    const { reads: urls, modules } = JSON.parse(block![1]!) as EarlyReadsBlock;
    expect(urls[0]).toBe('/v1/auth/me');
    expect(urls).toContain('/v1/external/supabase/organizations?select=id%2Cname%2CorgType');
    expect(urls.some((u) => u.startsWith('/v1/external/supabase/users?') && u.includes('page=2'))).toBe(true);
    // The page's own code is preloaded by the script once the reads have started (HTTP/1.1's six connections
    // go in the order the browser meets requests), not listed where the browser's preload scanner meets it first.
    expect(modules).toEqual(['/app/assets/UsersPage-mno.js']);
    expect(html).not.toContain('<link rel="modulepreload" href="/app/assets/UsersPage-mno.js">');
    expect(html.indexOf(block![0])).toBeLessThan(html.indexOf('<link rel="modulepreload"'));
    expect(block![2]).toContain('modulepreload');
    const hash = createHash('sha256').update(block![2]!).digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}';`);
    // Other pages carry no inline script and allow none.
    const login = await app.request('/login');
    const loginHtml = await login.text();
    expect(loginHtml).not.toContain('<script>');
    expect(loginHtml).not.toContain('<!--');
    expect(login.headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it('answers a folder with its index.html and refuses paths that leave the folder', async () => {
    expect(await (await app.request('/examples/')).text()).toBe('<h1>Example</h1>');
    expect((await app.request('/examples')).status).toBe(301);
    expect((await app.request('/chunks/..%2F..%2Fmanifest.json')).status).toBe(404);
  });

  it.each([['/examples/%E0%A4%A'], ['/chunks/%'], ['/app/%ZZ.js'], ['/widgets/a%E0']])(
    'answers a malformed escape in %s with 400',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(400);
      expect(((await res.json()) as any).error.message).toBe('The address contains a malformed %-escape.');
    },
  );

  it('answers hosted routes with the HTML shell, framable only for embeddable pages', async () => {
    const console = await app.request('/users');
    const html = await console.text();
    expect(html).toContain('<script type="module" src="/app/assets/main-abc.js">');
    expect(html).toContain('<link rel="modulepreload" href="/app/assets/react-def.js">');
    // An icon of its own: else the browser asks /favicon.ico, answered with a shell, while the page loads.
    expect(html).toContain('<link rel="icon" href="data:,">');
    expect(console.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const pathways = await app.request('/external/pathways');
    expect(pathways.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect((await app.request('/v1/anything')).status).toBe(404);
  });

  it.each([
    ['/o/demo-workforce/page/demo-page', '*'],
    ['/o/demo-workforce/courses/courseSlug/intro', '*'],
    // The staff-only reorder screen is never framed (issue 24 #17), whatever the letter case or a trailing slash.
    ['/o/demo-workforce/page/demo-page/reorder/zone1/0', "'none'"],
    ['/o/demo-workforce/page/demo-page/REORDER/zone1/0/', "'none'"],
  ])('%s may be framed by %s', async (path, ancestors) => {
    expect((await app.request(path)).headers.get('content-security-policy')).toContain(`frame-ancestors ${ancestors};`);
  });
});

describe('frame-ancestors per page', () => {
  it('asks the hook for a page, and keeps the default where it answers null', async () => {
    const hooked = new Hono<AppEnv>();
    serveWeb(dirs, {
      frameAncestors: async (path, query) =>
        path === '/external/assistant'
          ? `'self' ${query.get('integrationId') === 'a' ? 'https://www.example.org' : ''}`.trim()
          : null,
    })(hooked);
    const csp = async (url: string) => (await hooked.request(url)).headers.get('content-security-policy')!;
    expect(await csp('/external/assistant?integrationId=a')).toContain(
      "frame-ancestors 'self' https://www.example.org;",
    );
    expect(await csp('/external/assistant?integrationId=b')).toContain("frame-ancestors 'self';");
    expect(await csp('/external/pathways')).toContain('frame-ancestors *;');
    expect(await csp('/users')).toContain("frame-ancestors 'none';");
  });
});
