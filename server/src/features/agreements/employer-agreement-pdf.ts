import {
  affirmativeActionText,
  agreementEntryWage,
  agreementJourneyworkers,
  agreementProgramText,
  EMPLOYER_AGREEMENT_TEXT,
  entryWageText,
  formatWage,
  RATIO_TEXT,
  ratioText,
  WAGE_TABLE_COLUMNS,
  wageSteps,
  wageTableCaption,
  WORKFORCE_MESSAGES,
} from '@pathcraft/sdk';
import type { Deps } from '../../platform/deps.ts';
import type { CertificateEvent } from '../../pdf/certificate-page.ts';
import { drawEmployerAgreement, type AgreementSection } from '../../pdf/draw-employer-agreement.ts';
import type { EmployerAgreementRow } from './agreement-access.ts';
import { employerOf, orgOf, programOf } from './program-context.ts';
import { readStoredPng } from './stored-png.ts';

const count = (n: number | null | undefined) => (n == null ? '' : String(n));

/**
 * The employer agreement PDF: the hosted page's six sections with the same
 * words and sdk rules (entry wage, wage steps, affirmative action, ratio),
 * the Employer Management Approval with the signer and signature, and the
 * certificate page with the audit trail.
 */
export async function employerAgreementPdf(
  deps: Pick<Deps, 'db' | 'storage' | 'config'>,
  row: EmployerAgreementRow,
  events: CertificateEvent[],
  dataHash: string,
  date: Date,
): Promise<Uint8Array> {
  const employer = await employerOf(deps.db, row.employerProfileId);
  const program = await programOf(deps.db, row.apprenticeshipId, row.employerProfileId);
  const org = await orgOf(deps.db, row.orgId);
  const schedules = program?.wageSchedules ?? [];
  const journeyworkers = agreementJourneyworkers(employer?.totalJourneyWorkers, program?.activeJourneyworkers);
  const apprentices = program?.activeApprentices ?? 0;
  const [s1, s2, s3, s4, s5, s6] = EMPLOYER_AGREEMENT_TEXT.sections;

  const sections: AgreementSection[] = [
    {
      heading: s1,
      blocks: [
        {
          kind: 'facts',
          rows: [
            ['Employer', employer?.name ?? ''],
            [
              'Contact',
              [
                [employer?.contactFirstName, employer?.contactLastName].filter(Boolean).join(' '),
                employer?.contactTitle,
              ]
                .filter(Boolean)
                .join(', '),
            ],
            ['Phone', employer?.contactPhone ?? ''],
            ['E-mail', employer?.contactEmail ?? ''],
            ['EIN', employer?.ein ?? ''],
            ['NAICS code', employer?.naicsCode ?? ''],
          ],
        },
      ],
    },
    {
      heading: s2,
      blocks: [
        {
          kind: 'table',
          columns: ['', 'Total', 'Female', 'People of color'],
          rows: [
            [
              'Employees',
              count(employer?.totalEmployees),
              count(employer?.totalEmployeesFemale),
              count(employer?.totalEmployeesColor),
            ],
            [
              'Journeyworkers',
              count(employer?.totalJourneyWorkers),
              count(employer?.totalJourneyWorkersFemale),
              count(employer?.totalJourneyWorkersColor),
            ],
          ],
        },
      ],
    },
    {
      heading: s3,
      blocks: program
        ? [
            {
              kind: 'text',
              text: agreementProgramText({ ...program.apprenticeship, provider: program.instructionProvider?.name }),
            },
            { kind: 'text', text: entryWageText(agreementEntryWage(schedules)) },
            ...schedules.map((s) => ({
              kind: 'table' as const,
              caption: wageTableCaption(s),
              columns: WAGE_TABLE_COLUMNS,
              rows: wageSteps(s).map((step) => [
                String(step.period),
                `${step.percent}%`,
                formatWage(step.wageAmount),
                String(step.duration),
              ]),
            })),
          ]
        : [{ kind: 'text', text: WORKFORCE_MESSAGES.noTrainingProgram }],
    },
    {
      heading: s4,
      blocks: [
        { kind: 'text', text: EMPLOYER_AGREEMENT_TEXT.equalEmployment },
        { kind: 'text', text: affirmativeActionText(apprentices) },
      ],
    },
    {
      heading: s5,
      blocks: [
        { kind: 'text', text: RATIO_TEXT },
        { kind: 'text', text: ratioText(journeyworkers) },
      ],
    },
    { heading: s6, blocks: [{ kind: 'text', text: EMPLOYER_AGREEMENT_TEXT.acceptance }] },
  ];

  return drawEmployerAgreement({
    title: EMPLOYER_AGREEMENT_TEXT.title,
    organization: org?.name ?? '',
    sections,
    approval: {
      heading: EMPLOYER_AGREEMENT_TEXT.approval,
      signerName: row.signerName ?? '',
      signerTitle: row.signerTitle ?? '',
      date: row.signerSignatureDate ?? '',
      signature: await readStoredPng(deps, row.signerSignature),
    },
    certificate: {
      title: `${EMPLOYER_AGREEMENT_TEXT.title}: ${employer?.name ?? row.id}, signed by ${row.signerName ?? '-'}`,
      documentId: row.id,
      dataHash,
      signedAt: row.signedAt,
      events,
    },
    date,
  });
}
