import { type ClassUnit, courseUpdateOf, ZCourse } from '@pathcraft/sdk';
import { text } from '../parts/console.messages.ts';
import { formText } from '../parts/console-forms.messages.ts';

/** A class unit as the form holds it (text inputs hold strings). */
export interface UnitForm {
  id: string;
  code: string;
  timeDate: string;
  creditNumber: string;
  creditType: string;
}

/** Every class field the console edits (docs/rules.md#courses-and-cohorts), as the form holds them. */
export interface CourseForm {
  orgId: string;
  title: string;
  name: string;
  courseSlug: string;
  slug: string;
  overview: string;
  description: string;
  schedule: string;
  /** Tags, comma-separated. */
  topics: string;
  image: string;
  classImage: string;
  classColor: string;
  streamingLink: string;
  slackChannel: string;
  registerUrl: string;
  integrationId: string;
  prerequisiteId: string;
  externalRegisterClassId: string;
  /** Comma-separated ids. */
  orgIds: string;
  classCatalogIds: string;
  /** JSON text. */
  classCatalogIdsInfo: string;
  dashboard: string;
  integration: string;
  teacherIds: string[];
  eUnits: UnitForm[];
  locked: boolean;
  openEnrollment: boolean;
  trackAttendance: boolean;
  eUnitTracking: boolean;
  isLive: boolean;
  showStreamLink: boolean;
  isPublic: boolean;
  inviteOnly: boolean;
  searchEnginesEnabled: boolean;
  enableNewEditor: boolean;
  enableCourseContent: boolean;
  testClass: boolean;
}

/** The class's on/off settings, in the order the form shows them (labels in the console catalogue). */
export const COURSE_FLAGS = [
  'isPublic',
  'openEnrollment',
  'inviteOnly',
  'locked',
  'isLive',
  'showStreamLink',
  'trackAttendance',
  'eUnitTracking',
  'searchEnginesEnabled',
  'enableNewEditor',
  'enableCourseContent',
  'testClass',
] as const satisfies readonly (keyof CourseForm)[];
type CourseFlag = (typeof COURSE_FLAGS)[number];

const TEXT = [
  'name',
  'courseSlug',
  'slug',
  'overview',
  'description',
  'schedule',
  'image',
  'classImage',
  'classColor',
  'streamingLink',
  'slackChannel',
  'registerUrl',
  'integrationId',
  'prerequisiteId',
  'externalRegisterClassId',
] as const;
const ID_LISTS = ['orgIds', 'classCatalogIds'] as const;
const JSON_FIELDS = ['classCatalogIdsInfo', 'dashboard', 'integration'] as const;
export type JsonField = (typeof JSON_FIELDS)[number];

export const EMPTY_COURSE_FORM: CourseForm = {
  orgId: '',
  title: '',
  ...(Object.fromEntries(TEXT.map((k) => [k, ''])) as Record<(typeof TEXT)[number], string>),
  topics: '',
  orgIds: '',
  classCatalogIds: '',
  classCatalogIdsInfo: '',
  dashboard: '',
  integration: '',
  teacherIds: [],
  eUnits: [],
  ...(Object.fromEntries(COURSE_FLAGS.map((k) => [k, false])) as Record<CourseFlag, boolean>),
};

type Row = Record<string, unknown>;
const textOf = (v: unknown) => (typeof v === 'string' ? v : '');
const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const split = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const jsonText = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v, null, 2));

export function toCourseForm(row: Row): CourseForm {
  const form: CourseForm = { ...EMPTY_COURSE_FORM, orgId: textOf(row.orgId), title: textOf(row.title) };
  for (const key of TEXT) form[key] = textOf(row[key]);
  for (const key of ID_LISTS) form[key] = list(row[key]).join(', ');
  for (const key of JSON_FIELDS) form[key] = jsonText(row[key]);
  for (const key of COURSE_FLAGS) form[key] = row[key] === true;
  form.topics = list(row.topics).join(', ');
  form.teacherIds = list(row.teacherIds);
  form.eUnits = (Array.isArray(row.eUnits) ? (row.eUnits as ClassUnit[]) : []).map((u) => ({
    id: u.id,
    code: u.code,
    timeDate: u.timeDate?.slice(0, 10) ?? '',
    creditNumber: u.credits ? String(u.credits.number) : '',
    creditType: u.credits?.type ?? '',
  }));
  return form;
}

/** A JSON field's text as a value, or the reason it is not JSON. */
export function parseJsonField(value: string): { value: unknown } | { error: string } {
  if (!value.trim()) return { value: null };
  try {
    return { value: JSON.parse(value) };
  } catch {
    return { error: formText.courseForm.invalidJson };
  }
}

/** The record the API takes: trimmed text, empty text and lists as null, JSON parsed, units typed. */
export function toCourseRecord(form: CourseForm): Row {
  const record: Row = { orgId: form.orgId, title: form.title.trim() };
  for (const key of TEXT) record[key] = form[key].trim() || null;
  for (const key of ID_LISTS) record[key] = split(form[key]).length ? split(form[key]) : null;
  for (const key of JSON_FIELDS) {
    const parsed = parseJsonField(form[key]);
    record[key] = 'value' in parsed ? parsed.value : form[key];
  }
  for (const key of COURSE_FLAGS) record[key] = form[key];
  record.topics = split(form.topics).length ? split(form.topics) : null;
  record.teacherIds = form.teacherIds.length ? form.teacherIds : null;
  record.eUnits = form.eUnits.map((u) => ({
    id: u.id,
    code: u.code.trim(),
    timeDate: u.timeDate || null,
    credits: u.creditNumber.trim() ? { number: Number(u.creditNumber), type: u.creditType.trim() } : null,
  }));
  return record;
}

/**
 * What a class update sends (docs/rules.md#courses-and-cohorts): only the fields that changed, and eUnits only when the
 * list is non-empty (sdk courseUpdateOf). The organization never changes here.
 */
export function courseChanges(before: CourseForm, after: CourseForm): Row {
  const a = toCourseRecord(before);
  const b = toCourseRecord(after);
  const changed = Object.fromEntries(
    Object.entries(b).filter(([key, value]) => key !== 'orgId' && JSON.stringify(value) !== JSON.stringify(a[key])),
  );
  return courseUpdateOf(changed);
}

/** A new class: everything set, without the empty eUnits list. */
export function courseCreate(form: CourseForm): Row {
  return courseUpdateOf(Object.fromEntries(Object.entries(toCourseRecord(form)).filter(([, v]) => v !== null)));
}

/** The sdk schema's messages per form field (the server checks the same schema). */
export function checkCourseForm(form: CourseForm): Partial<Record<keyof CourseForm, string>> {
  const errors: Partial<Record<keyof CourseForm, string>> = {};
  for (const key of JSON_FIELDS) {
    const parsed = parseJsonField(form[key]);
    if ('error' in parsed) errors[key] = parsed.error;
  }
  if (!form.orgId) errors.orgId = text.common.chooseOrganization;
  form.eUnits.forEach((u) => {
    if (!u.code.trim()) errors.eUnits ??= formText.courseForm.unitNeedsCode;
    else if (u.creditNumber.trim() && !(Number(u.creditNumber) >= 0))
      errors.eUnits ??= formText.courseForm.creditsNumber;
  });
  const result = ZCourse.partial().safeParse(toCourseRecord(form));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]) as keyof CourseForm;
      if (field in form) errors[field] ??= issue.message;
    }
  }
  return errors;
}
