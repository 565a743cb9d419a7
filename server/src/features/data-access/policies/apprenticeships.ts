import {
  apprenticeshipDatesProblem,
  ENCRYPTED_FIELDS,
  type InstructionClass,
  PROGRESS_MESSAGES,
  ZApprenticeship,
  ZApprenticeshipTemplate,
  ZApprenticeshipUser,
  ZEmployerAgreement,
  ZEmployerProfile,
  ZInstructionProvider,
  ZWageSchedule,
  workforceCountProblems,
  wioaTypeProblem,
} from '@pathcraft/sdk';
import { inArray } from 'drizzle-orm';
import {
  apprenticeAgreements,
  apprenticeships,
  courses,
  apprenticeshipTemplates,
  apprenticeshipUsers,
  employerAgreements,
  employerProfiles,
  instructionProviders,
  invites,
  userProfiles,
  wageSchedules,
} from '../../../db/schema/index.ts';
import { guardWageScheduleRemove, guardWageScheduleWrite } from '../../wage-schedules/wage-schedule-rules.ts';
import { ADMINS, MEMBERS, STAFF, type TablePolicy } from '../policy.ts';
import { fail } from '../../../platform/errors.ts';
import type { Db } from '../../../db/client.ts';

const SIGNED_FIELDS = ['signedAt', 'signedPdfHash', 'signedPdfKey', 'dataHash'] as const;

export const apprenticeshipsPolicy: TablePolicy = {
  name: 'apprenticeships',
  table: apprenticeships,
  org: { column: 'orgId' },
  read: MEMBERS,
  write: ADMINS,
  remove: ADMINS,
  schema: ZApprenticeship,
  defaultOrder: 'title',
  audit: true,
  async guardWrite(_actor, input, existing, db) {
    // The dates as they will be stored: an update may change only one of them.
    const problem = apprenticeshipDatesProblem({ ...existing, ...input } as {
      startDate?: string | null;
      expectedEndDate?: string | null;
    });
    if (problem) throw fail('bad_request', problem.message, { fields: { [problem.field]: problem.message } });
    const classes = input.instructionClasses as InstructionClass[] | null | undefined;
    if (classes?.length) await guardInstructionClasses(db, String(input.orgId ?? existing?.orgId), classes);
  },
};

/**
 * A program's related-instruction classes are classes or courses its organization owns or is lent
 * (orgIds): another organization's course would show its title on the apprentices' progress.
 */
async function guardInstructionClasses(db: Pick<Db, 'select'>, orgId: string, classes: readonly InstructionClass[]) {
  const ids = classes.map((c) => c.courseId);
  const found = await db
    .select({ id: courses.id, orgId: courses.orgId, orgIds: courses.orgIds })
    .from(courses)
    .where(inArray(courses.id, ids));
  const usable = new Set(found.filter((c) => c.orgId === orgId || c.orgIds?.includes(orgId)).map((c) => c.id));
  const index = ids.findIndex((id) => !usable.has(id));
  if (index >= 0)
    throw fail('bad_request', PROGRESS_MESSAGES.instructionClassCourse, {
      fields: { [`instructionClasses.${index}.courseId`]: PROGRESS_MESSAGES.instructionClassCourse },
    });
}

export const apprenticeshipUsersPolicy: TablePolicy = {
  name: 'apprenticeshipUsers',
  table: apprenticeshipUsers,
  org: { column: 'orgId' },
  read: STAFF,
  write: ADMINS,
  remove: ADMINS,
  own: { column: 'userId' },
  schema: ZApprenticeshipUser,
  defaultOrder: '-createdAt',
  audit: true,
  // The registration answers are checked together: a WIOA type belongs to a WIOA participant.
  guardWrite: (_actor, input, existing) => {
    const problem = wioaTypeProblem({ ...existing, ...input });
    if (problem) throw fail('bad_request', problem, { fields: { wioaType: problem } });
  },
};

export const employerProfilesPolicy: TablePolicy = {
  name: 'employerProfiles',
  table: employerProfiles,
  org: { column: 'orgId' },
  read: STAFF,
  write: ADMINS,
  remove: ADMINS,
  schema: ZEmployerProfile,
  defaultOrder: 'name',
  audit: true,
  // The workforce form's rule on any path: no count larger than the one it is part of.
  guardWrite: (_actor, input, existing) => {
    const [field, message] = Object.entries(workforceCountProblems({ ...existing, ...input }))[0] ?? [];
    if (message) throw fail('bad_request', message, { field });
  },
};

export const wageSchedulesPolicy: TablePolicy = {
  name: 'wageSchedules',
  table: wageSchedules,
  org: { column: 'orgId' },
  read: MEMBERS,
  write: ADMINS,
  remove: ADMINS,
  schema: ZWageSchedule,
  defaultOrder: 'title',
  audit: true,
  // The same rules as POST/PUT /v1/wageSchedules, so no path stores a schedule the dialog would refuse.
  guardWrite: async (_actor, input, existing, db, now) => await guardWageScheduleWrite(input, existing, db, now),
  guardRemove: (_tx, existing) => guardWageScheduleRemove(existing),
};

export const apprenticeshipTemplatesPolicy: TablePolicy = {
  name: 'apprenticeshipTemplates',
  table: apprenticeshipTemplates,
  org: { column: 'orgId' },
  read: MEMBERS,
  write: ADMINS,
  remove: ADMINS,
  schema: ZApprenticeshipTemplate,
  defaultOrder: 'title',
};

export const instructionProvidersPolicy: TablePolicy = {
  name: 'instructionProviders',
  table: instructionProviders,
  org: { column: 'orgId' },
  read: MEMBERS,
  write: ADMINS,
  remove: ADMINS,
  schema: ZInstructionProvider,
  defaultOrder: 'name',
};

/** A signed agreement is a legal record: it can no longer be changed (409). */
function refuseSigned(_actor: unknown, _input: Record<string, unknown>, existing: Record<string, unknown> | null) {
  if (existing?.signedAt) throw fail('conflict', 'This agreement is signed and can no longer be changed.');
}

export const employerAgreementsPolicy: TablePolicy = {
  name: 'employerAgreements',
  table: employerAgreements,
  org: { column: 'orgId' },
  read: STAFF,
  write: ADMINS,
  schema: ZEmployerAgreement,
  serverFields: [
    ...SIGNED_FIELDS,
    'signerSignature',
    'signerSignatureDate',
    'signerIpAddress',
    'inviteHistory',
    'signerInviteSentAt',
  ],
  defaultOrder: '-createdAt',
  audit: true,
  guardWrite: refuseSigned,
};

/**
 * Apprentice agreements and user profiles hold encrypted private fields: they
 * are read here without those fields, and written only through their own
 * routes, which encrypt and mask. An agreement is the apprentice's private
 * record: only the organization's admins list it here; the apprentice and
 * the sponsor open theirs through GET /v1/apprenticeAgreements/{id}.
 */
export const apprenticeAgreementsPolicy: TablePolicy = {
  name: 'apprenticeAgreements',
  table: apprenticeAgreements,
  org: { column: 'orgId' },
  read: ADMINS,
  write: [],
  hidden: [...ENCRYPTED_FIELDS.apprenticeAgreements, 'signedPdfKey'],
  defaultOrder: '-createdAt',
};

export const userProfilesPolicy: TablePolicy = {
  name: 'userProfiles',
  table: userProfiles,
  org: { column: 'orgId' },
  read: ADMINS,
  write: [],
  hidden: [...ENCRYPTED_FIELDS.userProfiles],
  defaultOrder: '-createdAt',
};

/** Invites are created and answered through their own routes (access codes are hashed there). */
export const invitesPolicy: TablePolicy = {
  name: 'invites',
  table: invites,
  org: { column: 'orgId' },
  read: ADMINS,
  write: [],
  remove: ADMINS,
  hidden: ['accessCodeHash'],
  defaultOrder: '-createdAt',
  audit: true,
};
