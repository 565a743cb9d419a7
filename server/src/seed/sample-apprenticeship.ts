import type {
  apprenticeAgreements,
  apprenticeships,
  apprenticeshipTemplates,
  employerAgreements,
  employerProfiles,
  instructionProviders,
  wageSchedules,
} from '../db/schema/index.ts';
import { EMPLOYER_PROFILE_ID, LOC_MON_VALLEY, WORKFORCE_ORG_ID } from './sample-people.ts';
import { COURSE_MAINTENANCE, COURSE_OSHA } from './sample-courses.ts';

/** The demo registered apprenticeship at Mon Valley Manufacturing, in clear sample values. */
export const APPRENTICESHIP_ID = 'demo-apprenticeship-imm';
export const TEMPLATE_ID = 'demo-template-imm';
export const PROVIDER_ID = 'demo-provider-steel-valley';
export const EMPLOYER_AGREEMENT_ID = 'demo-employer-agreement';
export const APPRENTICE_AGREEMENT_ID = 'demo-apprentice-agreement';
export const SPONSOR_ID = 'demo-wf-sponsor';
export const APPRENTICE_ID = 'demo-wf-student';
export const APPRENTICE_PROFILE_ID = 'demo-profile-jasmine';
export const JOURNEYWORKER_IDS = ['demo-wf-journey-1', 'demo-wf-journey-2'];
export const OJT_HOURS = 2000;

const base = { orgId: WORKFORCE_ORG_ID };
const site = { ...base, locationId: LOC_MON_VALLEY, employerProfileId: EMPLOYER_PROFILE_ID };

export const sampleEmployerProfile: typeof employerProfiles.$inferInsert = {
  id: EMPLOYER_PROFILE_ID,
  ...base,
  locationId: LOC_MON_VALLEY,
  name: 'Mon Valley Manufacturing',
  contactFirstName: 'Karen',
  contactLastName: 'Novak',
  contactTitle: 'Director of Human Resources',
  contactPhone: '412-555-0130',
  contactEmail: 'karen.novak@demo.pathcraft.test',
  ein: '25-3048172',
  naicsCode: '333249',
  totalEmployees: 86,
  totalEmployeesColor: 19,
  totalEmployeesFemale: 22,
  totalJourneyWorkers: 14,
  totalJourneyWorkersColor: 3,
  totalJourneyWorkersFemale: 2,
  // The registration agency's identifiers (its Employer, RTI Providers and Wage Schedules tabs), so
  // Jasmine's RAPIDS row is complete; the over-ratio employer has none, and the check names it.
  rapidsId: 'PA-EMP-20417',
};

export const sampleInstructionProvider: typeof instructionProviders.$inferInsert = {
  id: PROVIDER_ID,
  ...base,
  name: 'Steel Valley Technical Institute',
  contactFirstName: 'Alan',
  contactLastName: 'Whitfield',
  contactTitle: 'Dean of Workforce Programs',
  contactEmail: 'alan.whitfield@demo.pathcraft.test',
  contactPhone: '412-555-0175',
  addressLine1: '600 East Eighth Avenue',
  addressCity: 'Homestead',
  addressState: 'PA',
  addressPostalCode: '15120',
  rapidsId: '88213',
};

/** Competency hours add up to the OJT hours of the program. */
export const sampleTemplate: typeof apprenticeshipTemplates.$inferInsert = {
  id: TEMPLATE_ID,
  ...base,
  title: 'Industrial Maintenance Mechanic',
  description:
    'A hybrid program that trains mechanics to install, maintain and repair production machinery: mechanical drives, fluid power, electrical controls and preventive maintenance.',
  type: 'H',
  occupationONetCode: '49-9041.00',
  // Illustrative RAPIDS code for the demo, not an official registration.
  rapidsCode: '1029HY',
  estimatedLength: '12 months',
  occupationName: 'Industrial Machinery Mechanics',
  instructionHours: 144,
  ojtHours: OJT_HOURS,
  industryCode: '31',
  competencies: [
    { id: 'c-safety', description: 'Plant safety, lockout/tagout and confined space awareness', totalHours: 120 },
    {
      id: 'c-drives',
      description: 'Mechanical power transmission: belts, chains, couplings and alignment',
      totalHours: 400,
    },
    { id: 'c-fluid', description: 'Hydraulic and pneumatic systems', totalHours: 360 },
    { id: 'c-electrical', description: 'Electrical controls, motors and PLC troubleshooting', totalHours: 480 },
    { id: 'c-pm', description: 'Preventive and predictive maintenance', totalHours: 360 },
    { id: 'c-weld', description: 'Welding, cutting and fabrication for repair', totalHours: 280 },
  ],
  competencyGroups: [
    { id: 'g-mechanical', description: 'Mechanical systems', competencyIds: ['c-drives', 'c-fluid'] },
    { id: 'g-electrical', description: 'Electrical systems', competencyIds: ['c-electrical'] },
    { id: 'g-shop', description: 'Shop practices', competencyIds: ['c-safety', 'c-pm', 'c-weld'] },
  ],
};

export const sampleApprenticeship: typeof apprenticeships.$inferInsert = {
  id: APPRENTICESHIP_ID,
  ...site,
  title: 'Industrial Maintenance Mechanic',
  occupationName: 'Industrial Machinery Mechanics',
  occupationONetCode: '49-9041.00',
  rapidsCode: '1029HY',
  ojtHours: OJT_HOURS,
  instructionHours: 144,
  startDate: '2026-08-03',
  expectedEndDate: '2027-07-30',
  instructionProviderId: PROVIDER_ID,
  // Completing a class adds its hours to the apprentice's related instruction.
  instructionClasses: [
    { courseId: COURSE_OSHA, hours: 10 },
    { courseId: COURSE_MAINTENANCE, hours: 96 },
  ],
  userId: SPONSOR_ID,
  apprenticeshipTemplateId: TEMPLATE_ID,
};

/**
 * Two valid schedules for a $28.50 journeyworker wage: the dialog's default
 * split (47/67/87 %, thirds of the hours) and a four-step variant. Rates rise,
 * stay at or above the minimum wage ($7.25 in Pennsylvania) and below the entry wage, and hours sum to 2000.
 */
export const sampleWageSchedules: (typeof wageSchedules.$inferInsert)[] = [
  {
    id: 'demo-wage-schedule-default',
    ...site,
    apprenticeshipId: APPRENTICESHIP_ID,
    title: 'Industrial Machinery Mechanics 2027',
    rapidsId: 'WS-1029HY-03',
    entryWage: 28.5,
    wageRates: [
      { wageAmount: 13.4, duration: 667 },
      { wageAmount: 19.1, duration: 667 },
      { wageAmount: 24.8, duration: 666 },
    ],
  },
  {
    id: 'demo-wage-schedule-four-step',
    ...site,
    apprenticeshipId: APPRENTICESHIP_ID,
    title: 'Industrial Machinery Mechanics 2027 - Four Step',
    rapidsId: 'WS-1029HY-04',
    entryWage: 28.5,
    wageRates: [
      { wageAmount: 17.1, duration: 500 },
      { wageAmount: 19.95, duration: 500 },
      { wageAmount: 22.8, duration: 500 },
      { wageAmount: 25.65, duration: 500 },
    ],
  },
];

export const sampleEmployerAgreement: typeof employerAgreements.$inferInsert = {
  id: EMPLOYER_AGREEMENT_ID,
  ...site,
  apprenticeshipId: APPRENTICESHIP_ID,
  signerName: 'Karen Novak',
  signerTitle: 'Director of Human Resources',
  signerEmail: 'karen.novak@demo.pathcraft.test',
};

/** The apprentice's private information, in clear: the seed encrypts it before storing. */
export const sampleApprenticePrivateInfo = {
  ssn: '987-65-4325',
  dob: '1999-04-18',
  gender: 'female',
  ethnicity: 'notHispanicOrLatino',
  races: ['blackOrAfricanAmerican'],
  veteranStatus: 'nonVeteran',
  disability: 'no',
  educationLevel: 'highSchoolOrGED',
  orgReferral: 'paCareerLink',
  citizenStatus: 'usCitizen',
  employmentStatus: 'ue',
  employmentStatusDate: '2026-08-28',
  // Unemployed when she applied, so hired for the apprenticeship.
  newOrExistingEmployee: 'new',
  criminalBkg: 'no',
  addressLine1: '1827 Wylie Avenue',
  addressLine2: 'Apt 3',
  addressCity: 'Pittsburgh',
  addressState: 'PA',
  addressPostalCode: '15219',
  addressCountry: 'US',
};

// The agreement has no country field: the program is US-only.
const { addressCountry: _country, ...agreementPersonal } = sampleApprenticePrivateInfo;

/** The unsigned agreement, before the seed encrypts its private fields. */
export const sampleApprenticeAgreement: typeof apprenticeAgreements.$inferInsert = {
  id: APPRENTICE_AGREEMENT_ID,
  ...site,
  apprenticeshipId: APPRENTICESHIP_ID,
  employerAgreementId: EMPLOYER_AGREEMENT_ID,
  userId: APPRENTICE_ID,
  userProfileId: APPRENTICE_PROFILE_ID,
  inviteId: 'demo-invite-apprentice',
  name: 'Jasmine Carter',
  signerName: 'Jasmine Carter',
  signerFirstName: 'Jasmine',
  signerLastName: 'Carter',
  signerEmail: 'student.workforce@demo.pathcraft.test',
  signerPhone: '412-555-0117',
  ...agreementPersonal,
  hoursProbationary: 0,
  creditPrevJob: 0,
  creditPrevRTIHrs: 0,
  wagesPaidDuringRTI: 'no',
  RTIDuringWorkHrs: 'no',
  priorHourlyWage: 16.25,
  occupationName: 'Industrial Machinery Mechanics',
  ojtHours: OJT_HOURS,
  instructionHours: 144,
  startDate: '2026-08-03',
  expectedEndDate: '2027-07-30',
};
