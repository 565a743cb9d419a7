import { agreementSignatureState, maskSsn, needsGuardianSignature } from '@pathcraft/sdk';
import type { Db } from '../../db/client.ts';
import type { FieldCipher } from '../../platform/crypto.ts';
import type { ApprenticeAgreementRow } from './agreement-access.ts';
import { openAgreementFields } from './private-fields.ts';
import { employerOf, orgOf, programOf, sponsorOf } from './program-context.ts';

/**
 * The agreement as the page shows it to its private readers: the private
 * fields decrypted, the SSN only masked (the clear value leaves the server
 * only inside the PDF), the related program, employer, sponsor and
 * organization, and no file keys. Once signed, each signer's signature
 * image as a signed, expiring URL (`signedUrl`), as files are served.
 */
export async function apprenticeAgreementView(
  db: Pick<Db, 'select'>,
  cipher: FieldCipher,
  row: ApprenticeAgreementRow,
  signedUrl: (url: string | null | undefined) => string | null,
  now: Date,
) {
  const {
    ssn,
    signedPdfKey: _key,
    signerSignature,
    guardianSignature,
    guardianInviteId: _invite,
    guardianIpAddress: _ip,
    ...rest
  } = openAgreementFields(cipher, row);
  const sponsor = await sponsorOf(db, row.locationId);
  return {
    agreement: {
      ...rest,
      ssn: maskSsn(ssn) || null,
      hasSsn: Boolean(ssn),
      hasSignature: Boolean(signerSignature),
      // The apprentice's signature shows once they signed, a minor's while the guardian's is awaited too.
      signerSignatureUrl: row.signedAt || row.apprenticeSignedAt ? signedUrl(signerSignature) : null,
      // Under 18 on the signing day: the parent or guardian co-signs (docs/rules.md#agreements: printed for under 18).
      needsGuardian: needsGuardianSignature(rest.dob, row.apprenticeSignedAt ? new Date(row.apprenticeSignedAt) : now),
      signatureState: agreementSignatureState(row),
      guardianSignatureUrl: row.guardianSignedAt ? signedUrl(guardianSignature) : null,
    },
    program: await programOf(db, row.apprenticeshipId, row.employerProfileId),
    employer: await employerOf(db, row.employerProfileId),
    // The sponsor's signature goes on the agreement once it is signed (docs/rules.md#agreements).
    sponsor: sponsor
      ? {
          id: sponsor.id,
          name: sponsor.name,
          email: sponsor.email,
          phone: sponsor.phone,
          signatureUrl: row.signedAt ? signedUrl(sponsor.userSignature) : null,
        }
      : null,
    org: await orgOf(db, row.orgId),
  };
}
export type ApprenticeAgreementView = Awaited<ReturnType<typeof apprenticeAgreementView>>;
