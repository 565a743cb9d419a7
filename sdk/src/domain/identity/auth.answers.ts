import { z } from 'zod';

const zNullableText = z.string().nullable();

/** GET /auth/me: the user row with labels, their organization, and the apps' URLs. The one description of the signed-in user. */
export const ZMe = z.object({
  user: z.object({
    id: z.string(),
    uid: zNullableText,
    email: zNullableText,
    name: zNullableText,
    role: z.array(z.string()).nullable(),
    orgId: zNullableText,
    profilePicture: zNullableText,
    membershipReadable: zNullableText,
    roleLabel: z.string(),
    isSuperAdmin: z.boolean(),
    /** Read-only for courses (docs/rules.md#courses-and-cohorts): course, section and cohort edits are refused. */
    courseReadOnly: z.boolean().optional(),
  }),
  organization: z
    .object({ id: z.string(), name: z.string(), slug: z.string(), orgType: z.string(), orgLogo: zNullableText })
    .nullable(),
  /**
   * The employers whose contact the user is (an employer profile's contact e-mail is theirs): they
   * oversee those employers' apprentices, whatever their platform role. Empty for most people.
   */
  employerContactOf: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
  /** Where the console's avatar menu sends 'Main app' and 'Admin app' (docs/rules.md#sign-in-and-the-console), from the server's configuration. */
  apps: z.object({ main: z.string(), admin: z.string() }).optional(),
});

export type CurrentUser = z.infer<typeof ZMe>['user'];
export type CurrentOrganization = NonNullable<z.infer<typeof ZMe>['organization']>;
export type AppUrls = NonNullable<z.infer<typeof ZMe>['apps']>;

/** POST /auth/login, /auth/refresh, /auth/token-login: an access token, a refresh token and the access token's lifetime in seconds. */
export const ZSession = z.object({ token: z.string(), refreshToken: z.string(), expiresIn: z.number() }).loose();
/** POST /auth/logout. */
export const ZSignedOut = z.object({ signedOut: z.literal(true) });
/** POST /auth/sign-in-token: a one-time token for single sign-on into another of our sites, and its lifetime in seconds. */
export const ZSignInToken = z.object({ token: z.string(), expiresIn: z.number() });
/** POST /auth/password-reset/confirm. */
export const ZPasswordReset = z.object({ reset: z.literal(true) });
/** POST /auth/verify-email: whether a link was sent, and whether the address is already confirmed. */
export const ZEmailConfirmation = z.object({ sent: z.boolean(), verified: z.boolean() });
/** POST /auth/verify-email/confirm. */
export const ZEmailVerified = z.object({ verified: z.literal(true) });
/** PUT /auth/password. */
export const ZPasswordUpdated = z.object({ updated: z.literal(true) });
