import { index, sqliteTable, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bool, id, json, list, listIndexes, str, timestamps } from './columns.ts';

/** People on the platform with their personal fields (docs/rules.md#users). */
export const users = sqliteTable(
  'users',
  {
    id: id(),
    uid: str('uid'),
    name: str('name'),
    email: str('email'),
    firstName: str('firstName'),
    middleName: str('middleName'),
    lastName: str('lastName'),
    suffix: str('suffix'),
    phone: str('phone'),
    phoneExt: str('phoneExt'),
    mobilePhone: str('mobilePhone'),
    title: str('title'),
    aboutMe: str('aboutMe'),
    calendarLink: str('calendarLink'),
    slackUserId: str('slackUserId'),
    externalUserId: str('externalUserId'),
    orgId: str('orgId'),
    userProfileId: str('userProfileId'),
    locationId: str('locationId'),
    role: list('role'),
    membership: list('membership'),
    profilePicture: str('profilePicture'),
    userSignature: str('userSignature'),
    courseIds: list('courseIds'),
    completedCourseIds: list('completedCourseIds'),
    completedCourseTopicIds: list('completedCourseTopicIds'),
    educationUnitIds: list('educationUnitIds'),
    uniqueCertificateIds: list('uniqueCertificateIds'),
    externalRegisteredCourseIds: list('externalRegisteredCourseIds'),
    cohortIds: list('cohortIds'),
    apprenticeshipIds: list('apprenticeshipIds'),
    integration: json<{ uniqueCertificateData?: unknown }>('integration'),
    testUser: bool('testUser').notNull().default(false),
    courseReadOnly: bool('courseReadOnly').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_uid').on(t.uid),
    ...listIndexes('users', t, t.name),
    // One person, one e-mail: stored trimmed and in lower case (sdk zUserEmail), so the index compares them as people do.
    uniqueIndex('users_email').on(t.email),
    index('users_location').on(t.locationId),
    index('users_profile').on(t.userProfileId),
  ],
);

/** Sign-in credentials, kept apart from users so no list or select can reach a hash. */
export const authAccounts = sqliteTable(
  'authAccounts',
  {
    id: id(),
    email: str('email').notNull(),
    passwordHash: str('passwordHash'),
    emailVerifiedAt: str('emailVerifiedAt'),
    disabled: bool('disabled').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('authAccounts_email').on(t.email)],
);

/** Refresh tokens (hashed) of signed-in sessions. */
export const authSessions = sqliteTable(
  'authSessions',
  {
    id: id(),
    accountId: str('accountId').notNull(),
    tokenHash: str('tokenHash').notNull(),
    expiresAt: str('expiresAt').notNull(),
    revokedAt: str('revokedAt'),
    ip: str('ip'),
    userAgent: str('userAgent'),
    ...timestamps,
  },
  (t) => [uniqueIndex('authSessions_token').on(t.tokenHash), index('authSessions_account').on(t.accountId)],
);

/** One-time codes e-mailed for password reset and e-mail verification (hashed). */
export const authCodes = sqliteTable(
  'authCodes',
  {
    id: id(),
    accountId: str('accountId').notNull(),
    purpose: str('purpose').notNull().$type<'resetPassword' | 'verifyEmail' | 'signIn'>(),
    codeHash: str('codeHash').notNull(),
    expiresAt: str('expiresAt').notNull(),
    usedAt: str('usedAt'),
    ...timestamps,
  },
  (t) => [uniqueIndex('authCodes_code').on(t.codeHash)],
);

/** Organization API keys: stored hashed, shown once, optionally limited to origins. */
export const apiKeys = sqliteTable(
  'apiKeys',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    name: str('name').notNull(),
    prefix: str('prefix').notNull(),
    keyHash: str('keyHash').notNull(),
    allowedOrigins: list('allowedOrigins'),
    createdBy: str('createdBy'),
    lastUsedAt: str('lastUsedAt'),
    revokedAt: str('revokedAt'),
    ...timestamps,
  },
  (t) => [uniqueIndex('apiKeys_hash').on(t.keyHash), index('apiKeys_org').on(t.orgId)],
);
