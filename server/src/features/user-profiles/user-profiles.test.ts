import { readFileSync, existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/first.ts';
import { pgPoolOf } from '../../db/pg-client.ts';
import { auditEvents, userProfiles } from '../../db/schema/index.ts';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: string;
let student: string;
let teacher: string;
let otherAdmin: string;

const SSN = '123-45-6789';
const privateInfo = {
  ssn: SSN,
  dob: '1998-11-02',
  gender: 'male',
  ethnicity: 'hispanicOrLatino',
  races: ['white', 'americanIndianOrAlaskaNative'],
  veteranStatus: 'veteran',
  disability: 'noAnswer',
  educationLevel: 'someCollege',
  orgReferral: 'militaryVeterans',
  citizenStatus: 'usCitizen',
  criminalBkg: 'no',
  employmentStatus: 'ue',
  employmentStatusDate: '2026-01-09',
  newOrExistingEmployee: 'new',
  addressLine1: '4417 Quaystone Lane',
  addressLine2: '',
  addressCity: 'Braddock',
  addressState: 'PA',
  addressPostalCode: '15104',
  addressCountry: 'US',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = emailOf(t, 'demo-workforce', 'admin');
  student = 'student.workforce@demo.pathcraft.test';
  teacher = emailOf(t, 'demo-workforce', 'teacher');
  otherAdmin = emailOf(t, 'demo-community', 'admin');
});
afterAll(() => t.close());

const idOf = async (email: string) => (await t.userByEmail(email)).id;

describe('personal information: /v1/users/:id/details', () => {
  it('answers the personal fields to the user themself', async () => {
    const res = await t.call('GET', `/v1/users/${await idOf(student)}/details`, student);
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({
      id: await idOf(student),
      name: 'Jasmine Carter',
      email: student,
      firstName: 'Jasmine',
      lastName: 'Carter',
    });
    expect(Object.keys(res.body.item).sort()).toEqual(
      [
        'id',
        'name',
        'email',
        'firstName',
        'lastName',
        'middleName',
        'suffix',
        'phone',
        'phoneExt',
        'mobilePhone',
        'userSignature',
        'userSignatureUrl',
      ].sort(),
    );
  });

  it('saves the names and phones and composes the full name', async () => {
    const res = await t.call('PUT', `/v1/users/${await idOf(student)}/details`, student, {
      firstName: ' Jasmine ',
      middleName: 'Renee',
      lastName: 'Carter',
      suffix: 'Jr.',
      phone: '412-555-0117',
      phoneExt: '12',
      mobilePhone: '',
    });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({
      name: 'Jasmine Renee Carter, Jr.',
      firstName: 'Jasmine',
      middleName: 'Renee',
      suffix: 'Jr.',
      phoneExt: '12',
      mobilePhone: null,
      email: student,
    });
    expect((await t.userByEmail(student)).name).toBe('Jasmine Renee Carter, Jr.');
  });

  it.each([
    ['no first name', { firstName: ' ', lastName: 'Carter' }, 'First name is required.'],
    ['no last name', { firstName: 'Jasmine', lastName: '' }, 'Last name is required.'],
    [
      'a new e-mail',
      { firstName: 'Jasmine', lastName: 'Carter', email: 'me@example.com' },
      "The user name and e-mail can't be changed here ('email').",
    ],
    [
      'a new user name',
      { firstName: 'Jasmine', lastName: 'Carter', name: 'J' },
      "The user name and e-mail can't be changed here ('name').",
    ],
    ['another field', { firstName: 'Jasmine', lastName: 'Carter', role: ['admin'] }, 'Unknown field: role'],
  ])('refuses %s', async (_name, body, message) => {
    const res = await t.call('PUT', `/v1/users/${await idOf(student)}/details`, student, body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it.each([
    ['an admin of their organization', () => admin, 200],
    ['a super admin', () => SUPER, 200],
    ['a teacher of their organization', () => teacher, 403],
    ["another organization's admin", () => otherAdmin, 404],
    ['nobody', () => null, 401],
  ])('lets %s in or not', async (_name, who, status) => {
    expect(
      (
        await t.call('PUT', `/v1/users/${await idOf(student)}/details`, who(), {
          firstName: 'Jasmine',
          lastName: 'Carter',
        })
      ).status,
    ).toBe(status);
    expect((await t.call('GET', `/v1/users/${await idOf(student)}/details`, who())).status).toBe(status);
  });
});

describe('private information: /v1/userProfiles/:userId', () => {
  it('answers the seeded profile decrypted, with the SSN only masked', async () => {
    const res = await t.call('GET', `/v1/userProfiles/${await idOf(student)}`, student);
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({
      ssn: '***-**-4325',
      hasSsn: true,
      gender: 'female',
      races: ['blackOrAfricanAmerican'],
      employmentStatus: 'ue',
      newOrExistingEmployee: 'new',
      addressCity: 'Pittsburgh',
    });
    expect(JSON.stringify(res.body)).not.toContain('987-65-4325');
  });

  it('creates a profile for a user without one, links it, encrypts every value and never answers the SSN in clear', async () => {
    const res = await t.call('PUT', `/v1/userProfiles/${await idOf(admin)}`, admin, privateInfo);
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({
      ssn: '***-**-6789',
      hasSsn: true,
      races: ['white', 'americanIndianOrAlaskaNative'],
      employmentStatusDate: '2026-01-09',
      newOrExistingEmployee: 'new',
      addressLine2: null,
    });
    expect(JSON.stringify(res.body)).not.toContain(SSN);
    const stored = (await first(
      t.db
        .select()
        .from(userProfiles)
        .where(eq(userProfiles.userId, await idOf(admin))),
    ))!;
    expect((await t.userByEmail(admin)).userProfileId).toBe(stored.id);
    for (const field of [
      'ssn',
      'dob',
      'gender',
      'addressLine1',
      'addressPostalCode',
      'employmentStatus',
      'newOrExistingEmployee',
      'citizenStatus',
    ] as const)
      expect(stored[field]).toMatch(/^enc:v1:/);
    expect(stored.races!.every((r: string) => r.startsWith('enc:v1:'))).toBe(true);
    expect(t.deps.cipher.decrypt(stored.ssn!)).toBe(SSN);
    const got = await t.call('GET', `/v1/userProfiles/${await idOf(admin)}`, admin);
    expect(got.body.item.ssn).toBe('***-**-6789');
  });

  /** The files holding the database's rows: SQLite's file and its WAL, or (after a checkpoint) PostgreSQL's table, TOAST and index files of this database. */
  const databaseFiles = async (): Promise<string[]> => {
    const pool = pgPoolOf(t.db);
    if (!pool) return [t.config.dbFile, `${t.config.dbFile}-wal`].filter(existsSync);
    await pool.query('CHECKPOINT');
    const { rows } = await pool.query<{ file: string }>(
      `SELECT current_setting('data_directory') || '/' || pg_relation_filepath(c.oid) AS file FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname IN ('public', 'pg_toast') AND c.relkind IN ('r', 't', 'i')`,
    );
    return rows.map((r) => r.file).filter(existsSync);
  };

  it('leaves no SSN or address in clear text in the database files', async () => {
    await t.call('PUT', `/v1/userProfiles/${await idOf(admin)}`, admin, { ...privateInfo, ssn: '321-54-9876' });
    const files = await databaseFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const bytes = readFileSync(file).toString('latin1');
      for (const secret of ['321-54-9876', '321549876', '123-45-6789', '987-65-4325', '4417 Quaystone Lane'])
        expect(bytes.includes(secret), `${secret} in ${file}`).toBe(false);
    }
    // The audit trail names the fields, never their values.
    const audits = await t.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.entity, 'userProfiles'));
    expect(audits.length).toBeGreaterThan(0);
    for (const a of audits) expect(JSON.stringify(a.details)).not.toMatch(/Quaystone|hispanic|1998/);
  });

  it('keeps the SSN on file when the form sends it empty or masked, and clears the date when no longer unemployed', async () => {
    const res = await t.call('PUT', `/v1/userProfiles/${await idOf(admin)}`, admin, {
      ...privateInfo,
      ssn: '***-**-9876',
      employmentStatus: 'ft',
    });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({ ssn: '***-**-9876', employmentStatus: 'ft', employmentStatusDate: null });
    const again = await t.call('PUT', `/v1/userProfiles/${await idOf(admin)}`, admin, { ...privateInfo, ssn: '' });
    expect(again.body.item.ssn).toBe('***-**-9876');
  });

  it('keeps a ZIP+4 as it was typed', async () => {
    const res = await t.call('PUT', `/v1/userProfiles/${await idOf(admin)}`, admin, {
      ...privateInfo,
      addressPostalCode: ' 15104-2117 ',
    });
    expect(res.status).toBe(200);
    expect(res.body.item.addressPostalCode).toBe('15104-2117');
    expect((await t.call('GET', `/v1/userProfiles/${await idOf(admin)}`, admin)).body.item.addressPostalCode).toBe(
      '15104-2117',
    );
  });

  it.each([
    ['no SSN', { ssn: '' }, 'Social Security Number is required.'],
    ['an SSN with letters', { ssn: '12a-45-6789' }, 'Enter a valid Social Security Number.'],
    ['an SSN with too few digits', { ssn: '123-45-678' }, 'Enter a valid Social Security Number.'],
    ['unemployed without the date', { employmentStatusDate: null }, 'Date of last employment is required.'],
    ['no race', { races: [] }, 'Race is required.'],
    ['a gender outside the list', { gender: 'robot' }, 'Choose a valid gender.'],
    [
      'an agency code for new or existing employee',
      { newOrExistingEmployee: 'NE' },
      'Choose a valid new or existing employee.',
    ],
    ['another country', { addressCountry: 'CA' }, 'Only the United States is supported.'],
    ['a state outside the list', { addressState: 'XX' }, 'Choose a valid state.'],
    ['no street address', { addressLine1: ' ' }, 'Street address is required.'],
    ['a ZIP+4 without its hyphen', { addressPostalCode: '151041234' }, 'Enter a 5-digit ZIP code.'],
    ['a ZIP+4 cut short', { addressPostalCode: '15104-12' }, 'Enter a 5-digit ZIP code.'],
    ['an unknown field', { favoriteColor: 'blue' }, 'Unknown field: favoriteColor'],
  ])('refuses %s for a user without one on file', async (_name, change, message) => {
    const res = await t.call('PUT', `/v1/userProfiles/${await idOf(teacher)}`, teacher, { ...privateInfo, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it.each([
    ['the user themself', () => student, 200],
    ['an admin of their organization', () => admin, 200],
    ['a teacher of their organization', () => teacher, 403],
    ["another organization's admin", () => otherAdmin, 404],
    ['nobody', () => null, 401],
  ])('lets %s read the profile or not', async (_name, who, status) => {
    expect((await t.call('GET', `/v1/userProfiles/${await idOf(student)}`, who())).status).toBe(status);
  });

  it('keeps the generic data-access API from reading or writing the private fields', async () => {
    const read = await t.call('GET', `/v1/external/supabase/userProfiles?select=ssn`, admin);
    expect(read.status).toBe(400);
    const write = await t.call('PUT', '/v1/external/supabase/userProfiles', admin, {
      id: 'demo-profile-jasmine',
      ssn: '111-22-3333',
    });
    expect(write.status).toBe(403);
  });
});
