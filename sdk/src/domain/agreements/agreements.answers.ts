import { z } from 'zod';

/** The agreement pages' answers as schemas, for the route declarations and the typed client derived from them. */
const ZRecord = z.record(z.string(), z.unknown());

/** GET /v1/employerAgreements/:id: the agreement, its organization, and who signs it and whether the caller may. */
export const ZEmployerAgreementAnswer = z.object({
  item: ZRecord,
  org: ZRecord.nullable(),
  canSign: z.boolean(),
  signer: z.object({ name: z.string(), title: z.string().nullable(), email: z.string().nullable() }).nullable(),
});
/** GET /v1/apprenticeAgreements/:id: the agreement (private fields masked) and whose signature the caller adds. */
export const ZApprenticeAgreementAnswer = z.object({
  item: ZRecord,
  dataType: z.enum(['invite', 'doc']),
  signingAs: z.enum(['apprentice', 'guardian']).nullable(),
});
/** An agreement's part that may be missing (no employer or program recorded yet): null. */
export const ZAgreementPart = z.object({ item: ZRecord.nullable() });
