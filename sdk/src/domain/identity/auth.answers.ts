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
  /** Where the console's avatar menu sends 'Main app' and 'Admin app' (docs/rules.md#sign-in-and-the-console), from the server's configuration. */
  apps: z.object({ main: z.string(), admin: z.string() }).optional(),
});

export type CurrentUser = z.infer<typeof ZMe>['user'];
export type CurrentOrganization = NonNullable<z.infer<typeof ZMe>['organization']>;
export type AppUrls = NonNullable<z.infer<typeof ZMe>['apps']>;
