import { z } from 'zod';
import { ZPrivateInfo } from './user-profiles.schema.ts';

const zOptText = z.string().nullable();

/** GET, PATCH /v1/users/:id/details: the personal fields as stored (empty ones null) and a URL that loads the signature for an hour. */
export const ZUserDetailsItem = z.object({
  item: z.object({
    id: z.string(),
    name: zOptText,
    email: zOptText,
    firstName: zOptText,
    lastName: zOptText,
    middleName: zOptText,
    suffix: zOptText,
    phone: zOptText,
    phoneExt: zOptText,
    mobilePhone: zOptText,
    userSignature: zOptText,
    userSignatureUrl: zOptText,
  }),
});
/** GET, PUT /v1/userProfiles/:userId: the private information with the SSN masked (hasSsn tells whether one is stored). */
export const ZPrivateInfoItem = z.object({
  item: z.object({ ...ZPrivateInfo.shape, id: zOptText, userId: z.string(), ssn: zOptText, hasSsn: z.boolean() }),
});
/** POST /v1/users/:id/signature: where the image is stored (kept on the user record) and a URL that loads it for an hour. */
export const ZSignatureSaved = z.object({ url: z.string(), signedUrl: z.string() });
