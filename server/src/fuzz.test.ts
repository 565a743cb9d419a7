import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from './db/schema/index.ts';
import { createApp } from './app.ts';
import { allPolicies } from './features/data-access/policies/index.ts';
import { loadBundledData } from './startup-data.ts';
import { createTestApp, emailOf, SUPER, type TestApp } from './test/harness.ts';
import { serveWeb } from './web/web.ts';

/**
 * Thousands of generated requests over every mounted route, as every kind of caller, with
 * garbage queries, bodies, content types and methods. A 5xx is a bug: bad input is always
 * the caller's fault (4xx). Deterministic: the same seed sends the same requests.
 */
// FUZZ_SEED explores other requests; the suite always runs the fixed one.
const SEED = Number(process.env.FUZZ_SEED ?? 20240611);
const PER_ROUTE = 60;

/** mulberry32: small, fast, seedable. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: <T>(xs: readonly T[]): T => xs[int(xs.length)]!, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof rng>;

/** encodeURIComponent, with a lone surrogate sent as its (invalid) UTF-8 bytes instead of throwing. */
const enc = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

const nested = (depth: number, open: string, close: string, inner = '1') =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

const GARBAGE_TEXT = [
  '',
  ' ',
  'x',
  '0',
  '-1',
  '1e20',
  '1e400',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u0000',
  '\ud800',
  '😀'.repeat(50),
  'é',
  'a'.repeat(5000),
  'javascript:alert(1)',
  'http://localhost:3000/files/public/x/AAAAAAAAAAAAAAAAAAAA.png',
  'data:image/png;base64,AAAA',
  'a@b.c',
  '2024-13-45',
  '1,2,3',
  '-createdAt',
  'name.sideways',
];
const GARBAGE_ESCAPES = ['%E0%A4%A', '%', '%ZZ', '%00', '%2F..%2F..', '%C0%AF', '%ED%A0%80', '%F0%9F%98%80'];
const QUERY_KEYS = [
  'page',
  'limit',
  'id',
  'ids',
  'orgId',
  'order',
  'select',
  'f.name[eq]',
  'f.id[in]',
  'f.createdAt[gt]',
  'f.title[ilike]',
  'f.role[ov]',
  'f.x[nope]',
  'f.',
  'organizationId',
  'url',
  'expires',
  'exp',
  'sig',
  'keyword',
  'prefix',
  'fileExt',
  'file',
  'zip',
  'ip',
  'location',
  'locationId',
  'slug',
  'uid',
  'userId',
  'width',
  'height',
  'training',
  'wages',
  'createPreSignedUrl',
  'integrationId',
  'originDomain',
  'code',
  'token',
];
const FIELD_NAMES = [
  'id',
  'orgId',
  'name',
  'title',
  'email',
  'password',
  'newPassword',
  'currentPassword',
  'code',
  'token',
  'refreshToken',
  'role',
  'url',
  'file',
  'dataUrl',
  'organizationId',
  'OnetTitle',
  'OnetCode',
  'description',
  'content',
  'rawText',
  'metadata',
  'type',
  'to',
  'subject',
  'body',
  'html',
  'message',
  'text',
  'userId',
  'classId',
  'cohortId',
  'apprenticeshipId',
  'wageAmount',
  'totalHours',
  'startDate',
  'endDate',
  'allowedOrigins',
  'isPublic',
  'pageNumber',
  'ssn',
  'firstName',
  'lastName',
  'phone',
  'signature',
  'employerName',
  'ein',
  'totalEmployees',
  'locationIds',
  'cohortIds',
  'skills',
  'entries',
  'schedule',
  'expires',
  '__proto__',
  'constructor',
  '',
];

function garbageValue(r: Rng, depth = 0): unknown {
  switch (r.int(depth > 2 ? 6 : 9)) {
    case 0:
      return null;
    case 1:
      return r.pick([0, -1, 1, 1.5, 1e20, -1e20, 1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 63]);
    case 2:
      return r.pick([true, false]);
    case 3:
    case 4:
      return r.pick(GARBAGE_TEXT);
    case 5:
      return r.pick(GARBAGE_ESCAPES);
    case 6:
      return Array.from({ length: r.int(4) }, () => garbageValue(r, depth + 1));
    default:
      return garbageObject(r, depth + 1);
  }
}

/** Field names of every data-access table too, so bodies get past 'Unknown field' to the rules behind it. */
const TABLE_FIELDS = [...new Set(allPolicies().flatMap((p) => Object.keys(p.schema?.shape ?? {})))];

function garbageObject(r: Rng, depth = 0): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (let i = r.int(6); i > 0; i--) o[r.pick(r.chance(0.5) ? FIELD_NAMES : TABLE_FIELDS)] = garbageValue(r, depth);
  return o;
}

interface Body {
  text?: string | Uint8Array<ArrayBuffer>;
  form?: FormData;
  type?: string;
}

function garbageBody(r: Rng, method: string): Body {
  if (method === 'GET' || method === 'HEAD') return {};
  const json = (text: string) => ({
    text,
    type: r.chance(0.85)
      ? 'application/json'
      : r.pick(['text/plain', 'application/json; charset=utf-16', 'application/x-www-form-urlencoded', '']),
  });
  switch (r.int(14)) {
    case 0:
      return {};
    case 1:
      return json(r.pick(['null', 'true', '0', '1e400', '"text"', '[]', '[null]', '[1,2]', '{}', '[{}]', '[[]]']));
    case 2:
      return json(nested(r.pick([100, 5000]), r.pick(['[', '{"a":']), r.chance(0.5) ? ']' : '}'));
    case 3:
      return json(
        r.pick([
          '{',
          '{"a":',
          '{"a":1,}',
          "{'a':1}",
          '\ufeff{}',
          '{"a":"\\ud800"}',
          '{"a":"\\u0000"}',
          '%E0%A4%A',
          '{"__proto__":{"isAdmin":true}}',
        ]),
      );
    case 4:
      return json(JSON.stringify(Array.from({ length: r.pick([2, 600]) }, () => garbageObject(r))));
    case 5: {
      const form = new FormData();
      if (r.chance(0.7))
        form.set(
          'file',
          new File(
            [r.pick(['\x89PNG\r\n\x1a\n', '%PDF-1.4', 'plain text', ''])],
            r.pick(['a.png', 'a.pdf', 'a.txt', 'a', '../x.png', '%E0%A4%A.png']),
          ),
        );
      if (r.chance(0.5)) form.set(r.pick(FIELD_NAMES), r.pick(GARBAGE_TEXT));
      return { form };
    }
    case 7:
      // Bytes that are not UTF-8 at all, inside JSON.
      return {
        text: Uint8Array.from([
          0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0x22, 0x7d,
        ]),
        type: 'application/json',
      };
    case 6:
      return {
        text: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
        type: r.pick(['multipart/form-data', 'multipart/form-data; boundary=x', 'multipart/form-data; boundary=']),
      };
    default:
      return json(JSON.stringify(garbageObject(r)));
  }
}

let t: TestApp;
let app: ReturnType<typeof createApp>;
let webRoot: string;
const ids: Record<string, string[]> = {};
const logged: string[] = [];
const actors: { name: string; headers: Record<string, string> }[] = [];

beforeAll(async () => {
  // Errors the app logs (the stack behind a 500) are shown with the request that caused them.
  t = await createTestApp(
    {},
    { log: { error: (msg, data) => logged.push(`${msg} ${JSON.stringify(data)}`), info: () => {}, debug: () => {} } },
  );
  // The app as `npm start` mounts it, with the bundles and hosted pages served from a stand-in folder.
  webRoot = mkdtempSync(join(tmpdir(), 'pathcraft-fuzz-web-'));
  const roots = {
    widgetsDist: join(webRoot, 'widgets'),
    hostedDist: join(webRoot, 'hosted'),
    examplesDir: join(webRoot, 'examples'),
  };
  mkdirSync(join(roots.widgetsDist, 'chunks'), { recursive: true });
  mkdirSync(join(roots.hostedDist, 'assets'), { recursive: true });
  mkdirSync(roots.examplesDir, { recursive: true });
  writeFileSync(join(roots.widgetsDist, 'embed.js'), '');
  writeFileSync(join(roots.hostedDist, 'manifest.json'), JSON.stringify({ entry: 'assets/main.js' }));
  writeFileSync(join(roots.examplesDir, 'index.html'), '<h1>Example</h1>');
  app = createApp(t.deps, { web: serveWeb(roots) });
  await loadBundledData(t.deps);

  // A few real ids of every table, so generated requests also reach past the 404s.
  for (const table of Object.values(schema)) {
    if (!is(table, SQLiteTable)) continue;
    const { id } = getTableColumns(table) as { id?: SQLiteTable['_']['columns'][string] };
    if (!id) continue;
    ids[getTableName(table)] = (await t.db.select({ id }).from(table).orderBy(id).limit(3)).map((row) =>
      String(row.id),
    );
  }

  const admin = emailOf(t, 'demo-workforce', 'admin');
  const student = emailOf(t, 'demo-workforce', 'student');
  const key = await t.call('POST', '/v1/api-keys', admin, { name: 'fuzz' });
  expect(key.status).toBe(201);
  actors.push(
    { name: 'anonymous', headers: {} },
    { name: 'student', headers: { authorization: `Bearer ${await t.sign(student)}` } },
    { name: 'admin', headers: { authorization: `Bearer ${await t.sign(admin)}` } },
    { name: 'super admin', headers: { authorization: `Bearer ${await t.sign(SUPER)}` } },
    { name: 'API key', headers: { 'x-api-key': key.body.key } },
  );
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** A value for a path parameter: mostly a real id of some record, sometimes garbage. */
function paramValue(r: Rng, name: string): string {
  if (name === 'table' || name === 'collection')
    return r.chance(0.85)
      ? r.pick(allPolicies().map((p) => p.name))
      : r.pick(['nope', '__proto__', 'sqlite_master', ...GARBAGE_ESCAPES]);
  if (r.chance(0.25))
    return r.pick([...GARBAGE_ESCAPES, 'x', '..', '__proto__', 'a'.repeat(300), enc('😀'), 'null', '-1', '1e20']);
  const all = Object.values(ids).flat();
  return all.length ? r.pick(all) : 'x';
}

function fillPath(r: Rng, path: string): string {
  let out = path.replace(/:([A-Za-z]+)/g, (_m, name: string) => paramValue(r, name));
  if (out.endsWith('*')) {
    const tail = Array.from({ length: 1 + r.int(3) }, () =>
      r.pick([
        ...GARBAGE_ESCAPES,
        'public',
        'user-content',
        'x',
        'index.html',
        'AAAAAAAAAAAAAAAAAAAA.png',
        '..',
        '%2e%2e',
        enc(r.pick(GARBAGE_TEXT)),
      ]),
    ).join('/');
    out = out.slice(0, -1) + tail;
  }
  return out;
}

function garbageQuery(r: Rng): string {
  const parts: string[] = [];
  for (let i = r.int(5); i > 0; i--) {
    const key = r.pick(QUERY_KEYS);
    const value = r.chance(0.3)
      ? r.pick(GARBAGE_ESCAPES)
      : enc(String(r.chance(0.2) ? JSON.stringify(garbageValue(r)) : r.pick(GARBAGE_TEXT)));
    parts.push(`${enc(key)}=${value}`);
  }
  if (r.chance(0.05)) parts.push(r.pick(['%', '&&&', '=', 'page', '%E0%A4%A=1']));
  return parts.length ? `?${parts.join('&')}` : '';
}

describe('fuzzing every route', () => {
  it(`answers ${PER_ROUTE} garbage requests per route and caller without a 5xx`, { timeout: 120_000 }, async () => {
    const r = rng(SEED);
    // The API's routes are built on its first request, so the app lists only the catch-alls in front of them.
    const declared = [...app.routes, ...(await app.api()).routes];
    const routes = [...new Map(declared.map((route) => [`${route.method} ${route.path}`, route])).values()];
    const failures: string[] = [];
    let sent = 0;
    const byClass: Record<string, number> = {};
    const started = performance.now();
    for (const route of routes) {
      for (let i = 0; i < PER_ROUTE; i++) {
        const actor = actors[i % actors.length]!;
        const method =
          route.method === 'ALL' || r.chance(0.08)
            ? r.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'])
            : route.method;
        const url = `http://localhost${fillPath(r, route.path)}${garbageQuery(r)}`;
        const body = garbageBody(r, method);
        const headers: Record<string, string> = { ...actor.headers };
        if (body.type) headers['content-type'] = body.type;
        if (r.chance(0.05)) headers.origin = r.pick(['https://evil.example', 'null', 'http://localhost:3000']);
        let status: number;
        let answer = '';
        logged.length = 0;
        try {
          const res = await app.request(url, { method, headers, body: body.form ?? body.text });
          status = res.status;
          if (status >= 500) answer = await res.text();
          else await res.arrayBuffer();
        } catch (err) {
          status = 599;
          answer = String((err as Error).stack ?? err);
        }
        sent++;
        byClass[`${Math.floor(status / 100)}xx`] = (byClass[`${Math.floor(status / 100)}xx`] ?? 0) + 1;
        if (status >= 500) {
          const shown = body.form
            ? '<form data>'
            : typeof body.text === 'string' || !body.text
              ? (body.text ?? '').slice(0, 300)
              : `<bytes ${[...body.text].map((b) => b.toString(16)).join(' ')}>`;
          failures.push(
            `${status} ${method} ${url.slice(0, 300)} as ${actor.name} [${body.type ?? ''}] ${shown}\n    → ${answer.slice(0, 300)}\n    ${logged.join('\n    ').slice(0, 1500)}`,
          );
        }
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `fuzz: ${sent} requests over ${routes.length} routes in ${seconds.toFixed(1)} s: ${JSON.stringify(byClass)}`,
    );
    expect(failures, failures.join('\n')).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
  });
});
