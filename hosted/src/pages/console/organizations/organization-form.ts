import { ZOrganization } from '@pathcraft/sdk';

/** The organization fields the console edits, as the form holds them (text inputs hold strings). */
export interface OrgForm {
  name: string;
  slug: string;
  orgType: string;
  plan: string;
  showOrgName: boolean;
  restrictRegister: boolean;
  /** Comma-separated ids. */
  courseGroupIds: string;
  orgLogo: string;
  appleTouchIcon: string;
  androidIconSmall: string;
  androidIconLarge: string;
  privacyPolicy: string;
  tos: string;
}

export const IMAGE_FIELDS = ['orgLogo', 'appleTouchIcon', 'androidIconSmall', 'androidIconLarge'] as const;
export type ImageFieldName = (typeof IMAGE_FIELDS)[number];

const TEXT_OR_NULL = [
  'orgLogo',
  'appleTouchIcon',
  'androidIconSmall',
  'androidIconLarge',
  'privacyPolicy',
  'tos',
] as const;

export const EMPTY_ORG_FORM: OrgForm = {
  name: '',
  slug: '',
  orgType: 'community',
  plan: 'free',
  showOrgName: true,
  restrictRegister: false,
  courseGroupIds: '',
  orgLogo: '',
  appleTouchIcon: '',
  androidIconSmall: '',
  androidIconLarge: '',
  privacyPolicy: '',
  tos: '',
};

type Row = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

export function toOrgForm(row: Row): OrgForm {
  const form = { ...EMPTY_ORG_FORM };
  for (const key of Object.keys(form) as (keyof OrgForm)[]) {
    const value = row[key];
    if (key === 'courseGroupIds') form.courseGroupIds = Array.isArray(value) ? value.join(', ') : '';
    else if (typeof EMPTY_ORG_FORM[key] === 'boolean')
      (form as Record<string, unknown>)[key] = typeof value === 'boolean' ? value : EMPTY_ORG_FORM[key];
    else (form as Record<string, unknown>)[key] = text(value) || EMPTY_ORG_FORM[key];
  }
  return form;
}

/** The record the API takes: trimmed text, empty links as null, the id list split. */
export function toOrgRecord(form: OrgForm): Record<string, unknown> {
  const ids = form.courseGroupIds
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const record: Record<string, unknown> = {
    name: form.name.trim(),
    slug: form.slug.trim(),
    orgType: form.orgType,
    plan: form.plan,
    showOrgName: form.showOrgName,
    restrictRegister: form.restrictRegister,
    courseGroupIds: ids.length ? ids : null,
  };
  for (const key of TEXT_OR_NULL) record[key] = form[key].trim() || null;
  return record;
}

/** Only what changed, for PUT {id, …changes}. */
export function orgChanges(before: OrgForm, after: OrgForm): Record<string, unknown> {
  const a = toOrgRecord(before);
  const b = toOrgRecord(after);
  return Object.fromEntries(
    Object.entries(b).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(a[key])),
  );
}

/** The sdk schema's messages per field (the server checks the same schema). */
export function checkOrgRecord(record: Record<string, unknown>): Partial<Record<keyof OrgForm, string>> {
  const result = ZOrganization.partial().safeParse(record);
  if (result.success) return {};
  const errors: Partial<Record<keyof OrgForm, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as keyof OrgForm;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A slug suggested from the name: lower-case words joined by dashes. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
}
