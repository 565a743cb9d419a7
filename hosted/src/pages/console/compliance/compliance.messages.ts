import { formatNumber, messagesFor, RAPIDS_ID_MESSAGE } from '@pathcraft/sdk';

/** The compliance room of the console: ratios, the EEO summary and the RAPIDS export (issue 27). */
const en = {
  title: 'Compliance',
  loading: 'Loading...',
  ratios: {
    heading: 'Apprentice-to-journeyworker ratio',
    caption: 'Ratio per employer',
    intro:
      "Active apprentices at each employer against what its journeyworkers allow under the employer agreement's ratio.",
    employer: 'Employer',
    apprentices: 'Active apprentices',
    journeyworkers: 'Journeyworkers',
    allowed: 'Apprentices allowed',
    status: 'Ratio',
    notKnown: 'Not known',
    empty: 'No employers yet.',
    overCount: (n: number) => `${formatNumber(n)} ${n === 1 ? 'employer is' : 'employers are'} over the ratio.`,
    noneOver: 'No employer is over the ratio.',
    statuses: {
      over: 'Over ratio',
      at: 'At ratio',
      within: 'Within ratio',
      unknown: 'No ratio to check',
    },
  },
  eeo: {
    heading: 'EEO summary',
    intro:
      "The sponsor's apprentices counted for the affirmative-action review. Aggregate only: a count under five is never shown.",
    total: (n: number) => `${formatNumber(n)} ${n === 1 ? 'apprentice' : 'apprentices'} with a signed agreement.`,
    tooFew: (n: number) =>
      `The summary is shown once the sponsor has five or more apprentices with a signed agreement (${formatNumber(n)} now).`,
    category: 'Category',
    count: 'Apprentices',
    suppressed: 'Hidden',
    suppressedNote:
      'Hidden: a count under 5, or a second count hidden so that the first cannot be worked out from the total. No one can be identified.',
    tables: {
      sex: 'Sex',
      ethnicity: 'Ethnicity',
      race: 'Race',
      veteran: 'Veteran status',
      disability: 'Disability',
    },
    categories: {
      male: 'Male',
      female: 'Female',
      nonBinary: 'Non-binary',
      notListed: 'Not listed',
      noAnswerPref: 'Prefer not to answer',
      hispanicOrLatino: 'Hispanic or Latino',
      notHispanicOrLatino: 'Not Hispanic or Latino',
      americanIndianOrAlaskaNative: 'American Indian or Alaska Native',
      asian: 'Asian',
      blackOrAfricanAmerican: 'Black or African American',
      nativeHawaiianOrPacificIslander: 'Native Hawaiian or Other Pacific Islander',
      white: 'White',
      twoOrMoreRaces: 'Two or more races',
      veteran: 'Veteran',
      nonVeteran: 'Not a veteran',
      yes: 'Yes',
      no: 'No',
      noAnswer: 'Prefer not to answer',
      notRecorded: 'Not recorded',
    } as Record<string, string>,
  },
  rapids: {
    heading: 'RAPIDS registration data',
    intro:
      "The sponsor's apprentices in the registration agency's layout and numeric codes, as a CSV file. Every download is written to the audit history.",
    caption: 'Completeness per apprentice',
    summary: (complete: number, total: number) =>
      `${formatNumber(complete)} of ${formatNumber(total)} ${total === 1 ? 'apprentice has' : 'apprentices have'} every required field.`,
    apprentice: 'Apprentice',
    program: 'Program',
    employer: 'Employer',
    status: 'Status',
    missing: 'Missing fields',
    complete: 'Complete',
    empty: 'No apprentices on the sponsor’s apprenticeships yet.',
    statuses: { active: 'Active', completed: 'Completed', cancelled: 'Cancelled', suspended: 'Suspended' },
    includeSsn: 'Include Social Security Numbers',
    includeSsnHint:
      'Social Security Numbers are left out of the file unless you include them. The audit history records every download and whether they were in it.',
    download: 'Download CSV',
    history: 'Export history',
    downloading: 'Preparing the file...',
    downloaded: 'The file was downloaded and the export written to the audit history.',
    downloadFailed: 'The file could not be downloaded. Try again.',
  },
  agencyIds: {
    heading: 'Agency identifiers',
    intro:
      "The registration agency's RAPIDS ID of each employer and related instruction (RTI) provider, from its Employer and RTI Providers lists. The RAPIDS export writes them. A wage schedule's RAPIDS ID is in its dialog, on the program's Wage schedules tab.",
    rapidsId: 'RAPIDS ID',
    employerProfiles: { caption: 'Employers', name: 'Employer', empty: 'No employers yet.' },
    instructionProviders: { caption: 'RTI providers', name: 'RTI provider', empty: 'No RTI providers yet.' },
    fieldOf: (name: string) => `RAPIDS ID of ${name}`,
    save: 'Save',
    saveOf: (name: string) => `Save the RAPIDS ID of ${name}`,
    saving: 'Saving...',
    saved: (name: string) => `RAPIDS ID of ${name} saved.`,
    invalid: RAPIDS_ID_MESSAGE,
  },
};

export type ComplianceMessages = typeof en;
export const text: ComplianceMessages = messagesFor({ en });
