import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/first.ts';
import { apiKeys, auditEvents } from '../../db/schema/index.ts';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';

const ORG = 'demo-workforce-org';

describe('API keys', () => {
  let t: TestApp;
  let owner: string;
  let otherOwner: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = emailOf(t, 'demo-workforce', 'owner');
    otherOwner = emailOf(t, 'demo-community', 'owner');
  });
  afterAll(() => t.close());

  it('a super admin creates a key for an organization: shown once, stored as a hash, listed by prefix', async () => {
    const res = await t.call('POST', '/v1/api-keys', SUPER, {
      name: 'Partner site',
      orgId: ORG,
      allowedOrigins: ['https://partner.example.org/'],
    });
    expect(res.status).toBe(201);
    expect(res.body.key).toMatch(/^pk_/);
    expect(res.body.item).toMatchObject({
      orgId: ORG,
      name: 'Partner site',
      prefix: res.body.key.slice(0, 7),
      allowedOrigins: ['https://partner.example.org'],
      lastUsedAt: null,
      revokedAt: null,
    });
    const stored = await first(t.db.select().from(apiKeys).where(eq(apiKeys.id, res.body.item.id)));
    expect(JSON.stringify(stored)).not.toContain(res.body.key);
    const list = await t.call('GET', `/v1/api-keys?orgId=${ORG}`, SUPER);
    expect(list.body.items.find((k: { id: string }) => k.id === res.body.item.id)).toMatchObject({
      prefix: res.body.key.slice(0, 7),
    });
    expect(JSON.stringify(list.body)).not.toContain(res.body.key);
    expect(JSON.stringify(list.body)).not.toContain('keyHash');
  });

  it('records when a key was last used', async () => {
    const { key, item } = (await t.call('POST', '/v1/api-keys', owner, { name: 'Catalog' })).body;
    expect((await t.call('GET', '/v1/api/content/courses?limit=1', { apiKey: key })).status).toBe(200);
    const listed = (await t.call('GET', '/v1/api-keys', owner)).body.items.find(
      (k: { id: string }) => k.id === item.id,
    );
    expect(listed.lastUsedAt).toEqual(expect.any(String));
    expect(Date.now() - Date.parse(listed.lastUsedAt)).toBeLessThan(60_000);
  });

  it('a key with allowed origins works only from them', async () => {
    const { key } = (
      await t.call('POST', '/v1/api-keys', owner, { name: 'Shop', allowedOrigins: ['https://shop.example.org'] })
    ).body;
    expect(
      (await t.call('GET', '/v1/api/content/courses?limit=1', { apiKey: key, origin: 'https://shop.example.org' }))
        .status,
    ).toBe(200);
    const other = await t.call('GET', '/v1/api/content/courses?limit=1', {
      apiKey: key,
      origin: 'https://evil.example.org',
    });
    expect(other.status).toBe(403);
    expect(other.body.error.message).toBe('This API key is not allowed from this origin.');
  });

  it('a revoked key stops working at once, and the revocation is audited', async () => {
    const { key, item } = (await t.call('POST', '/v1/api-keys', SUPER, { name: 'Old', orgId: ORG })).body;
    const res = await t.call('DELETE', `/v1/api-keys/${item.id}`, SUPER);
    expect(res.status).toBe(200);
    expect((await t.call('GET', '/v1/api/content/courses?limit=1', { apiKey: key })).status).toBe(401);
    const listed = (await t.call('GET', `/v1/api-keys?orgId=${ORG}`, owner)).body.items.find(
      (k: { id: string }) => k.id === item.id,
    );
    expect(listed.revokedAt).toEqual(expect.any(String));
    const audit = await first(
      t.db
        .select({ actorId: auditEvents.actorId })
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'apiKeys.revoke'), eq(auditEvents.entityId, item.id))),
    );
    expect(audit!.actorId).toBe((await t.userByEmail(SUPER)).id);
  });

  it.each([
    [{ name: '' }, 'Name is required.'],
    [
      { name: 'Site', allowedOrigins: ['https://example.org/path'] },
      'Enter an origin such as https://example.org (no path).',
    ],
  ])('refuses %j', async (body, message) => {
    const res = await t.call('POST', '/v1/api-keys', owner, body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it.each([
    ['a teacher', () => emailOf(t, 'demo-workforce', 'teacher'), 403],
    ['a student', () => emailOf(t, 'demo-workforce', 'student'), 403],
    ['nobody', () => null, 401],
  ])('every route is refused to %s', async (_who, as, status) => {
    const { item } = (await t.call('POST', '/v1/api-keys', owner, { name: 'Target' })).body;
    expect((await t.call('GET', '/v1/api-keys', as())).status).toBe(status);
    expect((await t.call('POST', '/v1/api-keys', as(), { name: 'Mine' })).status).toBe(status);
    expect((await t.call('DELETE', `/v1/api-keys/${item.id}`, as())).status).toBe(status);
  });

  it('an API key cannot manage keys', async () => {
    const { key, item } = (await t.call('POST', '/v1/api-keys', owner, { name: 'Self' })).body;
    expect((await t.call('GET', '/v1/api-keys', { apiKey: key })).status).toBe(401);
    expect((await t.call('POST', '/v1/api-keys', { apiKey: key }, { name: 'Child' })).status).toBe(401);
    expect((await t.call('DELETE', `/v1/api-keys/${item.id}`, { apiKey: key })).status).toBe(401);
  });

  it("an owner can't list, create or revoke another organization's keys", async () => {
    const { item } = (await t.call('POST', '/v1/api-keys', owner, { name: 'Ours' })).body;
    expect((await t.call('GET', `/v1/api-keys?orgId=${ORG}`, otherOwner)).status).toBe(403);
    expect((await t.call('POST', '/v1/api-keys', otherOwner, { name: 'Theirs', orgId: ORG })).status).toBe(403);
    expect((await t.call('DELETE', `/v1/api-keys/${item.id}`, otherOwner)).status).toBe(403);
    expect((await t.call('DELETE', '/v1/api-keys/nope', SUPER)).status).toBe(404);
  });
});
