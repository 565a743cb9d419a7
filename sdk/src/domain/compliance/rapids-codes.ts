import type {
  DisabilityStatus,
  EducationLevel,
  Ethnicity,
  Gender,
  NewOrExistingEmployee,
  VeteranStatus,
} from '../apprenticeships/apprenticeships.enums.ts';

/**
 * The registration agency's code sets (RAPIDS, the federal Registered Apprenticeship Partners
 * Information Data System), one table per field, keyed by the values our forms store, each code
 * written as the agency writes it (a number, or letters where the agency uses letters). Every
 * table is typed by its enumeration, so a value added to a form without a code fails to compile.
 *
 * Sources (RAPIDS_CODE_SET_SOURCES says which table follows which, or that none was found):
 * - The RAPIDS Apprentice Upload Specification of the Council of State Governments, which writes
 *   down the RAPIDS apprentice upload (github.com/csg-org/rapids-apprentice-upload-spec,
 *   tableschema.json, commit 051ffa2 of December 2024; the export's column headers are its field
 *   names). Its "categories" give every code: Gender F, M, 9; Employment Status EE, NE; ethnicity
 *   1, 2, 9; each race 1, 0, 9; veteran status 1, 2, 3, 4, 9; disability 1, 2, 9; education level
 *   1, 3, 5, 6, 7, 8, 9; wage units H, W, M, Q, S, A. (Its prose says 0 for a non-veteran and for no disability; its categories,
 *   and ApprentiScope, say 2: we follow the categories.)
 * - ApprentiScope's "RAPIDS Validation Rules" (support.apprentiscope.com/rapids-validation-rules),
 *   which agrees on ethnicity, race and veteran status. It numbers gender 1, 2, 9 for its own
 *   importer; the agency's upload writes letters, and the export follows the agency.
 * - ETA Form 671 Section II (Apprentice Registration, OMB 1205-0223), item 7a "Employment Status":
 *   New Employee or Existing Employee, which the upload codes NE and EE.
 * The apprentice's status has no code set in either source (the upload registers apprentices and
 * has no status column; ApprentiScope takes the words active, suspended, exited, completed), and
 * the agency's record layout (ETA Form 9205 RAIR Layout, OMB 1205-0559, sheet "Apprentice Records
 * 671 II") could not be read here past its first sheet: that table is Pathcraft's numbering, in
 * the form's order, until the agency's codes are known.
 */

/** What the agency records when a person chose not to answer. */
export const DID_NOT_SELF_IDENTIFY = 9;

/**
 * M male, F female, 9 did not self-identify. The agency's upload has no code for Non-Binary (the
 * 2023 agreement's third choice) or for a gender not listed: those are recorded as 9, the only
 * code it has beside M and F, and not as a code of our own.
 */
export const RAPIDS_GENDER_CODES: Record<Gender, 'M' | 'F' | '9'> = {
  male: 'M',
  female: 'F',
  nonBinary: '9',
  notListed: '9',
  noAnswerPref: '9',
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

/** NE hired for the apprenticeship, EE already an employee of the employer (an incumbent worker). */
export const RAPIDS_EMPLOYMENT_STATUS_CODES: Record<NewOrExistingEmployee, 'NE' | 'EE'> = {
  new: 'NE',
  existing: 'EE',
};

export const WAGE_UNITS = ['hourly', 'weekly', 'monthly', 'quarterly', 'semiAnnually', 'annually'] as const;
export type WageUnit = (typeof WAGE_UNITS)[number];
/**
 * The period a wage is paid for, the agency's Prior Wage Units and Entry Wage Units. Our wages are
 * all hourly (the agreement asks the prior hourly wage; a wage schedule pays each period by the
 * OJT hour), so the export writes H; the others are here because the agency takes them.
 */
export const RAPIDS_WAGE_UNIT_CODES: Record<WageUnit, 'H' | 'W' | 'M' | 'Q' | 'S' | 'A'> = {
  hourly: 'H',
  weekly: 'W',
  monthly: 'M',
  quarterly: 'Q',
  semiAnnually: 'S',
  annually: 'A',
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
  newOrExistingEmployee: RAPIDS_EMPLOYMENT_STATUS_CODES,
  wageUnit: RAPIDS_WAGE_UNIT_CODES,
  apprenticeStatus: RAPIDS_APPRENTICE_STATUS_CODES,
} as const;
export type RapidsCodeSet = keyof typeof RAPIDS_CODE_SETS;

const CSG_UPLOAD_SPEC =
  'RAPIDS Apprentice Upload Specification (csg-org/rapids-apprentice-upload-spec, tableschema.json)';
const APPRENTISCOPE_RULES = 'ApprentiScope RAPIDS Validation Rules';
const ETA_671 = 'ETA Form 671 Section II, item 7a (New Employee / Existing Employee)';

/**
 * Where each table's numbers come from: the agency's code set as a source writes it down, or our
 * own numbering where no source was found (then the export's cell is not yet the agency's code).
 */
export const RAPIDS_CODE_SET_SOURCES: Record<RapidsCodeSet, { agency: boolean; source: string }> = {
  gender: {
    agency: true,
    source: `${CSG_UPLOAD_SPEC}: Gender is M, F or 9 (did not self-identify); it has no code for Non-Binary or not listed, which are written 9`,
  },
  ethnicity: { agency: true, source: `${CSG_UPLOAD_SPEC}; ${APPRENTISCOPE_RULES}` },
  veteranStatus: { agency: true, source: `${CSG_UPLOAD_SPEC}; ${APPRENTISCOPE_RULES}` },
  disability: { agency: true, source: CSG_UPLOAD_SPEC },
  educationLevel: { agency: true, source: CSG_UPLOAD_SPEC },
  newOrExistingEmployee: { agency: true, source: `${CSG_UPLOAD_SPEC}: Employment Status is EE or NE; ${ETA_671}` },
  wageUnit: {
    agency: true,
    source: `${CSG_UPLOAD_SPEC}: Prior Wage Units and Entry Wage Units are H, W, M, Q, S or A (hourly to annually)`,
  },
  apprenticeStatus: {
    agency: false,
    source:
      "none found: Pathcraft numbering in the form's order. Searched: the CSG upload specification (no status column), ApprentiScope's validation rules (words, no codes), the ETA Form 9205 RAIR Layout (its Apprentice Records sheet was not readable)",
  },
};

/** A code as the agency writes it: a number, or letters (M, F, EE, NE). */
export type RapidsCode = number | string;

/** The agency's code of a stored value, or null when the value is missing or not one the table knows. */
export function rapidsCodeOf(set: RapidsCodeSet, value: string | null | undefined): RapidsCode | null {
  if (!value) return null;
  const table = RAPIDS_CODE_SETS[set] as Record<string, RapidsCode>;
  return Object.hasOwn(table, value) ? table[value]! : null;
}
