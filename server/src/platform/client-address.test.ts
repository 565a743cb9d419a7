import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first } from '../db/first.ts';
import { auditEvents } from '../db/schema/index.ts';
import { createTestApp, DEMO_PASSWORD, emailOf, type TestApp } from '../test/harness.ts';
import { clientAddress, rateLimitAddress } from './client-address.ts';

describe('clientAddress', () => {
  it.each([
    // peer, X-Forwarded-For, trusted proxies, client
    ['203.0.113.9', '198.51.100.1', [], '203.0.113.9'], // no proxy trusted: the header is ignored
    ['203.0.113.9', '198.51.100.1', ['10.0.0.2'], '203.0.113.9'], // the peer is not a trusted proxy
    ['10.0.0.2', '198.51.100.1', ['10.0.0.2'], '198.51.100.1'],
    ['10.0.0.2', '6.6.6.6, 198.51.100.1', ['10.0.0.2'], '198.51.100.1'], // the client's own entry is not believed
    ['10.0.0.2', '198.51.100.1, 10.0.0.3', ['10.0.0.2', '10.0.0.3'], '198.51.100.1'], // two proxies
    ['::ffff:10.0.0.2', '198.51.100.1', ['10.0.0.2'], '198.51.100.1'],
    ['127.0.0.1', '198.51.100.1', ['loopback'], '198.51.100.1'],
    ['::1', '2001:db8::7', ['loopback'], '2001:db8::7'],
    ['10.0.0.2', '', ['10.0.0.2'], '10.0.0.2'], // nothing forwarded: the proxy itself
    ['10.0.0.2', 'not-an-ip, 198.51.100.1', ['10.0.0.2'], '198.51.100.1'],
    ['10.0.0.2', '198.51.100.1, garbage', ['10.0.0.2'], '10.0.0.2'], // malformed: stop at what we can vouch for
    [null, '198.51.100.1', ['loopback'], null],
  ] as const)('%s with X-Forwarded-For %j and trusted %j -> %s', (peer, xff, trusted, client) => {
    expect(clientAddress(peer, xff, trusted)).toBe(client);
  });
});

describe('rateLimitAddress: one counter per IPv4 address, per IPv6 /64', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:0:0:0:1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    [null, 'unknown'],
  ] as const)('%s -> %s', (ip, key) => {
    expect(rateLimitAddress(ip)).toBe(key);
  });
});

describe('TRUST_PROXY through the app', () => {
  const signIn = (t: TestApp, peer: string, forwardedFor: string) =>
    t.app.request(
      '/v1/auth/login',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ email: emailOf(t, 'demo-workforce', 'teacher'), password: DEMO_PASSWORD }),
      },
      { incoming: { socket: { remoteAddress: peer } } },
    );
  const lastSignInIp = async (t: TestApp) =>
    (
      await first(
        t.db
          .select({ ip: auditEvents.ip })
          .from(auditEvents)
          .where(eq(auditEvents.action, 'auth.signIn'))
          .orderBy(desc(auditEvents.createdAt))
          .limit(1),
      )
    )?.ip;

  it.each([
    ['loopback', '127.0.0.1', '198.51.100.7'],
    ['', '127.0.0.1', '127.0.0.1'], // not set: a forwarded address is never believed
    ['loopback', '203.0.113.5', '203.0.113.5'], // a peer that is not the proxy can't claim another address
  ])('TRUST_PROXY=%j, peer %s: the sign-in is recorded from %s', async (trust, peer, recorded) => {
    const t = await createTestApp(trust ? { TRUST_PROXY: trust } : {});
    try {
      expect((await signIn(t, peer, '198.51.100.7')).status).toBe(200);
      expect(await lastSignInIp(t)).toBe(recorded);
    } finally {
      await t.close();
    }
  });
});
