import { clean, readCsvRecords } from './read.ts';
import type { Cell } from './output.ts';

export const CERT_TYPES = ['Advanced', 'Core', 'Specialty', 'Product/Equipment', 'Unclassified'] as const;

export const CERT_COLUMNS = [
  'id',
  'name',
  'type',
  'acronym',
  'url',
  'organization',
  'organizationUrl',
  'organizationAddress',
  'keywords',
  'description',
  'details',
];

/**
 * CareerOneStop Certification Finder export. The export carries no occupation codes, so
 * certifications are found by keyword (FTS over name, acronym, keywords, organization, description).
 * - 36 CERT_IDs appear twice with different TYPE: the first row is kept.
 * - TYPE 'Skill' (51 rows) is not one of the product's types: stored as 'Unclassified'.
 * - Requirement flags become CertDetailList-style {Name, Value} pairs.
 */
export function readCertifications(shared: string): { rows: Cell[][]; stats: Record<string, number> } {
  const records = readCsvRecords(shared, 'careeronestop_certifications', 'careeronestop_certifications.csv');
  const rows: Cell[][] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  let retyped = 0;
  for (const r of records) {
    if (seen.has(r.CERT_ID!)) {
      duplicates++;
      continue;
    }
    seen.add(r.CERT_ID!);
    let type = clean(r.TYPE) ?? 'Unclassified';
    if (!(CERT_TYPES as readonly string[]).includes(type)) {
      type = 'Unclassified';
      retyped++;
    }
    rows.push([
      Number(r.CERT_ID),
      plain(r.CERT_NAME)!,
      type,
      clean(r.ACRONYM),
      url(r.URL),
      plain(r.ORG_NAME),
      url(r.ORG_WEBPAG),
      clean(r.ORG_ADDRES),
      keywords(r.KEYWORD),
      richText(r.CERT_DESCRIPTION),
      details(r),
    ]);
  }
  rows.sort((a, b) => Number(a[0]) - Number(b[0]));
  return { rows, stats: { certificationDuplicateIds: duplicates, certificationSkillTypeAsUnclassified: retyped } };
}

function details(r: Record<string, string>): Cell[] {
  const out: { Name: string; Value: string }[] = [];
  const flag = (name: string, value: string | undefined, yes: string, no: string) => {
    if (value === '1') out.push({ Name: name, Value: yes });
    else if (value === '0') out.push({ Name: name, Value: no });
  };
  flag('Training', r.TRAINING, 'Required', 'Not required');
  flag('Exam', r.EXAM, 'Required', 'Not required');
  if (r.EITHER === '1') out.push({ Name: 'Training or exam', Value: 'Either one is accepted' });
  const renewal = (r.RENEWAL ?? '').trim();
  if (/^\d*\.?\d+$/.test(renewal) && Number(renewal) > 0) {
    const years = Number(renewal);
    out.push({ Name: 'Renewal period', Value: `Every ${years} year${years === 1 ? '' : 's'}` });
  }
  flag('Renewal: continuing education units', r.CEU, 'Required', 'Not required');
  flag('Renewal: re-examination', r.REEXAM, 'Required', 'Not required');
  flag('Renewal: continuing professional development', r.CPD, 'Required', 'Not required');
  if (r.CERT_ANY === '1') out.push({ Name: 'Renewal: any one of these', Value: 'Accepted' });
  const exam = richText(r.EXAM_DETAILS);
  if (exam) out.push({ Name: 'Exam details', Value: exam });
  return out;
}

function keywords(value: string | undefined): string | null {
  const v = clean(value);
  return v ? v.replace(/[,;]\s*$/, '') : null;
}

function url(value: string | undefined): string | null {
  const v = clean(value);
  if (!v || !/^https?:\/\/[^/\s]+\.[^/\s]+/i.test(v)) return null;
  return v;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  reg: '®',
  copy: '©',
  trade: '™',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  bull: '•',
  hellip: '…',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Text that may hold (escaped) HTML: entities decoded, <br>/<p>/<li> -> line breaks, other tags dropped, lines trimmed. */
export function richText(value: string | undefined): string | null {
  let text = decodeEntities(decodeEntities(value ?? ''));
  text = text
    .replace(/<\s*(br|\/p|\/li|\/div)\s*\/?>/gi, '\n')
    .replace(/<\s*li[^>]*>/gi, '• ')
    .replace(/<[^>]+>/g, '');
  text = text
    .split(/\r?\n/)
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text === '' ? null : text;
}

function plain(value: string | undefined): string | null {
  const t = richText(value);
  return t ? t.replace(/\s+/g, ' ') : null;
}
