import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkWageSchedule, wageFloorOn, ZWageSchedule } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage, type FileStorage, keyFromUrl } from '../platform/storage/storage.ts';
import { checkPng } from '../features/signatures/check-png.ts';
import { createFieldCipher, hashSecret, verifyPassword } from '../platform/crypto.ts';
import { closeDatabase, openDatabase, type Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { seedDemo, type SeedDemoResult } from './demo.ts';
import { APPRENTICESHIP_ID, sampleApprenticePrivateInfo, SPONSOR_ID } from './sample-apprenticeship.ts';
import { OVER_RATIO_PROGRAM_ID } from './sample-ratio.ts';
import { DEMO_CODES } from './sample-invites.ts';
import { first as firstRow } from '../db/first.ts';

const pepper = 'test-pepper-for-the-demo-seed';
const cipher = createFieldCipher(randomBytes(32).toString('base64'));
const now = new Date('2026-11-20T15:00:00.000Z');
let dir: string;
let file: string;
let db: Db;
let first: SeedDemoResult;
let storage: FileStorage;

/** Every row of every table, to prove a second run changes nothing. */
function snapshot(): Promise<string> {
  return db.$withConnection((sqlite) => {
    const tables = sqlite
      // WITHOUT ROWID tables are search-index internals (FTS5 shadow tables, link tables) derived from the others.
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE '%WITHOUT ROWID%' ORDER BY name",
      )
      .pluck()
      .all() as string[];
    return JSON.stringify(tables.map((t) => [t, sqlite.prepare(`SELECT * FROM "${t}" ORDER BY rowid`).all()]));
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pathcraft-seed-'));
  file = join(dir, 'demo.db');
  db = openDatabase(file);
  storage = createDiskStorage(join(dir, 'files'), pepper);
  first = await seedDemo({ db, pepper, cipher, storage, now });
});

afterAll(async () => {
  await closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
});

describe('seedDemo', () => {
  it('creates the workforce and community organizations with two locations each', async () => {
    expect(first.seeded).toBe(true);
    const orgs = await db.select().from(s.organizations);
    expect(orgs.map((o) => [o.slug, o.orgType, o.plan]).sort()).toEqual([
      ['demo-community', 'community', 'free'],
      ['demo-workforce', 'workforce', 'pro'],
    ]);
    for (const org of orgs) {
      const locations = await db.select().from(s.locations).where(eq(s.locations.orgId, org.id));
      expect(locations).toHaveLength(2);
      expect(locations.filter((l) => l.defaultLocation)).toHaveLength(1);
      expect(locations.every((l) => l.managerIds?.length)).toBe(true);
    }
  });

  it('gives every organization a user in every role, test users, and a sign-in for each', async () => {
    const users = await db.select().from(s.users);
    for (const orgId of ['demo-workforce-org', 'demo-community-org']) {
      const inOrg = users.filter((u) => u.orgId === orgId);
      for (const role of ['owner', 'admin', 'teacher', 'student'])
        expect(
          inOrg.some((u) => u.role?.includes(role)),
          `${orgId} ${role}`,
        ).toBe(true);
      expect(inOrg.filter((u) => u.testUser)).toHaveLength(2);
    }
    expect(
      users.filter((u) => u.orgId === 'demo-workforce-org' && u.role?.includes('student')).length,
    ).toBeGreaterThanOrEqual(20);
    expect(users.find((u) => u.email === 'superadmin@demo.pathcraft.test')?.role).toEqual(['superAdmin']);

    const accounts = await db.select().from(s.authAccounts);
    expect(accounts).toHaveLength(users.length);
    for (const u of users) expect(accounts.find((a) => a.id === u.uid)?.email).toBe(u.email);
    for (const signIn of first.signIns) {
      const account = accounts.find((a) => a.email === signIn.email);
      expect(account, signIn.email).toBeDefined();
    }
    const owner = accounts.find((a) => a.email === 'owner.workforce@demo.pathcraft.test');
    expect(await verifyPassword('pathcraft-demo', owner?.passwordHash)).toBe(true);
  });

  it('creates courses with sections, cohorts with class units, and a public pathway to a job profile', async () => {
    const courses = await db.select().from(s.courses);
    for (const orgId of ['demo-workforce-org', 'demo-community-org'])
      expect(courses.filter((c) => c.orgId === orgId).length).toBeGreaterThanOrEqual(3);
    expect(courses.some((c) => c.isLive)).toBe(true);
    expect(courses.some((c) => c.inviteOnly)).toBe(true);
    expect(courses.some((c) => c.registerUrl)).toBe(true);
    expect(courses.filter((c) => c.isPublic && c.courseSlug).length).toBeGreaterThanOrEqual(3);

    const topics = await db.select().from(s.courseTopics);
    for (const course of courses) {
      const sections = topics.filter((t) => t.classId === course.id);
      expect(sections.length, course.title).toBeGreaterThanOrEqual(4);
      expect(sections.length, course.title).toBeLessThanOrEqual(6);
      expect(course.topicIds).toEqual(sections.map((t) => t.id));
    }
    expect(new Set(topics.filter((t) => t.featured).map((t) => t.classId)).size).toBe(1);

    const cohorts = await db.select().from(s.cohorts);
    expect(cohorts.length).toBeGreaterThan(0);
    for (const c of cohorts) expect(c.eUnits?.every((u) => u.code && u.timeDate && u.credits?.number)).toBe(true);

    const [pathway] = await db.select().from(s.pathways);
    expect(pathway?.isPublic).toBe(true);
    const job = await firstRow(db.select().from(s.jobProfiles).where(eq(s.jobProfiles.id, pathway!.jobProfileId!)));
    expect(job).toMatchObject({ OnetCode: '51-9161.00', OnetTitle: 'Computer Numerically Controlled Tool Operators' });
  });

  it('creates an apprenticeship whose wage schedules are valid and sum to its OJT hours', async () => {
    const [program] = await db.select().from(s.apprenticeships).where(eq(s.apprenticeships.id, APPRENTICESHIP_ID));
    expect(program).toMatchObject({ occupationONetCode: '49-9041.00', ojtHours: 2000, instructionHours: 144 });
    const schedules = await db.select().from(s.wageSchedules).where(eq(s.wageSchedules.apprenticeshipId, program!.id));
    expect(schedules).toHaveLength(2);
    for (const schedule of schedules) {
      expect(ZWageSchedule.safeParse(schedule).success).toBe(true);
      expect(schedule.wageRates.reduce((sum, r) => sum + r.duration, 0)).toBe(program!.ojtHours);
      // The same rules the dialog and the server apply, with the minimum wage of today at the program's place (PA: the federal one).
      expect(checkWageSchedule(schedule, program!.ojtHours, wageFloorOn(new Date(), 'PA'))).toEqual([]);
    }
    const members = await db
      .select()
      .from(s.apprenticeshipUsers)
      .where(eq(s.apprenticeshipUsers.apprenticeshipId, program!.id));
    expect(members.map((m) => m.role).sort()).toEqual([
      'apprentice',
      'apprentice',
      'journeyworker',
      'journeyworker',
      'sponsor',
    ]);
    // The Mon Valley agreements wait for their signatures (the signing flow's demo); the over-ratio employer's are signed.
    const signedOf = async (table: typeof s.employerAgreements | typeof s.apprenticeAgreements) =>
      (
        await db
          .select({ id: table.id, signedAt: table.signedAt })
          .from(table)
          .where(eq(table.apprenticeshipId, program!.id))
      )
        .filter((a) => a.signedAt)
        .map((a) => a.id);
    expect(await signedOf(s.employerAgreements)).toEqual([]);
    expect(await signedOf(s.apprenticeAgreements)).toEqual([]);
  });

  it('gives the over-ratio employer a welding program whose wage schedule is valid', async () => {
    const program = (await firstRow(
      db.select().from(s.apprenticeships).where(eq(s.apprenticeships.id, OVER_RATIO_PROGRAM_ID)),
    ))!;
    const [schedule] = await db
      .select()
      .from(s.wageSchedules)
      .where(eq(s.wageSchedules.apprenticeshipId, OVER_RATIO_PROGRAM_ID));
    expect(ZWageSchedule.safeParse(schedule).success).toBe(true);
    expect(checkWageSchedule(schedule!, program.ojtHours!, wageFloorOn(new Date(), 'PA'))).toEqual([]);
  });

  it('stores private information encrypted', async () => {
    const [profile] = await db.select().from(s.userProfiles);
    expect(cipher.isEncrypted(profile?.ssn)).toBe(true);
    expect(cipher.decrypt(profile!.ssn!)).toBe(sampleApprenticePrivateInfo.ssn);
    expect(profile!.races?.map((r) => cipher.decrypt(r))).toEqual(sampleApprenticePrivateInfo.races);
    const [agreement] = await db.select().from(s.apprenticeAgreements);
    expect(cipher.decrypt(agreement!.ssn!)).toBe(sampleApprenticePrivateInfo.ssn);
    expect(cipher.decrypt(agreement!.dob!)).toBe(sampleApprenticePrivateInfo.dob);
    expect(agreement!.races?.map((r) => cipher.decrypt(r))).toEqual(sampleApprenticePrivateInfo.races);
    for (const field of ['gender', 'criminalBkg', 'disability', 'addressLine1', 'addressPostalCode'] as const)
      expect(cipher.decrypt(agreement![field]!)).toBe(sampleApprenticePrivateInfo[field]);
  });

  it('creates an invite of every type, each checked by the hash of its access code', async () => {
    const invites = await db.select().from(s.invites);
    expect(invites.map((i) => i.inviteType).sort()).toEqual([
      'apprenticeAgreement',
      'employerAgreement',
      'register',
      'workforce',
    ]);
    for (const code of first.accessCodes) {
      expect(code.code).toMatch(/^[A-Z0-9]{6}$/);
      const id = code.url.split('/').pop()!;
      const row = code.url.startsWith('/link/')
        ? await firstRow(db.select().from(s.pageLinks).where(eq(s.pageLinks.id, id)))
        : await firstRow(db.select().from(s.invites).where(eq(s.invites.id, id)));
      expect(row?.accessCodeHash, code.what).toBe(hashSecret(code.code, pepper));
    }
    const links = await db.select().from(s.pageLinks);
    expect(links.some((l) => l.hasAccessCode && l.accessCodeHash === hashSecret(DEMO_CODES.pageLink, pepper))).toBe(
      true,
    );
    expect(links.some((l) => !l.hasAccessCode && !l.accessCodeHash)).toBe(true);
    expect(links.some((l) => l.inactive)).toBe(true);
  });

  it('creates pages with both layouts and every module type, and the Ava assistant', async () => {
    const dashboards = await db.select().from(s.dashboards);
    expect([...new Set(dashboards.map((d) => d.activeLayout))].sort()).toEqual(['layout1', 'layout2']);
    // One page shows every module type empty.
    const empty = dashboards.find((d) => d.id === 'demo-dashboard-empty')!;
    expect(
      [...(empty.zone1 ?? []), ...(empty.zone2 ?? []), ...(empty.zone3 ?? [])].map((m) => [
        m.moduleType,
        m.selectedIds,
      ]),
    ).toEqual([
      ['LINK_WIDGETS_LIST', []],
      ['MATERIALS_LIST', []],
      ['MATERIAL', []],
      ['ASSISTANT', []],
      ['EMBED_WIDGETS_LIST', []],
    ]);
    const modules = new Set(
      dashboards.flatMap((d) => [...(d.zone1 ?? []), ...(d.zone2 ?? []), ...(d.zone3 ?? [])]).map((m) => m.moduleType),
    );
    expect([...modules].sort()).toEqual([
      'ASSISTANT',
      'EMBED_WIDGETS_LIST',
      'LINK_WIDGETS_LIST',
      'MATERIAL',
      'MATERIALS_LIST',
    ]);
    const assistant = await firstRow(db.select().from(s.integrations).where(eq(s.integrations.id, 'demo-assistant')));
    expect(assistant).toMatchObject({ name: 'Ava', allowedDomains: ['http://localhost:3000'], serviceDelayCount: 2 });
    expect((await db.select().from(s.materials)).every((m) => (m.body?.match(/<p>/g)?.length ?? 0) >= 2)).toBe(true);
  });

  it('gives the program sponsor a drawn signature: a stored PNG of the pad size with ink on it', async () => {
    const sponsor = (await firstRow(db.select().from(s.users).where(eq(s.users.id, SPONSOR_ID))))!;
    // Relative, so it survives a change of public URL.
    expect(sponsor.userSignature).toMatch(
      new RegExp(`^/files/user-content/demo-workforce-org/${SPONSOR_ID}/\\w+\\.png$`),
    );
    const bytes = await storage.read(keyFromUrl(sponsor.userSignature!, 'http://localhost:3000')!.key);
    expect(checkPng(new Uint8Array(bytes!))).toEqual({ ok: true, width: 330, height: 100, blank: false });
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    const again = await seedDemo({ db, pepper, cipher, storage, now: new Date() });
    expect(again.seeded).toBe(false);
    expect(again.signIns).toEqual(first.signIns);
    expect(again.accessCodes).toEqual(first.accessCodes);
    expect(await snapshot()).toBe(before);
  });

  it('never writes an access code or the SSN in clear to the database file', async () => {
    await db.$withConnection((sqlite) => sqlite.pragma('wal_checkpoint(TRUNCATE)'));
    const bytes = Buffer.concat([
      readFileSync(file),
      existsSync(`${file}-wal`) ? readFileSync(`${file}-wal`) : Buffer.alloc(0),
    ]);
    for (const code of Object.values(DEMO_CODES)) expect(bytes.includes(code), code).toBe(false);
    expect(bytes.includes(sampleApprenticePrivateInfo.ssn)).toBe(false);
    expect(bytes.includes('Three Rivers Workforce Partnership')).toBe(true);
  });
});
