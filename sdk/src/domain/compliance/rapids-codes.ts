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
 * Sources (RAPIDS_CODE_SET_SOURCES says which table follows which, or that none was found):
 * - The RAPIDS Apprentice Upload Specification of the Council of State Governments, which writes
 *   down the RAPIDS apprentice upload (github.com/csg-org/rapids-apprentice-upload-spec,
 *   tableschema.json, December 2024; the export's column headers are its field names): ethnicity,
 *   each race, veteran status, disability status and education level.
 * - ApprentiScope's "RAPIDS Validation Rules" (support.apprentiscope.com/rapids-validation-rules),
 *   which agrees with it on ethnicity, race and veteran status and on "no disability" = 2, and
 *   numbers gender 1 male, 2 female, 9 did not self-identify.
 * Neither numbers the employment status our form asks (full-time, part-time, unemployed: RAPIDS
 * asks New or Existing employee, EE/NE, instead) nor the apprentice's status, and the agency's own
 * layout (ETA Form 9205, "Apprentice Records 671 II") was not readable here: those two tables are
 * Pathcraft's numbering, in the form's order, until the agency's codes are known.
 */

/** What the agency records when a person chose not to answer. */
export const DID_NOT_SELF_IDENTIFY = 9;

export const RAPIDS_GENDER_CODES: Record<Gender, number> = {
  male: 1,
  female: 2,
  // The 2023 apprentice agreement adds Non-Binary as the third choice; neither source has a code
  // for it yet, so 3 is its place on the form, not a published code.
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

/**
 * 1 veteran, 2 non-veteran, 9 did not self-identify. The agency's 3 (non-veteran, other eligible
 * individual) and 4 (veteran, eligible) are choices our form does not offer.
 */
export const RAPIDS_VETERAN_CODES: Record<VeteranStatus, number> = {
  veteran: 1,
  nonVeteran: 2,
  noAnswer: DID_NOT_SELF_IDENTIFY,
};

/** 1 has a disability, 2 has none, 9 did not self-identify. */
export const RAPIDS_DISABILITY_CODES: Record<DisabilityStatus, number> = {
  yes: 1,
  no: 2,
  noAnswer: DID_NOT_SELF_IDENTIFY,
};

/**
 * Education level at entry. The agency's set: 1 not a high-school graduate, 3 high-school graduate
 * (including equivalency), 5 did not self-identify, 6 some college or associate's degree,
 * 7 bachelor's, 8 master's, 9 doctorate or professional degree. Our form is finer below high
 * school (two choices, one code) and asks about post-secondary or technical training, which is
 * post-secondary study without a degree: some college.
 */
export const RAPIDS_EDUCATION_CODES: Record<EducationLevel, number> = {
  grade8OrLess: 1,
  grade9To12: 1,
  highSchoolOrGED: 3,
  postSecondaryOrTechTraining: 6,
  someCollege: 6,
  associatesDegree: 6,
  bachelorsDegree: 7,
  mastersDegree: 8,
};

/** Employment status at registration: Pathcraft's numbering, no agency code set found (see above). */
export const RAPIDS_EMPLOYMENT_CODES: Record<EmploymentStatus, number> = {
  ft: 1,
  pt: 2,
  ue: 3,
};

export const APPRENTICE_STATUSES = ['active', 'completed', 'cancelled', 'suspended'] as const;
export type ApprenticeStatus = (typeof APPRENTICE_STATUSES)[number];
/** The apprentice's status: Pathcraft's numbering, no agency code set found (see above). */
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

const CSG_UPLOAD_SPEC =
  'RAPIDS Apprentice Upload Specification (csg-org/rapids-apprentice-upload-spec, tableschema.json)';
const APPRENTISCOPE_RULES = 'ApprentiScope RAPIDS Validation Rules';

/**
 * Where each table's numbers come from: the agency's code set as a source writes it down, or our
 * own numbering where no source was found (then the export's cell is not yet the agency's code).
 */
export const RAPIDS_CODE_SET_SOURCES: Record<RapidsCodeSet, { agency: boolean; source: string }> = {
  gender: { agency: true, source: APPRENTISCOPE_RULES },
  ethnicity: { agency: true, source: `${CSG_UPLOAD_SPEC}; ${APPRENTISCOPE_RULES}` },
  veteranStatus: { agency: true, source: `${CSG_UPLOAD_SPEC}; ${APPRENTISCOPE_RULES}` },
  disability: { agency: true, source: CSG_UPLOAD_SPEC },
  educationLevel: { agency: true, source: CSG_UPLOAD_SPEC },
  employmentStatus: { agency: false, source: "none found: Pathcraft numbering in the form's order" },
  apprenticeStatus: { agency: false, source: "none found: Pathcraft numbering in the form's order" },
};

/** The agency's code of a stored value, or null when the value is missing or not one the table knows. */
export function rapidsCodeOf(set: RapidsCodeSet, value: string | null | undefined): number | null {
  if (!value) return null;
  const table = RAPIDS_CODE_SETS[set] as Record<string, number>;
  return Object.hasOwn(table, value) ? table[value]! : null;
}
