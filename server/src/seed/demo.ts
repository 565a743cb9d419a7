import { sampleHoursLogs, sampleWageStepsDue } from './sample-progress.ts';
import { ENCRYPTED_FIELDS } from '@pathcraft/sdk';
import { hashPassword, hashSecret, sealFields } from '../platform/crypto.ts';
import { MATERIAL_FILES_PREFIX } from '../features/materials/material-files.ts';
import { storeSignature } from '../features/signatures/store-signature.ts';
import * as s from '../db/schema/index.ts';
import {
  APPRENTICE_ID,
  APPRENTICE_PROFILE_ID,
  JOURNEYWORKER_IDS,
  SPONSOR_ID,
  sampleApprenticeAgreement,
  sampleApprenticePrivateInfo,
  sampleApprenticeship,
  sampleEmployerAgreement,
  sampleEmployerProfile,
  sampleInstructionProvider,
  sampleTemplate,
  sampleWageSchedules,
} from './sample-apprenticeship.ts';
import {
  sampleDashboards,
  sampleDocuments,
  sampleIntegration,
  sampleMaterials,
  samplePageLinks,
  samplePages,
  sampleProjects,
  sampleResourceGroups,
  sampleResources,
  sampleWidgets,
} from './sample-content.ts';
import {
  COURSE_CNC,
  COURSE_DIGITAL,
  COURSE_MAINTENANCE,
  COURSE_MONEY,
  COURSE_ORIENTATION,
  COURSE_OSHA,
  sampleCohorts,
  sampleCourses,
  sampleTrainingPlan,
  samplePathway,
  sampleSections,
} from './sample-courses.ts';
import { DEMO_CODES, sampleInvites } from './sample-invites.ts';
import { seedPublicPages } from './sample-public-pages.ts';
import { seedPublicSite } from './sample-public-site.ts';
import {
  SAMPLE_AUDIO_MATERIAL_ID,
  SAMPLE_AUDIO_NAME,
  SAMPLE_AUDIO_TRANSCRIPT,
  sampleAudioWav,
} from './sample-audio.ts';
import { sampleSignaturePng } from './sample-signature.ts';
import {
  OVER_RATIO_PROGRAM_ID,
  overRatioApprenticeAgreements,
  overRatioApprenticeship,
  overRatioEmployerAgreement,
  overRatioEmployerProfile,
  overRatioProgramUsers,
  overRatioWageSchedule,
} from './sample-ratio.ts';
import {
  DEMO_PASSWORD,
  SECOND_APPRENTICE_ID,
  sampleExtraStudents,
  sampleLocations,
  sampleOrganizations,
  sampleStaff,
} from './sample-people.ts';
import { isUniqueViolation } from '../db/driver-error.ts';
import { demoExists, demoSignIns, type SeedDemoContext, type SeedDemoResult } from './demo-on-start.ts';

export type { SeedDemoContext, SeedDemoResult };

/** Extra fields of the demo people: enrollments and program membership. */
const ENROLLMENTS: Record<string, Partial<typeof s.users.$inferInsert>> = {
  [APPRENTICE_ID]: {
    userProfileId: APPRENTICE_PROFILE_ID,
    courseIds: [COURSE_MAINTENANCE, COURSE_ORIENTATION],
    completedCourseIds: [COURSE_OSHA],
    cohortIds: ['demo-cohort-osha-winter'],
  },
  [SECOND_APPRENTICE_ID]: {
    courseIds: [COURSE_OSHA, COURSE_MAINTENANCE, COURSE_ORIENTATION],
    cohortIds: ['demo-cohort-osha-winter'],
  },
  'demo-cm-student': { courseIds: [COURSE_DIGITAL, COURSE_MONEY], cohortIds: ['demo-cohort-digital-winter'] },
};
const PROGRAM_MEMBERS = [SPONSOR_ID, APPRENTICE_ID, SECOND_APPRENTICE_ID, ...JOURNEYWORKER_IDS];
/** The apprenticeships a demo user takes part in (users.apprenticeshipIds). */
const programsOf = (userId: string) => {
  const ids = [
    ...(PROGRAM_MEMBERS.includes(userId) ? [sampleApprenticeship.id!] : []),
    ...(overRatioProgramUsers.some((m) => m.userId === userId) ? [OVER_RATIO_PROGRAM_ID] : []),
  ];
  return ids.length ? ids : null;
};

/**
 * Seeds the demo organizations with realistic content, once: when the
 * demo-workforce organization exists it changes nothing. Everything is written
 * in one synchronous transaction; passwords are hashed before it because
 * scrypt is asynchronous.
 */
export async function seedDemo(ctx: SeedDemoContext): Promise<SeedDemoResult> {
  const constants = demoSignIns();
  if (await demoExists(ctx.db)) return { seeded: false, ...constants };

  const people = [...sampleStaff, ...sampleExtraStudents];
  // The demo password is public (it is printed at start-up), so one salted hash shared by every
  // demo account gives nothing away and keeps seeding fast: tests seed a fresh database per app.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = ctx.now ?? new Date();
  // Row i of a list is i seconds newer than row i-1, so "newest first" lists have a stable order.
  const timed = <T extends object>(rows: T[]) =>
    rows.map((row, i) => {
      const at = new Date(now.getTime() - (rows.length - i) * 1000).toISOString();
      return { ...row, createdAt: at, updatedAt: at };
    });
  const hash = (code: string) => hashSecret(code, ctx.pepper);
  const enc = (v: string | null | undefined) => (v == null ? v : ctx.cipher.encrypt(v));
  const sentAt = now.toISOString();

  // The sponsor's signature goes on every apprentice agreement PDF (docs/rules.md#agreements). Stored before the
  // transaction because storage is asynchronous (a lost race leaves one unused file), under a
  // relative URL: with PORT=0 the public URL is only known after seeding.
  const sponsorSignature = (
    await storeSignature(
      ctx.storage,
      '',
      { prefix: 'user-content', orgId: sampleApprenticeship.orgId, parentId: SPONSOR_ID },
      sampleSignaturePng(),
    )
  ).url;
  // The side sheet's audio player and transcript (docs/rules.md#materials-and-files), under the same relative-URL rule.
  const audioMaterial = sampleMaterials.find((m) => m.id === SAMPLE_AUDIO_MATERIAL_ID)!;
  const audioBytes = sampleAudioWav();
  const audio = await ctx.storage.put(
    { prefix: MATERIAL_FILES_PREFIX, orgId: audioMaterial.orgId, parentId: audioMaterial.id! },
    'wav',
    audioBytes,
  );
  const audioFile = {
    id: 'demo-file-osha-audio',
    orgId: audioMaterial.orgId,
    url: `/files/${audio.key}`,
    name: SAMPLE_AUDIO_NAME,
    type: 'audio/wav',
    size: audioBytes.length,
    transcript: SAMPLE_AUDIO_TRANSCRIPT,
    parentType: 'materials',
    parentId: audioMaterial.id!,
    userId: audioMaterial.userId ?? null,
  };

  const users = people.map((p) => ({
    ...p,
    ...ENROLLMENTS[p.id],
    ...demoCourses(p.id),
    uid: `uid-${p.id}`,
    email: p.email.toLowerCase(),
    apprenticeshipIds: programsOf(p.id),
    ...(p.id === SPONSOR_ID ? { userSignature: sponsorSignature } : {}),
  }));
  const accounts = users.map((u) => ({ id: u.uid, email: u.email, passwordHash, emailVerifiedAt: sentAt }));

  const { races, ...privateInfo } = sampleApprenticePrivateInfo;
  const profile = {
    id: APPRENTICE_PROFILE_ID,
    orgId: sampleApprenticeship.orgId,
    userId: APPRENTICE_ID,
    ...Object.fromEntries(Object.entries(privateInfo).map(([k, v]) => [k, enc(v)])),
    races: races.map((r) => ctx.cipher.encrypt(r)),
  };
  const agreement = {
    ...sealFields(ctx.cipher, sampleApprenticeAgreement, ENCRYPTED_FIELDS.apprenticeAgreements),
    signerInviteSentAt: sentAt,
  };

  const programUsers = [
    { userId: SPONSOR_ID, role: 'sponsor' as const },
    { userId: APPRENTICE_ID, role: 'apprentice' as const },
    { userId: SECOND_APPRENTICE_ID, role: 'apprentice' as const },
    ...JOURNEYWORKER_IDS.map((userId) => ({ userId, role: 'journeyworker' as const })),
  ].map((m) => ({
    id: `demo-au-${m.userId}-${m.role}`,
    orgId: sampleApprenticeship.orgId,
    apprenticeshipId: sampleApprenticeship.id!,
    active: true,
    ...m,
  }));

  const topics = Object.entries(sampleSections).flatMap(([classId, sections]) => {
    const orgId = sampleCourses.find((c) => c.id === classId)!.orgId;
    return sections.map((t, position) => ({
      id: `${classId}-section-${position + 1}`,
      orgId,
      classId,
      position,
      ...t,
    }));
  });
  const courses = sampleCourses.map((c) => ({
    ...c,
    topicIds: topics.filter((t) => t.classId === c.id).map((t) => t.id),
  }));

  const invites = sampleInvites.map(({ code, what: _what, ...invite }) => ({
    ...invite,
    accessCodeHash: hash(code),
    sentAt: invite.inviteType === 'register' ? null : sentAt,
  }));
  const pageLinks = samplePageLinks.map((l) =>
    l.hasAccessCode ? { ...l, accessCodeHash: hash(DEMO_CODES.pageLink) } : l,
  );

  try {
    return await ctx.db.transaction(
      async (tx) => {
        // A second process may have seeded between the check above and this transaction.
        if (await demoExists(tx)) return { seeded: false, ...constants };
        await tx.insert(s.organizations).values(timed(sampleOrganizations));
        await tx.insert(s.locations).values(timed(sampleLocations));
        await tx.insert(s.users).values(timed(users));
        await tx.insert(s.authAccounts).values(timed(accounts));
        await tx.insert(s.courses).values(timed(courses));
        await tx.insert(s.courseTopics).values(timed(topics));
        await tx.insert(s.cohorts).values(timed(sampleCohorts));
        await tx.insert(s.jobProfiles).values(timed([sampleTrainingPlan]));
        await tx.insert(s.pathways).values(timed([samplePathway]));
        await tx.insert(s.employerProfiles).values(timed([sampleEmployerProfile, overRatioEmployerProfile]));
        await tx.insert(s.instructionProviders).values(timed([sampleInstructionProvider]));
        await tx.insert(s.apprenticeshipTemplates).values(timed([sampleTemplate]));
        await tx.insert(s.apprenticeships).values(timed([sampleApprenticeship, overRatioApprenticeship]));
        await tx.insert(s.apprenticeshipUsers).values(timed([...programUsers, ...overRatioProgramUsers]));
        await tx.insert(s.wageSchedules).values(timed([...sampleWageSchedules, overRatioWageSchedule]));
        await tx.insert(s.hoursLogs).values(timed(sampleHoursLogs));
        await tx.insert(s.wageStepsDue).values(timed(sampleWageStepsDue));
        await tx
          .insert(s.employerAgreements)
          .values(timed([{ ...sampleEmployerAgreement, signerInviteSentAt: sentAt }, overRatioEmployerAgreement]));
        await tx.insert(s.userProfiles).values(timed([profile]));
        await tx.insert(s.apprenticeAgreements).values(timed([agreement, ...overRatioApprenticeAgreements]));
        await tx.insert(s.invites).values(timed(invites));
        await tx.insert(s.resourceGroups).values(timed(sampleResourceGroups));
        await tx.insert(s.resources).values(timed(sampleResources));
        await tx.insert(s.materials).values(timed(sampleMaterials));
        await tx.insert(s.files).values(timed([audioFile]));
        await tx.insert(s.documents).values(timed(sampleDocuments));
        await tx.insert(s.projects).values(timed(sampleProjects));
        await tx.insert(s.widgets).values(timed(sampleWidgets));
        await tx.insert(s.dashboards).values(timed(sampleDashboards));
        await tx.insert(s.pages).values(timed(samplePages));
        await tx.insert(s.pageLinks).values(timed(pageLinks));
        await tx.insert(s.integrations).values(timed([sampleIntegration]));
        await seedPublicPages(tx, timed);
        await seedPublicSite(tx, timed);
        return { seeded: true, ...constants };
      },
      // SQLite: take the write lock before the re-check, so two processes starting together cannot both seed.
      { behavior: 'immediate' },
    );
  } catch (err) {
    // On PostgreSQL two processes starting together both find no demo and insert it at once: the
    // second's first insert is refused by the first's keys, and then the demo is there.
    if (isUniqueViolation(err) && (await demoExists(ctx.db))) return { seeded: false, ...constants };
    throw err;
  }
}

/** The twenty extra learners spread over the workforce courses; some have finished OSHA 10. */
function demoCourses(userId: string): Partial<typeof s.users.$inferInsert> {
  if (!userId.startsWith('demo-wf-learner-') || userId === SECOND_APPRENTICE_ID) return {};
  // By the learner's own number, so adding a staff member never moves a learner to another course.
  const n = Number(userId.slice('demo-wf-learner-'.length));
  const course = [COURSE_OSHA, COURSE_CNC, COURSE_MAINTENANCE][n % 3]!;
  return {
    courseIds: [course],
    completedCourseIds: course === COURSE_OSHA || n % 4 === 1 ? null : [COURSE_OSHA],
    cohortIds:
      course === COURSE_CNC ? ['demo-cohort-cnc-spring'] : course === COURSE_OSHA ? ['demo-cohort-osha-winter'] : null,
  };
}
