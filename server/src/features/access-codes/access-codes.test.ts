import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/first.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const CHECK = '/v1/access/checkAccessCode';
const LEGACY = '/v1/access/checkLegacyAccessCode';
const WRONG = 'The access code is not valid for this invitation.';

describe('access codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    [CHECK, {}, 'Document ID is required'],
    [CHECK, { id: 'demo-invite-employer' }, 'Table is required'],
    [LEGACY, { id: 'demo-invite-employer', table: 'invites' }, 'Access Code is required'],
    [
      CHECK,
      { id: 'demo-invite-employer', table: 'users', accessCode: 'M4R8TZ' },
      'Table must be one of: invites, pageLinks.',
    ],
  ])('%s refuses %j with %j', async (path, body, message) => {
    const res = await t.call('POST', path, null, body, {}, '10.0.0.1');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('answers a short-lived token for the right code, in any letter case, and records the event', async () => {
    const res = await t.call(
      'POST',
      CHECK,
      null,
      { id: 'demo-invite-employer', table: 'invites', accessCode: 'm4r8tz' },
      { 'user-agent': 'vitest' },
      '10.0.0.2',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, expiresIn: 7200 });
    expect(res.body.accessToken).toMatch(/^ey/);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, 'demo-employer-agreement'), eq(auditEvents.action, 'accessCode.verified')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ ip: '10.0.0.2', userAgent: 'vitest' });
    expect(events[0]!.details).toMatchObject({
      signerName: 'Karen Novak',
      signerEmail: 'karen.novak@demo.pathcraft.test',
      inviteId: 'demo-invite-employer',
    });
  });

  it('opens a page link with its code, sent as a legacy call', async () => {
    const res = await t.call(
      'POST',
      LEGACY,
      null,
      { id: 'demo-link', table: 'pageLinks', accessCode: 'L5C8VA' },
      {},
      '10.0.0.3',
    );
    expect(res.status).toBe(200);
  });

  it.each([
    ['a wrong code', { id: 'demo-invite-workforce', table: 'invites', accessCode: 'AAAAAA' }],
    ['a short code', { id: 'demo-invite-workforce', table: 'invites', accessCode: 'W3F9H' }],
    ['an unknown invite', { id: 'no-such-invite', table: 'invites', accessCode: 'W3F9HD' }],
    ['a number', { id: 'demo-invite-workforce', table: 'invites', accessCode: 123456 }],
  ])('refuses %s with the same answer, no hint which part was wrong', async (_what, body) => {
    const res = await t.call('POST', CHECK, null, body, {}, `10.0.1.${Math.floor(Math.random() * 200)}`);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(WRONG);
  });

  it.each([
    ['a code of an invite', { id: 'demo-invite-workforce', table: 'pageLinks', accessCode: 'W3F9HD' }],
    ['a wrong code', { id: 'demo-link', table: 'pageLinks', accessCode: 'AAAAAA' }],
  ])('refuses %s for a page link, worded for a page', async (_what, body) => {
    const res = await t.call('POST', CHECK, null, body, {}, `10.0.4.${Math.floor(Math.random() * 200)}`);
    expect([res.status, res.body.error.message]).toEqual([403, 'The access code is not valid for this page.']);
  });

  it('locks out the address that gave 5 wrong codes, for 15 minutes, while the right code still opens the invite from another', async () => {
    const id = 'demo-invite-apprentice';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await t.call('POST', CHECK, null, { id, table: 'invites', accessCode: 'ZZZZZZ' }, {}, '10.0.2.1')).status,
      );
    expect(statuses).toEqual([403, 403, 403, 403, 429]);
    const again = await t.call('POST', CHECK, null, { id, table: 'invites', accessCode: 'K7P2QX' }, {}, '10.0.2.1');
    expect([again.status, again.body.error.message]).toEqual([
      429,
      'Too many incorrect access codes. This invitation is locked for 15 minutes.',
    ]);
    // Whoever has the code, from an address that did not guess, gets in.
    expect(
      (await t.call('POST', CHECK, null, { id, table: 'invites', accessCode: 'K7P2QX' }, {}, '10.0.2.99')).status,
    ).toBe(200);
    const failed = await first(
      t.db
        .select({ n: count() })
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, 'demo-apprentice-agreement'), eq(auditEvents.action, 'accessCode.failed'))),
    );
    expect(failed!.n).toBe(5);
    // The code hash never enters the log.
    const log = JSON.stringify(await t.db.select({ details: auditEvents.details }).from(auditEvents));
    expect(log).not.toMatch(/K7P2QX|ZZZZZZ/);
  });

  it('counts IPv6 addresses by their /64 network', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++)
      statuses.push(
        (
          await t.call(
            'POST',
            CHECK,
            null,
            { id: 'demo-link', table: 'pageLinks', accessCode: 'ZZZZZZ' },
            {},
            `2001:db8:5:5::${i}`,
          )
        ).status,
      );
    expect(statuses).toEqual([403, 403, 403, 403, 429]);
    expect(
      (
        await t.call(
          'POST',
          CHECK,
          null,
          { id: 'demo-link', table: 'pageLinks', accessCode: 'L5C8VA' },
          {},
          '2001:db8:5:5::99',
        )
      ).status,
    ).toBe(429);
    expect(
      (
        await t.call(
          'POST',
          CHECK,
          null,
          { id: 'demo-link', table: 'pageLinks', accessCode: 'L5C8VA' },
          {},
          '2001:db8:5:6::1',
        )
      ).status,
    ).toBe(200);
  });

  it('locks one address after 20 wrong codes across invites', async () => {
    let last = 0;
    for (let i = 0; i < 20; i++)
      last = (
        await t.call('POST', CHECK, null, { id: `guess-${i}`, table: 'invites', accessCode: 'AAAAAA' }, {}, '10.0.3.1')
      ).status;
    expect(last).toBe(429);
    const other = await t.call(
      'POST',
      CHECK,
      null,
      { id: 'demo-invite-register', table: 'invites', accessCode: 'R6N2JB' },
      {},
      '10.0.3.1',
    );
    expect(other.status).toBe(429);
    const elsewhere = await t.call(
      'POST',
      CHECK,
      null,
      { id: 'demo-invite-register', table: 'invites', accessCode: 'R6N2JB' },
      {},
      '10.0.3.2',
    );
    expect(elsewhere.status).toBe(200);
  });
});

describe('a document many addresses guess at is guarded, not closed', () => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => new Date(clock) });
  });
  afterAll(() => t.close());
  const attempt = (accessCode: string, ip: string) =>
    t.call('POST', CHECK, null, { id: 'demo-link', table: 'pageLinks', accessCode }, {}, ip);

  it('makes each guessing address wait longer and longer, and lets in whoever has the code', async () => {
    // Five addresses, one wrong code each: none is locked yet, the link is now guarded.
    for (let i = 1; i <= 5; i++) expect((await attempt('ZZZZZZ', `198.51.100.${i}`)).status).toBe(403);
    const guessed = await attempt('L5C8VA', '198.51.100.1');
    expect([guessed.status, guessed.body.error.message]).toEqual([
      429,
      'Too many incorrect access codes. This page is locked for 57 seconds.',
    ]);
    // A new address gets its try: with a wrong code it waits about a minute after it, with the right one it is in.
    const wrongNewcomer = await attempt('YYYYYY', '198.51.100.6');
    expect([wrongNewcomer.status, wrongNewcomer.body.error.message]).toEqual([
      429,
      'Too many incorrect access codes. This page is locked for 57 seconds.',
    ]);
    expect((await attempt('L5C8VA', '198.51.100.7')).status).toBe(200);
    // A minute later the first address may try again: a wrong code doubles its wait, the right one lets it in.
    clock += 60_000;
    const second = await attempt('XXXXXX', '198.51.100.2');
    expect([second.status, second.body.error.message]).toEqual([
      429,
      'Too many incorrect access codes. This page is locked for 2 minutes.',
    ]);
    expect((await attempt('L5C8VA', '198.51.100.1')).status).toBe(200);
    expect((await attempt('L5C8VA', '198.51.100.2')).status).toBe(429);
    // Once nobody has guessed for 15 minutes the guard ends; the addresses keep their own counts.
    clock += 16 * 60_000;
    expect((await attempt('L5C8VA', '198.51.100.2')).status).toBe(200);
    expect((await attempt('WWWWWW', '198.51.100.3')).status).toBe(403);
  });
});
