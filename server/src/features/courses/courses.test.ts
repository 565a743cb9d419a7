import { COURSE_READ_ONLY_MESSAGE } from '@pathcraft/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';

const COURSES = '/v1/external/supabase/courses';
const SECTIONS = '/v1/api/content/courseTopics';
const COHORTS = '/v1/external/supabase/cohorts';
const STORE = '/v1/external/firebase/store';

let t: TestApp;
let owner: string, admin: string, teacher: string, student: string, otherAdmin: string, readOnlyAdmin: string;
let orgId: string, otherOrgId: string;
let API_KEY: string;

/** A class of `org` made by the super admin, for a test to change. */
async function newClass(org = orgId, title = 'Blueprint Reading') {
  const res = await t.call('POST', COURSES, SUPER, { orgId: org, title });
  expect(res.status).toBe(201);
  return res.body.docId as string;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = emailOf(t, 'demo-workforce', 'owner');
  admin = emailOf(t, 'demo-workforce', 'admin');
  teacher = emailOf(t, 'demo-workforce', 'teacher');
  student = emailOf(t, 'demo-workforce', 'student');
  otherAdmin = emailOf(t, 'demo-community', 'admin');
  orgId = (await t.userByEmail(admin)).orgId!;
  otherOrgId = (await t.userByEmail(otherAdmin)).orgId!;
  // A second admin of the same organization, flagged read-only for courses by the super admin.
  const people = await t.db
    .select({ email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.testUser, false)))
    .orderBy(users.email);
  const admins = people.filter((p) => p.role?.some((r) => r === 'admin' || r === 'owner')).map((p) => p.email!);
  readOnlyAdmin = admins.find((e) => e !== admin && e !== owner) ?? owner;
  const flagged = await t.call('PUT', '/v1/external/supabase/users', SUPER, {
    id: (await t.userByEmail(readOnlyAdmin)).id,
    courseReadOnly: true,
  });
  expect(flagged.status).toBe(200);
  const key = await t.call('POST', '/v1/api-keys', admin, { name: 'Courses test' });
  expect(key.status).toBe(201);
  API_KEY = key.body.key;
});
afterAll(() => t.close());

describe('classes: create, edit, delete', () => {
  it.each([
    ['the super admin, for any organization', () => SUPER, () => otherOrgId],
    ['an owner', () => owner, () => orgId],
    ['an admin', () => admin, () => orgId],
    ['a teacher', () => teacher, () => orgId],
  ])('%s creates and edits a class with every class and course field', async (who, as, org) => {
    const slug = `intro-welding-${who.split(' ')[1]}`;
    const created = await t.call('POST', COURSES, as(), {
      orgId: org(),
      title: 'Intro to Welding',
      overview: '## Safety first',
      description: 'Arc and MIG basics.',
      schedule: 'Mondays 6-8 pm',
      topics: ['welding', 'safety'],
      slug,
      courseSlug: slug,
      locked: false,
      openEnrollment: true,
      trackAttendance: true,
      eUnitTracking: true,
      eUnits: [{ id: 'u1', code: 'CEU-1', timeDate: '2026-01-10', credits: { number: 2, type: 'CEU' } }],
      classCatalogIds: ['cat-1'],
      slackChannel: '#welding',
      streamingLink: 'https://meet.example.org/weld',
      isLive: true,
      showStreamLink: true,
      classImage: 'https://images.example.org/weld.png',
      classColor: '#0055aa',
      isPublic: false,
      inviteOnly: true,
      registerUrl: 'https://register.example.org/weld',
      searchEnginesEnabled: false,
      testClass: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.item).toMatchObject({
      orgId: org(),
      title: 'Intro to Welding',
      isLive: true,
      eUnits: [{ code: 'CEU-1' }],
      topics: ['welding', 'safety'],
    });
    const id = created.body.docId;
    const edited = await t.call('PUT', COURSES, as(), { id, title: 'Welding I', locked: true });
    expect(edited.status).toBe(200);
    expect(edited.body.item).toMatchObject({
      title: 'Welding I',
      locked: true,
      overview: '## Safety first',
      eUnits: [{ code: 'CEU-1' }],
    });
  });

  it('lets owners and admins delete a class, not teachers', async () => {
    const id = await newClass();
    expect((await t.call('DELETE', `${STORE}/courses?id=${id}`, teacher)).status).toBe(403);
    expect((await t.call('DELETE', `${STORE}/courses?id=${id}`, admin)).status).toBe(200);
    expect((await t.call('GET', `${STORE}/courses?id=${id}`, SUPER)).status).toBe(404);
  });

  it.each([
    ['a student', () => student, 403, "Your role can't change courses."],
    ['a visitor', () => null, 401, 'Sign in to continue.'],
    ['an API key', () => ({ apiKey: API_KEY }), 403, 'API keys can only read courses.'],
  ])('refuses %s', async (_who, as, status, message) => {
    const id = await newClass();
    const create = await t.call('POST', COURSES, as(), { orgId, title: 'Nope' });
    const update = await t.call('PUT', COURSES, as(), { id, title: 'Nope' });
    const remove = await t.call('DELETE', `${STORE}/courses?id=${id}`, as());
    for (const res of [create, update]) expect(res).toMatchObject({ status, body: { error: { message } } });
    expect(remove.status).toBe(status);
  });

  it("refuses writes to another organization's classes", async () => {
    const theirs = await newClass(otherOrgId);
    const put = await t.call('PUT', COURSES, admin, { id: theirs, title: 'Taken over' });
    expect(put.status).toBe(404);
    const post = await t.call('POST', COURSES, admin, { orgId: otherOrgId, title: 'Planted' });
    expect(post).toMatchObject({
      status: 403,
      body: { error: { message: "You can only write your own organization's data." } },
    });
    const mine = await newClass();
    const move = await t.call('PUT', COURSES, admin, { id: mine, orgId: otherOrgId });
    expect(move.status).toBe(403);
    expect((await t.call('DELETE', `${STORE}/courses?id=${theirs}`, admin)).status).toBe(404);
  });
});

describe('courseReadOnly is enforced on the server', () => {
  it('refuses a flagged admin every class, section and cohort write with a clear 403', async () => {
    const classId = await newClass();
    const section = await t.call('POST', SECTIONS, SUPER, { orgId, classId, title: 'Week 1' });
    const cohort = await t.call('POST', COHORTS, SUPER, { orgId, classId, title: 'Spring' });
    const attempts = [
      await t.call('PUT', COURSES, readOnlyAdmin, { id: classId, title: 'Changed' }),
      await t.call('POST', COURSES, readOnlyAdmin, { orgId, title: 'New' }),
      await t.call('DELETE', `${STORE}/courses?id=${classId}`, readOnlyAdmin),
      await t.call('POST', SECTIONS, readOnlyAdmin, { orgId, classId, title: 'Week 2' }),
      await t.call('PUT', SECTIONS, readOnlyAdmin, { id: section.body.docId, title: 'Week one' }),
      await t.call('DELETE', `${STORE}/courseTopics?id=${section.body.docId}`, readOnlyAdmin),
      await t.call('POST', COHORTS, readOnlyAdmin, { orgId, classId, title: 'Fall' }),
      await t.call('PUT', COHORTS, readOnlyAdmin, { id: cohort.body.docId, openCohortEnrollment: true }),
      await t.call('PUT', `/v1/courses/${classId}/sections/order`, readOnlyAdmin, { ids: [section.body.docId] }),
      await t.call('POST', `/v1/courses/${classId}/cdn-files`, readOnlyAdmin, {
        files: [{ url: `/files/public/${orgId}/x.pdf`, name: 'x.pdf' }],
      }),
    ];
    for (const res of attempts)
      expect(res).toMatchObject({
        status: 403,
        body: { error: { code: 'forbidden', message: COURSE_READ_ONLY_MESSAGE } },
      });
    // Reading is still fine, and nothing changed.
    const read = await t.call('GET', `${STORE}/courses?id=${classId}`, readOnlyAdmin);
    expect(read).toMatchObject({ status: 200, body: { item: { title: 'Blueprint Reading' } } });
  });

  it('takes effect at once when the flag is cleared, and never binds the super admin', async () => {
    const classId = await newClass();
    const id = (await t.userByEmail(readOnlyAdmin)).id;
    await t.call('PUT', '/v1/external/supabase/users', SUPER, { id, courseReadOnly: false });
    expect((await t.call('PUT', COURSES, readOnlyAdmin, { id: classId, title: 'Allowed now' })).status).toBe(200);
    await t.call('PUT', '/v1/external/supabase/users', SUPER, { id, courseReadOnly: true });
    expect((await t.call('PUT', COURSES, readOnlyAdmin, { id: classId, title: 'Refused again' })).status).toBe(403);

    const superId = (await t.userByEmail(SUPER)).id;
    await t.deps.db.update(users).set({ courseReadOnly: true }).where(eq(users.id, superId));
    try {
      expect((await t.call('PUT', COURSES, SUPER, { id: classId, title: 'Super edit' })).status).toBe(200);
    } finally {
      await t.deps.db.update(users).set({ courseReadOnly: false }).where(eq(users.id, superId));
    }
  });
});

describe('sections', () => {
  it('adds, edits, reorders and deletes the sections of a class', async () => {
    const classId = await newClass();
    const ids: string[] = [];
    for (const [i, title] of ['Orientation', 'Hand tools', 'Power tools'].entries()) {
      const res = await t.call('POST', SECTIONS, admin, {
        orgId,
        classId,
        title,
        position: i,
        description: 'Read **this** first',
      });
      expect(res.status).toBe(201);
      ids.push(res.body.docId);
    }
    expect(
      (await t.call('PUT', SECTIONS, teacher, { id: ids[1], title: 'Hand tools and safety', featured: true })).status,
    ).toBe(200);
    const order = await t.call('PUT', `/v1/courses/${classId}/sections/order`, teacher, {
      ids: [ids[2], ids[0], ids[1]],
    });
    expect(order.status).toBe(200);
    const listed = await t.call('GET', `${SECTIONS}?f.classId[eq]=${classId}`, admin);
    expect(listed.body.items.map((s: { title: string }) => s.title)).toEqual([
      'Power tools',
      'Orientation',
      'Hand tools and safety',
    ]);
    expect((await t.call('DELETE', `${STORE}/courseTopics?id=${ids[0]}`, teacher)).status).toBe(200);
    const after = await t.call('GET', `${SECTIONS}?f.classId[eq]=${classId}`, admin);
    expect(after.body.total).toBe(2);
  });

  it.each([
    ['a missing section', (ids: string[]) => ids.slice(1)],
    ['a section twice', (ids: string[]) => [ids[0]!, ids[0]!, ids[1]!]],
    ["another class's section", (ids: string[]) => [ids[0]!, 'not-a-section']],
  ])('refuses an order with %s', async (_case, order) => {
    const classId = await newClass();
    const ids = [];
    for (const title of ['A', 'B'])
      ids.push((await t.call('POST', SECTIONS, SUPER, { orgId, classId, title })).body.docId);
    const res = await t.call('PUT', `/v1/courses/${classId}/sections/order`, admin, { ids: order(ids) });
    expect(res).toMatchObject({
      status: 400,
      body: { error: { message: 'Send every section of the class once, in the new order.' } },
    });
  });

  it('refuses sections for a class of another organization, a student, a visitor and an API key', async () => {
    const theirs = await newClass(otherOrgId);
    const cross = await t.call('POST', SECTIONS, admin, { orgId, classId: theirs, title: 'Sneaky' });
    expect(cross).toMatchObject({
      status: 403,
      body: { error: { message: 'The class belongs to another organization.' } },
    });
    expect((await t.call('PUT', `/v1/courses/${theirs}/sections/order`, admin, { ids: ['x'] })).status).toBe(404);
    const mine = await newClass();
    expect((await t.call('POST', SECTIONS, student, { orgId, classId: mine, title: 'S' })).status).toBe(403);
    expect((await t.call('POST', SECTIONS, null, { orgId, classId: mine, title: 'S' })).status).toBe(401);
    expect((await t.call('POST', SECTIONS, { apiKey: API_KEY }, { orgId, classId: mine, title: 'S' })).status).toBe(
      403,
    );
    expect((await t.call('PUT', `/v1/courses/${mine}/sections/order`, student, { ids: ['x'] })).status).toBe(403);
    expect((await t.call('PUT', `/v1/courses/${mine}/sections/order`, null, { ids: ['x'] })).status).toBe(401);
    expect(
      (await t.call('PUT', `/v1/courses/${mine}/sections/order`, { apiKey: API_KEY }, { ids: ['x'] })).status,
    ).toBe(403);
  });
});

describe('cohorts', () => {
  it('lists a class’s cohorts newest first; staff create and edit them, admins delete', async () => {
    const classId = await newClass();
    let clock = Date.parse('2026-03-01T10:00:00Z');
    const realNow = t.deps.now;
    t.deps.now = () => new Date((clock += 60_000));
    const ids: string[] = [];
    try {
      for (const title of ['Winter', 'Spring', 'Summer'])
        ids.push((await t.call('POST', COHORTS, teacher, { orgId, classId, title })).body.docId);
    } finally {
      t.deps.now = realNow;
    }
    const listed = await t.call('GET', `${COHORTS}?f.classId[eq]=${classId}`, admin);
    expect(listed.body.items.map((c: { title: string }) => c.title)).toEqual(['Summer', 'Spring', 'Winter']);
    const opened = await t.call('PUT', COHORTS, owner, {
      id: ids[0],
      openCohortEnrollment: true,
      externalRegisterClassId: 'EXT-9',
    });
    expect(opened.body.item).toMatchObject({ openCohortEnrollment: true, externalRegisterClassId: 'EXT-9' });
    expect((await t.call('DELETE', `${STORE}/cohorts?id=${ids[1]}`, teacher)).status).toBe(403);
    expect((await t.call('DELETE', `${STORE}/cohorts?id=${ids[1]}`, admin)).status).toBe(200);
  });

  it('refuses cohorts of another organization’s class, a student, a visitor and an API key', async () => {
    const theirs = await newClass(otherOrgId);
    expect((await t.call('POST', COHORTS, admin, { orgId, classId: theirs, title: 'X' })).status).toBe(403);
    const cohort = await t.call('POST', COHORTS, SUPER, { orgId: otherOrgId, classId: theirs, title: 'Theirs' });
    expect((await t.call('PUT', COHORTS, admin, { id: cohort.body.docId, title: 'Mine now' })).status).toBe(404);
    const mine = await newClass();
    const own = await t.call('POST', COHORTS, admin, { orgId, classId: mine, title: 'Mine' });
    expect((await t.call('PUT', COHORTS, admin, { id: own.body.docId, classId: theirs })).status).toBe(403);
    expect((await t.call('POST', COHORTS, student, { orgId, classId: mine, title: 'S' })).status).toBe(403);
    expect((await t.call('POST', COHORTS, null, { orgId, classId: mine, title: 'S' })).status).toBe(401);
    expect((await t.call('POST', COHORTS, { apiKey: API_KEY }, { orgId, classId: mine, title: 'S' })).status).toBe(403);
  });
});

describe('class files (cdnFiles), added and published', () => {
  async function upload(as: string, org: string, name: string, parent = '') {
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), name);
    const res = await t.app.request(`/v1/external/aws/upload?organizationId=${org}${parent}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await t.sign(as)}` },
      body: form,
    });
    expect(res.ok).toBe(true);
    return (await res.json()) as { url: string; name: string; type: string; size: number };
  }

  it('adds uploaded files to the class once each, keeping what the integration held', async () => {
    const classId = await newClass();
    await t.call('PUT', COURSES, SUPER, { id: classId, integration: { provider: 'stripe' } });
    const file = await upload(admin, orgId, 'syllabus.pdf', `&prefix=courses&parentId=${classId}`);
    const entry = { url: file.url, name: 'Syllabus', type: file.type, size: file.size };
    const first = await t.call('POST', `/v1/courses/${classId}/cdn-files`, admin, { files: [entry] });
    expect(first.status).toBe(200);
    const again = await t.call('POST', `/v1/courses/${classId}/cdn-files`, SUPER, {
      files: [{ ...entry, name: 'Syllabus 2026' }],
    });
    expect(again.body.item.cdnFiles).toEqual([{ ...entry, name: 'Syllabus 2026' }]);
    const course = await t.call('GET', `${STORE}/courses?id=${classId}`, admin);
    expect(course.body.item.integration).toEqual({
      provider: 'stripe',
      cdnFiles: [{ ...entry, name: 'Syllabus 2026' }],
    });
  });

  it('refuses links not stored here, files of another organization, and callers without rights', async () => {
    const classId = await newClass();
    const outside = await t.call('POST', `/v1/courses/${classId}/cdn-files`, admin, {
      files: [{ url: 'https://elsewhere.example.org/a.pdf', name: 'a.pdf' }],
    });
    expect(outside).toMatchObject({
      status: 400,
      body: { error: { message: "'a.pdf' is not a file stored here: upload it first." } },
    });
    const theirs = await upload(otherAdmin, otherOrgId, 'theirs.pdf');
    const foreign = await t.call('POST', `/v1/courses/${classId}/cdn-files`, SUPER, {
      files: [{ url: theirs.url, name: 'theirs.pdf' }],
    });
    expect(foreign.status).toBe(403);
    const empty = await t.call('POST', `/v1/courses/${classId}/cdn-files`, admin, { files: [] });
    expect(empty).toMatchObject({ status: 400, body: { error: { message: 'Add at least one file.' } } });
    // A file of the organization uploaded for someone else (the admin's own) is not this class's.
    const personal = await upload(admin, orgId, 'personal.pdf');
    expect(
      await t.call('POST', `/v1/courses/${classId}/cdn-files`, admin, {
        files: [{ url: personal.url, name: 'personal.pdf' }],
      }),
    ).toMatchObject({
      status: 403,
      body: { error: { message: "'personal.pdf' was uploaded for another record: upload it for this class." } },
    });
    const mineFile = await upload(admin, orgId, 'mine.pdf', `&prefix=courses&parentId=${classId}`);
    const body = { files: [{ url: mineFile.url, name: 'mine.pdf' }] };
    expect((await t.call('POST', `/v1/courses/${classId}/cdn-files`, student, body)).status).toBe(403);
    expect((await t.call('POST', `/v1/courses/${classId}/cdn-files`, null, body)).status).toBe(401);
    expect((await t.call('POST', `/v1/courses/${classId}/cdn-files`, { apiKey: API_KEY }, body)).status).toBe(403);
    expect((await t.call('POST', `/v1/courses/${classId}/cdn-files`, otherAdmin, body)).status).toBe(404);
  });
});
