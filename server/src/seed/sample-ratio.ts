import type {
  apprenticeAgreements,
  apprenticeships,
  apprenticeshipUsers,
  employerAgreements,
  employerProfiles,
  wageSchedules,
} from '../db/schema/index.ts';
import { PROVIDER_ID, SPONSOR_ID } from './sample-apprenticeship.ts';
import { LOC_STRIP, WORKFORCE_ORG_ID } from './sample-people.ts';

/**
 * An employer over its ratio (issue 27 item 4), so the sponsor's ratio list and the invitation
 * warning show in the demo: Three Rivers Fabrication's workforce form counts 3 journeyworkers,
 * which allow 1 apprentice, and its signed employer agreement has 2 active, signed apprentices on
 * its welding program. Inviting a third apprentice to that program warns before it is sent.
 */
export const OVER_RATIO_EMPLOYER_ID = 'demo-employer-threerivers';
export const OVER_RATIO_PROGRAM_ID = 'demo-apprenticeship-welding';
export const OVER_RATIO_APPRENTICE_IDS = ['demo-wf-learner-08', 'demo-wf-learner-11'];
export const OVER_RATIO_JOURNEYWORKERS = 3;

const base = { orgId: WORKFORCE_ORG_ID };
const site = { ...base, locationId: LOC_STRIP, employerProfileId: OVER_RATIO_EMPLOYER_ID };
const OJT_HOURS = 2000;

export const overRatioEmployerProfile: typeof employerProfiles.$inferInsert = {
  id: OVER_RATIO_EMPLOYER_ID,
  ...base,
  locationId: LOC_STRIP,
  name: 'Three Rivers Fabrication',
  contactFirstName: 'Denise',
  contactLastName: 'Kowalczyk',
  contactTitle: 'Shop Owner',
  contactPhone: '412-555-0188',
  contactEmail: 'denise.kowalczyk@demo.pathcraft.test',
  ein: '25-4417093',
  naicsCode: '332312',
  totalEmployees: 18,
  totalEmployeesColor: 4,
  totalEmployeesFemale: 3,
  totalJourneyWorkers: OVER_RATIO_JOURNEYWORKERS,
  totalJourneyWorkersColor: 1,
  totalJourneyWorkersFemale: 0,
};

export const overRatioApprenticeship: typeof apprenticeships.$inferInsert = {
  id: OVER_RATIO_PROGRAM_ID,
  ...site,
  title: 'Structural Welder',
  occupationName: 'Welders, Cutters, Solderers, and Brazers',
  occupationONetCode: '51-4121.00',
  // Illustrative RAPIDS code for the demo, not an official registration.
  rapidsCode: '0881CB',
  ojtHours: OJT_HOURS,
  instructionHours: 144,
  startDate: '2026-09-21',
  expectedEndDate: '2027-09-17',
  instructionProviderId: PROVIDER_ID,
  userId: SPONSOR_ID,
};

/** The default split (47/67/87 % of a $26.00 journeyworker wage, thirds of the hours). */
export const overRatioWageSchedule: typeof wageSchedules.$inferInsert = {
  id: 'demo-wage-schedule-welding',
  ...site,
  apprenticeshipId: OVER_RATIO_PROGRAM_ID,
  title: 'Structural Welder 2027',
  entryWage: 26,
  wageRates: [
    { wageAmount: 12.2, duration: 667 },
    { wageAmount: 17.4, duration: 667 },
    { wageAmount: 22.6, duration: 666 },
  ],
};

const EMPLOYER_AGREEMENT_ID = 'demo-employer-agreement-threerivers';

export const overRatioEmployerAgreement: typeof employerAgreements.$inferInsert = {
  id: EMPLOYER_AGREEMENT_ID,
  ...site,
  apprenticeshipId: OVER_RATIO_PROGRAM_ID,
  signerName: 'Denise Kowalczyk',
  signerTitle: 'Shop Owner',
  signerEmail: 'denise.kowalczyk@demo.pathcraft.test',
  signerSignatureDate: '09/14/2026',
  signedAt: '2026-09-14T15:20:00.000Z',
};

const APPRENTICES = [
  { userId: OVER_RATIO_APPRENTICE_IDS[0]!, first: 'Hector', last: 'Ramirez', signedAt: '2026-09-18T14:05:00.000Z' },
  { userId: OVER_RATIO_APPRENTICE_IDS[1]!, first: 'Keisha', last: 'Howard', signedAt: '2026-10-02T16:40:00.000Z' },
];

/** Both apprentices' signed agreements (no private information: the seed keeps that to Jasmine's). */
export const overRatioApprenticeAgreements: (typeof apprenticeAgreements.$inferInsert)[] = APPRENTICES.map((a) => ({
  id: `demo-apprentice-agreement-${a.userId}`,
  ...site,
  apprenticeshipId: OVER_RATIO_PROGRAM_ID,
  employerAgreementId: EMPLOYER_AGREEMENT_ID,
  userId: a.userId,
  name: `${a.first} ${a.last}`,
  signerName: `${a.first} ${a.last}`,
  signerFirstName: a.first,
  signerLastName: a.last,
  signerEmail: `${a.first}.${a.last}@demo.pathcraft.test`.toLowerCase(),
  hoursProbationary: 0,
  occupationName: overRatioApprenticeship.occupationName,
  ojtHours: OJT_HOURS,
  instructionHours: 144,
  startDate: overRatioApprenticeship.startDate,
  expectedEndDate: overRatioApprenticeship.expectedEndDate,
  apprenticeSignedAt: a.signedAt,
  signerSignatureDate: a.signedAt.slice(0, 10),
  signedAt: a.signedAt,
}));

export const overRatioProgramUsers: (typeof apprenticeshipUsers.$inferInsert)[] = [
  { userId: SPONSOR_ID, role: 'sponsor' as const },
  ...APPRENTICES.map((a) => ({ userId: a.userId, role: 'apprentice' as const })),
].map((m) => ({
  id: `demo-au-welding-${m.userId}-${m.role}`,
  orgId: WORKFORCE_ORG_ID,
  apprenticeshipId: OVER_RATIO_PROGRAM_ID,
  active: true,
  ...m,
}));
