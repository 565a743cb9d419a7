import { ZIP_CODE_PATTERN, ZIP_MESSAGE } from '../addresses/addresses.rules.ts';
import { z } from 'zod';
import { zHttpUrl, zId, zIds, zJson, zNullable, zText } from '../common.schema.ts';
import { ORG_TYPES } from '../identity/roles.rules.ts';
import { STATE_CHOICES } from '../user-profiles/user-profiles.options.ts';

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

const STATE_CODES = new Set(STATE_CHOICES.map((c) => c.value));
export const STATE_MESSAGE = 'Choose a state from the list.';

/** A US state, DC or Puerto Rico by its two-letter code (docs/rules.md#private-information), never a name cut to two letters. */
export const zUsState = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => STATE_CODES.has(v), STATE_MESSAGE);
/** 12345 or 12345-6789 (sdk addresses rules). */
export const zZipCode = z.string().trim().regex(ZIP_CODE_PATTERN, ZIP_MESSAGE);

export const ZLocation = z.object({
  orgId: zId,
  name: zText(200).trim().min(1, 'Name is required.'),
  employerProfileId: zNullable(zId),
  locationImage: zNullable(zHttpUrl),
  addressLine1: zNullable(zText(200)),
  addressLine2: zNullable(zText(200)),
  addressCity: zNullable(zText(100)),
  addressState: zNullable(zUsState),
  addressPostalCode: zNullable(zZipCode),
  defaultLocation: z.boolean().optional(),
  managerIds: zNullable(zIds),
});
