import type Database from 'better-sqlite3';
import { preparedStatement } from '../../db/client.ts';

/**
 * Occupation and certification search over the FTS5 tables built by loadOccupationData.
 *
 * Occupations: every title (O*NET title, alternate, short, reported) is its own FTS document, so
 * "CNC Operator" or "RN" hits a short title exactly instead of drowning in a long description.
 * Per occupation the best title counts (bm25 x kind weight), plus bonuses for an exact title match,
 * for how many sources report that title, for how many of its titles match, for employment (OEWS
 * national, a popularity prior) and for the main O*NET-SOC code (.00). Misspelt words ('electrision')
 * are corrected against the title vocabulary (trigram candidates + edit distance). Occupations that
 * match only by description come after the title matches.
 */

export interface OccupationHit {
  code: string;
  title: string;
  description: string;
  /** The title that matched best (may be an alternate title). */
  matchedTitle: string;
  score: number;
}

export interface SearchOptions {
  limit?: number;
  /** Treat the last word as a prefix (type-ahead). Default true. */
  prefix?: boolean;
}

const KIND_WEIGHT: Record<string, number> = { title: 1.2, short: 1.05, alt: 1, reported: 0.9 };

// Compiled once per connection (preparedStatement): compiling costs more than running these.
const TITLE_SQL = `SELECT s.code, s.title, s.kind, s.sources, bm25(occTitleSearch) AS rank
  FROM occTitleSearch s WHERE occTitleSearch MATCH ? ORDER BY rank LIMIT 500`;
const DESCRIPTION_SQL = `SELECT code FROM occOccupationSearch WHERE occOccupationSearch MATCH ? ORDER BY bm25(occOccupationSearch, 0, 10, 4, 1) LIMIT ?`;
const INFO_SQL = `SELECT o.code, o.title, o.description, w.employment FROM occOccupations o
  LEFT JOIN occWages w ON w.soc = o.wageSoc AND w.areaCode = 'US'
  WHERE o.code IN (SELECT value FROM json_each(?))`;
const CERTIFICATION_SQL = `SELECT c.id, c.name, c.acronym, c.organization, c.type FROM occCertificationSearch s
  JOIN occCertifications c ON c.id = s.rowid
  WHERE occCertificationSearch MATCH ? ORDER BY bm25(occCertificationSearch, 10, 8, 4, 2, 1) LIMIT ?`;
const KNOWN_WORD_SQL = `SELECT 1 FROM occSearchWords WHERE occSearchWords MATCH ? AND word = ?`;
const WORD_CANDIDATES_SQL = `SELECT word, freq FROM occSearchWords WHERE occSearchWords MATCH ? ORDER BY rank LIMIT 60`;

export function searchOccupations(sqlite: Database.Database, keyword: string, options: SearchOptions = {}): OccupationHit[] {
  const limit = Math.max(1, Math.min(options.limit ?? 20, 100));
  const words = tokenize(keyword);
  if (words.length === 0) return [];
  const terms = words.map((word) => ({ word, alternatives: [word, ...correct(sqlite, word)] }));
  const queryNorm = words.join(' ');
  const correctedNorms = new Set([queryNorm, terms.map((t) => t.alternatives.at(-1)).join(' ')]);

  const titleRows = (match: string) =>
    preparedStatement(sqlite, TITLE_SQL)
      .raw(false)
      .all(match) as { code: string; title: string; kind: string; sources: number; rank: number }[];

  let rows = titleRows(ftsQuery(terms, 'AND', options.prefix ?? true));
  if (rows.length === 0 && terms.length > 1) rows = titleRows(ftsQuery(terms, 'OR', options.prefix ?? true));

  const byCode = new Map<string, { best: number; matchedTitle: string; count: number }>();
  for (const row of rows) {
    let score = -row.rank * (KIND_WEIGHT[row.kind] ?? 1) + 0.25 * Math.min(row.sources, 8);
    if (correctedNorms.has(normalize(row.title))) score += 6;
    const entry = byCode.get(row.code);
    if (!entry) byCode.set(row.code, { best: score, matchedTitle: row.title, count: 1 });
    else {
      entry.count++;
      if (score > entry.best) Object.assign(entry, { best: score, matchedTitle: row.title });
    }
  }

  // Description-only matches fill the list after the title matches.
  const extra: string[] = [];
  if (byCode.size < limit) {
    const described = preparedStatement(sqlite, DESCRIPTION_SQL)
      .pluck(true)
      .all(ftsQuery(terms, 'AND', false), limit) as string[];
    for (const code of described) if (!byCode.has(code)) extra.push(code);
  }

  const codes = [...byCode.keys(), ...extra];
  if (codes.length === 0) return [];
  const info = new Map(
    (
      preparedStatement(sqlite, INFO_SQL)
        .raw(false)
        .all(JSON.stringify(codes)) as { code: string; title: string; description: string; employment: number | null }[]
    ).map((r) => [r.code, r]),
  );
  const prior = (code: string) => {
    const employment = info.get(code)?.employment ?? 0;
    return 0.6 * Math.log10(1 + employment) + (code.endsWith('.00') ? 0.5 : 0);
  };

  const hits: OccupationHit[] = [];
  for (const [code, entry] of byCode) {
    const o = info.get(code);
    if (!o) continue;
    hits.push({ code, title: o.title, description: o.description, matchedTitle: entry.matchedTitle, score: round(entry.best + 0.8 * Math.log2(entry.count) + prior(code)) });
  }
  hits.sort((a, b) => b.score - a.score || a.code.localeCompare(b.code));
  for (const code of extra) {
    const o = info.get(code);
    if (o) hits.push({ code, title: o.title, description: o.description, matchedTitle: o.title, score: 0 });
  }
  return hits.slice(0, limit);
}

export interface CertificationHit {
  id: number;
  name: string;
  acronym: string | null;
  organization: string | null;
  type: string;
}

/**
 * Certifications by keyword: name and acronym weigh most, then keywords, organization, description.
 * When no certification has every word, any word will do, unless `anyWord` is false.
 */
export function searchCertifications(sqlite: Database.Database, keyword: string, limit = 20, anyWord = true): CertificationHit[] {
  const words = tokenize(keyword);
  if (words.length === 0) return [];
  const terms = words.map((word) => ({ word, alternatives: [word] }));
  const run = (match: string) =>
    preparedStatement(sqlite, CERTIFICATION_SQL)
      .raw(false)
      .all(match, limit) as CertificationHit[];
  const hits = run(ftsQuery(terms, 'AND', true));
  return hits.length > 0 || terms.length === 1 || !anyWord ? hits : run(ftsQuery(terms, 'OR', true));
}

/** Lower-case words of letters and digits (accents folded). */
export function tokenize(text: string): string[] {
  return normalize(text).split(' ').filter(Boolean).slice(0, 12);
}

function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function ftsQuery(terms: { word: string; alternatives: string[] }[], join: 'AND' | 'OR', prefix: boolean): string {
  return terms
    .map(({ alternatives }, i) => {
      const last = prefix && i === terms.length - 1;
      const phrases = [...new Set(alternatives)].map((w) => `"${w}"${last && w.length >= 3 ? '*' : ''}`);
      return phrases.length === 1 ? phrases[0] : `(${phrases.join(' OR ')})`;
    })
    .join(` ${join} `);
}

/**
 * Spelling correction for a word that no title contains: vocabulary words sharing trigrams with it
 * (occSearchWords, trigram FTS), then the closest by edit distance (1 edit for 4-5 letters, 2 from 6),
 * ties to the more frequent word. Returns [] when the word is known or nothing is close.
 */
export function correct(sqlite: Database.Database, word: string): string[] {
  if (word.length < 4 || /\d/.test(word)) return [];
  const known = preparedStatement(sqlite, KNOWN_WORD_SQL).raw(false).get(`"${word}"`, word);
  if (known) return [];
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= word.length; i++) grams.add(`"${word.slice(i, i + 3)}"`);
  const candidates = preparedStatement(sqlite, WORD_CANDIDATES_SQL)
    .raw(false)
    .all([...grams].join(' OR ')) as { word: string; freq: number }[];
  const maxEdits = word.length >= 6 ? 2 : 1;
  let best: { word: string; freq: number; distance: number } | undefined;
  for (const c of candidates) {
    if (Math.abs(c.word.length - word.length) > maxEdits) continue;
    const distance = editDistance(word, c.word);
    if (distance > maxEdits) continue;
    if (!best || distance < best.distance || (distance === best.distance && c.freq > best.freq)) best = { ...c, distance };
  }
  return best ? [best.word] : [];
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
