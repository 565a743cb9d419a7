import { readFile } from 'node:fs/promises';
import {
  agreementEntryWage,
  AGREEMENT_MESSAGES,
  formatWage,
  needsGuardianSignature,
  PDF_WAGE_STEPS,
  PRIVATE_INFO_CHOICES,
  requiredHoursOf,
  wageSteps,
  type PrivateInfoField,
} from '@pathcraft/sdk';
import type { Deps } from '../../platform/deps.ts';
import { fillApprenticeAgreement } from '../../pdf/fill-apprentice-agreement.ts';
import { SIGNATURE_FIELDS, WAGE_STEP_FIELDS } from '../../pdf/agreement-template-fields.ts';
import type { CertificateEvent } from '../../pdf/certificate-page.ts';
import type { ApprenticeAgreementRow } from './agreement-access.ts';
import { openAgreementFields } from './private-fields.ts';
import { employerOf, orgOf, programOf, sponsorOf } from './program-context.ts';
import { readStoredPng } from './stored-png.ts';

const TEMPLATE = new URL('../../../data/templates/apprentice-agreement.pdf', import.meta.url);
let template: Promise<Uint8Array> | null = null;
const loadTemplate = () => (template ??= readFile(TEMPLATE).then((b) => new Uint8Array(b)));

const labelOf = (field: PrivateInfoField, value: string | null | undefined) =>
  value ? (PRIVATE_INFO_CHOICES[field]?.find((c) => c.value === value)?.label ?? value) : '';
const usDate = (day: string | null | undefined) => {
  const m = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : (day ?? '');
};

/**
 * The filled agreement PDF: the template's fields from the agreement, its
 * program and the sponsor (the first manager of the employer location);
 * the private fields are decrypted here, in memory only; probation hours and both credits
 * are 0 (docs/rules.md#agreements); up to 6 wage steps; the certificate page at the end.
 */
export async function apprenticeAgreementPdf(
  deps: Pick<Deps, 'db' | 'cipher' | 'storage' | 'config'>,
  stored: ApprenticeAgreementRow,
  events: CertificateEvent[],
  dataHash: string,
  date: Date,
): Promise<Uint8Array> {
  const row = openAgreementFields(deps.cipher, stored);
  const program = await programOf(deps.db, row.apprenticeshipId, row.employerProfileId);
  const employer = await employerOf(deps.db, row.employerProfileId);
  const sponsor = await sponsorOf(deps.db, row.locationId);
  const org = await orgOf(deps.db, row.orgId);
  const dob = row.dob;
  // The hours the apprentice must reach, as their progress and the RAPIDS export count them.
  const required = requiredHoursOf(row, program?.apprenticeship);
  const schedule = program?.wageSchedules[0];
  const entry = program ? agreementEntryWage(program.wageSchedules) : null;
  const address = [
    row.addressLine1,
    row.addressLine2,
    row.addressCity,
    [row.addressState, row.addressPostalCode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const signedDate = row.signedAt ? usDate(row.signedAt) : '';
  // A minor's agreement: the apprentice signs first, the parent or guardian then co-signs, which signs it.
  const guardian = needsGuardianSignature(dob, row.apprenticeSignedAt ? new Date(row.apprenticeSignedAt) : date);
  const values: Record<string, string> = {
    'apprentice.name': row.signerName ?? row.name ?? '',
    'apprentice.ssn': row.ssn ?? '',
    'apprentice.gender': labelOf('gender', row.gender),
    'apprentice.dob': usDate(dob),
    'apprentice.email': row.signerEmail ?? '',
    'apprentice.phone': row.signerPhone ?? '',
    'apprentice.address': address,
    'apprentice.ethnicity': labelOf('ethnicity', row.ethnicity),
    'apprentice.race': (row.races ?? []).map((r) => labelOf('races', r)).join(', '),
    'apprentice.veteranStatus': labelOf('veteranStatus', row.veteranStatus),
    'apprentice.disability': labelOf('disability', row.disability),
    'apprentice.educationLevel': labelOf('educationLevel', row.educationLevel),
    'apprentice.orgReferral': labelOf('orgReferral', row.orgReferral),
    'apprentice.employmentStatus': [
      labelOf('employmentStatus', row.employmentStatus),
      row.employmentStatusDate ? `last employed ${usDate(row.employmentStatusDate)}` : '',
      labelOf('newOrExistingEmployee', row.newOrExistingEmployee),
    ]
      .filter(Boolean)
      .join(', '),
    'apprentice.criminalBkg': labelOf('criminalBkg', row.criminalBkg),
    'apprentice.citizenStatus': labelOf('citizenStatus', row.citizenStatus),
    'program.occupation': row.occupationName ?? program?.apprenticeship.occupationName ?? '',
    'program.ojtHours': String(required.ojt ?? ''),
    'program.instructionHours': String(required.rti ?? ''),
    'program.startDate': usDate(row.startDate ?? program?.apprenticeship.startDate),
    'program.endDate': usDate(row.expectedEndDate ?? program?.apprenticeship.expectedEndDate),
    'program.probationHours': '0',
    'program.creditPrevJob': '0',
    'program.creditPrevRTI': '0',
    'program.priorHourlyWage': row.priorHourlyWage != null ? formatWage(row.priorHourlyWage) : '',
    'wage.entry': entry != null ? formatWage(entry) : '',
    [SIGNATURE_FIELDS.apprenticeDate]: usDate(row.apprenticeSignedAt ?? row.signedAt),
    [SIGNATURE_FIELDS.guardianName]: guardian ? (row.guardianName ?? '') : '',
    [SIGNATURE_FIELDS.guardianDate]: guardian ? usDate(row.guardianSignedAt) : '',
    'sponsor.organization': org?.name ?? '',
    'sponsor.name': sponsor?.name ?? '',
    'sponsor.email': sponsor?.email ?? '',
    'sponsor.phone': sponsor?.phone ?? '',
    [SIGNATURE_FIELDS.sponsorDate]: signedDate,
    'employer.name': employer?.name ?? '',
    'employer.contact': [
      [employer?.contactFirstName, employer?.contactLastName].filter(Boolean).join(' '),
      employer?.contactTitle,
    ]
      .filter(Boolean)
      .join(', '),
    'employer.ein': employer?.ein ?? '',
    'employer.naics': employer?.naicsCode ?? '',
    'employer.phone': employer?.contactPhone ?? '',
    'instruction.provider': program?.instructionProvider?.name ?? '',
    [SIGNATURE_FIELDS.responsibilitiesName]: row.signerName ?? '',
    [SIGNATURE_FIELDS.disabilityName]: row.signerName ?? '',
    [SIGNATURE_FIELDS.disabilityAnswer]: labelOf('disability', row.disability),
    [SIGNATURE_FIELDS.disabilityDate]: signedDate,
  };
  const steps = schedule ? wageSteps(schedule).slice(0, PDF_WAGE_STEPS) : [];
  steps.forEach((s, i) => {
    const f = WAGE_STEP_FIELDS[i]!;
    values[f.percent] = `${s.percent}%`;
    values[f.amount] = formatWage(s.wageAmount);
    values[f.hours] = String(s.duration);
  });
  return fillApprenticeAgreement({
    template: await loadTemplate(),
    values,
    apprenticeSignature: await readStoredPng(deps, row.signerSignature),
    guardianSignature: guardian ? await readStoredPng(deps, row.guardianSignature) : null,
    sponsorSignature: await readStoredPng(deps, sponsor?.userSignature),
    certificate: {
      title: `Apprentice Agreement: ${row.signerName ?? row.name ?? row.id} (${AGREEMENT_MESSAGES.revision})`,
      documentId: row.id,
      dataHash,
      signedAt: row.signedAt,
      events,
    },
    date,
  });
}
