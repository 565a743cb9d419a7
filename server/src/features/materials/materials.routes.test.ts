import { MATERIAL_HTML } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, materials } from '../../db/schema/index.ts';
import { newId } from '../../platform/ids.ts';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';
import { CREATE_REFUSED } from './create-material.ts';
import { EDIT_REFUSED, NO_MATERIAL } from './material-access.ts';
import { NO_RESOURCE } from './material-resource.ts';
import { first } from '../../db/first.ts';

let t: TestApp;
let owner: string, admin: string, teacher: string, student: string, otherAdmin: string;
let key: { apiKey: string }, otherKey: { apiKey: string };
const WF = 'demo-workforce-org';
const CM = 'demo-community-org';
const OVER_LIMIT = 'This field exceeds the maximum number of characters (50000) allowed.';
const XSS =
  '<p onclick="alert(1)">Hello<script>alert(2)</script><img src=x onerror=alert(3)><a href="javascript:alert(4)">x</a></p>';
const XSS_CLEAN = '<p>Hello<a>x</a></p>';
const VIDEO = `<div class="pc-embed pc-embed--video"><iframe class="pc-embed__frame" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video" allowfullscreen sandbox="${MATERIAL_HTML.iframeSandbox}"></iframe></div>`;

async function createKey(email: string) {
  const res = await t.call('POST', '/v1/api-keys', email, { name: 'Materials test' });
  expect(res.status).toBe(201);
  return { apiKey: res.body.key as string };
}

/** A material row as a test fixture (authors of any role, drafts or not). */
async function insertMaterial(values: {
  orgId?: string;
  userId?: string | null;
  isDraft?: boolean;
  title?: string;
  body?: string;
}) {
  const id = newId();
  await t.deps.db.insert(materials).values({
    id,
    orgId: values.orgId ?? WF,
    title: values.title ?? 'Fixture material',
    body: values.body ?? '<p>Fixture</p>',
    userId: values.userId ?? null,
    isDraft: values.isDraft ?? false,
  });
  return id;
}
const stored = async (id: string) => (await first(t.deps.db.select().from(materials).where(eq(materials.id, id))))!;

beforeAll(async () => {
  t = await createTestApp();
  owner = emailOf(t, 'demo-workforce', 'owner');
  admin = emailOf(t, 'demo-workforce', 'admin');
  teacher = emailOf(t, 'demo-workforce', 'teacher');
  student = emailOf(t, 'demo-workforce', 'student');
  otherAdmin = emailOf(t, 'demo-community', 'admin');
  key = await createKey(admin);
  otherKey = await createKey(otherAdmin);
});
afterAll(() => t.close());

describe('GET /v1/materials/{id}', () => {
  it('shows a published material to anyone, with its author block, files and limit; only admins and the author may edit', async () => {
    const adminUser = await t.userByEmail(admin);
    const id = await insertMaterial({ userId: adminUser.id, body: '<p>Published</p>' });
    const anonymous = await t.call('GET', `/v1/materials/${id}`, null);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({
      material: expect.objectContaining({
        id,
        orgId: WF,
        title: 'Fixture material',
        body: '<p>Published</p>',
        isDraft: false,
        isEmbedded: false,
        resourceId: null,
        promptType: null,
        userId: adminUser.id,
      }),
      author: { name: adminUser.name, title: adminUser.title, picture: adminUser.profilePicture },
      files: [],
      canEdit: false,
      canDeleteFiles: false,
      maxChars: 50000,
    });
    expect(JSON.stringify(anonymous.body)).not.toContain(admin);
    const canEdit = async (as: string | { apiKey: string }) =>
      (await t.call('GET', `/v1/materials/${id}`, as)).body.canEdit;
    expect([
      await canEdit(SUPER),
      await canEdit(owner),
      await canEdit(admin),
      await canEdit(teacher),
      await canEdit(student),
      await canEdit(otherAdmin),
      await canEdit(key),
    ]).toEqual([true, true, true, false, false, false, false]);
  });

  it('shows a draft only to its organization, its author and the super admin; others get 404 as if it did not exist', async () => {
    const id = await insertMaterial({ isDraft: true, userId: (await t.userByEmail(otherAdmin)).id });
    for (const as of [SUPER, owner, admin, teacher, student, otherAdmin, key])
      expect((await t.call('GET', `/v1/materials/${id}`, as)).status).toBe(200);
    for (const as of [null, otherKey]) {
      const res = await t.call('GET', `/v1/materials/${id}`, as);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(NO_MATERIAL);
    }
    const foreignDraft = await insertMaterial({ isDraft: true, orgId: CM });
    expect((await t.call('GET', `/v1/materials/${foreignDraft}`, admin)).status).toBe(404);
    expect((await t.call('GET', '/v1/materials/no-such-material', SUPER)).status).toBe(404);
  });

  it('lets a student author edit their own material, and nobody else of their role', async () => {
    const id = await insertMaterial({ userId: (await t.userByEmail(student)).id, isDraft: true });
    expect((await t.call('GET', `/v1/materials/${id}`, student)).body).toMatchObject({
      canEdit: true,
      canDeleteFiles: true,
    });
  });
});

describe('POST /v1/materials', () => {
  it.each([
    ['the super admin', () => SUPER],
    ['an owner', () => owner],
    ['an admin', () => admin],
    ['a teacher', () => teacher],
  ])('creates a material for %s, who becomes its author; the body is sanitized', async (_, as) => {
    const res = await t.call('POST', '/v1/materials', as(), {
      organizationId: WF,
      title: 'Lockout basics',
      body: XSS + VIDEO,
      isDraft: true,
      promptType: 'qaPairs',
    });
    expect(res.status).toBe(201);
    expect(res.body.material).toMatchObject({
      orgId: WF,
      title: 'Lockout basics',
      body: XSS_CLEAN + VIDEO,
      isDraft: true,
      promptType: 'qaPairs',
      userId: (await t.userByEmail(as())).id,
    });
    expect(res.body.canEdit).toBe(true);
    expect((await stored(res.body.material.id)).body).toBe(XSS_CLEAN + VIDEO);
  });

  it.each([
    ['a student', () => student, { organizationId: WF, title: 'x' }, 403, CREATE_REFUSED],
    ['a visitor', () => null, { organizationId: WF, title: 'x' }, 401, 'Sign in to continue.'],
    ['an API key', () => key, { organizationId: WF, title: 'x' }, 401, 'Sign in to continue.'],
    [
      'an admin of another organization',
      () => otherAdmin,
      { organizationId: WF, title: 'x' },
      403,
      'You can only create materials in your own organization.',
    ],
    [
      'a body over the limit',
      () => admin,
      { organizationId: WF, title: 'x', body: `<p>${'a'.repeat(50001)}</p>` },
      400,
      OVER_LIMIT,
    ],
    [
      'a resource of another organization',
      () => admin,
      { organizationId: WF, title: 'x', resourceId: 'demo-resource-lab' },
      404,
      NO_RESOURCE,
    ],
  ])('refuses %s', async (_, as, body, status, message) => {
    const res = await t.call('POST', '/v1/materials', as() as string, body);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
  });

  it('counts text, not markup, against the limit', async () => {
    const res = await t.call('POST', '/v1/materials', admin, {
      organizationId: WF,
      title: 'Long',
      body: `<p><strong>${'a'.repeat(50000)}</strong></p>`,
    });
    expect(res.status).toBe(201);
  });

  it('refuses a material without a title', async () => {
    const res = await t.call('POST', '/v1/materials', admin, { organizationId: WF, title: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('Title is required.');
  });
});

describe('PATCH /v1/materials/{id}', () => {
  it('changes only the fields sent: the body stays when only the title comes, and is sanitized when it comes', async () => {
    const id = await insertMaterial({ userId: (await t.userByEmail(teacher)).id, body: '<p>Keep me</p>' });
    const renamed = await t.call('PATCH', `/v1/materials/${id}`, teacher, { title: 'Renamed' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.material).toMatchObject({ title: 'Renamed', body: '<p>Keep me</p>' });
    const edited = await t.call('PATCH', `/v1/materials/${id}`, admin, { body: XSS, isDraft: true });
    expect(edited.body.material).toMatchObject({ title: 'Renamed', body: XSS_CLEAN, isDraft: true });
    // The same PATCH twice (a double submit) leaves the same material.
    const again = await t.call('PATCH', `/v1/materials/${id}`, admin, { body: XSS, isDraft: true });
    expect(again.body.material.body).toBe(XSS_CLEAN);
  });

  it("updates its resource's name and body with it, so the resource list and the assistant's sources follow (issue 25 #15)", async () => {
    const title = 'OSHA 10: what the course covers';
    const res = await t.call('PATCH', '/v1/materials/demo-material-osha', admin, {
      title,
      body: '<p>Zorblatt lockout drills every Monday.</p>',
    });
    expect(res.status).toBe(200);
    const resource = await t.call('GET', '/v1/api/content/resources/demo-resource-osha', admin);
    expect(resource.body.item ?? resource.body).toMatchObject({
      name: title,
      body: '<p>Zorblatt lockout drills every Monday.</p>',
    });
    const found = await t.call('POST', '/v1/api/content/vectorSearch', admin, {
      searchText: 'Zorblatt lockout drills',
    });
    expect(found.body.sources[0]).toMatchObject({ kind: 'resource', id: 'demo-resource-osha', title });
    // A draft's edits stay on the draft.
    await t.call('PATCH', '/v1/materials/demo-material-osha', admin, { isDraft: true });
    await t.call('PATCH', '/v1/materials/demo-material-osha', admin, { title: 'Draft title' });
    expect((await t.call('GET', '/v1/api/content/resources/demo-resource-osha', admin)).body).toMatchObject({
      item: { name: title },
    });
  });

  it('moves the material to a resource of its organization (Add Material), never of another', async () => {
    const id = await insertMaterial({});
    const moved = await t.call('PATCH', `/v1/materials/${id}`, admin, {
      resourceId: 'demo-resource-apply',
      isEmbedded: true,
    });
    expect(moved.body.material).toMatchObject({ resourceId: 'demo-resource-apply', isEmbedded: true });
    const foreign = await t.call('PATCH', `/v1/materials/${id}`, admin, { resourceId: 'demo-resource-lab' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(NO_RESOURCE);
    expect((await stored(id)).resourceId).toBe('demo-resource-apply');
  });

  it("saves transcripts on the material's own files only", async () => {
    const id = await insertMaterial({});
    const fileId = newId();
    await t.deps.db.insert(files).values({
      id: fileId,
      orgId: WF,
      url: `/files/materials/${WF}/${id}/${'a'.repeat(20)}.mp3`,
      name: 'a.mp3',
      parentType: 'materials',
      parentId: id,
    });
    const otherFile = newId();
    await t.deps.db.insert(files).values({
      id: otherFile,
      orgId: WF,
      url: `/files/materials/${WF}/another-material/${'b'.repeat(20)}.mp3`,
      name: 'b.mp3',
      parentType: 'materials',
      parentId: 'another-material',
    });
    const res = await t.call('PATCH', `/v1/materials/${id}`, admin, {
      transcripts: [{ fileId, transcript: 'Welcome to the shop.' }],
    });
    expect(res.body.files).toEqual([expect.objectContaining({ id: fileId, transcript: 'Welcome to the shop.' })]);
    const foreign = await t.call('PATCH', `/v1/materials/${id}`, admin, {
      transcripts: [{ fileId: otherFile, transcript: 'x' }],
    });
    expect(foreign.status).toBe(404);
    expect((await first(t.deps.db.select().from(files).where(eq(files.id, otherFile))))!.transcript).toBeNull();
  });

  it('lets the author edit whatever their role', async () => {
    const id = await insertMaterial({ userId: (await t.userByEmail(student)).id });
    const res = await t.call('PATCH', `/v1/materials/${id}`, student, { title: 'My notes', body: XSS });
    expect(res.status).toBe(200);
    expect(res.body.material).toMatchObject({ title: 'My notes', body: XSS_CLEAN });
  });

  it.each([
    ['a teacher who is not the author', () => teacher, 403, EDIT_REFUSED, false],
    ['a student who is not the author', () => student, 403, EDIT_REFUSED, false],
    ['an admin of another organization (published material)', () => otherAdmin, 403, EDIT_REFUSED, false],
    ['an admin of another organization (draft)', () => otherAdmin, 404, NO_MATERIAL, true],
    ['a visitor', () => null, 401, 'Sign in to continue.', false],
    ['an API key', () => key, 401, 'Sign in to continue.', false],
  ])('refuses %s', async (_, as, status, message, isDraft) => {
    const id = await insertMaterial({ userId: (await t.userByEmail(admin)).id, isDraft });
    const res = await t.call('PATCH', `/v1/materials/${id}`, as() as string, { title: 'Taken over' });
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
    expect((await stored(id)).title).toBe('Fixture material');
  });

  it('reads JSON within the usual limit on the upload paths too (a PATCH of a material called "media")', async () => {
    const res = await t.call('PATCH', '/v1/materials/media', admin, { title: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('The body is too large: send at most 1 MB.');
  });

  it('refuses a body over the limit and keeps the old one', async () => {
    const id = await insertMaterial({});
    const res = await t.call('PATCH', `/v1/materials/${id}`, admin, { body: `<p>${'&lt;'.repeat(50001)}</p>` });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(OVER_LIMIT);
    expect((await stored(id)).body).toBe('<p>Fixture</p>');
  });
});

describe('material bodies written through the generic data access and the content API', () => {
  it.each([
    ['PUT /v1/external/supabase/materials', 'PUT', '/v1/external/supabase/materials'],
    ['PUT /v1/api/content/materials', 'PUT', '/v1/api/content/materials'],
    ['PUT /v1/external/firebase/store/materials', 'PUT', '/v1/external/firebase/store/materials'],
  ])('sanitizes an update through %s', async (_, method, path) => {
    const id = await insertMaterial({});
    const res = await t.call(method, path, admin, { id, body: XSS + VIDEO });
    expect(res.status).toBe(200);
    expect(res.body.item.body).toBe(XSS_CLEAN + VIDEO);
    expect((await stored(id)).body).toBe(XSS_CLEAN + VIDEO);
  });

  it.each([
    ['POST /v1/external/supabase/materials', '/v1/external/supabase/materials'],
    ['POST /v1/api/content/materials', '/v1/api/content/materials'],
  ])('sanitizes a create through %s', async (_, path) => {
    const res = await t.call('POST', path, admin, { orgId: WF, title: 'Via data access', body: XSS });
    expect(res.status).toBe(201);
    expect((await stored(res.body.docId)).body).toBe(XSS_CLEAN);
  });

  it('sanitizes every record of create-many, and an author-student’s own update', async () => {
    const res = await t.call('POST', '/v1/api/content/create-many/materials', admin, [
      { orgId: WF, title: 'One', body: XSS },
      { orgId: WF, title: 'Two', body: '<iframe srcdoc="<script>alert(1)</script>"></iframe><p>ok</p>' },
    ]);
    expect(res.status).toBe(201);
    const bodies: (string | null)[] = [];
    for (const id of res.body.ids as string[]) bodies.push((await stored(id)).body);
    expect(bodies).toEqual([XSS_CLEAN, '<p>ok</p>']);
    const own = await insertMaterial({ userId: (await t.userByEmail(student)).id });
    const put = await t.call('PUT', '/v1/external/supabase/materials', student, { id: own, body: XSS });
    expect(put.status).toBe(200);
    expect((await stored(own)).body).toBe(XSS_CLEAN);
  });

  it('refuses a body over the limit there too', async () => {
    const res = await t.call('POST', '/v1/external/supabase/materials', admin, {
      orgId: WF,
      title: 'Too long',
      body: `<p>${'a'.repeat(50001)}</p>`,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(OVER_LIMIT);
  });
});
