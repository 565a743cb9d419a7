import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { prepareAgreements } from '../../features/agreements/prepare-agreements.ts';
import { png } from '../../test/png.ts';
import { createTestApp, emailOf, type TestApp } from '../../test/harness.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';
import { FILE_STORE_MESSAGE } from '../errors.ts';

/** A local server speaking the S3 protocol (s3rver, in this process), and the whole app on it. */
let s3: S3rver;
let s3Dir: string;
let endpoint: string;
let t: TestApp;
let admin: string;
let orgId: string;
const BUCKET = 'pathcraft-files';
const PICTURE = new Uint8Array(png(8, 8));

beforeAll(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), 'pathcraft-s3-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    FILES_S3_URL: endpoint,
    FILES_S3_BUCKET: BUCKET,
    FILES_S3_ACCESS_KEY_ID: 'S3RVER',
    FILES_S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  admin = emailOf(t, 'demo-workforce', 'admin');
  orgId = (await t.userByEmail(admin)).orgId!;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

async function upload(bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  const res = await t.app.request(`/v1/external/aws/upload?organizationId=${orgId}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${await t.sign(admin)}` },
  });
  return { status: res.status, body: (await res.json()) as { url: string; signedUrl: string; key: string } };
}

const path = (url: string) => url.replace('http://localhost:3000', '');

describe('files in an S3-compatible bucket', () => {
  it('stores an upload in the bucket, under the same key as on disk', async () => {
    const res = await upload(PICTURE, 'badge.png');
    expect(res.status).toBe(201);
    const inBucket = await fetch(`${endpoint}/${BUCKET}/${res.body.key}`);
    expect(inBucket.status).toBe(200);
    expect(new Uint8Array(await inBucket.arrayBuffer())).toEqual(PICTURE);
  });

  it('a signed link redirects to a presigned bucket URL that serves the file with our type; a bad signature is refused before', async () => {
    const { body } = await upload(PICTURE, 'badge.png');
    const res = await t.app.request(path(body.signedUrl));
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe(endpoint);
    expect(location.pathname).toBe(`/${BUCKET}/${body.key}`);
    expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(location.searchParams.get('X-Amz-Expires'))).toBeGreaterThan(3000);
    expect(location.searchParams.get('response-content-type')).toBe('image/png');
    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PICTURE);
    expect(
      (await t.app.request(path(body.signedUrl).replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`)))
        .status,
    ).toBe(403);
  });

  it('reads through the API, deletes from the bucket, and answers 404 once gone', async () => {
    const { body } = await upload(PICTURE, 'badge.png');
    const auth = { authorization: `Bearer ${await t.sign(admin)}` };
    const read = await t.app.request(`/v1/external/aws/buffer?url=${encodeURIComponent(body.url)}`, { headers: auth });
    expect(Buffer.from(((await read.json()) as { buffer: string }).buffer, 'base64')).toEqual(Buffer.from(PICTURE));
    const del = await t.app.request(
      `/v1/external/aws/delete-file?file=${encodeURIComponent(body.url)}&organizationId=${orgId}`,
      { method: 'DELETE', headers: auth },
    );
    expect(del.status).toBe(200);
    expect((await fetch(`${endpoint}/${BUCKET}/${body.key}`)).status).toBe(404);
    expect(await t.deps.storage.size(body.key)).toBeNull();
    const again = await t.app.request(
      `/v1/external/aws/delete-file?file=${encodeURIComponent(body.url)}&organizationId=${orgId}`,
      { method: 'DELETE', headers: auth },
    );
    expect(again.status).toBe(404);
  });

  it('public files are served by the platform itself (stable, cacheable addresses)', async () => {
    const stored = await t.deps.storage.put({ prefix: 'public', orgId }, 'png', PICTURE);
    const res = await t.app.request(`/files/${stored.key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('public');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PICTURE);
  });

  it('lists a prefix across pages and sweeps orphaned agreement files from the bucket', async () => {
    const storage = t.deps.storage;
    const orphan = await storage.put(
      { prefix: 'agreements', orgId },
      'pdf',
      new TextEncoder().encode('%PDF-1.7 orphan'),
    );
    const listed: string[] = [];
    for await (const f of storage.list('agreements')) listed.push(f.key);
    expect(listed).toContain(orphan.key);
    // The sweep keeps files younger than its grace period: run it an hour later.
    const later = { ...t.deps, now: () => new Date(Date.now() + 60 * 60_000) };
    const report = await prepareAgreements(later);
    expect(report.removedFiles).toContain(orphan.key);
    expect(await storage.size(orphan.key)).toBeNull();
  });

  it('refuses half a configuration with a message naming every setting', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PATHCRAFT_DATA_DIR: s3Dir, FILES_S3_URL: endpoint })).toThrow(
      'files in S3 need FILES_S3_URL, FILES_S3_BUCKET, FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY together',
    );
  });

  it('a bucket that does not answer gives a 503 with a clear message, not a crash', async () => {
    const settings = { region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    const working = createS3Storage({ ...settings, bucketUrl: `${endpoint}/${BUCKET}` }, 'k'.repeat(32));
    const broken = createS3Storage({ ...settings, bucketUrl: 'http://127.0.0.1:9/none' }, 'k'.repeat(32));
    // The demo seed stores signatures: the bucket goes away only once the app is up.
    let reachable = true;
    const storage = new Proxy(working, {
      get: (_target, name: keyof FileStorage) => (reachable ? working : broken)[name],
    });
    const down = await createTestApp({}, { storage });
    reachable = false;
    try {
      const form = new FormData();
      form.set('file', new File([PICTURE as Uint8Array<ArrayBuffer>], 'badge.png'));
      const owner = emailOf(down, 'demo-workforce', 'admin');
      const res = await down.app.request(
        `/v1/external/aws/upload?organizationId=${(await down.userByEmail(owner)).orgId}`,
        { method: 'POST', body: form, headers: { authorization: `Bearer ${await down.sign(owner)}` } },
      );
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: { code: 'unavailable', message: FILE_STORE_MESSAGE } });
    } finally {
      await down.close();
    }
  });
});
