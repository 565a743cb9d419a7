import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../../db/client.ts';
import { createRateLimiter, describeWait } from './rate-limit.ts';

const rule = { limit: 3, windowMs: 60_000, lockMs: 120_000 };
let dir: string | undefined;
const open: Db[] = [];
afterEach(async () => {
  for (const d of open.splice(0)) await closeDatabase(d);
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});
const db = () => {
  dir ??= mkdtempSync(join(tmpdir(), 'pathcraft-rl-'));
  const d = openDatabase(join(dir, 'x.db'));
  open.push(d);
  return d;
};

describe('rate limiter', () => {
  it('locks at the limit for lockMs, and two connections to one file share the count', async () => {
    dir = mkdtempSync(join(tmpdir(), 'pathcraft-rl-'));
    const a = createRateLimiter(db());
    const b = createRateLimiter(db());
    const t = 1_000_000;
    expect((await a.hit('k', rule, t)).locked).toBe(false);
    expect((await b.hit('k', rule, t + 1)).count).toBe(2);
    const third = await a.hit('k', rule, t + 2);
    expect(third).toMatchObject({ locked: true, count: 3, retryAfterMs: 120_000 });
    expect(await b.check('k', rule, t + 60_000)).toMatchObject({ locked: true });
    expect(await b.check('k', rule, t + 2 + 120_000)).toMatchObject({ locked: false, count: 0 });
  });

  it('starts a new window when the old one has passed, and reset clears', async () => {
    dir = mkdtempSync(join(tmpdir(), 'pathcraft-rl-'));
    const r = createRateLimiter(db());
    await r.hit('k', rule, 0);
    await r.hit('k', rule, 1);
    expect(await r.hit('k', rule, 61_000)).toMatchObject({ locked: false, count: 1 });
    await r.reset('k');
    expect((await r.check('k', rule, 61_001)).count).toBe(0);
  });

  it('reserves attempts up to the limit across connections, refuses the next without counting it, and release gives one back', async () => {
    dir = mkdtempSync(join(tmpdir(), 'pathcraft-rl-'));
    const a = createRateLimiter(db());
    const b = createRateLimiter(db());
    const other = { limit: 10, windowMs: 60_000 };
    const claims = [
      { key: 'k', rule },
      { key: 'other', rule: other },
    ];
    const t = 1_000_000;
    expect(await a.reserve(claims, t)).toEqual({ reserved: true });
    expect(await b.reserve(claims, t)).toEqual({ reserved: true });
    // The third reaches the limit: it is still evaluated, and locks the key for the ones after it.
    expect(await a.reserve(claims, t)).toEqual({ reserved: true });
    expect(await b.reserve(claims, t + 1)).toEqual({ reserved: false, key: 'k', retryAfterMs: 119_999 });
    expect((await a.check('other', other, t + 1)).count).toBe(3);

    await b.release('k', rule);
    expect(await a.check('k', rule, t + 2)).toMatchObject({ locked: false, count: 2 });
    expect(await a.reserve(claims, t + 2)).toEqual({ reserved: true });
  });

  it.each([
    [900_000, '15 minutes'],
    [60_000, '1 minute'],
    [61_000, '2 minutes'],
    [30_000, '30 seconds'],
    [200, '1 second'],
  ])('describes a wait of %i ms as %s', (ms, text) => {
    expect(describeWait(ms)).toBe(text);
  });
});
