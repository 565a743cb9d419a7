import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createTestApp } from '../test/harness.ts';
import { publicPageFollowingReads } from '../features/public-pages/public-page-preloads.ts';
import { serveWeb } from './web.ts';

/**
 * Hosted shells that preload their page's first API read (issue 29): through the real app, the
 * preloaded URL is what the page asks, and its answer (fetched without credentials, as the
 * browser's preload is) follows the read's own access rules.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let app: ReturnType<typeof createApp>;
let webRoot: string;

beforeAll(async () => {
  t = await createTestApp();
  webRoot = mkdtempSync(join(tmpdir(), 'pathcraft-preload-web-'));
  const roots = {
    widgetsDist: join(webRoot, 'widgets'),
    hostedDist: join(webRoot, 'hosted'),
    examplesDir: join(webRoot, 'examples'),
  };
  mkdirSync(roots.widgetsDist, { recursive: true });
  mkdirSync(roots.hostedDist, { recursive: true });
  mkdirSync(roots.examplesDir, { recursive: true });
  writeFileSync(
    join(roots.hostedDist, 'manifest.json'),
    JSON.stringify({
      entry: 'assets/main.js',
      routes: [{ pattern: '^\\/o\\/([^/]+)\\/page\\/([^/]+)\\/?$', files: ['assets/PublicPagePage.js'] }],
    }),
  );
  app = createApp(t.deps, { web: serveWeb(roots, { followingReads: publicPageFollowingReads(t.deps.db) }) });
});

afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The shell of a hosted page and the URL it preloads as data (null: none). */
async function shellOf(
  path: string,
): Promise<{ html: string; preload: string | null; preloads: string[]; cache: string | null }> {
  const res = await app.request(path);
  expect(res.status).toBe(200);
  const html = await res.text();
  const preloads = [
    ...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="use-credentials">/g),
  ].map((m) => m[1]!.replaceAll('&amp;', '&'));
  return { html, preload: preloads[0] ?? null, preloads, cache: res.headers.get('cache-control') };
}

/** The preloaded URL as the browser's preload asks it: no Authorization, no access token. */
async function preloaded(url: string) {
  const res = await app.request(url);
  return {
    status: res.status,
    body: (await res.json()) as {
      item?: Record<string, unknown>;
      error?: { code: string; details?: Record<string, unknown> };
    },
  };
}

describe("hosted shells preload their page's data", () => {
  it("a public page's shell preloads its read, which answers the page", async () => {
    const shell = await shellOf('/o/demo-community/page/demo-page-community');
    expect(shell.preload).toBe('/v1/public/pages/demo-page-community?orgSlug=demo-community');
    expect(shell.cache).toBe('no-cache');
    const answer = await preloaded(shell.preload!);
    expect(answer.status).toBe(200);
    expect(answer.body.item?.page).toMatchObject({ title: 'Welcome to the Learning Commons' });
  });

  it("a gated page's shell carries nothing of the page, and its preload answers only the link to open it", async () => {
    const shell = await shellOf('/o/demo-workforce/page/demo-page');
    expect(shell.html).not.toContain('Maintenance Apprenticeship Resources');
    expect(shell.preload).toBe('/v1/public/pages/demo-page?orgSlug=demo-workforce');
    const answer = await preloaded(shell.preload!);
    expect(answer.status).toBe(401);
    expect(answer.body.error?.details).toEqual({ pageLinkId: 'demo-link' });
    expect(JSON.stringify(answer.body)).not.toContain('Maintenance Apprenticeship Resources');
  });

  it("a gated page's shell also preloads its link's read, which a first visit goes on to", async () => {
    const shell = await shellOf('/o/demo-workforce/page/demo-page');
    expect(shell.preloads).toEqual([
      '/v1/public/pages/demo-page?orgSlug=demo-workforce',
      '/v1/public/page-links/demo-link',
    ]);
    const link = await preloaded(shell.preloads[1]!);
    expect(link.status).toBe(200);
    expect(link.body.item?.id).toBe('demo-link');
    // An open page, or a page under another organization's address, has no link to go on to.
    expect((await shellOf('/o/demo-community/page/demo-page-community')).preloads).toHaveLength(1);
    expect((await shellOf('/o/demo-community/page/demo-page')).preloads).toHaveLength(1);
    expect((await shellOf('/o/demo-workforce/page/no-such-page')).preloads).toHaveLength(1);
  });

  it("another organization's page is not served under this organization's address", async () => {
    const shell = await shellOf('/o/demo-community/page/demo-page');
    expect(shell.preload).toBe('/v1/public/pages/demo-page?orgSlug=demo-community');
    const answer = await preloaded(shell.preload!);
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body)).not.toContain('Maintenance Apprenticeship Resources');
  });

  it("a course page's shell preloads its read; under another organization's address the course is not found", async () => {
    const shell = await shellOf('/o/demo-workforce/courses/courseSlug/industrial-maintenance-fundamentals');
    expect(shell.preload).toBe('/v1/public/orgs/demo-workforce/courses/courseSlug/industrial-maintenance-fundamentals');
    const answer = await preloaded(shell.preload!);
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).toContain('Industrial Maintenance Fundamentals');
    const foreign = await shellOf('/o/demo-community/courses/courseSlug/industrial-maintenance-fundamentals');
    expect((await preloaded(foreign.preload!)).status).toBe(404);
  });

  it("the pathway tool's shell preloads the organization named in its query", async () => {
    const shell = await shellOf('/external/pathways?orgId=demo-workforce-org&embedded=true');
    expect(shell.preload).toBe('/v1/organizations/lookup?id=demo-workforce-org');
    const answer = await preloaded(shell.preload!);
    expect(answer.status).toBe(200);
    expect(answer.body.item?.slug).toBe('demo-workforce');
    expect((await shellOf('/external/pathways')).preload).toBeNull();
  });

  it.each([
    ['/o/demo-workforce/page/%22%3E%3Cscript%3E'],
    ['/o/%22%3E%3Cscript%3E/page/demo-page'],
    ['/o/demo-workforce/courses/courseSlug/a%20b'],
    ['/external/pathways?orgId=%22%3E%3Cscript%3E'],
    ['/external/pathways?orgId=a%26b%3Dc'],
    ['/o/demo-workforce/page/demo-page/reorder/1/1'],
    ['/organizations'],
  ])('%s: no preload (only plain ids reach the HTML)', async (path) => {
    const shell = await shellOf(path);
    expect(shell.preload).toBeNull();
    expect(shell.html).not.toContain('<script>');
  });
});
