import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_FULL_MESSAGE } from './http/errors.ts';
import { createTestApp, SUPER, type TestApp } from './test/harness.ts';

/**
 * A really full disk, not a page limit: SQLite then ends the open transaction itself (SQLITE_FULL during
 * a journal or WAL write), and the answer must still be 507. Needs a small tmpfs, so root (as CI runs).
 */
const onPostgres = Boolean(process.env.PATHCRAFT_TEST_PG_URL);
const asRoot = process.getuid?.() === 0;
const disk = mkdtempSync(join(tmpdir(), 'pathcraft-full-disk-'));
/** A machine that lets root mount a tmpfs (not every container does): otherwise the test is skipped. */
function mountSmallDisk(): boolean {
  if (onPostgres || !asRoot) return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', disk], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const mounted = mountSmallDisk();
let t: TestApp;

if (!mounted) rmSync(disk, { recursive: true, force: true });

describe.skipIf(!mounted)('a SQLite database on a disk that is full', () => {
  beforeAll(async () => {
    const previous = process.env.TMPDIR;
    process.env.TMPDIR = disk;
    try {
      t = await createTestApp();
    } finally {
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
    }
  });
  afterAll(async () => {
    await t?.close();
    execFileSync('umount', [disk]);
    rmSync(disk, { recursive: true, force: true });
  });

  const signIn = () =>
    t.app.request('/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: SUPER, password: 'pathcraft-demo' }),
    });

  it('answers 507 with the full-disk message, writes nothing half, and works again once there is space', async () => {
    expect((await signIn()).status).toBe(200);
    const filler = join(disk, 'filler');
    try {
      writeFileSync(filler, Buffer.alloc(0));
      // Fill what is left, in pieces (ENOSPC ends it).
      const piece = Buffer.alloc(1024 * 1024);
      for (;;) {
        try {
          writeFileSync(filler, piece, { flag: 'a' });
        } catch {
          break;
        }
      }
      for (let small = Buffer.alloc(4096); ; ) {
        try {
          writeFileSync(filler, small, { flag: 'a' });
        } catch {
          break;
        }
      }
      const refused = await signIn();
      expect([refused.status, await refused.json()]).toEqual([
        507,
        { error: { code: 'insufficient_storage', message: STORAGE_FULL_MESSAGE } },
      ]);
    } finally {
      rmSync(filler, { force: true });
    }
    expect((await signIn()).status).toBe(200);
  });
});
