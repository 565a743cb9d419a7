import { membershipReadable, ZUser } from '@pathcraft/sdk';
import { sql } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';
import { fail } from '../../../http/errors.ts';
import { ADMINS, STAFF, type TablePolicy } from '../policy.ts';

/** What anyone may see of staff, for public course pages' instructor lists (002 §2). */
const PUBLIC_PERSON = ['id', 'orgId', 'name', 'title', 'profilePicture', 'aboutMe', 'calendarLink', 'testUser', 'role'] as const;

export const usersPolicy: TablePolicy = {
  name: 'users',
  table: users,
  org: { column: 'orgId' },
  read: STAFF,
  write: ADMINS,
  own: {
    column: 'id',
    fields: ['name', 'firstName', 'middleName', 'lastName', 'suffix', 'phone', 'phoneExt', 'mobilePhone', 'profilePicture', 'title', 'aboutMe', 'calendarLink'],
  },
  public: {
    where: (t: typeof users) => sql`EXISTS (SELECT 1 FROM json_each(${t.role}) WHERE json_each.value IN ('owner', 'admin', 'teacher'))`,
    fields: PUBLIC_PERSON,
  },
  schema: ZUser,
  defaultOrder: 'name',
  defaultLimit: 200,
  audit: true,
  guardWrite(actor, input, existing) {
    const granted = (input.role as string[] | undefined) ?? [];
    const had = (existing?.role as string[] | null | undefined) ?? [];
    if (granted.includes('superAdmin') && !had.includes('superAdmin')) throw fail('forbidden', 'Only a super admin can grant the super admin role.');
    if (granted.includes('owner') && !had.includes('owner') && !actor.roles.includes('owner')) throw fail('forbidden', 'Only an owner can grant the owner role.');
    if (existing && had.includes('superAdmin') && input.role !== undefined && !granted.includes('superAdmin')) {
      throw fail('forbidden', 'Only a super admin can change a super admin.');
    }
  },
  derive: (row) => ({ membershipReadable: membershipReadable(row.membership as string[] | null) ?? null }),
};
