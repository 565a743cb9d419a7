import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

/** What the app logs, as the JSON logger receives it (msg and fields). */
const lines: { level: string; msg: string; data?: Record<string, unknown> }[] = [];
const sink = (level: string) => (msg: string, data?: Record<string, unknown>) => void lines.push({ level, msg, data });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { log: { error: sink('error'), info: sink('info'), debug: sink('debug') } });
});
afterAll(() => t?.close());

const requestLines = () => lines.filter((l) => l.msg === 'request').map((l) => l.data ?? {});

describe('request ids and one log line per request', () => {
  it('gives each request a new id, returns it, and logs method, path, status and time without the query', async () => {
    lines.length = 0;
    const first = await t.app.request('/v1/public/pages/nope?code=SECRET1&sig=abc');
    const second = await t.app.request('/healthz');
    const ids = [first.headers.get('x-request-id'), second.headers.get('x-request-id')];
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
    const logged = requestLines();
    expect(logged).toEqual([
      { requestId: ids[0], method: 'GET', path: '/v1/public/pages/nope', status: first.status, ms: expect.any(Number) },
      { requestId: ids[1], method: 'GET', path: '/healthz', status: 200, ms: expect.any(Number) },
    ]);
    expect(JSON.stringify(lines)).not.toContain('SECRET1');
  });

  it.each([
    ['a proxy id is kept', 'proxy-1234abcd', true],
    ['a uuid is kept', '7d0e5a1c-9f4b-4c1e-8a44-0f6f3c1b2a11', true],
    ['too short is replaced', 'abc', false],
    ['spaces are replaced', 'has spaces in it', false],
    ['too long is replaced', 'x'.repeat(129), false],
  ])('%s', async (_, given, kept) => {
    const res = await t.app.request('/healthz', { headers: { 'x-request-id': given } });
    const id = res.headers.get('x-request-id');
    if (kept) expect(id).toBe(given);
    else expect(id).not.toBe(given);
  });

  it('keeps the id on a refused request, in its answer and its log line', async () => {
    lines.length = 0;
    const res = await t.app.request('/v1/no-such-route', { headers: { 'x-request-id': 'trace-0001-abcd' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toBe('trace-0001-abcd');
    expect(requestLines()).toEqual([expect.objectContaining({ requestId: 'trace-0001-abcd', status: 404 })]);
  });
});
