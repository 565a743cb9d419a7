/**
 * Private information rules (docs/rules.md#private-information): SSN formatting and masking, the
 * unemployed date toggle and the check of every required field. No zod here:
 * the dialog uses these in the widget bundle, the server to refuse.
 */
import { isZipCode, ZIP_MESSAGE } from '../addresses/addresses.rules.ts';
import { EMPLOYMENT_STATUS_UNEMPLOYED } from '../apprenticeships/apprenticeships.enums.ts';
import {
  CITIZEN_STATUS_CHOICES,
  COUNTRY_CHOICES,
  CRIMINAL_BACKGROUND_CHOICES,
  DISABILITY_CHOICES,
  EDUCATION_LEVEL_CHOICES,
  EMPLOYMENT_STATUS_CHOICES,
  ETHNICITY_CHOICES,
  GENDER_CHOICES,
  NEW_OR_EXISTING_EMPLOYEE_CHOICES,
  ORG_REFERRAL_CHOICES,
  RACE_CHOICES,
  STATE_CHOICES,
  VETERAN_STATUS_CHOICES,
  type Choice,
} from './user-profiles.options.ts';

export const SSN_LENGTH = 11;

export const SSN_MESSAGES = {
  required: 'Social Security Number is required.',
  invalid: 'Enter a valid Social Security Number.',
} as const;

/** Keeps the digits (at most 9) and inserts the hyphens as xxx-xx-xxxx while typing. */
export function formatSsn(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 9);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

const SSN = /^\d{3}-\d{2}-\d{4}$/;
const MASKED = /^\*{3}-\*{2}-\d{4}$/;

/** '***-**-6789' for a complete SSN; '' for anything else. */
export function maskSsn(ssn: string | null | undefined): string {
  return ssn && SSN.test(ssn) ? `***-**-${ssn.slice(-4)}` : '';
}

/** A masked SSN sent back unchanged means "keep the one on file". */
export const isMaskedSsn = (value: unknown): value is string => typeof value === 'string' && MASKED.test(value);

/** The SSN's message, if any. With one on file, an empty field keeps it. */
export function ssnError(value: string | null | undefined, ssnOnFile = false): string | undefined {
  const v = value?.trim() ?? '';
  if (!v) return ssnOnFile ? undefined : SSN_MESSAGES.required;
  if (isMaskedSsn(v) && ssnOnFile) return undefined;
  return SSN.test(v) ? undefined : SSN_MESSAGES.invalid;
}

/** The private fields in the order the form shows them. */
export const PRIVATE_INFO_FIELDS = [
  'ssn',
  'dob',
  'gender',
  'ethnicity',
  'races',
  'veteranStatus',
  'disability',
  'educationLevel',
  'orgReferral',
  'citizenStatus',
  'criminalBkg',
  'employmentStatus',
  'employmentStatusDate',
  'newOrExistingEmployee',
  'addressLine1',
  'addressLine2',
  'addressCity',
  'addressState',
  'addressPostalCode',
  'addressCountry',
] as const;
export type PrivateInfoField = (typeof PRIVATE_INFO_FIELDS)[number];

/**
 * Fields stored as AES-GCM ciphertext (every private field, docs/rules.md#private-information,
 * wherever it is kept): the profile's, and the agreement's, which has no country. Answers carry
 * them decrypted to authorized readers, the SSN only masked, or not at all. Here, without zod, so
 * a server start that seals or hides them builds no schema.
 */
export const ENCRYPTED_FIELDS = {
  userProfiles: PRIVATE_INFO_FIELDS,
  apprenticeAgreements: PRIVATE_INFO_FIELDS.filter(
    (f): f is Exclude<PrivateInfoField, 'addressCountry'> => f !== 'addressCountry',
  ),
} as const;

/** What the Private tab edits; every value is a string (or a list for races), empty when unset. */
export type PrivateInfo = { [K in Exclude<PrivateInfoField, 'races'>]?: string | null } & { races?: string[] | null };

export type PrivateInfoErrors = Partial<Record<PrivateInfoField, string>>;

export const PRIVATE_INFO_LABELS: Record<PrivateInfoField, string> = {
  ssn: 'Social Security Number',
  dob: 'Date of birth',
  gender: 'Gender',
  ethnicity: 'Ethnicity',
  races: 'Race',
  veteranStatus: 'Veteran status',
  disability: 'Disability',
  educationLevel: 'Education level',
  orgReferral: 'Referring organization',
  citizenStatus: 'Citizen status',
  criminalBkg: 'Criminal background',
  employmentStatus: 'Employment status',
  employmentStatusDate: 'Date of last employment',
  newOrExistingEmployee: 'New or existing employee',
  addressLine1: 'Street address',
  addressLine2: 'Address line 2',
  addressCity: 'City',
  addressState: 'State',
  addressPostalCode: 'ZIP code',
  addressCountry: 'Country',
};

/** The choices of each field that has them. */
export const PRIVATE_INFO_CHOICES: Partial<Record<PrivateInfoField, Choice[]>> = {
  gender: GENDER_CHOICES,
  ethnicity: ETHNICITY_CHOICES,
  races: RACE_CHOICES,
  veteranStatus: VETERAN_STATUS_CHOICES,
  disability: DISABILITY_CHOICES,
  educationLevel: EDUCATION_LEVEL_CHOICES,
  orgReferral: ORG_REFERRAL_CHOICES,
  citizenStatus: CITIZEN_STATUS_CHOICES,
  criminalBkg: CRIMINAL_BACKGROUND_CHOICES,
  employmentStatus: EMPLOYMENT_STATUS_CHOICES,
  newOrExistingEmployee: NEW_OR_EXISTING_EMPLOYEE_CHOICES,
  addressState: STATE_CHOICES,
  addressCountry: COUNTRY_CHOICES,
};

/**
 * Fields the form asks without requiring them: city and address line 2 (the specification's list),
 * the last-employment date (required only when unemployed) and whether the apprentice is a new or
 * an existing employee (not in the specification's required list: the RAPIDS completeness check
 * names it when it is missing).
 */
const OPTIONAL_PRIVATE_FIELDS: readonly PrivateInfoField[] = [
  'addressLine2',
  'addressCity',
  'employmentStatusDate',
  'newOrExistingEmployee',
];

/** Required (docs/rules.md#private-information). */
export const REQUIRED_PRIVATE_FIELDS: readonly PrivateInfoField[] = PRIVATE_INFO_FIELDS.filter(
  (f) => !OPTIONAL_PRIVATE_FIELDS.includes(f),
);

export const isUnemployed = (status: string | null | undefined) => status === EMPLOYMENT_STATUS_UNEMPLOYED;

/** Choosing 'ue' keeps (and requires) the last-employment date; any other status clears it. */
export function applyEmploymentStatus<T extends PrivateInfo>(info: T, employmentStatus: string): T {
  return {
    ...info,
    employmentStatus,
    employmentStatusDate: isUnemployed(employmentStatus) ? (info.employmentStatusDate ?? '') : null,
  };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day as YYYY-MM-DD from 1900 up to `today`. */
export function isPastDay(value: string, today: Date): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return false;
  return y >= 1900 && value <= today.toISOString().slice(0, 10);
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * Every private field's first problem, with the message shown under it.
 * `ssnOnFile`: a stored SSN exists, so an empty (or masked) SSN keeps it.
 */
export function checkPrivateInfo(
  info: PrivateInfo,
  { ssnOnFile = false, today = new Date() }: { ssnOnFile?: boolean; today?: Date } = {},
): PrivateInfoErrors {
  const errors: PrivateInfoErrors = {};
  const ssn = ssnError(info.ssn, ssnOnFile);
  if (ssn) errors.ssn = ssn;
  for (const field of PRIVATE_INFO_FIELDS) {
    if (field === 'ssn' || field === 'employmentStatusDate' || errors[field]) continue;
    const label = PRIVATE_INFO_LABELS[field];
    const required = REQUIRED_PRIVATE_FIELDS.includes(field);
    if (field === 'races') {
      const races = info.races ?? [];
      if (!races.length) errors.races = `${label} is required.`;
      else if (races.some((r) => !RACE_CHOICES.some((c) => c.value === r))) errors.races = 'Choose a valid race.';
      continue;
    }
    const value = text(info[field]);
    if (!value) {
      if (required) errors[field] = `${label} is required.`;
      continue;
    }
    const options = PRIVATE_INFO_CHOICES[field];
    if (options && !options.some((c) => c.value === value)) {
      errors[field] =
        field === 'addressCountry' ? 'Only the United States is supported.' : `Choose a valid ${lower(label)}.`;
    }
  }
  if (!errors.dob && !isPastDay(text(info.dob), today)) errors.dob = 'Enter a valid date of birth.';
  if (!errors.addressPostalCode && !isZipCode(text(info.addressPostalCode))) errors.addressPostalCode = ZIP_MESSAGE;
  if (isUnemployed(text(info.employmentStatus))) {
    const date = text(info.employmentStatusDate);
    if (!date) errors.employmentStatusDate = `${PRIVATE_INFO_LABELS.employmentStatusDate} is required.`;
    else if (!isPastDay(date, today)) errors.employmentStatusDate = 'Enter a valid date of last employment.';
  }
  return errors;
}

/**
 * The values to store: trimmed, empty as null, races without duplicates, the
 * last-employment date only for 'ue', and a masked SSN as "keep" (undefined).
 */
export function normalizePrivateInfo(info: PrivateInfo): PrivateInfo {
  const out: PrivateInfo = {};
  for (const field of PRIVATE_INFO_FIELDS) {
    if (field === 'races') {
      out.races = info.races?.length ? [...new Set(info.races)] : null;
      continue;
    }
    const value = text(info[field]);
    out[field] = value || null;
  }
  if (!info.ssn || isMaskedSsn(info.ssn)) delete out.ssn;
  if (!isUnemployed(out.employmentStatus)) out.employmentStatusDate = null;
  return out;
}
