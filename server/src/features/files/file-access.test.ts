import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/first.ts';
import { apprenticeAgreements, courses, files, materials } from '../../db/schema/index.ts';
import { newId } from '../../platform/ids.ts';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';
import { signAsInvitee } from '../../test/demo-signing.ts';
import { keyFromUrl } from '../../platform/storage/storage.ts';

/**
 * Who may do what with which stored file: each role tries every file route on a file of each kind
 * of record, through the real app. A file belongs to its record; the record's rules decide.
 */
const WF = 'demo-workforce-org';
const BASE = 'http://localhost:3000';
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

let t: TestApp;
type Caller = string | { apiKey: string } | null;
const ROLES = ['superAdmin', 'owner', 'admin', 'teacher', 'student', 'otherOrg', 'anonymous', 'apiKey'] as const;
type RoleName = (typeof ROLES)[number];
const callers = {} as Record<RoleName, Caller>;

/** The records whose files are tried; `url` is the stored file's address, `folder` where an upload for it goes. */
const records = {} as Record<
  RecordName,
  { url: string; folder: string; parentType?: 'materials' | 'courses'; parentId?: string }
>;
type RecordName = 'material' | 'agreementPdf' | 'signature' | 'courseFile' | 'orgAsset' | 'personal';
let materialId: string;
let courseId: string;

async function upload(as: Caller, query: string, bytes: Uint8Array = PNG, name = 'a.png') {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  const headers: Record<string, string> =
    typeof as === 'string' ? { authorization: `Bearer ${await t.sign(as)}` } : as ? { 'x-api-key': as.apiKey } : {};
  const res = await t.app.request(`/v1/external/aws/upload?${query}`, { method: 'POST', body: form, headers });
  return { status: res.status, body: (await res.json()) as any };
}
const q = encodeURIComponent;

beforeAll(async () => {
  t = await createTestApp();
  callers.superAdmin = SUPER;
  callers.owner = emailOf(t, 'demo-workforce', 'owner');
  callers.admin = emailOf(t, 'demo-workforce', 'admin');
  callers.teacher = emailOf(t, 'demo-workforce', 'teacher');
  callers.student = emailOf(t, 'demo-workforce', 'student');
  callers.otherOrg = emailOf(t, 'demo-community', 'admin');
  callers.anonymous = null;
  callers.apiKey = {
    apiKey: (await t.call('POST', '/v1/api-keys', callers.admin as string, { name: 'File access' })).body.key,
  };

  // A draft material by the teacher, with a file the teacher attached.
  materialId = newId();
  await t.db.insert(materials).values({
    id: materialId,
    orgId: WF,
    title: 'Draft with a file',
    body: '<p>x</p>',
    userId: (await t.userByEmail(callers.teacher as string)).id,
    isDraft: true,
  });
  const form = new FormData();
  form.set('file', new File([PDF], 'Handbook.pdf'));
  const attached = await t.app.request(`/v1/materials/${materialId}/files`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${await t.sign(callers.teacher as string)}` },
  });
  const materialFile = (await attached.json()) as { url: string };
  records.material = {
    url: materialFile.url.split('?')[0]!,
    folder: `prefix=materials&parentId=${materialId}`,
    parentType: 'materials',
    parentId: materialId,
  };

  // The apprentice agreement, signed: its PDF (with the clear SSN) and the drawn signature.
  expect((await signAsInvitee(t, 'apprentice')).status).toBe(200);
  const agreement = (await first(
    t.db.select().from(apprenticeAgreements).where(eq(apprenticeAgreements.id, 'demo-apprentice-agreement')),
  ))!;
  records.agreementPdf = {
    url: `${BASE}/files/${agreement.signedPdfKey}`,
    folder: 'prefix=agreements&parentId=demo-apprentice-agreement',
  };
  records.signature = {
    url: agreement.signerSignature!,
    folder: 'prefix=signatures&parentId=demo-apprentice-agreement',
  };

  // A class's file, an organization asset and a student's own upload.
  courseId = (await first(t.db.select({ id: courses.id }).from(courses).where(eq(courses.orgId, WF))))!.id;
  const courseFile = await upload(
    SUPER,
    `organizationId=${WF}&prefix=courses&parentId=${courseId}`,
    PDF,
    'syllabus.pdf',
  );
  records.courseFile = {
    url: courseFile.body.url,
    folder: `prefix=courses&parentId=${courseId}`,
    parentType: 'courses',
    parentId: courseId,
  };
  records.orgAsset = {
    url: (await upload(SUPER, `organizationId=${WF}&prefix=public`)).body.url,
    folder: 'prefix=public',
  };
  records.personal = {
    url: (await upload(callers.student, `organizationId=${WF}`)).body.url,
    folder: 'prefix=user-content',
  };
}, 60_000);
afterAll(() => t.close());

/** A fresh file of the record's kind, for a delete that may succeed. */
async function freshCopy(record: RecordName): Promise<string> {
  if (record === 'material') {
    const form = new FormData();
    form.set('file', new File([PDF], 'copy.pdf'));
    const res = await t.app.request(`/v1/materials/${materialId}/files`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${await t.sign(SUPER)}` },
    });
    return ((await res.json()) as { url: string }).url.split('?')[0]!;
  }
  if (record === 'personal') return (await upload(callers.student, `organizationId=${WF}`)).body.url;
  if (record === 'courseFile' || record === 'orgAsset')
    return (await upload(SUPER, `organizationId=${WF}&${records[record].folder}`)).body.url;
  return records[record].url;
}

type Route = 'signedUrl' | 'buffer' | 'delete' | 'upload' | 'recordCreate' | 'recordUpdate';
async function attempt(route: Route, record: RecordName, as: Caller): Promise<number> {
  const { url } = records[record];
  switch (route) {
    case 'signedUrl': {
      const res = await t.call('GET', `/v1/actions/create-public-url?url=${q(url)}`, as);
      // A link that is issued must open the file.
      if (res.status === 200) expect((await t.app.request(res.body.url.replace(BASE, ''))).status).toBe(200);
      return res.status;
    }
    case 'buffer':
      return (await t.call('GET', `/v1/external/aws/buffer?url=${q(url)}`, as)).status;
    case 'delete': {
      const target = await freshCopy(record);
      const res = await t.call('DELETE', '/v1/external/aws/delete-file', as, { file: target, organizationId: WF });
      // Refused: the bytes are still there.
      const kept = await t.deps.storage.read(keyFromUrl(target, BASE)!.key);
      expect(kept === null).toBe(res.status === 200);
      return res.status;
    }
    case 'upload':
      return (await upload(as, `organizationId=${WF}&${records[record].folder}`)).status;
    case 'recordCreate': {
      // A file record on the material (or class) pointing at this record's stored file.
      const parent = records[record].parentType ? records[record] : records.material;
      return (
        await t.call('POST', '/v1/external/firebase/store/files', as, {
          orgId: WF,
          url,
          name: 'Attached.pdf',
          parentType: parent.parentType,
          parentId: parent.parentId,
        })
      ).status;
    }
    case 'recordUpdate': {
      const parent = records[record];
      const row = (await first(
        t.db
          .select({ id: files.id })
          .from(files)
          .where(and(eq(files.parentType, parent.parentType!), eq(files.parentId, parent.parentId!))),
      ))!;
      return (await t.call('PUT', '/v1/external/firebase/store/files', as, { id: row.id, transcript: 'Rewritten.' }))
        .status;
    }
  }
}

//                                                 super owner admin teacher student otherOrg anon apiKey
const TABLE: [RecordName, Route, number[]][] = [
  // A draft material's file: the material's readers read it, its author and admins change it.
  ['material', 'signedUrl', /*                */ [200, 200, 200, 200, 200, 404, 401, 200]],
  ['material', 'buffer', /*                   */ [200, 200, 200, 200, 200, 404, 401, 200]],
  ['material', 'delete', /*                   */ [200, 200, 200, 200, 403, 404, 401, 403]],
  ['material', 'upload', /*                   */ [201, 201, 201, 201, 403, 403, 401, 401]],
  ['material', 'recordCreate', /*             */ [201, 201, 201, 201, 403, 403, 401, 403]],
  ['material', 'recordUpdate', /*             */ [200, 200, 200, 200, 403, 404, 401, 403]],
  // The signed apprentice agreement (clear SSN): only its private readers; nobody changes it.
  ['agreementPdf', 'signedUrl', /*            */ [200, 200, 200, 403, 403, 403, 401, 403]],
  ['agreementPdf', 'buffer', /*               */ [200, 200, 200, 403, 403, 403, 401, 403]],
  ['agreementPdf', 'delete', /*               */ [403, 403, 403, 403, 403, 403, 401, 403]],
  ['agreementPdf', 'upload', /*               */ [400, 400, 400, 400, 400, 403, 401, 401]],
  ['agreementPdf', 'recordCreate', /*         */ [403, 403, 403, 403, 403, 403, 401, 403]],
  // The signature drawn on it: as the agreement.
  ['signature', 'signedUrl', /*               */ [200, 200, 200, 403, 403, 403, 401, 403]],
  ['signature', 'buffer', /*                  */ [200, 200, 200, 403, 403, 403, 401, 403]],
  ['signature', 'delete', /*                  */ [403, 403, 403, 403, 403, 403, 401, 403]],
  ['signature', 'upload', /*                  */ [400, 400, 400, 400, 400, 403, 401, 401]],
  ['signature', 'recordCreate', /*            */ [403, 403, 403, 403, 403, 403, 401, 403]],
  // A class's file: the class's members read it, its staff change it; never public.
  ['courseFile', 'signedUrl', /*               */ [200, 200, 200, 200, 200, 404, 401, 404]],
  ['courseFile', 'buffer', /*                  */ [200, 200, 200, 200, 200, 404, 401, 404]],
  ['courseFile', 'delete', /*                  */ [200, 200, 200, 200, 403, 404, 401, 403]],
  ['courseFile', 'upload', /*                  */ [201, 201, 201, 201, 403, 403, 401, 401]],
  ['courseFile', 'recordCreate', /*            */ [201, 201, 201, 201, 403, 403, 401, 403]],
  // An organization asset: anyone reads it, the organization's staff change it.
  ['orgAsset', 'signedUrl', /*                */ [200, 200, 200, 200, 200, 200, 401, 200]],
  ['orgAsset', 'buffer', /*                   */ [200, 200, 200, 200, 200, 200, 401, 200]],
  ['orgAsset', 'delete', /*                   */ [200, 200, 200, 200, 403, 403, 401, 403]],
  ['orgAsset', 'upload', /*                   */ [201, 201, 201, 201, 403, 403, 401, 401]],
  ['orgAsset', 'recordCreate', /*             */ [403, 403, 403, 403, 403, 403, 401, 403]],
  // A student's own upload: the student and the organization's owners and admins.
  ['personal', 'signedUrl', /*                */ [200, 200, 200, 403, 200, 403, 401, 403]],
  ['personal', 'buffer', /*                   */ [200, 200, 200, 403, 200, 403, 401, 403]],
  ['personal', 'delete', /*                   */ [200, 200, 200, 403, 200, 403, 401, 403]],
  ['personal', 'recordCreate', /*             */ [403, 403, 403, 403, 403, 403, 401, 403]],
];

describe('stored files: role × route × record', () => {
  it.each(
    TABLE.flatMap(([record, route, statuses]) => ROLES.map((role, i) => [record, route, role, statuses[i]!] as const)),
  )('%s, %s, as %s: %i', async (record, route, role, status) => {
    expect(await attempt(route, record, callers[role])).toBe(status);
  });
});

describe('what the findings showed (issue 24 #2, #3, #4)', () => {
  it("a material's reader links only the material's own files: not another record's storage, not an outside address", async () => {
    // Rows as a file record written before the rules would have left them.
    for (const url of [records.agreementPdf.url, records.signature.url, 'https://phishing.example/login']) {
      await t.db
        .insert(files)
        .values({ id: newId(), orgId: WF, url, name: 'Read me first', parentType: 'materials', parentId: materialId });
    }
    const view = await t.call('GET', `/v1/materials/${materialId}`, callers.student);
    expect(view.status).toBe(200);
    expect(view.body.files.map((f: { name: string }) => f.name)).not.toContain('Read me first');
    expect(
      view.body.files.every((f: { url: string }) => f.url.startsWith(`${BASE}/files/materials/${WF}/${materialId}/`)),
    ).toBe(true);
  });

  it("refuses a file record on another organization's public material, and any record that points outside", async () => {
    // A published material a visitor reads: on no page, so behind no page link's code (the demo's are behind one).
    const published = newId();
    const stamp = new Date().toISOString();
    await t.db.insert(materials).values({
      id: published,
      orgId: WF,
      title: 'Open notes',
      body: '<p>Open.</p>',
      isDraft: false,
      userId: (await t.userByEmail(emailOf(t, 'demo-workforce', 'teacher'))).id,
      createdAt: stamp,
      updatedAt: stamp,
    });
    expect((await t.call('GET', `/v1/materials/${published}`, null)).status).toBe(200);
    const attach = await t.call('POST', '/v1/external/firebase/store/files', emailOf(t, 'demo-community', 'student'), {
      url: 'https://phishing.example/login',
      name: 'Start here',
      parentType: 'materials',
      parentId: published,
    });
    expect(attach.status).toBe(400);
    const own = await t.call('POST', '/v1/external/firebase/store/files', emailOf(t, 'demo-community', 'student'), {
      url: records.material.url,
      name: 'Start here',
      parentType: 'materials',
      parentId: published,
    });
    expect([403, 404]).toContain(own.status);
    expect(
      (await t.call('GET', `/v1/materials/${published}`, null)).body.files.map((f: { name: string }) => f.name),
    ).not.toContain('Start here');
  });

  it("refuses rewriting the owner of a teacher's file record, even to its material's editors", async () => {
    const row = (await first(
      t.db
        .select()
        .from(files)
        .where(and(eq(files.parentId, materialId), eq(files.name, 'Handbook.pdf'))),
    ))!;
    const res = await t.call('PUT', '/v1/external/firebase/store/files', callers.admin as string, {
      id: row.id,
      userId: (await t.userByEmail(callers.admin as string)).id,
    });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe("A file record's owner is the person who added it.");
  });

  it('re-signs an expired link only for someone who may read the file now', async () => {
    const expired = `${records.agreementPdf.url}?exp=1&sig=x`;
    expect((await t.call('GET', `/v1/actions/create-public-url?url=${q(expired)}`, callers.teacher)).status).toBe(403);
    expect((await t.call('GET', `/v1/actions/create-public-url?url=${q(expired)}`, callers.admin)).status).toBe(200);
  });
});
