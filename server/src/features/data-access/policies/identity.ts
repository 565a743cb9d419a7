import { membershipReadable, roleGrantRefusal, STAFF_ROLES, userChangeRefusal, ZUser } from '@pathcraft/sdk';
import { eq, sql } from 'drizzle-orm';
import type { JsonSql } from '../../../db/capabilities.ts';
import { courses, users } from '../../../db/schema/index.ts';
import { ADMINS, STAFF, type TablePolicy } from '../policy.ts';
import { fail } from '../../../platform/errors.ts';

/** What anyone may see of staff, for public course pages' instructor lists (docs/rules.md#public-site). */
const PUBLIC_PERSON = [
  'id',
  'orgId',
  'name',
  'title',
  'profilePicture',
  'aboutMe',
  'calendarLink',
  'testUser',
  'role',
] as const;

// Not exported: every export of a policies module is taken for a policy.
const ROLE_CHANGE_MESSAGE = 'Roles change only through PUT /v1/users/{id}/role, which checks who may grant what.';

export const usersPolicy: TablePolicy = {
  name: 'users',
  table: users,
  org: { column: 'orgId' },
  read: STAFF,
  write: ADMINS,
  own: {
    column: 'id',
    fields: [
      'name',
      'firstName',
      'middleName',
      'lastName',
      'suffix',
      'phone',
      'phoneExt',
      'mobilePhone',
      'profilePicture',
      'title',
      'aboutMe',
      'calendarLink',
    ],
  },
  public: {
    // Visitors see the instructors of public courses, asked for by id: nobody can list the staff of every organization.
    // An instructor is staff of the course's own organization (sdk isPublicInstructor): listing anyone else publishes nobody.
    where: (t: typeof users, jsonSql: JsonSql) =>
      sql`EXISTS (SELECT 1 FROM ${courses} WHERE ${eq(courses.isPublic, true)} AND ${jsonSql.listHasAny(courses.teacherIds, [sql`${t.id}`])} AND ${courses.orgId} = ${t.orgId}) AND ${jsonSql.listHasAny(t.role, STAFF_ROLES)} AND ${eq(t.testUser, false)}`,
    fields: PUBLIC_PERSON,
    requiresId: true,
  },
  schema: ZUser,
  links: ['uid', 'userProfileId', 'userSignature'],
  createOnly: { fields: ['role'], message: ROLE_CHANGE_MESSAGE },
  defaultOrder: 'name',
  defaultLimit: 200,
  audit: true,
  guardWrite(actor, input, existing) {
    // Updates follow rank (nobody changes a user ranked above them); creates can't grant above it (roles are createOnly).
    const refusal = existing
      ? userChangeRefusal(actor.roles, existing.role as string[] | null, existing.id === actor.userId)
      : input.role
        ? roleGrantRefusal(actor.roles, null, input.role as string[])
        : null;
    if (refusal) throw fail('forbidden', refusal);
  },
  derive: (row) => ({ membershipReadable: membershipReadable(row.membership as string[] | null) ?? null }),
};
