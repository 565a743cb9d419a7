import { z } from 'zod';
import { ZAnyRecord } from '../common.answers.ts';

/** The agreement pages' answers as schemas, for the route declarations and the typed client derived from them. */

// A missing record is null, spelled out: the OpenAPI document writes a nullable named schema as
// allOf [AnyRecord, object or null], which a null does not pass.
const zRecordOrNull = z.record(z.string(), z.unknown()).nullable();

/** GET /v1/employerAgreements/:id: the agreement, its organization, and who signs it and whether the caller may. */
export const ZEmployerAgreementAnswer = z.object({
  item: ZAnyRecord,
  org: zRecordOrNull,
  canSign: z.boolean(),
  signer: z.object({ name: z.string(), title: z.string().nullable(), email: z.string().nullable() }).nullable(),
});
/** GET /v1/apprenticeAgreements/:id: the agreement (private fields masked) and whose signature the caller adds. */
export const ZApprenticeAgreementAnswer = z.object({
  item: ZAnyRecord,
  dataType: z.enum(['invite', 'doc']),
  signingAs: z.enum(['apprentice', 'guardian']).nullable(),
});
/** An agreement's part that may be missing (no employer or program recorded yet): null. */
export const ZAgreementPart = z.object({ item: zRecordOrNull });
/** POST /v1/access/checkAccessCode: the access code matched; a document token for the invite or document it opens. */
export const ZAccessGranted = z.object({
  success: z.boolean(),
  message: z.string(),
  accessToken: z.string(),
  expiresIn: z.number(),
});
