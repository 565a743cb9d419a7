import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema/index.ts';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';

/** What a person reads when the data API refuses: sentences per field, one user per e-mail (issue 25, items 24 and 27). */
let t: TestApp;
let admin: string;
let orgId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = emailOf(t, 'demo-workforce', 'admin');
  orgId = (await t.userByEmail(admin)).orgId!;
});
afterAll(() => t.close());

describe('one user per e-mail', () => {
  it('refuses a second user with an existing e-mail, in any case and spacing, with a 409 naming it', async () => {
    const taken = (await t.userByEmail(emailOf(t, 'demo-workforce', 'teacher'))).email!;
    for (const email of [taken, `  ${taken.toUpperCase()} `]) {
      const res = await t.call('POST', '/v1/external/supabase/users', admin, {
        name: 'Second Person',
        email,
        orgId,
        role: ['student'],
      });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(`A user with the e-mail '${taken}' already exists.`);
      expect(res.body.error.details).toEqual({
        fields: { email: `A user with the e-mail '${taken}' already exists.` },
      });
    }
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.email, taken))).toHaveLength(1);
  });

  it('stores a new e-mail trimmed and in lower case, and refuses changing another user to it', async () => {
    const created = await t.call('POST', '/v1/external/supabase/users', admin, {
      name: 'Lena Ortiz',
      email: ' Lena.Ortiz@Example.org ',
      orgId,
      role: ['student'],
    });
    expect(created.status).toBe(201);
    expect(created.body.item.email).toBe('lena.ortiz@example.org');
    const other = await t.call('POST', '/v1/external/supabase/users', admin, {
      name: 'Lena Ortiz (old)',
      orgId,
      role: ['student'],
    });
    const moved = await t.call('PUT', '/v1/external/supabase/users', admin, {
      id: other.body.docId,
      email: 'LENA.ORTIZ@example.org',
    });
    expect(moved.status).toBe(409);
    expect(moved.body.error.message).toBe("A user with the e-mail 'lena.ortiz@example.org' already exists.");
  });

  it('lets many users have no e-mail', async () => {
    for (const name of ['Walk-in One', 'Walk-in Two'])
      expect(
        (await t.call('POST', '/v1/external/supabase/users', admin, { name, orgId, role: ['student'] })).status,
      ).toBe(201);
  });

  it('says the same in the CSV import', async () => {
    const taken = (await t.userByEmail(emailOf(t, 'demo-workforce', 'student'))).email!;
    const res = await t.call('POST', '/v1/imports/users/preview', admin, {
      orgId,
      rows: [{ name: 'Copy', email: taken.toUpperCase() }],
    });
    expect(res.body.errors).toEqual([
      { row: 2, message: `A user with the e-mail '${taken.toUpperCase()}' already exists.` },
    ]);
  });
});

describe('messages a person can act on', () => {
  it.each([
    [
      'a slug too short',
      'organizations',
      SUPER,
      { name: 'Acme Training', slug: 'a' },
      'Slug: Use at least 2 characters.',
      { slug: 'Use at least 2 characters.' },
    ],
    [
      'a role that does not exist',
      'users',
      () => admin,
      { name: 'Pat Doe', role: ['boss'] },
      'Role: Choose one of: superAdmin, owner, admin, teacher, student.',
      { role: 'Choose one of: superAdmin, owner, admin, teacher, student.' },
    ],
    [
      'a name sent as null',
      'users',
      () => admin,
      { name: null },
      'Name: This field is required.',
      { name: 'This field is required.' },
    ],
    [
      'a state name cut to two letters',
      'locations',
      () => admin,
      { name: 'Erie Shop', addressState: 'PE' },
      'Choose a state from the list.',
      { addressState: 'Choose a state from the list.' },
    ],
    [
      'a full state name',
      'locations',
      () => admin,
      { name: 'Erie Shop', addressState: 'Pennsylvania' },
      'Choose a state from the list.',
      { addressState: 'Choose a state from the list.' },
    ],
    [
      'a ZIP of letters',
      'locations',
      () => admin,
      { name: 'Erie Shop', addressPostalCode: 'abc' },
      'Enter a 5-digit ZIP code.',
      { addressPostalCode: 'Enter a 5-digit ZIP code.' },
    ],
    [
      'an apprenticeship ending before it starts',
      'apprenticeships',
      () => admin,
      { title: 'Welding 2026', startDate: '2026-09-01', expectedEndDate: '2025-01-15' },
      'The expected end date must be after the start date.',
      { expectedEndDate: 'The expected end date must be after the start date.' },
    ],
  ] as const)('refuses %s with a sentence on the field', async (_, table, caller, body, message, fields) => {
    const who = typeof caller === 'function' ? caller() : caller;
    const res = await t.call('POST', `/v1/external/supabase/${table}`, who, body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(res.body.error.details.fields).toEqual(fields);
  });

  it('keeps a state as its code and accepts a ZIP+4', async () => {
    const res = await t.call('POST', '/v1/external/supabase/locations', admin, {
      name: 'Erie Shop',
      addressState: 'pa',
      addressPostalCode: '16501-1234',
    });
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({ addressState: 'PA', addressPostalCode: '16501-1234' });
  });

  it('checks the dates as they will be stored when an update changes only one', async () => {
    const created = await t.call('POST', '/v1/external/supabase/apprenticeships', admin, {
      title: 'Welding 2027',
      startDate: '2027-01-04',
      expectedEndDate: '2029-01-04',
    });
    expect(created.status).toBe(201);
    const res = await t.call('PUT', '/v1/external/supabase/apprenticeships', admin, {
      id: created.body.docId,
      startDate: '2030-01-01',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The expected end date must be after the start date.');
  });

  it('names a duplicate slug as a sentence about organizations', async () => {
    const res = await t.call('POST', '/v1/external/supabase/organizations', SUPER, {
      name: 'Workforce copy',
      slug: 'demo-workforce',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('An organization with this slug already exists.');
    expect(res.body.error.details).toEqual({ fields: { slug: 'An organization with this slug already exists.' } });
  });

  it.each([
    ['users', 'User not found'],
    ['organizations', 'Organization not found'],
    ['courses', 'Class not found'],
  ])("answers a missing %s as '%s'", async (table, message) => {
    const res = await t.call('GET', `/v1/external/firebase/store/${table}?id=nope`, SUPER);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(message);
    const update = await t.call(
      'PUT',
      `/v1/external/supabase/${table}`,
      SUPER,
      table === 'courses' ? { id: 'nope', title: 'X' } : { id: 'nope', name: 'X' },
    );
    expect(update.status).toBe(404);
    expect(update.body.error.message).toBe(message);
  });
});

describe('the history says what happened to which record', () => {
  it('labels each data API write with the record’s name', async () => {
    const created = await t.call('POST', '/v1/external/supabase/locations', admin, { name: 'Butler Yard' });
    await t.call('PUT', '/v1/external/supabase/locations', admin, { id: created.body.docId, addressCity: 'Butler' });
    const events = await t.db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'locations'), eq(auditEvents.entityId, created.body.docId)))
      .orderBy(auditEvents.createdAt);
    expect(events.map((e) => [e.action, (e.details as { label?: string }).label])).toEqual([
      ['locations.create', 'Butler Yard'],
      ['locations.update', 'Butler Yard'],
    ]);
  });
});
