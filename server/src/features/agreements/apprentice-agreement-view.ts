import { maskSsn } from '@pathcraft/sdk';
import type { Db } from '../../db/client.ts';
import type { FieldCipher } from '../../lib/crypto.ts';
import type { ApprenticeAgreementRow } from './agreement-access.ts';
import { employerOf, orgOf, programOf, sponsorOf } from './program-context.ts';

const open = (cipher: FieldCipher, v: string | null | undefined) => (v == null ? null : cipher.isEncrypted(v) ? cipher.decrypt(v) : v);

/**
 * The agreement as the page shows it: the SSN only masked (the clear value
 * leaves the server only inside the PDF), the related program, employer,
 * sponsor and organization, and no file keys.
 */
export function apprenticeAgreementView(db: Pick<Db, 'select'>, cipher: FieldCipher, row: ApprenticeAgreementRow) {
  const { ssn, dob, signedPdfKey: _key, signerSignature, ...rest } = row;
  const sponsor = sponsorOf(db, row.locationId);
  return {
    agreement: { ...rest, ssn: maskSsn(open(cipher, ssn)) || null, hasSsn: Boolean(ssn), dob: open(cipher, dob), hasSignature: Boolean(signerSignature) },
    program: programOf(db, row.apprenticeshipId),
    employer: employerOf(db, row.employerProfileId),
    sponsor: sponsor ? { id: sponsor.id, name: sponsor.name, email: sponsor.email, phone: sponsor.phone } : null,
    org: orgOf(db, row.orgId),
  };
}
export type ApprenticeAgreementView = ReturnType<typeof apprenticeAgreementView>;
