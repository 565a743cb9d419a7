import type { AgreementSignatureState } from '@pathcraft/sdk';
import type { EmployerView, Org, ProgramView } from '../invites/invite-types.ts';

/** The apprentice agreement as the page reads it (the SSN only in doc mode or to its owner). */
export interface ApprenticeAgreementFields {
  id: string;
  name: string | null;
  signerName: string | null;
  signerEmail: string | null;
  signerPhone: string | null;
  ssn: string | null;
  hasSsn: boolean;
  dob: string | null;
  gender: string | null;
  ethnicity: string | null;
  races: string[] | null;
  veteranStatus: string | null;
  disability: string | null;
  educationLevel: string | null;
  orgReferral: string | null;
  citizenStatus: string | null;
  employmentStatus: string | null;
  employmentStatusDate: string | null;
  newOrExistingEmployee: string | null;
  criminalBkg: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  addressCity: string | null;
  addressState: string | null;
  addressPostalCode: string | null;
  creditPrevJob: number | null;
  creditPrevRTIHrs: number | null;
  signerSignatureDate: string | null;
  /** A signed, expiring URL of the apprentice's signature, once signed. */
  signerSignatureUrl: string | null;
  signedAt: string | null;
  userId: string | null;
  /** When the apprentice signed (a minor's agreement then waits for the guardian). */
  apprenticeSignedAt: string | null;
  /** Under 18 on the signing day: a parent or guardian co-signs. */
  needsGuardian: boolean;
  signatureState: AgreementSignatureState;
  guardianName: string | null;
  guardianEmail: string | null;
  guardianInviteSentAt: string | null;
  guardianSignatureDate: string | null;
  guardianSignedAt: string | null;
  /** A signed, expiring URL of the guardian's signature, once they signed. */
  guardianSignatureUrl: string | null;
}

export interface ApprenticeAgreementView {
  agreement: ApprenticeAgreementFields;
  program: ProgramView | null;
  employer: EmployerView | null;
  sponsor: { name: string | null; email: string | null; phone: string | null; signatureUrl: string | null } | null;
  org: Org | null;
}
