/**
 * The training plan's form checks without zod, for the widget bundle (zod
 * would be most of the training-plan chunk's size budget). They give the
 * same answers and messages as ZSharePlanForm, ZCreateSkill, ZCreateCertificate
 * and zZip in occupations.schema.ts, which the server uses;
 * occupations.forms.test.ts holds the two to each other on one table.
 * Import nothing here from a module that imports zod.
 */

/** The first problem of each field, with the message to show under it. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface SharePlanFormInput {
  name: string;
  companyName: string;
  phone: string;
  email: string;
}

export interface CreateSkillInput {
  ElementName: string;
  ElementDescription: string;
  /** Difficulty 1-5; NaN or undefined when not chosen. */
  DataValue: number | undefined;
  /** Importance 1-100; NaN or undefined when empty. */
  Importance: number | undefined;
}

export interface CreateCertificateInput {
  Name: string;
  Description: string;
  Url: string;
  Type: string;
  Acronym: string;
  Organization: string;
  OrganizationUrl: string;
  OrganizationAddress: string;
}

/** zod's e-mail pattern (z.regexes.email), so both sides accept the same addresses. */
export const EMAIL_PATTERN =
  // biome-ignore lint/complexity/noUselessEscapeInRegex: zod's own source, which a test compares character for character.
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/** zod's host-name pattern (z.regexes.domain) for web addresses. */
export const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;
export const ZIP_PATTERN = /^\d{5}$/;

/** Longest values the schemas accept; the forms set them as maxLength. */
export const FORM_MAX = {
  shareName: 200,
  companyName: 200,
  phone: 40,
  email: 254,
  skillName: 200,
  skillDescription: 2000,
  certName: 300,
  certDescription: 4000,
  url: 2048,
  acronym: 40,
  organization: 300,
  organizationAddress: 500,
} as const;

export const FORM_MESSAGES = {
  shareName: 'Name must be at least 3 characters.',
  companyName: 'Organization name must be at least 3 characters.',
  phone: 'Phone must be at least 7 characters.',
  email: 'Enter a valid e-mail address.',
  nameRequired: 'Name is required.',
  descriptionRequired: 'Description is required.',
  difficultyRequired: 'Difficulty is required.',
  difficultyRange: 'Difficulty is 1 to 5.',
  importanceRequired: 'Importance is required.',
  importanceRange: 'Importance is 1 to 100.',
  url: 'Enter a web address.',
  typeRequired: 'Type is required.',
  acronymRequired: 'Acronym is required.',
  organizationRequired: 'Organization is required.',
  organizationAddressRequired: 'Organization address is required.',
  zip: 'Enter a valid 5-digit ZIP code.',
} as const;

/** The certificate types (docs/rules.md#training-plans; the same list as CERT_TYPES in the schema). */
export const CERTIFICATE_TYPES = ['Advanced', 'Core', 'Specialty', 'Product/Equipment', 'Unclassified'] as const;

const trimmedLength = (value: unknown) => (typeof value === 'string' ? value.trim().length : -1);

/** A trimmed text between min and max characters, else `message`. */
function text(value: unknown, min: number, max: number, message: string): string | undefined {
  const n = trimmedLength(value);
  return n < min || n > max ? message : undefined;
}

/** An http(s) address with a real host name, as z.url({ protocol: /^https?$/, hostname: z.regexes.domain }). */
export function isWebAddress(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > FORM_MAX.url) return false;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && DOMAIN_PATTERN.test(url.hostname);
  } catch {
    return false;
  }
}

export function isEmailAddress(value: unknown): boolean {
  return typeof value === 'string' && value.length <= FORM_MAX.email && EMAIL_PATTERN.test(value);
}

function integerIn(value: unknown, min: number, max: number, required: string, range: string): string | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value)) return required;
  return value < min || value > max ? range : undefined;
}

function only<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  return Object.fromEntries(Object.entries(errors).filter((e) => e[1] !== undefined)) as FieldErrors<K>;
}

/** The 'Share Training Plan' form (docs/rules.md#training-plans): name ≥ 3, organization name ≥ 3, phone ≥ 7, an e-mail. */
export function sharePlanFormErrors(form: Partial<SharePlanFormInput>): FieldErrors<keyof SharePlanFormInput> {
  return only({
    name: text(form.name, 3, FORM_MAX.shareName, FORM_MESSAGES.shareName),
    companyName: text(form.companyName, 3, FORM_MAX.companyName, FORM_MESSAGES.companyName),
    phone: text(form.phone, 7, FORM_MAX.phone, FORM_MESSAGES.phone),
    email: isEmailAddress(form.email) ? undefined : FORM_MESSAGES.email,
  });
}

/** Create Skill (docs/rules.md#training-plans): name, description, difficulty 1-5 and importance 1-100. */
export function createSkillErrors(skill: Partial<CreateSkillInput>): FieldErrors<keyof CreateSkillInput> {
  return only({
    ElementName: text(skill.ElementName, 1, FORM_MAX.skillName, FORM_MESSAGES.nameRequired),
    ElementDescription: text(skill.ElementDescription, 1, FORM_MAX.skillDescription, FORM_MESSAGES.descriptionRequired),
    DataValue: integerIn(skill.DataValue, 1, 5, FORM_MESSAGES.difficultyRequired, FORM_MESSAGES.difficultyRange),
    Importance: integerIn(skill.Importance, 1, 100, FORM_MESSAGES.importanceRequired, FORM_MESSAGES.importanceRange),
  });
}

/** Create Certificate (docs/rules.md#training-plans): every field, including the type. */
export function createCertificateErrors(
  cert: Partial<CreateCertificateInput>,
): FieldErrors<keyof CreateCertificateInput> {
  return only({
    Name: text(cert.Name, 1, FORM_MAX.certName, FORM_MESSAGES.nameRequired),
    Description: text(cert.Description, 1, FORM_MAX.certDescription, FORM_MESSAGES.descriptionRequired),
    Url: isWebAddress(cert.Url) ? undefined : FORM_MESSAGES.url,
    Type: (CERTIFICATE_TYPES as readonly unknown[]).includes(cert.Type) ? undefined : FORM_MESSAGES.typeRequired,
    Acronym: text(cert.Acronym, 1, FORM_MAX.acronym, FORM_MESSAGES.acronymRequired),
    Organization: text(cert.Organization, 1, FORM_MAX.organization, FORM_MESSAGES.organizationRequired),
    OrganizationUrl: isWebAddress(cert.OrganizationUrl) ? undefined : FORM_MESSAGES.url,
    OrganizationAddress: text(
      cert.OrganizationAddress,
      1,
      FORM_MAX.organizationAddress,
      FORM_MESSAGES.organizationAddressRequired,
    ),
  });
}

/** A US ZIP code of five digits (spaces around it are ignored), else the message to show. */
export function zipError(value: string): string | null {
  return ZIP_PATTERN.test(value.trim()) ? null : FORM_MESSAGES.zip;
}

/** True when a form check found nothing. */
export const isValid = (errors: Record<string, string | undefined>) => Object.keys(errors).length === 0;
