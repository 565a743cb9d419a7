import { maskSsn } from '@pathcraft/sdk';
import type { Db } from '../../db/client.ts';
import type { FieldCipher } from '../../lib/crypto.ts';
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
export async function apprenticeAgreementView(db: Pick<Db, 'select'>, cipher: FieldCipher, row: ApprenticeAgreementRow, signedUrl: (url: string | null | undefined) => string | null) {
  const { ssn, signedPdfKey: _key, signerSignature, ...rest } = openAgreementFields(cipher, row);
  const sponsor = await sponsorOf(db, row.locationId);
  return {
    agreement: { ...rest, ssn: maskSsn(ssn) || null, hasSsn: Boolean(ssn), hasSignature: Boolean(signerSignature), signerSignatureUrl: row.signedAt ? signedUrl(signerSignature) : null },
    program: await programOf(db, row.apprenticeshipId),
    employer: await employerOf(db, row.employerProfileId),
    // The sponsor's signature goes on the agreement when the apprentice signs it (002 §4).
    sponsor: sponsor ? { id: sponsor.id, name: sponsor.name, email: sponsor.email, phone: sponsor.phone, signatureUrl: row.signedAt ? signedUrl(sponsor.userSignature) : null } : null,
    org: await orgOf(db, row.orgId),
  };
}
export type ApprenticeAgreementView = Awaited<ReturnType<typeof apprenticeAgreementView>>;
