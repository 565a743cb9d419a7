import {
  CITIZEN_STATUSES,
  DISABILITY_STATUSES,
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUS_UNEMPLOYED,
  ETHNICITIES,
  GENDERS,
  NEW_OR_EXISTING_EMPLOYEE,
  ORG_REFERRALS,
  RACES,
  VETERAN_STATUSES,
  YES_NO,
  type CitizenStatus,
  type DisabilityStatus,
  type EducationLevel,
  type Ethnicity,
  type Gender,
  type NewOrExistingEmployee,
  type OrgReferral,
  type Race,
  type VeteranStatus,
  type YesNo,
} from '../apprenticeships/apprenticeships.enums.ts';

/** A value and what the form shows for it. */
export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

const choices = <V extends string>(values: readonly V[], labels: Record<V, string>): Choice<V>[] =>
  values.map((value) => ({ value, label: labels[value] }));

export const GENDER_CHOICES = choices<Gender>(GENDERS, {
  male: 'Male',
  female: 'Female',
  nonBinary: 'Non-binary',
  notListed: 'Not listed',
  noAnswerPref: 'Prefer not to answer',
});

export const ETHNICITY_CHOICES = choices<Ethnicity>(ETHNICITIES, {
  hispanicOrLatino: 'Hispanic or Latino',
  notHispanicOrLatino: 'Not Hispanic or Latino',
  noAnswer: 'Prefer not to answer',
});

export const RACE_CHOICES = choices<Race>(RACES, {
  americanIndianOrAlaskaNative: 'American Indian or Alaska Native',
  asian: 'Asian',
  blackOrAfricanAmerican: 'Black or African American',
  nativeHawaiianOrPacificIslander: 'Native Hawaiian or Other Pacific Islander',
  white: 'White',
  noAnswer: 'Prefer not to answer',
});

export const VETERAN_STATUS_CHOICES = choices<VeteranStatus>(VETERAN_STATUSES, {
  veteran: 'Veteran',
  nonVeteran: 'Not a veteran',
  noAnswer: 'Prefer not to answer',
});

export const DISABILITY_CHOICES = choices<DisabilityStatus>(DISABILITY_STATUSES, {
  yes: 'Yes',
  no: 'No',
  noAnswer: 'Prefer not to answer',
});

export const EDUCATION_LEVEL_CHOICES = choices<EducationLevel>(EDUCATION_LEVELS, {
  grade8OrLess: '8th grade or less',
  grade9To12: '9th to 12th grade, no diploma',
  highSchoolOrGED: 'High school diploma or GED',
  postSecondaryOrTechTraining: 'Post-secondary or technical training',
  someCollege: 'Some college, no degree',
  associatesDegree: "Associate's degree",
  bachelorsDegree: "Bachelor's degree",
  mastersDegree: "Master's degree",
});

export const ORG_REFERRAL_CHOICES = choices<OrgReferral>(ORG_REFERRALS, {
  none: 'None',
  youthBuild: 'YouthBuild',
  preApprenticeshipProgram: 'Pre-apprenticeship program',
  hudStepUp: 'HUD Step-Up',
  technicalTrainingSchool: 'Technical training school',
  paCareerLink: 'PA CareerLink',
  militaryVeterans: 'Military / veterans program',
  highSchool: 'High school',
  jobCorps: 'Job Corps',
  other: 'Other',
});

export const CITIZEN_STATUS_CHOICES = choices<CitizenStatus>(CITIZEN_STATUSES, {
  usCitizen: 'U.S. citizen',
  permAlien: 'Permanent resident',
  tempAlien: 'Temporary resident',
  refugee: 'Refugee',
  illegalAlien: 'Undocumented',
  nonUsCitizen: 'Non-U.S. citizen',
  unknown: 'Unknown',
});

export const CRIMINAL_BACKGROUND_CHOICES = choices<YesNo>(YES_NO, { yes: 'Yes', no: 'No' });

/**
 * Employment status at registration. The spec names only 'ue' (unemployed),
 * which asks for the date of last employment; the other codes are ours.
 */
export const EMPLOYMENT_STATUSES = ['ft', 'pt', EMPLOYMENT_STATUS_UNEMPLOYED] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];
export const EMPLOYMENT_STATUS_CHOICES = choices<EmploymentStatus>(EMPLOYMENT_STATUSES, {
  ft: 'Employed full-time',
  pt: 'Employed part-time',
  ue: 'Unemployed',
});

/** Asked beside the employment status: the agency records whether the apprentice was hired for the apprenticeship. */
export const NEW_OR_EXISTING_EMPLOYEE_CHOICES = choices<NewOrExistingEmployee>(NEW_OR_EXISTING_EMPLOYEE, {
  new: 'New employee',
  existing: 'Existing employee',
});

/** United States only (docs/rules.md#private-information). */
export const COUNTRY_CHOICES: Choice[] = [{ value: 'US', label: 'United States' }];

/** The 50 states plus the District of Columbia and Puerto Rico (docs/rules.md#private-information). */
export const STATE_CHOICES: Choice[] = (
  [
    ['AL', 'Alabama'],
    ['AK', 'Alaska'],
    ['AZ', 'Arizona'],
    ['AR', 'Arkansas'],
    ['CA', 'California'],
    ['CO', 'Colorado'],
    ['CT', 'Connecticut'],
    ['DE', 'Delaware'],
    ['DC', 'District of Columbia'],
    ['FL', 'Florida'],
    ['GA', 'Georgia'],
    ['HI', 'Hawaii'],
    ['ID', 'Idaho'],
    ['IL', 'Illinois'],
    ['IN', 'Indiana'],
    ['IA', 'Iowa'],
    ['KS', 'Kansas'],
    ['KY', 'Kentucky'],
    ['LA', 'Louisiana'],
    ['ME', 'Maine'],
    ['MD', 'Maryland'],
    ['MA', 'Massachusetts'],
    ['MI', 'Michigan'],
    ['MN', 'Minnesota'],
    ['MS', 'Mississippi'],
    ['MO', 'Missouri'],
    ['MT', 'Montana'],
    ['NE', 'Nebraska'],
    ['NV', 'Nevada'],
    ['NH', 'New Hampshire'],
    ['NJ', 'New Jersey'],
    ['NM', 'New Mexico'],
    ['NY', 'New York'],
    ['NC', 'North Carolina'],
    ['ND', 'North Dakota'],
    ['OH', 'Ohio'],
    ['OK', 'Oklahoma'],
    ['OR', 'Oregon'],
    ['PA', 'Pennsylvania'],
    ['PR', 'Puerto Rico'],
    ['RI', 'Rhode Island'],
    ['SC', 'South Carolina'],
    ['SD', 'South Dakota'],
    ['TN', 'Tennessee'],
    ['TX', 'Texas'],
    ['UT', 'Utah'],
    ['VT', 'Vermont'],
    ['VA', 'Virginia'],
    ['WA', 'Washington'],
    ['WV', 'West Virginia'],
    ['WI', 'Wisconsin'],
    ['WY', 'Wyoming'],
  ] as const
).map(([value, label]) => ({ value, label }));
