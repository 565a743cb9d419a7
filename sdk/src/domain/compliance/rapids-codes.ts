import type {
  DisabilityStatus,
  EducationLevel,
  Ethnicity,
  Gender,
  VeteranStatus,
} from '../apprenticeships/apprenticeships.enums.ts';
import type { EmploymentStatus } from '../user-profiles/user-profiles.options.ts';

/**
 * The registration agency's numeric code sets (RAPIDS, the federal Registered Apprenticeship
 * Partners Information Data System), one table per field, keyed by the values our forms store.
 * Every table is typed by its enumeration, so a value added to a form without a code fails to compile.
 *
 * Sources: the RAPIDS apprentice batch-upload layout (sex, ethnicity, each race, veteran and
 * disability status: 1 = yes, 0 or 2 = no, 9 = did not self-identify) and the apprentice agreement
 * form (ETA 671 and its 2023 successors), whose choices are numbered in the form's order for
 * education level, employment status and apprentice status.
 */

/** What the agency records when a person chose not to answer. */
export const DID_NOT_SELF_IDENTIFY = 9;

export const RAPIDS_GENDER_CODES: Record<Gender, number> = {
  male: 1,
  female: 2,
  // The 2023 apprentice agreement adds Non-Binary as the third choice.
  nonBinary: 3,
  notListed: DID_NOT_SELF_IDENTIFY,
  noAnswerPref: DID_NOT_SELF_IDENTIFY,
};

/** Hispanic or Latino: 1 yes, 2 no. */
export const RAPIDS_ETHNICITY_CODES: Record<Ethnicity, number> = {
  hispanicOrLatino: 1,
  notHispanicOrLatino: 2,
  noAnswer: DID_NOT_SELF_IDENTIFY,
};

/** Each race is its own column: 1 chosen, 0 not chosen, 9 when no race was self-identified. */
export const RAPIDS_RACE_FLAGS = { chosen: 1, notChosen: 0, noAnswer: DID_NOT_SELF_IDENTIFY } as const;

export const RAPIDS_VETERAN_CODES: Record<VeteranStatus, number> = {
  veteran: 1,
  nonVeteran: 0,
  noAnswer: DID_NOT_SELF_IDENTIFY,
};

export const RAPIDS_DISABILITY_CODES: Record<DisabilityStatus, number> = {
  yes: 1,
  no: 0,
  noAnswer: DID_NOT_SELF_IDENTIFY,
};

/** Highest level of education at registration, in the agreement form's order. */
export const RAPIDS_EDUCATION_CODES: Record<EducationLevel, number> = {
  grade8OrLess: 1,
  grade9To12: 2,
  highSchoolOrGED: 3,
  postSecondaryOrTechTraining: 4,
  someCollege: 5,
  associatesDegree: 6,
  bachelorsDegree: 7,
  mastersDegree: 8,
};

/** Employment status at registration. */
export const RAPIDS_EMPLOYMENT_CODES: Record<EmploymentStatus, number> = {
  ft: 1,
  pt: 2,
  ue: 3,
};

export const APPRENTICE_STATUSES = ['active', 'completed', 'cancelled', 'suspended'] as const;
export type ApprenticeStatus = (typeof APPRENTICE_STATUSES)[number];
export const RAPIDS_APPRENTICE_STATUS_CODES: Record<ApprenticeStatus, number> = {
  active: 1,
  completed: 2,
  cancelled: 3,
  suspended: 4,
};

/** Every table by name, for the export's documentation and its table tests. */
export const RAPIDS_CODE_SETS = {
  gender: RAPIDS_GENDER_CODES,
  ethnicity: RAPIDS_ETHNICITY_CODES,
  veteranStatus: RAPIDS_VETERAN_CODES,
  disability: RAPIDS_DISABILITY_CODES,
  educationLevel: RAPIDS_EDUCATION_CODES,
  employmentStatus: RAPIDS_EMPLOYMENT_CODES,
  apprenticeStatus: RAPIDS_APPRENTICE_STATUS_CODES,
} as const;
export type RapidsCodeSet = keyof typeof RAPIDS_CODE_SETS;

/** The agency's code of a stored value, or null when the value is missing or not one the table knows. */
export function rapidsCodeOf(set: RapidsCodeSet, value: string | null | undefined): number | null {
  if (!value) return null;
  const table = RAPIDS_CODE_SETS[set] as Record<string, number>;
  return Object.hasOwn(table, value) ? table[value]! : null;
}
