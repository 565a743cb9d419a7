import { existsSync, readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/first.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { genericEmail, genericEmailSample } from '../../emails/generic.ts';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';
import { startSmtp } from '../../test/smtp.ts';

describe('the generic branded e-mail', () => {
  it('is 500 px wide with logo, title, body and Powered by', () => {
    const mail = genericEmail(genericEmailSample, { logoUrl: 'https://cdn.example.org/logo.png' });
    expect(mail.subject).toBe(genericEmailSample.title);
    expect(mail.html).toContain('width="500"');
    expect(mail.html).toContain('src="https://cdn.example.org/logo.png"');
    expect(mail.html).toContain('Your account is ready.');
    expect(mail.text).toContain('Powered by Pathcraft');
  });
});

const STUDENT = 'student.workforce@demo.pathcraft.test';
const OWNER = 'owner.workforce@demo.pathcraft.test';
const SEND = '/v1/external/gmail/send';

describe('POST /v1/external/gmail/send', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('stores the message in the outbox, writes the .eml and delivers it over SMTP', async () => {
    const sender = emailOf(t, 'demo-workforce', 'admin');
    const res = await t.call('POST', '/v1/external/gmail/send', sender, {
      to: STUDENT,
      bcc: OWNER,
      subject: 'Your training plan',
      body: 'Plain text',
      htmlBody: '<p onclick="steal()">Hello <script>alert(1)</script><a href="javascript:x()">link</a></p>',
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('sent');
    const row = (await first(t.db.select().from(mailOutbox).where(eq(mailOutbox.id, res.body.id))))!;
    expect(row).toMatchObject({ to: STUDENT, subject: 'Your training plan', status: 'sent', transport: 'smtp' });
    expect(row.html).not.toMatch(/script|onclick|javascript:/);
    expect(existsSync(row.emlPath!)).toBe(true);
    expect(readFileSync(row.emlPath!, 'utf8')).toContain('Subject: Your training plan');
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to.sort()).toEqual([OWNER, STUDENT].sort());
    expect(smtp.received[0]!.raw).toContain('Subject: Your training plan');
  });

  it.each([
    [null, { to: STUDENT, subject: 'x', body: 'y' }, 401],
    ['admin', { to: 'not-an-address', subject: 'x', body: 'y' }, 400],
    ['admin', { to: STUDENT, subject: '', body: 'y' }, 400],
    ['admin', { to: STUDENT, subject: 'x' }, 400],
  ])('refuses (%s) %j with %i', async (who, body, status) => {
    const res = await t.call(
      'POST',
      '/v1/external/gmail/send',
      who ? emailOf(t, 'demo-workforce', 'admin') : null,
      body,
    );
    expect(res.status).toBe(status);
  });

  it('records a failed delivery and answers 502 when the SMTP server is gone', async () => {
    const down = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1?ignoreTLS=true' });
    try {
      const res = await down.call('POST', '/v1/external/gmail/send', emailOf(down, 'demo-workforce', 'admin'), {
        to: STUDENT,
        subject: 'x',
        body: 'y',
      });
      expect(res.status).toBe(502);
      const row = await first(
        down.db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.subject, 'x')),
      );
      expect(row!.status).toBe('failed');
    } finally {
      await down.close();
    }
  });
});

describe('who may relay e-mail through POST /v1/external/gmail/send', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const mail = (extra: Record<string, string>) => ({
    subject: 'Schedule change',
    body: 'The lab moves to Thursday.',
    ...extra,
  });
  const outboxCount = async () => (await first(t.db.select({ n: count() }).from(mailOutbox)))!.n;

  it.each(['student', 'teacher'] as const)('refuses a %s (only admins send)', async (role) => {
    const before = await outboxCount();
    const res = await t.call('POST', SEND, emailOf(t, 'demo-workforce', role), mail({ to: OWNER }));
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Only admins can send e-mail.');
    expect(await outboxCount()).toBe(before);
  });

  it.each([
    ['to someone outside the organization', { to: 'visitor@example.org' }, 'visitor@example.org'],
    [
      'to a member of another organization',
      { to: 'student.community@demo.pathcraft.test' },
      'student.community@demo.pathcraft.test',
    ],
    ['with one outsider among members', { to: `${STUDENT}, Someone <someone@example.org>` }, 'someone@example.org'],
    ['with an outsider in bcc', { to: STUDENT, bcc: 'archive@example.org' }, 'archive@example.org'],
  ])('refuses an admin sending %s', async (_case, extra, outsider) => {
    const before = await outboxCount();
    const res = await t.call('POST', SEND, emailOf(t, 'demo-workforce', 'admin'), mail(extra));
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(`You can only send e-mail to members of your organization (not ${outsider}).`);
    expect(await outboxCount()).toBe(before);
  });

  // The check reads each list as the mailer does (nodemailer's parser): `<a> <b>` is the mailbox a named 'b'.
  it.each([
    ['a display name that is a member’s address', { to: `<victim@example.org> <${STUDENT}>` }, 'victim@example.org'],
    ['the same in bcc', { to: STUDENT, bcc: `<victim@example.org> <${OWNER}>` }, 'victim@example.org'],
    ['a member’s address as a comment', { to: `victim@example.org (${STUDENT})` }, 'victim@example.org'],
    ['a group holding an outsider', { to: `team: ${STUDENT}, victim@example.org;` }, 'victim@example.org'],
  ])('refuses %s, which would deliver to an outsider', async (_case, extra, outsider) => {
    const before = await outboxCount();
    const res = await t.call('POST', SEND, emailOf(t, 'demo-workforce', 'admin'), mail(extra));
    expect([res.status, res.body.error.message]).toEqual([
      403,
      `You can only send e-mail to members of your organization (not ${outsider}).`,
    ]);
    expect(await outboxCount()).toBe(before);
  });

  it('sends to the address a member signs in with, not one an admin wrote on their record', async () => {
    const admin = emailOf(t, 'demo-workforce', 'admin');
    const learner = await t.userByEmail(emailOf(t, 'demo-workforce', 'student'));
    const moved = await t.call('PUT', '/v1/external/supabase/users', admin, {
      id: learner.id,
      email: 'victim@example.org',
    });
    expect(moved.status).toBe(200);
    const before = await outboxCount();
    const res = await t.call('POST', SEND, admin, mail({ to: 'victim@example.org' }));
    expect([res.status, res.body.error.message]).toEqual([
      403,
      'You can only send e-mail to members of your organization (not victim@example.org).',
    ]);
    expect(await outboxCount()).toBe(before);
    expect((await t.call('POST', SEND, admin, mail({ to: STUDENT }))).status).toBe(200);
    await t.call('PUT', '/v1/external/supabase/users', admin, { id: learner.id, email: STUDENT });
  });

  it.each([
    ['a Reply-To outside the organization', { replyTo: 'phisher@example.org' }],
    ['a from address outside the organization', { from: 'Help Desk <phisher@example.org>' }],
  ])('refuses %s', async (_case, extra) => {
    const res = await t.call('POST', SEND, emailOf(t, 'demo-workforce', 'admin'), mail({ to: STUDENT, ...extra }));
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Reply-To must be your own address or a member of your organization.');
  });

  it('lets an owner write to members, with their own or a colleague’s Reply-To, in any letter case', async () => {
    const owner = emailOf(t, 'demo-workforce', 'owner');
    const own = await t.call('POST', SEND, owner, mail({ to: STUDENT.toUpperCase(), replyTo: owner }));
    expect(own.status).toBe(200);
    const colleague = await t.call(
      'POST',
      SEND,
      owner,
      mail({ to: `Jasmine Carter <${STUDENT}>`, replyTo: emailOf(t, 'demo-workforce', 'admin') }),
    );
    expect(colleague.status).toBe(200);
    const row = await first(
      t.db.select({ replyTo: mailOutbox.replyTo }).from(mailOutbox).where(eq(mailOutbox.id, colleague.body.id)),
    );
    expect(row!.replyTo).toBe(emailOf(t, 'demo-workforce', 'admin'));
  });

  it('lets a super admin write to anyone with any Reply-To', async () => {
    const res = await t.call(
      'POST',
      SEND,
      SUPER,
      mail({
        to: 'partner@example.org',
        bcc: 'student.community@demo.pathcraft.test',
        replyTo: 'programs@example.org',
      }),
    );
    expect(res.status).toBe(200);
  });

  it('stores caller HTML without remote images or CSS urls', async () => {
    const res = await t.call('POST', SEND, emailOf(t, 'demo-workforce', 'admin'), {
      to: STUDENT,
      subject: 'Tracked',
      htmlBody:
        '<p style="color: #333; background: url(https://track.example.org/bg.gif)">Hi <img src="https://track.example.org/pixel.gif" alt="x"></p>',
    });
    expect(res.status).toBe(200);
    const row = (await first(
      t.db.select({ html: mailOutbox.html }).from(mailOutbox).where(eq(mailOutbox.id, res.body.id)),
    ))!;
    expect(row.html).not.toContain('track.example.org');
    expect(row.html).toContain('color:#333');
  });
});
