import { INDUSTRY_CODES, type IndustryCode } from '../apprenticeships/apprenticeships.enums.ts';
import { formatNumber } from '../../i18n/i18n.ts';
import {
  DEFAULT_INSTRUCTION_HOURS,
  DEFAULT_OJT_HOURS,
  PROGRAM_IMPORT_ACCEPT,
  PROGRAM_REQUIRED,
  ZCompetency,
  ZCompetencyGroup,
  ZProgramDraft,
  onetCodeOf,
  type ParsedProgram,
  type ProgramDraft,
} from './program-import.schema.ts';

/**
 * The review form of program import (docs/rules.md#program-import): what the inputs hold (text), how it is checked
 * with ZProgramDraft's messages, and how it becomes the draft the server saves.
 */
export type ProgramDetailField = keyof typeof PROGRAM_REQUIRED;
export const PROGRAM_DETAIL_FIELDS = Object.keys(PROGRAM_REQUIRED) as ProgramDetailField[];

export type ProgramDetailsForm = Record<ProgramDetailField, string>;
export type ProgramDetailErrors = Partial<Record<ProgramDetailField, string>>;

/** One editable competency: the name of its group ('' for none), its description and hours as typed. */
export interface CompetencyRow {
  id: string;
  group: string;
  description: string;
  hours: string;
}
export type CompetencyRowErrors = Partial<Record<'group' | 'description' | 'hours', string>>;

/** NAICS sectors spanning several two-digit codes go by their first, as the spec's list does (31-33, 44-45, 48-49). */
const SECTOR_ALIASES: Record<string, IndustryCode> = { '32': '31', '33': '31', '45': '44', '49': '48', '92': '93' };

/** The two-digit sector of a NAICS code of any length, as one of INDUSTRY_CODES; '' when it is none of them. */
export function industrySector(naicsCode: string | null): IndustryCode | '' {
  const two = (naicsCode ?? '').trim().slice(0, 2);
  const sector = SECTOR_ALIASES[two] ?? two;
  return (INDUSTRY_CODES as readonly string[]).includes(sector) ? (sector as IndustryCode) : '';
}

/** The file's extension is one the parser reads (the server still checks the content). */
export function isAcceptedProgramFile(fileName: string): boolean {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return fileName.includes('.') && (PROGRAM_IMPORT_ACCEPT as readonly string[]).includes(extension);
}

/**
 * Hours as typed: '' is none (null); '2,700', '576 hours' and '-5' (also with the typographic
 * minus, '−5') are numbers, so the rule can say what is wrong with them; anything else not a
 * number is NaN, which the rule calls not a whole number.
 */
export function parseHours(text: string): number | null {
  const plain = text
    .trim()
    .replace(/,/g, '')
    .replace(/^[−–]/, '-')
    .replace(/\s*(hours?|hrs?\.?)$/i, '');
  if (!plain) return text.trim() ? Number.NaN : null;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

/** The parsed program in the form's inputs; missing hours take the import defaults (docs/rules.md#program-import). */
export function programFormFromParsed(parsed: ParsedProgram): { details: ProgramDetailsForm; rows: CompetencyRow[] } {
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  const details = Object.fromEntries(
    PROGRAM_DETAIL_FIELDS.map((field) => [field, text(parsed[field])]),
  ) as ProgramDetailsForm;
  details.industryCode = industrySector(parsed.industryCode);
  if (parsed.instructionHours === null) details.instructionHours = String(DEFAULT_INSTRUCTION_HOURS);
  if (parsed.ojtHours === null) details.ojtHours = String(DEFAULT_OJT_HOURS);
  const groups = parsed.competencyGroups ?? [];
  const rows = (parsed.competencies ?? []).map((c) => ({
    id: c.id,
    group: groups.find((g) => g.competencyIds.includes(c.id))?.description ?? '',
    description: c.description,
    hours: text(c.totalHours),
  }));
  return { details, rows };
}

const DETAIL_MASK = Object.fromEntries(PROGRAM_DETAIL_FIELDS.map((field) => [field, true])) as Record<
  ProgramDetailField,
  true
>;
const ZProgramDetails = ZProgramDraft.pick(DETAIL_MASK);

/** The form's text as the draft's values: hours as numbers, the O*NET code with its detail digits. */
function detailValues(form: ProgramDetailsForm) {
  return {
    ...form,
    instructionHours: parseHours(form.instructionHours),
    ojtHours: parseHours(form.ojtHours),
    occupationONetCode: onetCodeOf(form.occupationONetCode),
  };
}

/** The first message of each field that is wrong, in PROGRAM_REQUIRED's order; {} when the details can be saved. */
export function checkProgramDetails(form: ProgramDetailsForm): ProgramDetailErrors {
  const result = ZProgramDetails.safeParse(detailValues(form));
  const errors: ProgramDetailErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as ProgramDetailField;
    errors[field] ??= issue.message;
  }
  return Object.fromEntries(PROGRAM_DETAIL_FIELDS.filter((f) => errors[f]).map((f) => [f, errors[f]]));
}

/** Each row's problems, by position; an empty object for a row that is right. A row may have no group. */
export function checkCompetencyRows(rows: readonly CompetencyRow[]): CompetencyRowErrors[] {
  return rows.map((row) => {
    const errors: CompetencyRowErrors = {};
    const competency = ZCompetency.safeParse({
      id: row.id,
      description: row.description,
      totalHours: parseHours(row.hours),
    });
    for (const issue of competency.error?.issues ?? []) {
      if (issue.path[0] === 'description') errors.description ??= issue.message;
      if (issue.path[0] === 'totalHours') errors.hours ??= issue.message;
    }
    if (row.group.trim()) {
      const group = ZCompetencyGroup.shape.description.safeParse(row.group);
      if (!group.success) errors.group = group.error.issues[0]?.message;
    }
    return errors;
  });
}

/** Competencies and their groups from the rows: a group per distinct name, in the order first named. */
export function competenciesFromRows(
  rows: readonly CompetencyRow[],
): Pick<ProgramDraft, 'competencies' | 'competencyGroups'> {
  const competencies = rows.map((row) => ({
    id: row.id,
    description: row.description.trim(),
    totalHours: parseHours(row.hours),
  }));
  const groups = new Map<string, string[]>();
  for (const row of rows) {
    const name = row.group.trim();
    if (name) groups.set(name, [...(groups.get(name) ?? []), row.id]);
  }
  const competencyGroups = [...groups].map(([description, competencyIds], index) => ({
    id: `group-${index + 1}`,
    description,
    competencyIds,
  }));
  return { competencies, competencyGroups };
}

/** The draft to save, or null while the details or a row are wrong. */
export function programDraftFromForm(details: ProgramDetailsForm, rows: readonly CompetencyRow[]): ProgramDraft | null {
  const result = ZProgramDraft.safeParse({ ...detailValues(details), ...competenciesFromRows(rows) });
  return result.success ? result.data : null;
}

/** The rows' hours added up; rows without hours (or not a count of hours yet) count nothing. */
export function competencyHoursTotal(rows: readonly CompetencyRow[]): number {
  return rows.reduce((sum, row) => {
    const hours = parseHours(row.hours);
    return hours === null || Number.isNaN(hours) || hours < 0 ? sum : sum + hours;
  }, 0);
}

/** 'Total 7,800 of 8,000 OJT hours'; without OJT hours (or with none that can be right), just the total. */
export function competencyHoursSummary(total: number, ojtHours: number | null): string {
  const of = ojtHours === null || Number.isNaN(ojtHours) || ojtHours <= 0 ? '' : ` of ${formatNumber(ojtHours)} OJT`;
  return `Total ${formatNumber(total)}${of} hours`;
}

/** The O*NET code a RAPIDS look-up suggests, when there is one and the form doesn't have it already. */
export function onetSuggestion(current: string, suggested: string | null | undefined): string | null {
  const code = suggested?.trim();
  return code && code !== current.trim() ? code : null;
}

/** A new, empty row with an id no other row has. */
export function newCompetencyRow(rows: readonly CompetencyRow[]): CompetencyRow {
  const taken = new Set(rows.map((r) => r.id));
  let n = rows.length + 1;
  while (taken.has(`competency-${n}`)) n++;
  return { id: `competency-${n}`, group: rows.at(-1)?.group ?? '', description: '', hours: '' };
}
