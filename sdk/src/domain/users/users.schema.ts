import { z } from 'zod';
import { zEmail, zHttpUrl, zId, zIds, zJson, zNullable, zText } from '../common.schema.ts';
import { ROLES } from '../identity/roles.rules.ts';
import { MEMBERSHIPS } from './users.rules.ts';

/** A person's e-mail, trimmed and in lower case: one user per e-mail (the database's users_email index). */
export const zUserEmail = z.string().trim().toLowerCase().pipe(zEmail);

export const ZUser = z.object({
  uid: zNullable(zId),
  name: zText(200),
  email: zNullable(zUserEmail),
  firstName: zNullable(zText(100)),
  middleName: zNullable(zText(100)),
  lastName: zNullable(zText(100)),
  suffix: zNullable(zText(20)),
  phone: zNullable(zText(40)),
  phoneExt: zNullable(zText(10)),
  mobilePhone: zNullable(zText(40)),
  title: zNullable(zText(200)),
  aboutMe: zNullable(zText(5000)),
  calendarLink: zNullable(zHttpUrl),
  slackUserId: zNullable(zText(64)),
  externalUserId: zNullable(zText(200)),
  orgId: zId,
  userProfileId: zNullable(zId),
  locationId: zNullable(zId),
  role: zNullable(z.array(z.enum(ROLES)).max(5)),
  membership: zNullable(z.array(z.union([z.enum(MEMBERSHIPS), zText(40)])).max(10)),
  profilePicture: zNullable(zHttpUrl),
  userSignature: zNullable(zHttpUrl),
  courseIds: zNullable(zIds),
  completedCourseIds: zNullable(zIds),
  completedCourseTopicIds: zNullable(zIds),
  educationUnitIds: zNullable(zIds),
  uniqueCertificateIds: zNullable(zIds),
  externalRegisteredCourseIds: zNullable(zIds),
  cohortIds: zNullable(zIds),
  apprenticeshipIds: zNullable(zIds),
  integration: zNullable(zJson),
  testUser: z.boolean().optional(),
  courseReadOnly: z.boolean().optional(),
});
export type UserInput = z.infer<typeof ZUser>;

/** The personal details a user edits about themself (docs/rules.md#users). */
export const ZUserDetails = z.object({
  firstName: zText(100).trim().min(1, 'First name is required.'),
  lastName: zText(100).trim().min(1, 'Last name is required.'),
  middleName: zNullable(zText(100)),
  suffix: zNullable(zText(20)),
  phone: zNullable(zText(40)),
  phoneExt: zNullable(zText(10)),
  mobilePhone: zNullable(zText(40)),
});

/** The additive list update (docs/rules.md#users): ids to add to each list. */
export const ZUserListUpdate = z.object({
  id: zId,
  courseIds: zIds.optional(),
  completedCourseIds: zIds.optional(),
  completedCourseTopicIds: zIds.optional(),
  educationUnitIds: zIds.optional(),
  uniqueCertificateIds: zIds.optional(),
  externalRegisteredCourseIds: zIds.optional(),
  cohortIds: zIds.optional(),
  apprenticeshipIds: zIds.optional(),
});

/** A change of a user's roles (PUT /v1/users/{id}/role); who may grant what is `roleGrantRefusal`. */
export const ZRoleChange = z.object({ role: z.array(z.enum(ROLES)).max(5) });
export type RoleChange = z.infer<typeof ZRoleChange>;
