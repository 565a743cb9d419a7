import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, materials } from '../../db/schema/index.ts';
import { newId } from '../../platform/ids.ts';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';
import { keyFromUrl } from '../../platform/storage/storage.ts';
import { EDIT_REFUSED, NO_MATERIAL } from './material-access.ts';
import { MEDIA_REFUSED } from './upload-material-media.ts';
import { first as firstRow } from '../../db/first.ts';

let t: TestApp;
let admin: string, teacher: string, student: string, otherAdmin: string;
let key: { apiKey: string };
const WF = 'demo-workforce-org';
const BASE = 'http://localhost:3000';
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
const MP3 = Uint8Array.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64]);

async function insertMaterial(values: { userId?: string | null; isDraft?: boolean } = {}) {
  const id = newId();
  await t.deps.db.insert(materials).values({
    id,
    orgId: WF,
    title: 'Files fixture',
    body: '<p>x</p>',
    userId: values.userId ?? null,
    isDraft: values.isDraft ?? false,
  });
  return id;
}

async function send(path: string, as: string | { apiKey: string } | null, bytes?: Uint8Array, name = 'photo.png') {
  const headers: Record<string, string> = {};
  if (typeof as === 'string') headers.authorization = `Bearer ${await t.sign(as)}`;
  else if (as) headers['x-api-key'] = as.apiKey;
  let body: FormData | undefined;
  if (bytes) {
    body = new FormData();
    body.set('file', new File([new Uint8Array(bytes)], name));
  }
  const res = await t.app.request(path, { method: 'POST', body, headers });
  return { status: res.status, body: (await res.json()) as any };
}
const keyOf = (url: string) => keyFromUrl(url, BASE)!.key;
const storedFiles = (prefix: string) => {
  try {
    return readdirSync(join(t.config.filesDir, prefix, WF), { recursive: true, withFileTypes: true }).filter((e) =>
      e.isFile(),
    );
  } catch {
    return [];
  }
};

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: '4096' });
  admin = emailOf(t, 'demo-workforce', 'admin');
  teacher = emailOf(t, 'demo-workforce', 'teacher');
  student = emailOf(t, 'demo-workforce', 'student');
  otherAdmin = emailOf(t, 'demo-community', 'admin');
  const created = await t.call('POST', '/v1/api-keys', admin, { name: 'Files test' });
  key = { apiKey: created.body.key };
});
afterAll(() => t.close());

describe('POST /v1/materials/{id}/files', () => {
  it('attaches a file: stored bytes, a file record of the material, a signed link; the side sheet lists files newest first', async () => {
    const id = await insertMaterial({ isDraft: true });
    const first = await send(`/v1/materials/${id}/files`, admin, PDF, 'Handbook.pdf');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      url: expect.stringMatching(
        new RegExp(`^${BASE}/files/materials/${WF}/${id}/[A-Za-z0-9]{20}\\.pdf\\?exp=\\d+&sig=`),
      ),
      name: 'Handbook.pdf',
      type: 'application/pdf',
      size: PDF.length,
      transcript: null,
      createdAt: expect.any(String),
    });
    const record = (await firstRow(t.deps.db.select().from(files).where(eq(files.id, first.body.id))))!;
    expect(record).toMatchObject({
      orgId: WF,
      parentType: 'materials',
      parentId: id,
      userId: (await t.userByEmail(admin)).id,
      name: 'Handbook.pdf',
      size: PDF.length,
      type: 'application/pdf',
    });
    expect(record.url).toBe(first.body.url.split('?')[0]);
    expect(await t.deps.storage.read(keyOf(record.url))).not.toBeNull();
    const signed = await t.app.request(first.body.url.replace(BASE, ''));
    expect(signed.status).toBe(200);
    expect((await t.app.request(record.url.replace(BASE, ''))).status).toBe(403);

    await t.deps.db.update(files).set({ createdAt: '2020-01-01T00:00:00.000Z' }).where(eq(files.id, first.body.id));
    const second = await send(`/v1/materials/${id}/files`, admin, MP3, 'Welcome.mp3');
    expect(second.body).toMatchObject({ type: 'audio/mpeg', transcript: null });
    const view = await t.call('GET', `/v1/materials/${id}`, student);
    expect(view.body.files.map((f: { name: string }) => f.name)).toEqual(['Welcome.mp3', 'Handbook.pdf']);
  });

  it.each([
    ['a file type outside the list', PNG, 'tool.exe', 415, 'Files of type .exe are not accepted.'],
    ['a type we store but not for materials', PNG, 'clip.mp4', 415, 'Files of type .mp4 are not accepted.'],
    ['bytes that do not match the name', PNG, 'Handbook.pdf', 415, "The file's content is not a .pdf file."],
    ['a file over the limit', new Uint8Array(5000).fill(0x41), 'notes.txt', 413, 'Files can be at most 4 KB.'],
    ['no file', undefined, '', 400, "Send the file as multipart form data in the field 'file'."],
  ])('refuses %s', async (_, bytes, name, status, message) => {
    const id = await insertMaterial();
    const before = storedFiles('materials').length;
    const res = await send(`/v1/materials/${id}/files`, admin, bytes, name);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
    expect(storedFiles('materials')).toHaveLength(before);
  });

  it.each([
    ['a teacher who is not the author', () => teacher, false, 403, EDIT_REFUSED],
    ['a student who is not the author', () => student, false, 403, EDIT_REFUSED],
    ['an admin of another organization', () => otherAdmin, true, 404, NO_MATERIAL],
    ['a visitor', () => null, false, 401, 'Sign in to continue.'],
    ['an API key', () => key, false, 401, 'Sign in to continue.'],
  ])('refuses %s before reading the upload', async (_, as, isDraft, status, message) => {
    const id = await insertMaterial({ isDraft });
    const res = await send(`/v1/materials/${id}/files`, as(), new Uint8Array(50_000), 'big.txt');
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
  });

  it('lets a student upload to their own material, and the super admin to any', async () => {
    const own = await insertMaterial({ userId: (await t.userByEmail(student)).id });
    expect((await send(`/v1/materials/${own}/files`, student, PNG, 'me.png')).status).toBe(201);
    expect(
      (await send(`/v1/materials/${own}/files`, SUPER, new TextEncoder().encode('a,b\n1,2\n'), 'table.csv')).status,
    ).toBe(201);
  });

  it('leaves no stored bytes behind when the file record cannot be written', async () => {
    const id = await insertMaterial();
    const before = storedFiles('materials').length;
    await t.exec({
      postgres: `CREATE FUNCTION test_files_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk trouble'; END $$;
           CREATE TRIGGER test_files_fail BEFORE INSERT ON files FOR EACH ROW EXECUTE FUNCTION test_files_fail()`,
      sqlite: "CREATE TRIGGER test_files_fail BEFORE INSERT ON files BEGIN SELECT RAISE(ABORT, 'disk trouble'); END",
    });
    try {
      const res = await send(`/v1/materials/${id}/files`, admin, PNG, 'photo.png');
      expect(res.status).toBe(500);
    } finally {
      await t.exec({
        postgres: 'DROP TRIGGER test_files_fail ON files; DROP FUNCTION test_files_fail()',
        sqlite: 'DROP TRIGGER test_files_fail',
      });
    }
    expect(storedFiles('materials')).toHaveLength(before);
  });
});

describe('DELETE /v1/materials/{id}/files/{fileId}', () => {
  it('removes the record and the stored bytes; a second delete is a 404', async () => {
    const id = await insertMaterial({ userId: (await t.userByEmail(teacher)).id });
    const up = await send(`/v1/materials/${id}/files`, teacher, PNG, 'photo.png');
    const url = (await firstRow(t.deps.db.select().from(files).where(eq(files.id, up.body.id))))!.url;
    expect((await t.call('DELETE', `/v1/materials/${id}/files/${up.body.id}`, student)).status).toBe(403);
    expect((await t.call('DELETE', `/v1/materials/${id}/files/${up.body.id}`, null)).status).toBe(401);
    const res = await t.call('DELETE', `/v1/materials/${id}/files/${up.body.id}`, teacher);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    expect(await firstRow(t.deps.db.select().from(files).where(eq(files.id, up.body.id)))).toBeUndefined();
    expect(await t.deps.storage.read(keyOf(url))).toBeNull();
    const again = await t.call('DELETE', `/v1/materials/${id}/files/${up.body.id}`, teacher);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('No such file');
  });

  it("refuses another material's file through this material", async () => {
    const a = await insertMaterial();
    const b = await insertMaterial();
    const up = await send(`/v1/materials/${b}/files`, admin, PNG, 'photo.png');
    expect((await t.call('DELETE', `/v1/materials/${a}/files/${up.body.id}`, admin)).status).toBe(404);
    expect(await t.deps.storage.read(keyOf(up.body.url))).not.toBeNull();
  });

  it('removes the bytes when a file record is deleted through the generic data access, unless another record still uses them', async () => {
    const id = await insertMaterial();
    const up = await send(`/v1/materials/${id}/files`, admin, PNG, 'photo.png');
    const url = up.body.url.split('?')[0];
    const copy = await t.call('POST', '/v1/external/firebase/store/files', admin, {
      orgId: WF,
      url,
      name: 'copy.png',
      parentType: 'materials',
      parentId: id,
    });
    expect(copy.status).toBe(201);
    expect((await t.call('DELETE', `/v1/external/firebase/store/files?id=${up.body.id}`, admin)).status).toBe(200);
    expect(await t.deps.storage.read(keyOf(url))).not.toBeNull();
    expect((await t.call('DELETE', `/v1/external/firebase/store/files?id=${copy.body.docId}`, admin)).status).toBe(200);
    expect(await t.deps.storage.read(keyOf(url))).toBeNull();
  });
});

describe('POST /v1/materials/media', () => {
  it('stores an image or PDF for a body under the public prefix, served to anyone', async () => {
    const res = await send(`/v1/materials/media?organizationId=${WF}`, teacher, PNG, 'diagram.png');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      url: expect.stringMatching(new RegExp(`^${BASE}/files/public/${WF}/[A-Za-z0-9]{20}\\.png$`)),
      name: 'diagram.png',
      size: PNG.length,
      type: 'image/png',
    });
    expect((await t.app.request(res.body.url.replace(BASE, ''))).status).toBe(200);
    const pdf = await send(`/v1/materials/media?organizationId=${WF}`, SUPER, PDF, 'guide.pdf');
    expect(pdf.body.url).toMatch(/\.pdf$/);
  });

  it.each([
    ['a student', () => student, WF, PNG, 'a.png', 403, MEDIA_REFUSED],
    [
      'another organization',
      () => otherAdmin,
      WF,
      PNG,
      'a.png',
      403,
      "You can only upload to your own organization's materials.",
    ],
    ['a visitor', () => null, WF, PNG, 'a.png', 401, 'Sign in to continue.'],
    ['an API key', () => key, WF, PNG, 'a.png', 401, 'Sign in to continue.'],
    ['no organization named', () => admin, '', PNG, 'a.png', 400, 'organizationId is required'],
    ['audio', () => admin, WF, MP3, 'a.mp3', 415, 'Files of type .mp3 are not accepted.'],
    [
      'a disguised file',
      () => admin,
      WF,
      new TextEncoder().encode('<svg onload=alert(1)>'),
      'a.png',
      415,
      "The file's content is not a .png file.",
    ],
  ])('refuses %s', async (_, as, org, bytes, name, status, message) => {
    const res = await send(`/v1/materials/media?organizationId=${org}`, as(), bytes, name);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
  });
});
