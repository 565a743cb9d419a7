import { DEFAULT_INSTRUCTION_HOURS, DEFAULT_OJT_HOURS, industrySector, type ParsedProgram } from '@pathcraft/sdk';
import type { Block } from './outline.ts';

/**
 * Finds a registered-apprenticeship program in a document read into blocks, whatever its format:
 * the details as a label | value table or as 'Label: value' lines, the work processes as table
 * rows (work process | hours, optionally with a group column) or as lines with hours
 * ('Blueprint reading – 120 hours') under group headings (docs/rules.md#program-import).
 */

type Field = Exclude<keyof ParsedProgram, 'competencies' | 'competencyGroups'>;
type Values = Partial<Record<Field, string | number>>;

/** How the review names each field (notes list the ones the file did not give). */
export const FIELD_NAMES: Record<Field, string> = {
  title: 'title',
  description: 'description',
  industryCode: 'industry',
  type: 'type',
  estimatedLength: 'estimated length',
  instructionHours: 'instruction hours',
  ojtHours: 'OJT hours',
  occupationName: 'occupation name',
  rapidsCode: 'RAPIDS code',
  occupationONetCode: 'O*NET code',
};

/** Labels as documents write them (lower case, letters and digits only), most specific first. */
const LABELS: [Field, RegExp][] = [
  ['rapidsCode', /\brapids\b/],
  ['occupationONetCode', /^(onet|onet soc|soc)( code| number| no)?$|^onet\b/],
  [
    'instructionHours',
    /^(total )?(rti|rsi|related (technical |supplemental )?(instruction|training)|(classroom|technical|related) instruction|instruction|classroom)( rti| rsi)?( hours| hrs)?( required| total)?$/,
  ],
  ['ojtHours', /^(total )?(ojt|ojl|on the job( learning| training)?)( ojt| ojl)?( hours| hrs)?( required| total)?$/],
  [
    'type',
    /^((program|apprenticeship|term|training) )?type$|^type of (program|apprenticeship|training|term)$|^(training )?approach$/,
  ],
  [
    'estimatedLength',
    /^((estimated|program|apprenticeship) )?(term|length|duration)( of (the )?(apprenticeship|program|training))?$/,
  ],
  ['industryCode', /^(industry|sector|naics)( sector| naics| code)*$/],
  ['occupationName', /^(apprenticeable )?(occupation(al)?|trade)( title| name)?$/],
  [
    'title',
    /^((apprenticeship )?program|apprenticeship)( title| name)?$|^title$|^name of (the )?(program|apprenticeship)$/,
  ],
  ['description', /^((program|occupation|job|apprenticeship) )?(description|summary|overview)$/],
];

const normalizeLabel = (label: string) =>
  label
    .toLowerCase()
    .replace(/o\s*\*\s*net/g, 'onet')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function fieldOfNormalLabel(text: string): Field | null {
  if (!text || text.length > 60) return null;
  return LABELS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/** The field a label names; a label of alternatives ('Term / Estimated Length') names a field when its parts that name one agree. */
function fieldOfLabel(label: string): Field | null {
  const whole = fieldOfNormalLabel(normalizeLabel(label));
  if (whole || !/[/|]/.test(label)) return whole;
  const named = new Set(
    label
      .split(/[/|]/)
      .map((part) => fieldOfNormalLabel(normalizeLabel(part)))
      .filter((field) => field !== null),
  );
  return named.size === 1 ? [...named][0]! : null;
}

/** A 'Label: value' line whose label names a field (the value may be empty: it is then on the next line). */
function labelledLine(text: string): { field: Field; value: string } | null {
  const m = text.match(LABEL_LINE);
  const field = m && fieldOfLabel(m[1]!);
  return m && field ? { field, value: m[2]! } : null;
}

const NUMBER = /\d{1,3}(?:,\d{3})+|\d+/;
const toInt = (digits: string) => Number(digits.replaceAll(',', ''));

/** Hours in a value: the total when one is named ('144 per year, 576 total'), else the first number. */
export function hoursIn(value: string): number | null {
  const total = value.match(
    /total\D{0,20}(\d{1,3}(?:,\d{3})+|\d+)|(\d{1,3}(?:,\d{3})+|\d+)\s*(?:hours?\s*|hrs?\.?\s*)?(?:in )?total/i,
  );
  const digits = total ? (total[1] ?? total[2]) : value.match(NUMBER)?.[0];
  if (!digits) return null;
  const hours = toInt(digits);
  return Number.isSafeInteger(hours) && hours <= 100_000 ? hours : null;
}

// A file that names its industry in words, not by code.
const SECTOR_WORDS: [string, RegExp][] = [
  ['23', /construct/],
  ['31', /manufactur/],
  ['62', /health|social assistance|hospital|nursing/],
  ['22', /utilit/],
  ['48', /transportation|warehous|logistic/],
  ['72', /accommodation|food service|hospitality|restaurant/],
  ['56', /administrative and support|waste management/],
  ['11', /agricultur|forestry|fishing|farming/],
  ['71', /arts|entertainment|recreation/],
  ['61', /education/],
  ['52', /financ|insurance|banking/],
  ['93', /government|public administration/],
  ['55', /management of companies/],
  ['21', /mining|quarrying|oil and gas/],
  ['54', /professional|scientific|technical services/],
  ['53', /real estate|rental|leasing/],
  ['44', /retail/],
  ['42', /wholesale/],
  ['51', /information|telecommunication|software|broadcast/],
  ['81', /other services|repair and maintenance/],
];

/** The two-digit sector of 'Industry: 23 – Construction', a NAICS code ('238210' → '23') or a sector name. */
export function industryIn(value: string): string | null {
  const code = value.match(/\b\d{2,6}\b/)?.[0];
  const sector = code ? industrySector(code) : '';
  if (sector) return sector;
  const text = value.toLowerCase();
  return SECTOR_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/** CB, TB or H from 'Competency-Based', 'Time-Based', 'Hybrid' or the letters. */
export function typeIn(value: string): 'CB' | 'TB' | 'H' | null {
  const text = value.trim();
  if (/\bhybrid\b|^hy?$/i.test(text)) return 'H';
  if (/competency|^cb$/i.test(text)) return 'CB';
  if (/time|^tb$/i.test(text)) return 'TB';
  return null;
}

/** A RAPIDS code as written: four digits, optionally with a suffix letter or two (0159CB, 1080HY). */
export const rapidsIn = (value: string) =>
  value
    .match(/\b(\d{4})(?:[ -]?([A-Za-z]{1,3}))?\b/)
    ?.slice(1, 3)
    .join('') ?? null;
/** An O*NET-SOC code NN-NNNN.NN ('47-2111' is read as 47-2111.00). */
export function onetIn(value: string, requireDetail = false): string | null {
  const m = value.match(requireDetail ? /\b(\d{2})-(\d{4})\.(\d{2})\b/ : /\b(\d{2})-(\d{4})(?:\.(\d{2}))?\b/);
  return m ? `${m[1]}-${m[2]}.${m[3] ?? '00'}` : null;
}

function fieldValue(field: Field, raw: string): string | number | null {
  const value = raw.trim();
  if (!value) return null;
  switch (field) {
    case 'instructionHours':
    case 'ojtHours':
      return hoursIn(value);
    case 'industryCode':
      return industryIn(value);
    case 'type':
      return typeIn(value);
    case 'rapidsCode':
      return rapidsIn(value);
    case 'occupationONetCode':
      return onetIn(value);
    case 'title':
    case 'occupationName':
      return value.slice(0, 300);
    case 'estimatedLength':
      return value.slice(0, 100);
    case 'description':
      return value.slice(0, 10_000);
  }
}

const HOURS_HEADER = /^(approx(imate|\.)? |estimated |total |ojt |ojl )?(hours?|hrs\.?)( \(.*\))?$/i;
const LABEL_LINE = /^([^:]{2,60}?)\s*:\s*(.*)$/;
const RTI_HEADING = /related (technical |supplemental )?instruction|\brti\b|classroom|course outline/i;
const WORK_HEADING = /work process|competenc|on[- ]the[- ]job|\bojt\b|\bojl\b|skills?\b/i;
const HOURS_LINE = [
  /^(.{3,600}?)\s*(?:[–—:|-]|\.{2,}|…)\s*(?:approx(?:imately|\.)?\s*)?(\d{1,3}(?:,\d{3})+|\d+)\s*(?:hours?|hrs?\.?)\s*$/i,
  /^(.{3,600}?)\s*\(\s*(?:approx(?:imately|\.)?\s*)?(\d{1,3}(?:,\d{3})+|\d+)\s*(?:hours?|hrs?\.?)\s*\)\s*$/i,
];

/** 'Blueprint reading – 120 hours' → description and hours. */
function hoursLine(text: string): { description: string; hours: number } | null {
  for (const pattern of HOURS_LINE) {
    const m = text.match(pattern);
    if (m) return { description: clean(m[1]!), hours: toInt(m[2]!) };
  }
  return null;
}
/** Bullets, numbering and trailing punctuation off a description. */
const clean = (text: string) =>
  text
    .replace(/^[•·▪●○◦\-–*]\s*/, '')
    .replace(/[\s,;:–—-]+$/, '')
    .trim();
/** A cell holding only hours ('120', '1,000 hours', 'approx. 80'). */
const cellHours = (cell: string) => {
  const m = cell.match(/^\s*(?:approx(?:imately|\.)?\s*|~\s*)?(\d{1,3}(?:,\d{3})+|\d+)\s*(?:hours?|hrs?\.?)?\s*$/i);
  return m ? toInt(m[1]!) : null;
};
const isTotal = (text: string) => /^(grand )?total\b/i.test(text.trim());

interface Competency {
  description: string;
  hours: number | null;
  group: string | null;
}

export interface FoundProgram {
  program: ParsedProgram;
  notes: string[];
}

/** Finds the program's fields and work processes; missing hours get the spec's defaults (docs/rules.md#program-import). */
export function findProgram(blocks: Block[]): FoundProgram {
  const values: Values = {};
  const consumed = new Set<string>();
  const set = (field: Field, raw: string) => {
    if (values[field] !== undefined) return false;
    const value = fieldValue(field, raw);
    if (value === null || value === '') return false;
    values[field] = value;
    return true;
  };

  // 1. Labelled values: label | value rows (also two pairs per row) and 'Label: value' lines.
  blocks.forEach((block, b) => {
    if (block.kind === 'table') {
      if (hoursHeaderAt(block.rows) >= 0) return;
      block.rows.forEach((row, r) => {
        const cells = row.filter((c) => c !== '');
        // A row of one cell is a line, as a paragraph would be ('Term: 24 months' in column A).
        const line = cells.length === 1 ? labelledLine(cells[0]!) : null;
        if (line?.value && (set(line.field, line.value) || values[line.field] !== undefined)) consumed.add(`${b}:${r}`);
        for (let i = 0; i + 1 < cells.length && i < 4; i += 2) {
          const field = fieldOfLabel(cells[i]!.replace(/\s*:$/, ''));
          if (field && !HOURS_HEADER.test(cells[i + 1]!) && (set(field, cells[i + 1]!) || values[field] !== undefined))
            consumed.add(`${b}:${r}`);
        }
      });
    } else if (block.kind === 'paragraph' || block.kind === 'heading') {
      const line = labelledLine(block.text);
      if (!line) return;
      const next = blocks[b + 1];
      // 'Program Description:' alone on its line: the value is the next paragraph.
      const value = line.value || (next?.kind === 'paragraph' && !LABEL_LINE.test(next.text) ? next.text : '');
      if (!line.value && value) consumed.add(`${b + 1}`);
      set(line.field, value);
      consumed.add(`${b}`);
    }
  });

  // 2. Codes and facts written in running text.
  const texts = blocks.flatMap((block) => (block.kind === 'table' ? block.rows.map((r) => r.join(' ')) : [block.text]));
  const scan = (pattern: RegExp) => texts.map((t) => t.match(pattern)?.[1]).find((v) => v);
  if (values.occupationONetCode === undefined) {
    const code = texts.map((t) => onetIn(t, true)).find((v) => v);
    if (code) values.occupationONetCode = code;
  }
  if (values.rapidsCode === undefined) {
    const code = scan(/\bRAPIDS\b[^0-9]{0,25}(\d{4}(?:[A-Za-z]{1,3})?)\b/i);
    if (code) values.rapidsCode = code;
  }
  if (values.industryCode === undefined) {
    const code = scan(/\bNAICS\b[^0-9]{0,25}(\d{2,6})\b/i);
    if (code) set('industryCode', code);
  }
  const notes: string[] = [];
  if (values.type === undefined && typeof values.rapidsCode === 'string') {
    const fromSuffix = typeIn(values.rapidsCode.slice(4));
    if (fromSuffix) {
      values.type = fromSuffix;
      notes.push(`The type (${fromSuffix}) was taken from the RAPIDS code ${values.rapidsCode}.`);
    }
  }
  if (values.type === undefined) {
    const named = scan(/\b(competency[- ]based|time[- ]based|hybrid)\b/i);
    if (named) set('type', named);
  }

  // 3. Title and description when no label names them: the first heading, the first long paragraph.
  if (values.title === undefined) {
    const heading = blocks.find(
      (b) => b.kind === 'heading' && !RTI_HEADING.test(b.text) && !WORK_HEADING.test(b.text) && !hoursLine(b.text),
    );
    if (heading && heading.kind === 'heading') set('title', heading.text);
  }
  if (values.description === undefined) {
    const paragraph = blocks.find(
      (b, i) =>
        b.kind === 'paragraph' && !b.bullet && b.text.length >= 80 && !consumed.has(`${i}`) && !hoursLine(b.text),
    );
    if (paragraph && paragraph.kind === 'paragraph') set('description', paragraph.text);
  }

  // 4. Work processes.
  const competencies = findCompetencies(blocks, consumed);
  const { competencyList, groups } = numbered(competencies);

  const found = Object.keys(values).length > 0 || competencyList.length > 0;
  if (values.instructionHours === undefined) {
    values.instructionHours = DEFAULT_INSTRUCTION_HOURS;
    notes.push(`Instruction hours were not found: the default of ${DEFAULT_INSTRUCTION_HOURS} hours is used.`);
  }
  if (values.ojtHours === undefined) {
    values.ojtHours = DEFAULT_OJT_HOURS;
    notes.push(`OJT hours were not found: the default of ${DEFAULT_OJT_HOURS} hours is used.`);
  }
  const program: ParsedProgram = {
    title: (values.title as string) ?? null,
    description: (values.description as string) ?? null,
    industryCode: (values.industryCode as string) ?? null,
    type: (values.type as ParsedProgram['type']) ?? null,
    estimatedLength: (values.estimatedLength as string) ?? null,
    instructionHours: values.instructionHours as number,
    ojtHours: values.ojtHours as number,
    occupationName: (values.occupationName as string) ?? null,
    rapidsCode: (values.rapidsCode as string) ?? null,
    occupationONetCode: (values.occupationONetCode as string) ?? null,
    competencies: competencyList,
    competencyGroups: groups,
  };
  if (!found) notes.unshift('Nothing recognisable was found in this file: fill in the program by hand.');
  else if (!competencyList.length) notes.push('No competencies were found: add them by hand.');
  return { program, notes };
}

/** Which fields the review still has to fill, or null when the program names them all. */
export function missingFieldsNote(program: ParsedProgram): string | null {
  const missing = (Object.keys(FIELD_NAMES) as Field[]).filter(
    (field) => program[field] === null || program[field] === '',
  );
  return missing.length ? `Not found in the file: ${missing.map((f) => FIELD_NAMES[f]).join(', ')}.` : null;
}

/** Competencies from work-process tables and from lines with hours, each with its group (heading or group column). */
function findCompetencies(blocks: Block[], consumed: Set<string>): Competency[] {
  const out: Competency[] = [];
  let heading: string | null = null;
  let skipping = false;
  blocks.forEach((block, b) => {
    if (block.kind === 'section' || block.kind === 'heading') {
      // Related-instruction outlines list courses with hours: those are not work processes.
      if (RTI_HEADING.test(block.text)) skipping = true;
      else if (block.kind === 'section' || WORK_HEADING.test(block.text)) skipping = false;
      heading = block.kind === 'heading' && !NOT_GROUP.test(groupName(block.text)) ? groupName(block.text) : null;
      return;
    }
    if (skipping || consumed.has(`${b}`)) return;
    if (block.kind === 'table') {
      out.push(...tableCompetencies(block.rows, (r) => consumed.has(`${b}:${r}`), heading));
      return;
    }
    const line = hoursLine(block.text);
    const next = blocks[b + 1];
    const introducesList = !block.bullet && next?.kind === 'paragraph' && next.bullet;
    // A plain line followed by bullets names their group ('Welding Safety (240 hours)', 'Cutting:').
    if (introducesList && (line || block.text.endsWith(':') || hoursLine(next.text))) {
      heading = groupName(block.text);
      return;
    }
    if (line && !isTotal(line.description))
      out.push({ description: line.description, hours: line.hours, group: heading });
    // A bullet without hours among bullets with hours: a competency whose hours the review fills.
    else if (!line && block.bullet && heading && out.some((c) => c.group === heading)) {
      out.push({ description: clean(block.text), hours: null, group: heading });
    }
  });
  return out;
}

/** A group heading without its hours, trailing colon or 'Work Process 2:' prefix: 'A. Safety (200 hours)' → 'A. Safety'. */
function groupName(text: string): string {
  return (hoursLine(text)?.description ?? text)
    .replace(/:\s*$/, '')
    .replace(/^work process( \d+| [a-z])?\s*[:.–—-]\s*/i, '')
    .trim();
}
/** Headings that title a whole schedule or appendix rather than one group of competencies. */
const NOT_GROUP =
  /\b(appendix|schedule|outline|standards?)\b|^(work process(es)?|competencies|on[- ]the[- ]job (learning|training))$/i;

/**
 * The row (among the first three) that heads a work-process table: an hours column beside text
 * columns. 'OJT Hours | 4,000' is a detail with its value, not a header.
 */
const hoursHeaderAt = (rows: string[][]) =>
  rows.findIndex(
    (row, r) =>
      r < 3 &&
      row.some((c) => HOURS_HEADER.test(c)) &&
      row.some((c) => c && !HOURS_HEADER.test(c)) &&
      !row.some((c) => cellHours(c) !== null),
  );

const GROUP_HEADER = /\b(group|category|area|unit|module|work process|process|domain)\b/i;
const DESCRIPTION_HEADER =
  /\b(competenc\w*|tasks?|skills?|activit\w*|description|work process(es)?|job duties|duties)\b/i;

/** Rows of a work-process table: a header names the hours column (else rows end in hours); rows without hours name groups. */
function tableCompetencies(
  rows: string[][],
  isConsumed: (row: number) => boolean,
  heading: string | null,
): Competency[] {
  const headerAt = hoursHeaderAt(rows);
  let hoursCol = -1;
  let descCol = -1;
  let groupCol = -1;
  if (headerAt >= 0) {
    const header = rows[headerAt]!;
    hoursCol = header.findIndex((c) => HOURS_HEADER.test(c));
    const text = header.map((c, i) => (i === hoursCol ? '' : c));
    descCol = text.findIndex((c) => /competenc|task|skill|activit|description|duties/i.test(c));
    if (descCol < 0) descCol = text.findIndex((c) => DESCRIPTION_HEADER.test(c));
    groupCol = text.findIndex((c, i) => i !== descCol && c && GROUP_HEADER.test(c));
    if (descCol < 0) descCol = text.findIndex((c) => c !== '');
  } else {
    // No header: a work-process list if most rows end in hours.
    const ending = rows.filter((row) => {
      const cells = row.filter((c) => c !== '');
      return cells.length >= 2 && cellHours(cells.at(-1)!) !== null;
    });
    if (ending.length < 2 || ending.length < rows.length / 2) return [];
  }
  const out: Competency[] = [];
  let group = heading;
  rows.forEach((row, r) => {
    if (r <= headerAt || isConsumed(r)) return;
    const cells = row.filter((c) => c !== '');
    const hours = hoursCol >= 0 ? cellHours(row[hoursCol] ?? '') : cells.length >= 2 ? cellHours(cells.at(-1)!) : null;
    const description = clean(descCol >= 0 ? (row[descCol] ?? '') : (cells[0] ?? ''));
    const rowGroup = groupCol >= 0 ? clean(row[groupCol] ?? '') : '';
    if (rowGroup) group = rowGroup;
    if (!description || isTotal(description) || isTotal(rowGroup)) return;
    if (hours === null && (descCol < 0 || groupCol < 0)) {
      // A row with text and no hours, in a table without a group column: the next rows' group.
      if (cells.every((c) => c === cells[0]) || cells.length === 1) group = groupName(description);
      return;
    }
    if (hours === null && description === rowGroup) return;
    out.push({ description, hours, group });
  });
  return out;
}

/** Ids for the review (c1, c2… and g1, g2…); groups in order of first appearance. */
function numbered(found: Competency[]): {
  competencyList: ParsedProgram['competencies'] & object;
  groups: ParsedProgram['competencyGroups'] & object;
} {
  const competencyList = found
    .slice(0, 2000)
    .map((c, i) => ({ id: `c${i + 1}`, description: c.description.slice(0, 2000), totalHours: c.hours }));
  const byName = new Map<string, string[]>();
  found.slice(0, 2000).forEach((c, i) => {
    if (!c.group) return;
    const ids = byName.get(c.group) ?? [];
    ids.push(`c${i + 1}`);
    byName.set(c.group, ids);
  });
  const groups = [...byName].slice(0, 200).map(([description, competencyIds], i) => ({
    id: `g${i + 1}`,
    description: description.slice(0, 500),
    competencyIds,
  }));
  return { competencyList, groups };
}
