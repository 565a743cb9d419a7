import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema/index.ts';
import { createTestApp, SUPER, type TestApp } from '../../test/harness.ts';
import { auditChangesOf } from './record-audit-event.ts';

describe('auditChangesOf', () => {
  it.each([
    [
      'only changed fields, before and after',
      { id: 'a', name: 'Old', slug: 's', updatedAt: '1' },
      { id: 'a', name: 'New', slug: 's', updatedAt: '2' },
      { name: { before: 'Old', after: 'New' } },
    ],
    ['a create: before is null', null, { id: 'a', name: 'New', plan: null }, { name: { before: null, after: 'New' } }],
    ['a delete: after is null', { id: 'a', name: 'Old' }, null, { name: { before: 'Old', after: null } }],
    ['lists compared by value', { role: ['admin'] }, { role: ['admin'] }, {}],
    [
      'private values left out, the change still named',
      { accessCodeHash: 'h1', signerSignature: null },
      { accessCodeHash: 'h2', signerSignature: '/files/x.png' },
      {
        accessCodeHash: { before: '(private)', after: '(private)' },
        signerSignature: { before: null, after: '(private)' },
      },
    ],
    ['long text cut', { body: '' }, { body: 'x'.repeat(400) }, { body: { before: '', after: `${'x'.repeat(300)}…` } }],
  ])('%s', (_name, before, after, expected) => {
    expect(auditChangesOf(before, after)).toEqual(expected);
  });
});

describe('every data-access write records before and after', () => {
  let t: TestApp;
  const eventsOf = async (entityId: string) =>
    (
      await t.db
        .select({
          action: auditEvents.action,
          actorId: auditEvents.actorId,
          details: auditEvents.details,
          createdAt: auditEvents.createdAt,
        })
        .from(auditEvents)
        .where(eq(auditEvents.entityId, entityId))
        .orderBy(auditEvents.createdAt)
    ).map((e) => ({ ...e, details: e.details as any }));
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('create, update and delete of an apprenticeship: who, what, before/after of what changed', async () => {
    const created = await t.call('POST', '/v1/external/supabase/apprenticeships', SUPER, {
      orgId: 'demo-workforce-org',
      title: 'Welder',
      ojtHours: 2000,
    });
    const id = created.body.docId as string;
    await t.call('PUT', '/v1/external/supabase/apprenticeships', SUPER, {
      id,
      title: 'Welder (MIG)',
      ojtHours: 2000,
      rapidsCode: '0883',
    });
    await t.call('DELETE', `/v1/external/firebase/store/apprenticeships?id=${id}`, SUPER);
    const [create, update, remove] = await eventsOf(id);
    const superId = (await t.userByEmail(SUPER)).id;
    expect(create).toMatchObject({ action: 'apprenticeships.create', actorId: superId });
    expect(create!.details.changes).toMatchObject({
      title: { before: null, after: 'Welder' },
      ojtHours: { before: null, after: 2000 },
    });
    expect(update).toMatchObject({ action: 'apprenticeships.update', actorId: superId });
    // ojtHours was sent unchanged: it is not a change.
    expect(update!.details.changes).toEqual({
      title: { before: 'Welder', after: 'Welder (MIG)' },
      rapidsCode: { before: null, after: '0883' },
    });
    expect(remove).toMatchObject({ action: 'apprenticeships.delete', actorId: superId });
    expect(remove!.details.changes.title).toEqual({ before: 'Welder (MIG)', after: null });
  });

  it("a user's role change and an organization edit keep their before and after", async () => {
    await t.call('PUT', '/v1/external/supabase/organizations', SUPER, {
      id: 'demo-community-org',
      name: 'Renamed Community',
    });
    const [orgEdit] = (await eventsOf('demo-community-org')).filter((e) => e.action === 'organizations.update');
    expect(orgEdit!.details.changes.name.after).toBe('Renamed Community');
    expect(orgEdit!.details.changes.name.before).not.toBe('Renamed Community');
    const student = (
      await t.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.orgId, 'demo-workforce-org'))
    ).find((u) => u.role?.join() === 'student')!;
    expect((await t.call('PUT', `/v1/users/${student.id}/role`, SUPER, { role: ['teacher'] })).status).toBe(200);
    const roleChange = (await eventsOf(student.id)).find((e) => e.action === 'users.role');
    expect(roleChange!.details).toMatchObject({ from: ['student'], to: ['teacher'] });
  });
});
