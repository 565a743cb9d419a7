import { z } from 'zod';
import { zHttpUrl, zId, zIds, zJson, zNullable, zText } from '../common.schema.ts';
import { ORG_TYPES } from '../identity/roles.rules.ts';

export const zSlug = z
  .string()
  .trim()
  .min(2)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes.');

export const ZOrganization = z.object({
  name: zText(200).trim().min(1, 'Name is required.'),
  slug: zSlug,
  orgType: z.enum(ORG_TYPES).optional(),
  orgLogo: zNullable(zHttpUrl),
  billing: zNullable(zJson),
  plan: z.enum(['free', 'pro']).optional(),
  showOrgName: z.boolean().optional(),
  restrictRegister: z.boolean().optional(),
  courseGroupIds: zNullable(zIds),
  appleTouchIcon: zNullable(zHttpUrl),
  androidIconSmall: zNullable(zHttpUrl),
  androidIconLarge: zNullable(zHttpUrl),
  privacyPolicy: zNullable(zHttpUrl),
  tos: zNullable(zHttpUrl),
  allowedOrigins: zNullable(z.array(zText(300)).max(50)),
});

export const ZLocation = z.object({
  orgId: zId,
  name: zText(200).trim().min(1, 'Name is required.'),
  employerProfileId: zNullable(zId),
  locationImage: zNullable(zHttpUrl),
  addressLine1: zNullable(zText(200)),
  addressLine2: zNullable(zText(200)),
  addressCity: zNullable(zText(100)),
  addressState: zNullable(zText(2)),
  addressPostalCode: zNullable(zText(10)),
  defaultLocation: z.boolean().optional(),
  managerIds: zNullable(zIds),
});
