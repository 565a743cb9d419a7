import { z } from 'zod';
import { zEmail, zId, zJson, zNullable, zRequired, zText } from '../common.schema.ts';

/** An O*NET-SOC occupation code such as 51-4011.00. */
export const zOnetSocCode = z
  .string()
  .trim()
  .regex(/^\d{2}-\d{4}\.\d{2}$/, 'Enter an O*NET code like 51-4011.00.');

const zSelection = z.array(zJson).max(500);

/**
 * A saved training plan (docs/rules.md#training-plans). Without an organization the contact fields
 * say who shared it; the share form's own checks live with that form.
 */
export const ZJobProfile = z.object({
  orgId: zNullable(zId),
  locationId: zNullable(zId),
  OnetTitle: zRequired('Occupation title is required.'),
  OnetCode: zOnetSocCode,
  OccupationDescription: zNullable(zText(5000)),
  location: zNullable(zText(200)),
  occupationLocation: zNullable(zJson),
  selectedSkills: zNullable(zSelection),
  selectedKnowledge: zNullable(zSelection),
  selectedCerts: zNullable(zSelection),
  selectedSchoolPrograms: zNullable(zSelection),
  isExternal: z.boolean().optional(),
  email: zNullable(zEmail),
  name: zNullable(zText(200)),
  phone: zNullable(zText(40)),
  companyName: zNullable(zText(200)),
});
export type JobProfileInput = z.infer<typeof ZJobProfile>;

/** POST /v1/jobProfiles answers the new profile's id. */
export interface JobProfileCreated {
  docId: string;
}

/**
 * GET /v1/jobProfiles/:id answers `{ item }`: the saved plan, read-only. The contact fields come
 * only to signed-in members of the profile's organization.
 */
export interface JobProfileView extends Omit<JobProfileInput, 'email' | 'name' | 'phone' | 'companyName'> {
  id: string;
  createdAt: string;
  email?: string | null;
  name?: string | null;
  phone?: string | null;
  companyName?: string | null;
}
