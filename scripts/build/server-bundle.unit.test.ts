import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './index.ts';
import { buildServer } from './server.ts';
import { freePort } from '../../server/src/test/free-port.ts';

/**
 * The production start (`node server/dist/main.js`, no tsx): the bundle carries the packages
 * every start needs and loads the rest (mail templates, HTML sanitizing, the map's geo packages)
 * from node_modules on first use, and runs from the code cache the build wrote. A wrong bundling
 * split shows up only here, not in the tests that run the sources.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'pathcraft-bundle-'));
let server: ChildProcess;
let base = '';
let stderr = '';

beforeAll(async () => {
  await buildServer({ root: ROOT, log: () => undefined } as never);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [join(ROOT, 'server/dist/main.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      PATHCRAFT_DATA_DIR: dataDir,
      PATHCRAFT_DEMO: '1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      PATHCRAFT_CODE_CACHE: 'report',
      NODE_DEBUG: 'module',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the compiled server did not answer /healthz within 30 s');
}, 60_000);

afterAll(() => {
  server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the compiled server', () => {
  it("starts from the build's code cache", () => {
    expect(stderr).toMatch(/^code cache: (\w+)$/m);
    expect(/^code cache: (\w+)$/m.exec(stderr)![1]).toBe('accepted');
  });

  it('loads no PostgreSQL driver on a SQLite start (each package it loads is start time: issue 29)', () => {
    // NODE_DEBUG=module: Node.js names every file its module loader loads.
    const packages = new Set([...stderr.matchAll(/load "[^"]*node_modules\/((?:@[^/"]+\/)?[^/"]+)/g)].map((m) => m[1]));
    expect(packages).toContain('better-sqlite3');
    expect([...packages].filter((name) => /^pg($|-)/.test(name!))).toEqual([]);
  });

  /** The modules whose esbuild initializer calls the initializer of `module` (each a path from the root). */
  function initializedBy(module: string): string[] {
    const bundle = readFileSync(join(ROOT, 'server/dist/server.cjs'), 'utf8');
    const quoted = module.replaceAll(/[/.]/g, (c) => `\\${c}`);
    const init = new RegExp(`var (init_\\w+) = __esm\\(\\{\\n\\s+"${quoted}"\\(\\)`).exec(bundle)![1];
    const initializers = [...bundle.matchAll(/^\s+"([^"]+)"\(\) \{$/gm)];
    return [...bundle.matchAll(new RegExp(`^\\s+${init}\\(\\);`, 'gm'))].map(
      (call) => initializers.findLast((initializer) => initializer.index < call.index)![1]!,
    );
  }

  it("imports each sdk name from its own module: only the lazily built API runs the sdk's barrel (issue 29)", () => {
    expect(initializedBy('sdk/src/index.ts')).toEqual(['server/src/http/openapi.ts']);
  });

  it("loads the sdk's client (every API operation) only through the barrel, not for the early-reads script (issue 29)", () => {
    expect(initializedBy('sdk/src/client/client.ts')).toEqual(['sdk/src/index.ts']);
  });

  it('loads the mail parser and the S3 client only on first use, not with a start on local files (issue 29)', () => {
    const packages = new Set([...stderr.matchAll(/load "[^"]*node_modules\/((?:@[^/"]+\/)?[^/"]+)/g)].map((m) => m[1]));
    expect(packages).toContain('better-sqlite3');
    expect([...packages].filter((name) => name === 'nodemailer' || name === 'aws4fetch')).toEqual([]);
  });

  it('runs neither zod, nor jose, nor the API on a warm start: the first answer needs none of them (issue 29)', async () => {
    // The bundle again, each esbuild initializer naming its module on stderr as it runs, in a
    // folder beside dist so its relative paths (data, node_modules) resolve the same.
    const traceDir = mkdtempSync(join(ROOT, 'server', '.start-trace-'));
    try {
      const bundle = readFileSync(join(ROOT, 'server/dist/server.cjs'), 'utf8');
      const esm = 'var __esm = (fn, res, err) => function __init() {\n';
      expect(bundle).toContain(esm);
      const traced = bundle.replace(
        esm,
        `${esm}  if (fn) process.stderr.write("init " + __getOwnPropNames(fn)[0] + "\\n");\n`,
      );
      writeFileSync(join(traceDir, 'server.cjs'), traced);
      copyFileSync(join(ROOT, 'server/dist/main.js'), join(traceDir, 'main.js'));
      const port = await freePort();
      const traceStart = spawn(process.execPath, [join(traceDir, 'main.js')], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', PATHCRAFT_DATA_DIR: dataDir },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let trace = '';
      traceStart.stderr!.on('data', (chunk: Buffer) => (trace += chunk.toString()));
      try {
        let answered = false;
        for (let i = 0; i < 300 && !answered; i++) {
          answered = await fetch(`http://127.0.0.1:${port}/healthz`).then(
            (r) => r.ok,
            () => false,
          );
          if (!answered) await new Promise((r) => setTimeout(r, 100));
        }
        expect(answered).toBe(true);
      } finally {
        traceStart.kill();
      }
      const modules = [...trace.matchAll(/^init (.+)$/gm)].map((m) => m[1]!);
      expect(modules).toContain('server/src/platform/tokens.ts');
      expect(modules.filter((m) => /node_modules\/(zod|jose)\/|^server\/src\/api\.ts$/.test(m))).toEqual([]);
    } finally {
      rmSync(traceDir, { recursive: true, force: true });
    }
  });

  it('draws a map with the geo packages loaded on first use', async () => {
    const map = await fetch(`${base}/v1/maps/static?zip=10001`);
    expect(map.status).toBe(200);
    expect(await map.text()).toMatch(/^<svg [^>]*role="img".*<title id="map-title">New York, NY 10001<\/title>/s);
  });

  // The hosted pages' bundles may not be built yet when this runs (CI builds them for the browser tests).
  it('serves its OpenAPI document', async () => {
    const doc = (await (await fetch(`${base}/v1/openapi.json`)).json()) as { openapi: string; paths: object };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);
  });

  it('signs a demo user in and answers who they are', async () => {
    const { token } = (await (
      await post('/v1/auth/login', { email: 'owner.workforce@demo.pathcraft.test', password: 'pathcraft-demo' })
    ).json()) as { token: string };
    const me = (await (
      await fetch(`${base}/v1/auth/me`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { user: { email: string } };
    expect(me.user.email).toBe('owner.workforce@demo.pathcraft.test');
  });

  it('renders an e-mail with the templates loaded on first use', async () => {
    expect((await post('/v1/auth/password-reset', { email: 'owner.workforce@demo.pathcraft.test' })).status).toBe(200);
    const outbox = join(dataDir, 'outbox');
    const mail = readFileSync(join(outbox, readdirSync(outbox)[0]!), 'utf8');
    expect(mail).toContain('Subject: Reset your password');
  });
});
