/**
 * The auth, files and mail verbs write their own audit rows (their routes only parse, call and
 * answer): each action, through the real app, leaves one row naming who did it, for which record
 * and organization, and from where (the address tells it from the test's own password sign-ins).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { createTestApp, emailOf, type TestApp } from '../../test/harness.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const IP = '203.0.113.9';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = emailOf(t, 'demo-workforce', 'admin');
});
afterAll(() => t.close());

async function upload(): Promise<{ key: string; url: string }> {
  const form = new FormData();
  form.set('file', new File([PNG], 'badge.png'));
  const { orgId } = await t.userByEmail(admin);
  const res = await t.app.request(
    `/v1/external/aws/upload?prefix=user-content&organizationId=${orgId}`,
    {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${await t.sign(admin)}`, 'user-agent': 'audit-test' },
    },
    { incoming: { socket: { remoteAddress: IP } } },
  );
  expect(res.status).toBe(201);
  return (await res.json()) as { key: string; url: string };
}

/** What each action does and the record its row must name. */
const ACTIONS: [string, string, () => Promise<string>][] = [
  [
    'a sign-in with a one-time token',
    'auth.signIn',
    async () => {
      const made = await t.call('POST', '/v1/auth/sign-in-token', admin);
      const res = await t.call('POST', '/v1/auth/token-login', null, { token: made.body.token }, {}, IP);
      expect(res.status).toBe(200);
      return (await t.userByEmail(admin)).id;
    },
  ],
  ['a file upload', 'files.upload', async () => (await upload()).key],
  [
    'a file deletion',
    'files.delete',
    async () => {
      const { key, url } = await upload();
      const res = await t.call('DELETE', '/v1/external/aws/delete-file', admin, { file: url }, {}, IP);
      expect(res.status).toBe(200);
      return key;
    },
  ],
  [
    'an e-mail sent',
    'mail.send',
    async () => {
      const to = emailOf(t, 'demo-workforce', 'student');
      const res = await t.call('POST', '/v1/external/gmail/send', admin, { to, subject: 'Hi', body: 'Hello' }, {}, IP);
      expect(res.status).toBe(200);
      return res.body.id as string;
    },
  ],
];

describe('audited auth, files and mail actions', () => {
  it.each(ACTIONS)('%s writes one %s row', async (_name, action, act) => {
    const entityId = await act();
    const rows = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, entityId), eq(auditEvents.ip, IP)));
    const caller = await t.userByEmail(admin);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorType: 'user', actorId: caller.id, orgId: caller.orgId, ip: IP });
  });
});
