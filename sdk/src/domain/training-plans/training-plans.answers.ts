import { z } from 'zod';
import { ZJobProfile } from './training-plans.schema.ts';

/** The training plan routes' answers as schemas, for the route declarations and the typed client derived from them. */

/** POST /v1/jobProfiles: the id of the plan saved. */
export const ZJobProfileCreated = z.object({ docId: z.string() });
/** The saved plan as the external page reads it: contact fields only for members of its organization. */
export const ZJobProfileView = ZJobProfile.extend({
  id: z.string(),
  createdAt: z.string(),
  email: z.string().nullish(),
  name: z.string().nullish(),
  phone: z.string().nullish(),
  companyName: z.string().nullish(),
});
/** GET /v1/jobProfiles/:id. */
export const ZJobProfileViewItem = z.object({ item: ZJobProfileView });
