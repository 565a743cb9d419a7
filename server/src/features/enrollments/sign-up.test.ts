import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/first.ts';
import { auditEvents, authAccounts, users } from '../../db/schema/index.ts';
import { COMMUNITY_ORG_ID } from '../../seed/sample-people.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtp } from '../../test/smtp.ts';
import { SIGN_UP_LIMIT } from './enrollments.routes.ts';

/**
 * POST /v1/enrollments/sign-up: a visitor makes an account and joins an open course in one step,
 * through the real app (SQLite, and PostgreSQL on its pass) with a real SMTP server for the
 * confirmation e-mail.
 */
const SIGN_UP = '/v1/enrollments/sign-up';
const PASSWORD = 'blue-kettle 42 river';
const DIGITAL = {
  classId: 'demo-course-digital-literacy',
  cohortId: 'demo-cohort-digital-winter',
  eUnitIds: ['dl-w27-1'],
};

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let nextIp = 1;
/** Each test from its own network address, so the rate limit is tested on its own. */
const freshIp = () => `198.51.100.${nextIp++}`;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.smtpUrl });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const signUp = (body: Record<string, unknown>, ip = freshIp()) => t.call('POST', SIGN_UP, null, body, {}, ip);
const asBearer = (token: string) => ({ authorization: `Bearer ${token}` });
const rowCounts = async () => ({
  users: (await first(t.db.select({ n: count() }).from(users)))!.n,
  accounts: (await first(t.db.select({ n: count() }).from(authAccounts)))!.n,
});
/** The body of a received message, quoted-printable undone. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe('POST /v1/enrollments/sign-up', () => {
  it('creates a student of no organization enrolled in the cohort and class code, signs them in, sends them to the course content and e-mails a confirmation link', async () => {
    const res = await signUp({
      name: '  Dana  Whitfield ',
      email: 'Dana.Whitfield@Example.org',
      password: PASSWORD,
      ...DIGITAL,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      token: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: expect.any(Number),
      redirectUrl: '/o/demo-community/courses/courseSlug/digital-literacy-basics#course-content',
    });

    const user = await t.userByEmail('dana.whitfield@example.org');
    expect(user).toMatchObject({
      name: 'Dana Whitfield',
      firstName: 'Dana',
      lastName: 'Whitfield',
      orgId: null,
      role: ['student'],
      courseIds: ['demo-course-digital-literacy'],
      cohortIds: ['demo-cohort-digital-winter'],
      educationUnitIds: ['dl-w27-1'],
      externalRegisteredCourseIds: null,
    });
    const account = (await first(t.db.select().from(authAccounts).where(eq(authAccounts.id, user.uid!))))!;
    expect(account).toMatchObject({ email: 'dana.whitfield@example.org', emailVerifiedAt: null, disabled: false });

    // Signed in: /me knows them without an organization, and the course page lets them open its content.
    const me = await t.call('GET', '/v1/auth/me', null, undefined, asBearer(res.body.token));
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({
      email: 'dana.whitfield@example.org',
      roleLabel: 'Student',
      isSuperAdmin: false,
    });
    expect(me.body.organization).toBeNull();
    const page = await t.call(
      'GET',
      '/v1/public/orgs/demo-community/courses/id/demo-course-digital-literacy',
      null,
      undefined,
      asBearer(res.body.token),
    );
    expect(page.body).toMatchObject({
      viewerHasAccess: true,
      contentPath: '/o/demo-community/courses/id/demo-course-digital-literacy#course-content',
    });
    expect(page.body.sections.map((s: { title: string }) => s.title)).toHaveLength(4);
    // Their account page lists the course and leads to its content.
    expect((await t.call('GET', '/v1/enrollments/mine', null, undefined, asBearer(res.body.token))).body.items).toEqual(
      [
        {
          id: 'demo-course-digital-literacy',
          title: 'Digital Literacy Basics',
          orgName: 'Allegheny Community Learning',
          status: 'enrolled',
          href: '/o/demo-community/courses/id/demo-course-digital-literacy#course-content',
        },
      ],
    );
    // And the password signs in.
    expect(
      (await t.call('POST', '/v1/auth/login', null, { email: 'dana.whitfield@example.org', password: PASSWORD }))
        .status,
    ).toBe(200);

    // The confirmation went out over SMTP, from the course's organization, and its link confirms the address.
    const mail = smtp.received.find((m) => m.to.includes('dana.whitfield@example.org'));
    expect(mail).toBeDefined();
    const body = decoded(mail!.raw);
    expect(body).toContain('Subject: Confirm your e-mail address');
    expect(body).toContain('you joined Digital Literacy Basics at Allegheny Community Learning.');
    const code = /action=verifyEmail&(?:amp;)?code=([\w-]+)/.exec(body)?.[1];
    expect(code).toBeDefined();
    expect((await t.call('POST', '/v1/auth/verify-email/confirm', null, { code })).status).toBe(200);
    expect(
      (await first(
        t.db.select({ at: authAccounts.emailVerifiedAt }).from(authAccounts).where(eq(authAccounts.id, user.uid!)),
      ))!.at,
    ).not.toBeNull();

    const created = await t.db
      .select({ entityId: auditEvents.entityId, orgId: auditEvents.orgId })
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, user.id), eq(auditEvents.action, 'users.signedUp')));
    expect(created).toEqual([{ entityId: user.id, orgId: COMMUNITY_ORG_ID }]);
    const enrolled = await first(
      t.db
        .select({ details: auditEvents.details })
        .from(auditEvents)
        .where(and(eq(auditEvents.actorId, user.id), eq(auditEvents.action, 'enrollments.create'))),
    );
    expect(enrolled?.details).toMatchObject({ cohortId: 'demo-cohort-digital-winter', classCodes: 1 });
  });

  it('joins a course without cohorts with the account alone', async () => {
    const res = await signUp({
      name: 'Omar Haddad',
      email: 'omar.haddad@example.org',
      password: PASSWORD,
      classId: 'demo-course-financial-wellness',
    });
    expect(res.status).toBe(201);
    expect(res.body.redirectUrl).toBe('/o/demo-community/courses/courseSlug/financial-wellness#course-content');
    expect(await t.userByEmail('omar.haddad@example.org')).toMatchObject({
      courseIds: ['demo-course-financial-wellness'],
      cohortIds: null,
      educationUnitIds: null,
    });
  });

  it.each([
    [
      "an organization that registers by invitation (the workforce sponsor's open course)",
      'demo-course-osha10',
      403,
      'Three Rivers Workforce Partnership registers new accounts by invitation. Ask Three Rivers Workforce Partnership for a registration invitation.',
    ],
    ['an invitation-only course', 'demo-course-orientation', 403, 'Invitation Only'],
    ['a course whose enrolment is closed', 'demo-course-welding-closed', 403, 'Enrollment is not open for this class.'],
    ['a course behind a payment', 'demo-course-forklift-paid', 403, 'Enrollment is not open for this class.'],
    ['a private course', 'demo-course-plant-leadership', 404, "No class with id 'demo-course-plant-leadership'"],
    ['a locked course that is not public', 'demo-course-job-search', 404, "No class with id 'demo-course-job-search'"],
    ['an unknown course', 'no-such-course', 404, "No class with id 'no-such-course'"],
  ])('refuses %s and writes nothing', async (_name, classId, status, message) => {
    const before = await rowCounts();
    const res = await signUp({ name: 'Kim Nguyen', email: 'kim.nguyen@example.org', password: PASSWORD, classId });
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
    expect(await rowCounts()).toEqual(before);
  });

  it('says only that an account exists for an e-mail in use, whoever holds it, and changes nothing', async () => {
    const taken = 'An account with this e-mail already exists. Sign in instead.';
    const tyler = await t.userByEmail('student.community@demo.pathcraft.test');
    // A person an organization added without a sign-in is not theirs to claim either.
    await t.db.insert(users).values({
      id: 'added-no-login',
      name: 'Lee Added',
      email: 'lee.added@example.org',
      orgId: COMMUNITY_ORG_ID,
      role: ['student'],
    });
    await signUp({
      name: 'Rosa Diaz',
      email: 'rosa.diaz@example.org',
      password: PASSWORD,
      classId: 'demo-course-financial-wellness',
    });
    const before = await rowCounts();
    for (const email of [
      'student.community@demo.pathcraft.test',
      'STUDENT.Community@demo.pathcraft.test',
      'superadmin@demo.pathcraft.test',
      'lee.added@example.org',
      'rosa.diaz@example.org',
    ]) {
      const res = await signUp({ name: 'Someone Else', email, password: PASSWORD, ...DIGITAL });
      expect(res.status, email).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'conflict', message: taken });
    }
    expect(await rowCounts()).toEqual(before);
    // Nobody was enrolled through someone else's e-mail.
    expect((await t.userByEmail('student.community@demo.pathcraft.test')).courseIds).toEqual(tyler.courseIds);
    expect((await t.userByEmail('lee.added@example.org')).uid).toBeNull();
  });

  it.each([
    ['no name', { name: '  ' }, 'Name is required.'],
    ['a bad e-mail', { email: 'kim@' }, 'Enter a valid e-mail address.'],
    ['no password', { password: '' }, 'Choose a password.'],
    ['a short password', { password: 'ab3$efg' }, 'Use at least 8 characters.'],
    [
      'the name in the password',
      { password: 'Nguyen-2027!' },
      "Don't use your name or e-mail address in the password.",
    ],
    ['a common password', { password: 'Password123!' }, 'This password is too common. Choose another.'],
    ['no cohort for a class with cohorts', { cohortId: null, eUnitIds: [] }, 'Select a Cohort'],
    ['no class code', { eUnitIds: [] }, 'Select at least one Class Code'],
    ['a class code of another cohort', { eUnitIds: ['osha-day-1'] }, "That Class Code isn't offered in this cohort."],
    ['a cohort of another class', { cohortId: 'demo-cohort-osha-winter' }, 'Select a Cohort'],
    [
      'a registration id of another class',
      { externalRegisterClassId: 'MTT-101' },
      "That registration id doesn't belong to this class.",
    ],
    ['no class', { classId: undefined }, 'classId is required'],
    ['a field it does not take', { role: ['admin'] }, expect.stringMatching(/role/)],
  ])('refuses %s with a clear message and writes nothing', async (_name, change, message) => {
    const before = await rowCounts();
    const res = await signUp({
      name: 'Kim Nguyen',
      email: 'kim.nguyen@example.org',
      password: PASSWORD,
      ...DIGITAL,
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toEqual(message);
    expect(await rowCounts()).toEqual(before);
  });

  it('leaves neither account nor user behind when the enrolment cannot be recorded', async () => {
    await t.exec({
      postgres: `CREATE FUNCTION test_enrol_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.action = 'enrollments.create' THEN RAISE EXCEPTION 'disk trouble'; END IF; RETURN NEW; END $$;
           CREATE TRIGGER test_enrol_fail BEFORE INSERT ON "auditEvents" FOR EACH ROW EXECUTE FUNCTION test_enrol_fail()`,
      sqlite: `CREATE TRIGGER test_enrol_fail BEFORE INSERT ON auditEvents WHEN NEW.action = 'enrollments.create' BEGIN SELECT RAISE(ABORT, 'disk trouble'); END`,
    });
    const before = await rowCounts();
    try {
      const res = await signUp({ name: 'Ivy Chen', email: 'ivy.chen@example.org', password: PASSWORD, ...DIGITAL });
      expect(res.status).toBe(500);
    } finally {
      await t.exec({
        postgres: 'DROP TRIGGER test_enrol_fail ON "auditEvents"; DROP FUNCTION test_enrol_fail()',
        sqlite: 'DROP TRIGGER test_enrol_fail',
      });
    }
    expect(await rowCounts()).toEqual(before);
    expect(
      await first(t.db.select().from(authAccounts).where(eq(authAccounts.email, 'ivy.chen@example.org'))),
    ).toBeUndefined();
    // The same person succeeds once the fault is gone.
    expect(
      (await signUp({ name: 'Ivy Chen', email: 'ivy.chen@example.org', password: PASSWORD, ...DIGITAL })).status,
    ).toBe(201);
  });

  it(`refuses an address's sign-up number ${SIGN_UP_LIMIT.limit + 1} within the hour, mistakes included, and not another address's`, async () => {
    const ip = freshIp();
    for (let i = 0; i < SIGN_UP_LIMIT.limit; i++)
      expect(
        (
          await signUp(
            { name: 'Spam Bot', email: `bot${i}@`, password: 'x', classId: 'demo-course-financial-wellness' },
            ip,
          )
        ).status,
      ).toBe(400);
    const refused = await signUp(
      {
        name: 'Real Person',
        email: 'real.person@example.org',
        password: PASSWORD,
        classId: 'demo-course-financial-wellness',
      },
      ip,
    );
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/^Too many requests\. Try again in \d+ minutes?\.$/);
    expect(await first(t.db.select().from(users).where(eq(users.email, 'real.person@example.org')))).toBeUndefined();
    expect(
      (
        await signUp({
          name: 'Real Person',
          email: 'real.person@example.org',
          password: PASSWORD,
          classId: 'demo-course-financial-wellness',
        })
      ).status,
    ).toBe(201);
  });
});

describe('the public course page', () => {
  it.each([
    ['an open course of an organization that takes sign-ups', 'demo-community', 'demo-course-digital-literacy', true],
    ['an open course of an organization that registers by invitation', 'demo-workforce', 'demo-course-osha10', false],
    ['a closed course', 'demo-workforce', 'demo-course-welding-closed', false],
  ])('says whether a visitor may sign up: %s', async (_name, org, id, open) => {
    const res = await t.call('GET', `/v1/public/orgs/${org}/courses/id/${id}`, null);
    expect(res.status).toBe(200);
    expect(res.body.signUpOpen).toBe(open);
  });
});
