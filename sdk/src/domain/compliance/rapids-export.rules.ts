import { zip5 } from '../addresses/addresses.rules.ts';
import { z } from 'zod';
import { EMPLOYMENT_STATUS_UNEMPLOYED, RACES } from '../apprenticeships/apprenticeships.enums.ts';
import { APPRENTICE_STANDINGS } from '../progress/apprentice-standing.rules.ts';
import { type ApprenticeRegistration, STUDENT_STATUS_NOT_ASKED } from './rapids-registration.rules.ts';
import {
  APPRENTICE_STATUSES,
  type ApprenticeStatus,
  RAPIDS_RACE_FLAGS,
  type RapidsCode,
  rapidsCodeOf,
} from './rapids-codes.ts';

/**
 * One apprentice's registration data as the sponsor's records hold it (clear values, in memory
 * only): the apprentice agreement first, the apprentice's profile where the agreement is silent,
 * the apprenticeship and its program for the occupation. The export writes it in the agency's
 * layout and codes; the completeness check names what the agency needs and the record lacks
 * (docs/rules.md#progress-and-compliance).
 */
export interface RapidsRecord extends ApprenticeRegistration {
  /** Whether the agency asks this apprentice's Student Status (Virginia registers them: asksStudentStatus). */
  asksStudentStatus?: boolean;
  /** Our id of the apprentice on the apprenticeship, so a row can be found again. */
  id: string;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  /** Jr., Sr., II... */
  suffix?: string | null;
  ssn?: string | null;
  dob?: string | null;
  gender?: string | null;
  ethnicity?: string | null;
  races?: readonly string[] | null;
  veteranStatus?: string | null;
  disability?: string | null;
  educationLevel?: string | null;
  /** Full-time, part-time or unemployed ('ue' asks the date of last employment). */
  employmentStatus?: string | null;
  employmentStatusDate?: string | null;
  /** New or existing employee of the employer: the agency's Employment Status. */
  newOrExistingEmployee?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  addressCity?: string | null;
  addressState?: string | null;
  addressPostalCode?: string | null;
  phone?: string | null;
  email?: string | null;
  status: ApprenticeStatus;
  startDate?: string | null;
  expectedEndDate?: string | null;
  /** When the apprentice agreement was signed (the registration's date). */
  signedAt?: string | null;
  programId: string;
  programTitle: string;
  rapidsCode?: string | null;
  onetCode?: string | null;
  occupationTitle?: string | null;
  ojtHours?: number | null;
  instructionHours?: number | null;
  hoursProbationary?: number | null;
  employerName?: string | null;
  instructionProvider?: string | null;
  creditPrevJob?: number | null;
  creditPrevRTIHrs?: number | null;
  priorHourlyWage?: number | null;
  /** The apprentice's first wage: the first period of the wage schedule that pays them. */
  entryHourlyWage?: number | null;
  /** That wage schedule's title (written when the agency's identifier is not held). */
  wageScheduleTitle?: string | null;
  /** The agency's own identifiers (rapidsId) of the employer, RTI provider and wage schedule. */
  employerRapidsId?: string | null;
  instructionProviderRapidsId?: string | null;
  wageScheduleRapidsId?: string | null;
}

const trimmed = (value: string | null | undefined) => value?.trim() || null;
const day = (value: string | null | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
const numberText = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
const codeText = (code: RapidsCode | null) => (code === null ? null : String(code));
/** A yes/no the upload codes 1 or 0; empty when not answered. */
const flag = (value: boolean | null | undefined) => (value === true ? '1' : value === false ? '0' : null);

/**
 * A wage as the agency's upload types it: an integer (tableschema.json, Prior Wages and Entry
 * Wages, "type": "integer", "Enter the apprentices hourly prior wage"), so whole dollars, the
 * cents rounded to the nearest dollar (16.25 → 16, 16.50 → 17). The specification has no cents
 * convention; the agreement keeps the exact figure.
 */
export function wholeDollars(wage: number | null | undefined): string | null {
  if (typeof wage !== 'number' || !Number.isFinite(wage)) return null;
  return String(Math.round(Math.round(Number((wage * 100).toPrecision(12))) / 100));
}

/** Our wages are hourly (see RAPIDS_WAGE_UNIT_CODES): H beside a wage, empty without one. */
const hourlyUnit = (wage: number | null | undefined) =>
  wholeDollars(wage) === null ? null : codeText(rapidsCodeOf('wageUnit', 'hourly'));

/** A two-letter USPS state code, or null. */
const stateCode = (value: string | null | undefined) => {
  const code = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) ? code : null;
};

/** RAPIDS occupation codes are four digits, with a suffix for competency-based or hybrid terms (0159CB, 1029HY). */
const rapidsOccupation = (value: string | null | undefined) => {
  const code = value?.trim().toUpperCase() ?? '';
  return /^\d{4}[A-Z]{0,2}$/.test(code) ? code : null;
};

const onetOccupation = (value: string | null | undefined) => {
  const code = value?.trim() ?? '';
  return /^\d{2}-\d{4}\.\d{2}$/.test(code) ? code : null;
};

const RACE_COLUMNS = RACES.filter((r) => r !== 'noAnswer');

/** One race's column: 1 when chosen, 0 when another was, 9 when the apprentice chose not to say, empty when never asked. */
function raceFlag(races: readonly string[] | null | undefined, race: string): string | null {
  const chosen = (races ?? []).filter((r) => (RACE_COLUMNS as readonly string[]).includes(r));
  if (chosen.length) return String(chosen.includes(race) ? RAPIDS_RACE_FLAGS.chosen : RAPIDS_RACE_FLAGS.notChosen);
  return races?.includes('noAnswer') ? String(RAPIDS_RACE_FLAGS.noAnswer) : null;
}

export interface RapidsColumn {
  /** The column's heading in the file, the agency's name where its layout has one. */
  header: string;
  /**
   * What the completeness check calls the field when it is required and empty (columns that
   * answer one question together, the five race columns, share one name).
   */
  required?: string;
  /** The private SSN column: filled only when owners or admins ask for it. */
  ssn?: true;
  value: (r: RapidsRecord) => string | null;
  /** An agency identifier column: the identifier's name when the record names the thing but lacks its identifier. */
  missingIdentifier?: (r: RapidsRecord) => string | null;
}

const race = (header: string, value: string): RapidsColumn => ({
  header,
  required: 'Race',
  value: (r) => raceFlag(r.races, value),
});

/** What the completeness check calls each agency identifier a record names but lacks. */
export const RAPIDS_ID_FIELDS = {
  Employer: 'Employer RAPIDS ID',
  'Related Technical Instruction Provider': 'RTI Provider RAPIDS ID',
  'Wage Schedule': 'Wage Schedule RAPIDS ID',
} as const;

/**
 * A column the agency fills with its own identifier (the unique identifier listed in its
 * Employer, RTI Providers or Wage Schedules tab, tableschema.json). We write our record's
 * rapidsId; without one, its name, so the file still says who is meant, and the completeness
 * check names the missing identifier. With no record at all, the column's own name is missing
 * when the upload requires it (`required`).
 */
function agencyIdentifier(
  header: keyof typeof RAPIDS_ID_FIELDS,
  idAndName: (r: RapidsRecord) => readonly [string | null | undefined, string | null | undefined],
  required?: string,
): RapidsColumn {
  return {
    header,
    required,
    value: (r) => {
      const [id, name] = idAndName(r);
      return trimmed(id) ?? trimmed(name);
    },
    missingIdentifier: (r) => {
      const [id, name] = idAndName(r);
      return !trimmed(id) && trimmed(name) ? RAPIDS_ID_FIELDS[header] : null;
    },
  };
}

/**
 * The export's columns, in the file's order: identity, address, dates and status, occupation and
 * program, demographics, veteran and disability status, education and employment. Coded fields
 * carry the agency's numbers (rapids-codes.ts); dates are YYYY-MM-DD.
 */
export const RAPIDS_COLUMNS: readonly RapidsColumn[] = [
  { header: 'Apprentice ID', value: (r) => r.id },
  { header: 'Apprentice First Name', required: 'Apprentice First Name', value: (r) => trimmed(r.firstName) },
  { header: 'Apprentice Middle Name', value: (r) => trimmed(r.middleName) },
  { header: 'Apprentice Last Name', required: 'Apprentice Last Name', value: (r) => trimmed(r.lastName) },
  { header: 'Apprentice Suffix', value: (r) => trimmed(r.suffix) },
  { header: 'Social Security Number', ssn: true, value: (r) => trimmed(r.ssn) },
  { header: 'Date of Birth', required: 'Date of Birth', value: (r) => day(r.dob) },
  {
    header: 'Apprentice Street Address',
    required: 'Apprentice Street Address',
    // Line 2 (an apartment) alone is no street address.
    value: (r) =>
      trimmed(r.addressLine1) ? [r.addressLine1, r.addressLine2].map(trimmed).filter(Boolean).join(', ') : null,
  },
  { header: 'Apprentice City', required: 'Apprentice City', value: (r) => trimmed(r.addressCity) },
  { header: 'Apprentice State', required: 'Apprentice State', value: (r) => stateCode(r.addressState) },
  {
    header: 'Apprentice 5-Digit Zip Code',
    required: 'Apprentice 5-Digit Zip Code',
    value: (r) => zip5(r.addressPostalCode),
  },
  { header: 'Telephone', value: (r) => trimmed(r.phone) },
  { header: 'Email', value: (r) => trimmed(r.email) },
  {
    header: 'Date Apprenticeship Begins',
    required: 'Date Apprenticeship Begins',
    value: (r) => day(r.startDate),
  },
  { header: 'Expected Completion Date', value: (r) => day(r.expectedEndDate) },
  { header: 'Registration Date', value: (r) => day(r.signedAt) },
  { header: 'Apprentice Status', value: (r) => codeText(rapidsCodeOf('apprenticeStatus', r.status)) },
  { header: 'Program ID', value: (r) => r.programId },
  { header: 'Program', value: (r) => trimmed(r.programTitle) },
  { header: 'Occupation', required: 'Occupation', value: (r) => rapidsOccupation(r.rapidsCode) },
  { header: 'O*NET-SOC Code', value: (r) => onetOccupation(r.onetCode) },
  { header: 'Occupation Title', value: (r) => trimmed(r.occupationTitle) },
  { header: 'OJT Hours', value: (r) => numberText(r.ojtHours) },
  { header: 'Related Instruction Hours', value: (r) => numberText(r.instructionHours) },
  { header: 'Probationary Hours', value: (r) => numberText(r.hoursProbationary) },
  agencyIdentifier('Employer', (r) => [r.employerRapidsId, r.employerName]),
  agencyIdentifier(
    'Related Technical Instruction Provider',
    (r) => [r.instructionProviderRapidsId, r.instructionProvider],
    'Related Technical Instruction Provider',
  ),
  { header: 'Credit for previous experience', value: (r) => numberText(r.creditPrevJob) },
  { header: 'Credit for Previous Related Training In Hours', value: (r) => numberText(r.creditPrevRTIHrs) },
  { header: 'Prior Wages', required: 'Prior Wages', value: (r) => wholeDollars(r.priorHourlyWage) },
  // The units follow their wage: when the wage is missing, the check names the wage only.
  { header: 'Prior Wage Units', value: (r) => hourlyUnit(r.priorHourlyWage) },
  { header: 'Entry Wages', required: 'Entry Wages', value: (r) => wholeDollars(r.entryHourlyWage) },
  { header: 'Entry Wage Units', value: (r) => hourlyUnit(r.entryHourlyWage) },
  agencyIdentifier('Wage Schedule', (r) => [r.wageScheduleRapidsId, r.wageScheduleTitle], 'Wage Schedule'),
  { header: 'Gender', required: 'Gender', value: (r) => codeText(rapidsCodeOf('gender', r.gender)) },
  {
    header: 'Ethnicity Hispanic / Latino',
    required: 'Ethnicity Hispanic / Latino',
    value: (r) => codeText(rapidsCodeOf('ethnicity', r.ethnicity)),
  },
  race('Race-American Indian / Alaskan Native', 'americanIndianOrAlaskaNative'),
  race('Asian', 'asian'),
  race('Black / African American', 'blackOrAfricanAmerican'),
  race('Native Hawaiian / Other Pacific Islander', 'nativeHawaiianOrPacificIslander'),
  race('White', 'white'),
  {
    header: 'Veteran Status',
    required: 'Veteran Status',
    value: (r) => codeText(rapidsCodeOf('veteranStatus', r.veteranStatus)),
  },
  {
    header: 'Apprentice Disability Status',
    required: 'Apprentice Disability Status',
    value: (r) => codeText(rapidsCodeOf('disability', r.disability)),
  },
  {
    header: 'Apprentice Education Level',
    required: 'Apprentice Education Level',
    value: (r) => codeText(rapidsCodeOf('educationLevel', r.educationLevel)),
  },
  {
    header: 'Employment Status',
    required: 'Employment Status',
    value: (r) => codeText(rapidsCodeOf('newOrExistingEmployee', r.newOrExistingEmployee)),
  },
  // Asked of the unemployed only, as the apprentice agreement asks it (rapidsMissingFields).
  { header: 'Date of Last Employment', value: (r) => day(r.employmentStatusDate) },
  // The registration answers the sponsor's staff give (rapids-registration.rules.ts), in the upload's order.
  // The agency's identifiers of earlier career lattice levels are not records Pathcraft holds: always empty.
  { header: 'Previously Completed Career Lattice Levels', value: () => null },
  { header: 'Career Connection', value: (r) => r.careerConnection ?? null },
  { header: 'WIOA Participant', value: (r) => flag(r.wioaParticipant) },
  // A type only beside WIOA Participant 1, as the upload wants it.
  { header: 'Type', value: (r) => (r.wioaParticipant === true ? (r.wioaType ?? null) : null) },
  { header: 'Career Linkage or Direct Entry', value: (r) => r.careerLinkage ?? null },
  { header: 'TAA Participant', value: (r) => flag(r.taaParticipant) },
  { header: 'On-the-Job Training Funding Sources', value: (r) => trimmed(r.ojtFundingSources) },
  // Required by the upload, meaningful in Virginia only: NA for everyone Virginia does not register.
  {
    header: 'Student Status',
    value: (r) => (r.asksStudentStatus ? (r.studentStatus ?? null) : STUDENT_STATUS_NOT_ASKED),
  },
];

export const RAPIDS_HEADERS: readonly string[] = RAPIDS_COLUMNS.map((c) => c.header);

/** What the completeness check may name, in the file's order. */
export const RAPIDS_REQUIRED_FIELDS: readonly string[] = [
  ...new Set(RAPIDS_COLUMNS.flatMap((c) => (c.required ? [c.required] : []))),
];

/** Required of an unemployed apprentice only. */
const LAST_EMPLOYMENT = 'Date of Last Employment';
/** Required of an apprentice Virginia registers only. */
export const STUDENT_STATUS = 'Student Status';

/** The required fields a record lacks (or holds in a form the agency cannot take), by name, in the file's order. */
export function rapidsMissingFields(record: RapidsRecord): string[] {
  const missing = new Set<string>();
  for (const column of RAPIDS_COLUMNS) {
    if (column.required && !column.value(record)) missing.add(column.required);
    const identifier = column.missingIdentifier?.(record);
    if (identifier) missing.add(identifier);
  }
  if (record.employmentStatus === EMPLOYMENT_STATUS_UNEMPLOYED && !day(record.employmentStatusDate))
    missing.add(LAST_EMPLOYMENT);
  if (record.asksStudentStatus && !record.studentStatus) missing.add(STUDENT_STATUS);
  return [...missing];
}

/** One row of the file: every column's cell; the SSN's only when `includeSsn`. */
export function rapidsRowOf(record: RapidsRecord, options: { includeSsn: boolean }): string[] {
  return RAPIDS_COLUMNS.map((column) => (column.ssn && !options.includeSsn ? '' : (column.value(record) ?? '')));
}

/** The completeness check of one apprentice, as GET /v1/compliance/rapids-completeness answers it. */
export const ZRapidsCompletenessItem = z.object({
  id: z.string(),
  name: z.string(),
  programTitle: z.string(),
  employerName: z.string().nullable(),
  /** The agency's status, as the file's column writes it. */
  status: z.enum(APPRENTICE_STATUSES),
  /** What a person reads of it, as on the apprentices list (apprenticeStandingOf: probation, complete, not signed). */
  standing: z.enum(APPRENTICE_STANDINGS),
  /**
   * Whether the apprentice agreement is signed: an active apprentice whose is not is not registered
   * yet, and the list says so as the apprentices list does ('Agreement not signed').
   */
  agreementSigned: z.boolean(),
  missing: z.array(z.string()),
  /** Whether the agency asks this apprentice's Student Status (the registration form shows the field). */
  asksStudentStatus: z.boolean(),
});
export type RapidsCompletenessItem = z.infer<typeof ZRapidsCompletenessItem>;

/** The completeness check's page unless `limit` says: as the apprentices list, whose standing each row repeats. */
export const RAPIDS_COMPLETENESS_PAGE = 200;
export const ZRapidsCompleteness = z.object({
  /** How many apprentices the sponsor has, on every page. */
  total: z.number().int(),
  /** How many apprentices have every required field, on every page. */
  complete: z.number().int(),
  limit: z.number().int(),
  page: z.number().int(),
  /** This page's apprentices: those who lack a field first, then the complete ones. */
  items: z.array(ZRapidsCompletenessItem),
});
export type RapidsCompleteness = z.infer<typeof ZRapidsCompleteness>;

export const ZRapidsCompletenessQuery = z.object({
  orgId: z.string().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});
export const ZRapidsExportQuery = z.object({
  orgId: z.string().min(1).max(64).optional(),
  /** 'true' puts the SSN in its column: owners and admins only, and written in the audit history. */
  includeSsn: z.enum(['true', 'false']).optional(),
});
