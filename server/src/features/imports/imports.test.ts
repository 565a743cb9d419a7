import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/first.ts';
import { auditEvents, courses, users } from '../../db/schema/index.ts';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';

const ORG = 'demo-workforce-org';

describe('CSV imports', () => {
  let t: TestApp;
  let owner: string;
  let apiKey: string;
  const countUsers = async (email: string) =>
    (await first(t.db.select({ n: count() }).from(users).where(eq(users.email, email))))!.n;
  const good = [
    { name: 'Imani Brooks', email: 'imani.brooks@example.test', role: 'student', membership: 'starter' },
    { name: 'Omar Haddad', email: 'omar.haddad@example.test', role: 'teacher', testUser: 'no' },
  ];
  beforeAll(async () => {
    t = await createTestApp();
    owner = emailOf(t, 'demo-workforce', 'owner');
    apiKey = (await t.call('POST', '/v1/api-keys', owner, { name: 'Site' })).body.key;
  });
  afterAll(() => t.close());

  it('a preview reports every bad row by its spreadsheet row and saves nothing', async () => {
    const rows = [
      ...good,
      { name: 'Bad Mail', email: 'not-an-email' },
      { name: '', email: 'x@example.test' },
      { name: 'Twin', email: 'imani.brooks@example.test' },
    ];
    const res = await t.call('POST', '/v1/imports/users/preview', SUPER, { orgId: ORG, rows });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      rows: 5,
      created: 0,
      errors: [
        { row: 4, message: 'Enter a valid e-mail address.' },
        { row: 5, message: 'name is required.' },
        { row: 6, message: "A user with the e-mail 'imani.brooks@example.test' already exists." },
      ],
    });
    expect(await countUsers('imani.brooks@example.test')).toBe(0);
  });

  it('a clean preview says how many rows would be created, and saves nothing', async () => {
    const res = await t.call('POST', '/v1/imports/users/preview', SUPER, { orgId: ORG, rows: good });
    expect(res.body).toEqual({ rows: 2, created: 2, errors: [] });
    expect(await countUsers('omar.haddad@example.test')).toBe(0);
  });

  it('one bad row refuses the whole import with its message; nothing is saved', async () => {
    const res = await t.call('POST', '/v1/imports/users', SUPER, {
      orgId: ORG,
      rows: [...good, { name: 'Bad Mail', email: 'not-an-email' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Row 4: Enter a valid e-mail address.');
    expect(res.body.error.details.errors).toHaveLength(1);
    expect(await countUsers('imani.brooks@example.test')).toBe(0);
  });

  it('a good file is imported in one go, into the chosen organization, audited', async () => {
    const res = await t.call('POST', '/v1/imports/users', SUPER, { orgId: ORG, rows: good });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ rows: 2, created: 2, errors: [] });
    const omar = await t.userByEmail('omar.haddad@example.test');
    expect(omar).toMatchObject({ orgId: ORG, role: ['teacher'], testUser: false });
    const audit = await first(
      t.db
        .select({ details: auditEvents.details })
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'users.import'), eq(auditEvents.entityId, ORG))),
    );
    expect(audit!.details).toEqual({ rows: 2, created: 2 });
  });

  it('refuses a second import of the same people', async () => {
    const res = await t.call('POST', '/v1/imports/users', SUPER, {
      orgId: ORG,
      rows: [{ name: 'Imani B.', email: 'IMANI.BROOKS@example.test' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("Row 2: A user with the e-mail 'IMANI.BROOKS@example.test' already exists.");
  });

  it('imports courses with lists and yes/no cells', async () => {
    const res = await t.call('POST', '/v1/imports/courses', owner, {
      orgId: ORG,
      rows: [{ title: 'Forklift Safety', topics: 'safety; OSHA', isPublic: 'yes' }],
    });
    expect(res.status).toBe(201);
    const course = await first(
      t.db
        .select({ orgId: courses.orgId, topics: courses.topics, isPublic: courses.isPublic })
        .from(courses)
        .where(eq(courses.title, 'Forklift Safety')),
    );
    expect(course).toEqual({ orgId: ORG, topics: ['safety', 'OSHA'], isPublic: true });
  });

  it('the data API’s own rules hold: an owner cannot grant super admin through an import', async () => {
    const res = await t.call('POST', '/v1/imports/users/preview', owner, {
      orgId: ORG,
      rows: [{ name: 'Sneaky', email: 'sneaky@example.test', role: 'superAdmin' }],
    });
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].row).toBe(2);
  });

  it.each([
    ['a teacher importing users', () => emailOf(t, 'demo-workforce', 'teacher'), 'users', ORG, 200],
    ['a student', () => emailOf(t, 'demo-workforce', 'student'), 'courses', ORG, 200],
    ['an owner into another organization', () => emailOf(t, 'demo-community', 'owner'), 'users', ORG, 403],
    ['nobody', () => null, 'users', ORG, 401],
    ['an API key', () => ({ apiKey }), 'users', ORG, 401],
  ])('is refused to %s', async (_who, as, kind, orgId, previewStatus) => {
    const rows = kind === 'users' ? [{ name: 'Nope', email: 'nope@example.test' }] : [{ title: 'Nope' }];
    const preview = await t.call('POST', `/v1/imports/${kind}/preview`, as(), { orgId, rows });
    expect(preview.status).toBe(previewStatus);
    // A role without write access: every row refused with the policy's message.
    if (previewStatus === 200) expect(preview.body.errors[0].message).toMatch(/can't change/);
    const apply = await t.call('POST', `/v1/imports/${kind}`, as(), { orgId, rows });
    expect(apply.status).toBe(previewStatus === 200 ? 400 : previewStatus);
  });

  // Issue 24 #14: a caller who may not create users learns nothing from a preview. One who may is told an
  // address is taken wherever it is (one account per e-mail, issue 25 #24), as New user and sign-up tell them.
  it.each([
    [
      'an admin, of a member of another organization',
      () => emailOf(t, 'demo-workforce', 'admin'),
      'student.community@demo.pathcraft.test',
      "A user with the e-mail 'student.community@demo.pathcraft.test' already exists.",
    ],
    [
      'a teacher, of a member of another organization',
      () => emailOf(t, 'demo-workforce', 'teacher'),
      'student.community@demo.pathcraft.test',
      "Your role can't change users.",
    ],
    [
      'a teacher, of a member of their own organization',
      () => emailOf(t, 'demo-workforce', 'teacher'),
      'student.workforce@demo.pathcraft.test',
      "Your role can't change users.",
    ],
    [
      'an admin, of a member of their own organization',
      () => emailOf(t, 'demo-workforce', 'admin'),
      'student.workforce@demo.pathcraft.test',
      "A user with the e-mail 'student.workforce@demo.pathcraft.test' already exists.",
    ],
  ])('a preview by %s says only what the caller may know', async (_who, as, email, message) => {
    const res = await t.call('POST', '/v1/imports/users/preview', as(), {
      orgId: ORG,
      rows: [{ name: 'Probe', email }],
    });
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual(message ? [{ row: 2, message }] : []);
  });

  it.each([
    ['an unknown kind', '/v1/imports/agreements', { orgId: ORG, rows: [{ name: 'x' }] }, 404],
    ['no rows', '/v1/imports/users', { orgId: ORG, rows: [] }, 400],
    ['an unknown column', '/v1/imports/users', { orgId: ORG, rows: [{ name: 'x', ssn: '1' }] }, 400],
  ])('refuses %s', async (_name, path, body, status) => {
    expect((await t.call('POST', path, SUPER, body)).status).toBe(status);
  });
});
