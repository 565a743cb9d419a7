/** Enumerations of the apprenticeship area, with their exact values (docs/rules.md#agreements). */

export const GENDERS = ['male', 'female', 'nonBinary', 'notListed', 'noAnswerPref'] as const;
export type Gender = (typeof GENDERS)[number];

export const ETHNICITIES = ['hispanicOrLatino', 'notHispanicOrLatino', 'noAnswer'] as const;
export type Ethnicity = (typeof ETHNICITIES)[number];

export const RACES = [
  'americanIndianOrAlaskaNative',
  'asian',
  'blackOrAfricanAmerican',
  'nativeHawaiianOrPacificIslander',
  'white',
  'noAnswer',
] as const;
export type Race = (typeof RACES)[number];

export const VETERAN_STATUSES = ['veteran', 'nonVeteran', 'noAnswer'] as const;
export type VeteranStatus = (typeof VETERAN_STATUSES)[number];

export const DISABILITY_STATUSES = ['yes', 'no', 'noAnswer'] as const;
export type DisabilityStatus = (typeof DISABILITY_STATUSES)[number];

export const EDUCATION_LEVELS = [
  'grade8OrLess',
  'grade9To12',
  'highSchoolOrGED',
  'postSecondaryOrTechTraining',
  'someCollege',
  'associatesDegree',
  'bachelorsDegree',
  'mastersDegree',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const ORG_REFERRALS = [
  'none',
  'youthBuild',
  'preApprenticeshipProgram',
  'hudStepUp',
  'technicalTrainingSchool',
  'paCareerLink',
  'militaryVeterans',
  'highSchool',
  'jobCorps',
  'other',
] as const;
export type OrgReferral = (typeof ORG_REFERRALS)[number];

export const CITIZEN_STATUSES = [
  'usCitizen',
  'permAlien',
  'tempAlien',
  'refugee',
  'illegalAlien',
  'nonUsCitizen',
  'unknown',
] as const;
export type CitizenStatus = (typeof CITIZEN_STATUSES)[number];

/** Only 'ue' (unemployed) is named by the spec; it makes the last-employment date required. */
export const EMPLOYMENT_STATUS_UNEMPLOYED = 'ue';

/**
 * Whether the apprentice already worked for the employer before the apprenticeship (an incumbent
 * worker) or was hired for it: the registration agency's "New Employee / Existing Employee"
 * (docs/rules.md#progress-and-compliance).
 */
export const NEW_OR_EXISTING_EMPLOYEE = ['new', 'existing'] as const;
export type NewOrExistingEmployee = (typeof NEW_OR_EXISTING_EMPLOYEE)[number];

export const YES_NO = ['yes', 'no'] as const;
export type YesNo = (typeof YES_NO)[number];

/** Training-program template types: Competency-Based, Time-Based, Hybrid. */
export const TEMPLATE_TYPES = ['CB', 'TB', 'H'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];
export const TEMPLATE_TYPE_LABELS: Record<TemplateType, string> = {
  CB: 'Competency-Based',
  TB: 'Time-Based',
  H: 'Hybrid',
};

/** Two-digit industry sectors in the spec's order (alphabetical by sector name). */
export const INDUSTRY_CODES = [
  '72',
  '56',
  '11',
  '71',
  '23',
  '61',
  '52',
  '93',
  '62',
  '51',
  '55',
  '31',
  '21',
  '81',
  '54',
  '53',
  '44',
  '48',
  '22',
  '42',
] as const;
export type IndustryCode = (typeof INDUSTRY_CODES)[number];
/** NAICS sector names; 93 is the spec's code for government. */
export const INDUSTRY_LABELS: Record<IndustryCode, string> = {
  '72': 'Accommodation and Food Services',
  '56': 'Administrative and Support and Waste Management and Remediation Services',
  '11': 'Agriculture, Forestry, Fishing and Hunting',
  '71': 'Arts, Entertainment, and Recreation',
  '23': 'Construction',
  '61': 'Educational Services',
  '52': 'Finance and Insurance',
  '93': 'Government and Public Administration',
  '62': 'Health Care and Social Assistance',
  '51': 'Information',
  '55': 'Management of Companies and Enterprises',
  '31': 'Manufacturing',
  '21': 'Mining, Quarrying, and Oil and Gas Extraction',
  '81': 'Other Services (except Public Administration)',
  '54': 'Professional, Scientific, and Technical Services',
  '53': 'Real Estate and Rental and Leasing',
  '44': 'Retail Trade',
  '48': 'Transportation and Warehousing',
  '22': 'Utilities',
  '42': 'Wholesale Trade',
};

/** What an invitation asks of its recipient; 'employerAgreement' is the employer signer. */
export const INVITE_TYPES = ['register', 'employerAgreement', 'apprenticeAgreement', 'workforce'] as const;
/**
 * The parent or guardian who co-signs a minor's apprentice agreement: never sent from the
 * console, only when the apprentice (or staff) names the guardian on the agreement.
 */
export const GUARDIAN_INVITE_TYPE = 'guardianSignature' as const;
export type InviteType = (typeof INVITE_TYPES)[number] | typeof GUARDIAN_INVITE_TYPE;
/** Invite types that show the access-code screen before their form (docs/rules.md#invitations-and-access-codes). */
export const ACCESS_CODE_INVITE_TYPES: readonly InviteType[] = [
  'workforce',
  'employerAgreement',
  'apprenticeAgreement',
  GUARDIAN_INVITE_TYPE,
];

export const APPRENTICESHIP_USER_ROLES = ['apprentice', 'journeyworker', 'sponsor'] as const;
export type ApprenticeshipUserRole = (typeof APPRENTICESHIP_USER_ROLES)[number];
