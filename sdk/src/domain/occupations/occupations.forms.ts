import * as z from 'zod/mini';
import { ZIP_CODE_PATTERN } from '../addresses/addresses.rules.ts';
import { atMostMessage, fieldErrors } from '../form-checks.ts';

/**
 * The training plan's forms (docs/rules.md#training-plans) as schemas: the widget checks its forms with them and the
 * server checks the same input with them (the share route reads ZSharePlanForm). Written in
 * zod/mini for the widget's size budget (see form-checks.ts); import nothing here from a module
 * that imports full zod.
 */

/** zod's e-mail pattern: the forms, the schemas and the assistant's reply-to accept the same addresses. */
export const EMAIL_PATTERN = z.regexes.email;

/** Longest values the schemas accept; the forms set them as maxLength. */
export const FORM_MAX = {
  /** The occupation search box: the API refuses a longer keyword, so the widget never sends one. */
  keyword: 200,
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

/**
 * The keyword a search sends: trimmed and cut to what the box takes, as a paste into it is cut.
 * A keyword from an address or an attribute is cut the same way, never sent whole to be refused.
 */
export const searchKeyword = (raw: string): string => raw.trim().slice(0, FORM_MAX.keyword).trim();

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

export const INVALID_ZIP_MESSAGE = FORM_MESSAGES.zip;

/** The certificate types (docs/rules.md#training-plans). */
export const CERT_TYPES = ['Advanced', 'Core', 'Specialty', 'Product/Equipment', 'Unclassified'] as const;
export type CertType = (typeof CERT_TYPES)[number];
/** The same list, by the name the certificate form uses. */
export const CERTIFICATE_TYPES = CERT_TYPES;

/** A text trimmed, then at least `min` characters (else `message`) and at most `max`. */
const text = (min: number, max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(min, message), z.maxLength(max, atMostMessage(max)));

/** A whole number from min to max: `required` when there is none (or it is not whole), `range` outside. */
const wholeNumber = (min: number, max: number, required: string, range: string) =>
  z.int({ error: required }).check(z.gte(min, range), z.lte(max, range));

/**
 * A web address as a person types it: 'www.osha.gov' or 'osha.gov' means https://. Anything that
 * names its scheme ('http://…', 'javascript:…') is left as typed, for webAddress to accept or refuse.
 */
export function webAddressInput(raw: string): string {
  const v = raw.trim();
  return v && !/^[a-z][a-z\d+.-]*:/i.test(v) ? `https://${v}` : v;
}

/** http(s) only: a certificate's links are shown as links, so javascript: and the like are refused. */
const webAddress = z
  .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: FORM_MESSAGES.url })
  .check(z.maxLength(FORM_MAX.url, FORM_MESSAGES.url));

/** An e-mail address, as zod reads one. */
export const zEmailAddress = z
  .email(FORM_MESSAGES.email)
  .check(z.maxLength(FORM_MAX.email, atMostMessage(FORM_MAX.email)));

/**
 * A US ZIP code to search at: five digits or a ZIP+4 (spaces around it are ignored), answered as its
 * five-digit ZIP, since that is the place the look-ups know.
 */
export const zZip = z.string({ error: INVALID_ZIP_MESSAGE }).check(
  z.trim(),
  z.regex(ZIP_CODE_PATTERN, INVALID_ZIP_MESSAGE),
  z.overwrite((zip) => zip.slice(0, 5)),
);

/** The 'Share Training Plan' form (docs/rules.md#training-plans): every field required. */
export const ZSharePlanForm = z.object({
  name: text(3, FORM_MAX.shareName, FORM_MESSAGES.shareName),
  companyName: text(3, FORM_MAX.companyName, FORM_MESSAGES.companyName),
  phone: text(7, FORM_MAX.phone, FORM_MESSAGES.phone),
  email: zEmailAddress,
});
export type SharePlanForm = z.infer<typeof ZSharePlanForm>;
export type SharePlanFormInput = z.input<typeof ZSharePlanForm>;

/** Create Skill (docs/rules.md#training-plans): name, description, difficulty 1-5 and importance 1-100, all required. */
export const ZCreateSkill = z.object({
  ElementName: text(1, FORM_MAX.skillName, FORM_MESSAGES.nameRequired),
  ElementDescription: text(1, FORM_MAX.skillDescription, FORM_MESSAGES.descriptionRequired),
  DataValue: wholeNumber(1, 5, FORM_MESSAGES.difficultyRequired, FORM_MESSAGES.difficultyRange),
  Importance: wholeNumber(1, 100, FORM_MESSAGES.importanceRequired, FORM_MESSAGES.importanceRange),
});
export interface CreateSkillInput {
  ElementName: string;
  ElementDescription: string;
  /** Difficulty 1-5; NaN or undefined when not chosen. */
  DataValue: number | undefined;
  /** Importance 1-100; NaN or undefined when empty. */
  Importance: number | undefined;
}

/** Create Certificate (docs/rules.md#training-plans): all fields required, including the type. */
export const ZCreateCertificate = z.object({
  Name: text(1, FORM_MAX.certName, FORM_MESSAGES.nameRequired),
  Description: text(1, FORM_MAX.certDescription, FORM_MESSAGES.descriptionRequired),
  Url: webAddress,
  Type: z.enum(CERT_TYPES, { error: FORM_MESSAGES.typeRequired }),
  Acronym: text(1, FORM_MAX.acronym, FORM_MESSAGES.acronymRequired),
  Organization: text(1, FORM_MAX.organization, FORM_MESSAGES.organizationRequired),
  OrganizationUrl: webAddress,
  OrganizationAddress: text(1, FORM_MAX.organizationAddress, FORM_MESSAGES.organizationAddressRequired),
});
export type CreateCertificateInput = Record<keyof z.input<typeof ZCreateCertificate>, string>;

/** The share form's problems, by field. */
export const sharePlanFormErrors = (form: Partial<SharePlanFormInput>) =>
  fieldErrors<keyof SharePlanFormInput>(ZSharePlanForm, form);

/** The Create Skill form's problems, by field. */
export const createSkillErrors = (skill: Partial<CreateSkillInput>) =>
  fieldErrors<keyof CreateSkillInput>(ZCreateSkill, skill);

/** The Create Certificate form's problems, by field. */
export const createCertificateErrors = (cert: Partial<CreateCertificateInput>) =>
  fieldErrors<keyof CreateCertificateInput>(ZCreateCertificate, cert);

/** The message for a ZIP code that is neither five digits nor a ZIP+4, or null. */
export function zipError(value: string): string | null {
  return z.safeParse(zZip, value).error?.issues[0]?.message ?? null;
}
