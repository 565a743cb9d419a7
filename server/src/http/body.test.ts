import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, emailOf, SUPER, type TestApp } from '../test/harness.ts';
import { JSON_BODY_MAX_BYTES, MAX_JSON_DEPTH } from './body.ts';
import { UNSTORABLE_TEXT } from './errors.ts';

let t: TestApp;
let admin: string;
let orgId: string;
const UPLOAD_MAX = 64 * 1024;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: String(UPLOAD_MAX) });
  admin = emailOf(t, 'demo-workforce', 'admin');
  orgId = (await t.userByEmail(admin)).orgId!;
});
afterAll(() => t.close());

/** A chunked body of `total` bytes made on demand, counting how many bytes the server pulled. */
function countingStream(total: number, chunk = 16 * 1024) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      const bytes = new Uint8Array(Math.min(chunk, total - counter.pulled)).fill(0x20);
      counter.pulled += bytes.length;
      controller.enqueue(bytes);
    },
  });
  return { stream, counter };
}

async function send(path: string, body: BodyInit, headers: Record<string, string>) {
  const res = await t.app.request(
    new Request(`http://localhost${path}`, { method: 'POST', body, headers, duplex: 'half' } as RequestInit),
  );
  return { status: res.status, body: (await res.json()) as { error: { code: string; message: string } } };
}

const filesOnDisk = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
};

describe('body size limits', () => {
  it('stops reading a chunked upload without Content-Length as soon as it passes UPLOAD_MAX_BYTES (413, nothing stored)', async () => {
    const stored = filesOnDisk(join(t.dir, 'files'));
    const { stream, counter } = countingStream(200 * 1024 * 1024);
    const res = await send(`/v1/external/aws/upload?organizationId=${orgId}&fileExt=txt`, stream, {
      authorization: `Bearer ${await t.sign(admin)}`,
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('Files can be at most 64 KB.');
    // The limit plus the multipart allowance and a chunk or two read ahead, not 200 MB.
    expect(counter.pulled).toBeLessThan(UPLOAD_MAX + 64 * 1024 + 4 * 16 * 1024);
    expect(filesOnDisk(join(t.dir, 'files'))).toEqual(stored);
  });

  it('refuses an upload by someone who may not upload before reading its body', async () => {
    const { stream, counter } = countingStream(50 * 1024 * 1024);
    const res = await send(`/v1/external/aws/upload?organizationId=${orgId}`, stream, {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(res.status).toBe(401);
    expect(counter.pulled).toBeLessThanOrEqual(2 * 16 * 1024);
  });

  it('refuses an upload whose Content-Length is over the limit before reading it', async () => {
    const res = await t.app.request(`/v1/external/aws/upload?organizationId=${orgId}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await t.sign(admin)}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(50 * 1024 * 1024),
      },
      body: 'x',
    });
    expect(res.status).toBe(413);
  });

  it('stops reading a chunked JSON body past the JSON limit (413)', async () => {
    const { stream, counter } = countingStream(50 * 1024 * 1024);
    const res = await send('/v1/jobProfiles', stream, { 'content-type': 'application/json' });
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({
      code: 'payload_too_large',
      message: `The body is too large: send at most ${JSON_BODY_MAX_BYTES / 1024 / 1024} MB.`,
    });
    expect(counter.pulled).toBeLessThan(JSON_BODY_MAX_BYTES + 4 * 16 * 1024);
  });
});

describe('bad input answers 400, never 500', () => {
  const nested = (depth: number, open = '{"a":', close = '}') => `${open.repeat(depth)}1${close.repeat(depth)}`;

  it.each([
    [
      'a huge page on a list',
      'GET',
      '/v1/external/supabase/employerAgreements?page=1e20',
      "'page' must be a whole number from 1 to 1000000",
    ],
    [
      'a huge page on a content list',
      'GET',
      '/v1/api/content/documents?page=1e20&limit=20',
      "'page' must be a whole number from 1 to 1000000",
    ],
    [
      'a huge limit',
      'GET',
      '/v1/external/supabase/dashboards?limit=1e300',
      "'limit' must be a whole number from 1 to 1000000",
    ],
  ])('%s', async (_what, method, path, message) => {
    const res = await t.call(method, path, admin);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it.each([
    ['/v1/external/supabase/employerAgreements', 'null'],
    ['/v1/external/supabase/pageLinks', 'null'],
    ['/v1/external/supabase/dashboards', 'null'],
    ['/v1/api/content/documents', 'null'],
    ['/v1/api/content/integrations', 'null'],
    ['/v1/api/content/documents', '"text"'],
    ['/v1/api/content/documents', '12'],
  ])('POST %s with the body %s', async (path, body) => {
    const res = await t.call('POST', path, SUPER, JSON.parse(body));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The body must be a JSON object or array.');
  });

  it.each([['[null]'], ['[1, 2]'], ['[[]]']])('create-many with %s', async (body) => {
    const res = await t.call('POST', '/v1/api/content/create-many/documents', SUPER, JSON.parse(body));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Each record must be a JSON object.');
  });

  it.each([
    ['objects', nested(5000)],
    ['arrays', nested(5000, '[', ']')],
    ['arrays inside a field', `{"OnetTitle":"Welder","skills":${nested(5000, '[', ']')}}`],
  ])('JSON %s nested 5,000 deep', async (_what, text) => {
    const res = await t.app.request('/v1/jobProfiles', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: text,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).error.message).toBe(
      `The body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
    );
  });

  it.each([
    ['in a field', '{"OnetTitle":"Wel\\u0000der"}'],
    ['in a key', '{"Onet\\u0000Title":"Welder"}'],
    ['deep in a list', '{"OnetTitle":"Welder","skills":[["a","\\u0000"]]}'],
  ])('refuses a NUL character %s, on either database', async (_where, text) => {
    const res = await t.app.request('/v1/jobProfiles', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: text,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).error.message).toBe(UNSTORABLE_TEXT);
  });

  it('reads an escaped backslash before u0000 as the text it is', async () => {
    const res = await t.app.request('/v1/jobProfiles', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"OnetTitle":"a\\\\u0000"}',
    });
    expect(((await res.json()) as any).error?.message).not.toBe(UNSTORABLE_TEXT);
  });

  it('reads JSON nested to the allowed depth', async () => {
    const res = await t.app.request('/v1/jobProfiles', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: nested(MAX_JSON_DEPTH - 1),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).error.message).not.toMatch(/nested/);
  });

  it('refuses a JSON body sent with another content type the same way', async () => {
    const res = await t.app.request('/v1/jobProfiles', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: nested(5000, '[', ']'),
    });
    expect(res.status).toBe(400);
  });

  it.each([
    ['/files/%E0%A4%A'],
    ['/files/public/%'],
    ['/v1/external/supabase/%E0%A4%A'],
    ['/v1/external/aws/buffer?url=%2Ffiles%2F%25E0%25A4%25A'],
  ])('a malformed escape in %s', async (path) => {
    const res = await t.call('GET', path, admin);
    expect(res.status).toBeLessThan(500);
    expect(res.status).toBeGreaterThanOrEqual(400);
  });

  it('names the malformed %-escape in a file path', async () => {
    const res = await t.call('GET', '/files/%E0%A4%A', null);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The address contains a malformed %-escape.');
  });
});
