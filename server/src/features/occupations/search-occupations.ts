import { type OccupationCodeQuery, occupationCodeQuery, soundKey } from '@pathcraft/sdk';
import type { Db } from '../../db/client.ts';
import { referenceRows } from './reference-sql.ts';
import { type CertificationHit, searchIndexOf, type Term } from './search-index.ts';

export type { CertificationHit, Term } from './search-index.ts';

/**
 * Occupation and certification search over the word index built by the occupation data loader
 * (search-index.ts: FTS5 on SQLite, tsvector and pg_trgm on PostgreSQL).
 *
 * Occupations: every title (O*NET title, alternate, short, reported) is its own FTS document, so
 * "CNC Operator" or "RN" hits a short title exactly instead of drowning in a long description.
 * Each matching title is evidence for its occupation: how closely it matches (the share of its
 * words the query names, halved when the query names a modifier, not the head: 'nurse' in "Nurse
 * Aide"), times how well attested it is (how many sources report it). An occupation's evidence is
 * the sum over its titles, saturating, so a few well-attested close titles count as much as a long
 * list of loose ones. When that text relevance is close, employment decides (OEWS national; an
 * O*NET specialty or a residual "All Other" counts as a small occupation, its own share unknown):
 * 'cook' is a restaurant cook, 'mechanic' an automotive one, and a rare occupation with a single odd
 * alternate title ('Dog Barber') does not outrank the common one. Misspelt words ('electrision')
 * are corrected against the title vocabulary (trigram candidates + edit distance, then words that
 * sound the same: 'electrishun'), unless a title word begins with the word being typed ('carp').
 * Occupations that match only by description come after. A code (O*NET-SOC, SOC or RAPIDS) finds
 * its occupations by code instead.
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

/** Text relevance reaches at most this; `1 - e^-evidence` of it, so one exact, well-attested title gives 63%. */
const TEXT_WEIGHT = 10;
/** Score per tenfold employment: decides between occupations whose text relevance is close. */
const EMPLOYMENT_WEIGHT = 1.5;
/** Employment assumed where OEWS has none (not surveyed) or only a residual "All Other" total, which counts many unnamed jobs. */
const UNKNOWN_EMPLOYMENT = 30_000;
/** The main O*NET-SOC occupation (.00) over its specialties when all else is equal. */
const MAIN_CODE_BONUS = 0.5;
/**
 * Partial matches of a title word: the query's last word begins it while typing ('electri'), begins
 * it though a whole word itself ('cop' in "Copywriter"), or shares its stem ('nurse', "Nursing").
 */
const PREFIX_MATCH = 0.5;
const LONGER_WORD_MATCH = 0.25;
const RELATED_MATCH = 0.4;

const INFO_SQL = {
  sqlite: `SELECT o.code, o.title, o.description, w.employment, o.title LIKE '%All Other%' AS residual,
    (SELECT count(*) FROM occOccupations s WHERE s.wageSoc = o.wageSoc) AS sharing
  FROM occOccupations o
  LEFT JOIN occWages w ON w.soc = o.wageSoc AND w.areaCode = 'US'
  WHERE o.code IN (SELECT value FROM json_each(?))`,
  postgres: `SELECT o.code, o.title, o.description, w.employment, o.title LIKE '%All Other%' AS residual,
    (SELECT count(*) FROM "occOccupations" s WHERE s."wageSoc" = o."wageSoc") AS sharing
  FROM "occOccupations" o
  LEFT JOIN "occWages" w ON w.soc = o."wageSoc" AND w."areaCode" = 'US'
  WHERE o.code = ANY(?)`,
};

export async function searchOccupations(
  db: Db,
  keyword: string,
  options: SearchOptions = {},
): Promise<OccupationHit[]> {
  const limit = Math.max(1, Math.min(options.limit ?? 20, 100));
  const code = occupationCodeQuery(keyword);
  if (code) return searchByCode(db, code, limit);
  const prefix = options.prefix ?? true;
  const words = tokenize(keyword);
  if (words.length === 0) return [];
  const index = searchIndexOf(db);
  // The word being typed is not misspelt while some title word begins with it ('carp', 'machin').
  const typing = async (word: string, i: number) =>
    prefix && i === words.length - 1 && word.length >= 3 && (await index.wordBegun(word));
  const terms: Term[] = await Promise.all(
    words.map(async (word, i) => ({
      word,
      alternatives: [word, ...((await typing(word, i)) ? [] : await correct(db, word))],
    })),
  );
  const last = terms.at(-1)!;
  last.fragment = prefix && last.alternatives.length === 1 && !(await index.knownWord(last.word));

  let rows = await index.titles(terms, { join: 'AND', prefix });
  if (rows.length === 0 && terms.length > 1) rows = await index.titles(terms, { join: 'OR', prefix });

  const byCode = new Map<string, { evidence: number; best: number; matchedTitle: string }>();
  const match = wordMatcher(terms, prefix);
  const closeness = new Map<string, number>(); // many occupations share a title ('Teacher')
  for (const row of rows) {
    let c = closeness.get(row.title);
    if (c === undefined) closeness.set(row.title, (c = titleCloseness(row.title, match, terms.length)));
    const evidence = c * attestation(row.kind, row.sources);
    const entry = byCode.get(row.code);
    if (!entry) byCode.set(row.code, { evidence, best: evidence, matchedTitle: row.title });
    else {
      entry.evidence += evidence;
      if (evidence > entry.best) Object.assign(entry, { best: evidence, matchedTitle: row.title });
    }
  }

  // Description-only matches fill the list after the title matches.
  const extra: string[] = [];
  if (byCode.size < limit) {
    const described = await index.described(terms, limit);
    for (const code of described) if (!byCode.has(code)) extra.push(code);
  }

  const codes = [...byCode.keys(), ...extra];
  if (codes.length === 0) return [];
  const infoRows = await referenceRows<{
    code: string;
    title: string;
    description: string;
    employment: number | null;
    residual: number | boolean;
    sharing: number;
  }>(db, INFO_SQL, [db.capabilities.rawSql.listParameter(codes)]);
  const info = new Map(infoRows.map((r) => [r.code, r]));

  const hits: OccupationHit[] = [];
  for (const [code, entry] of byCode) {
    const o = info.get(code);
    if (!o) continue;
    // The main occupation (.00) stands for its SOC code; a specialty's own employment is unknown (at most an even share).
    const employment =
      o.employment === null || o.residual
        ? UNKNOWN_EMPLOYMENT
        : code.endsWith('.00')
          ? o.employment
          : Math.min(UNKNOWN_EMPLOYMENT, o.employment / Math.max(1, o.sharing));
    const score =
      TEXT_WEIGHT * (1 - Math.exp(-entry.evidence)) +
      EMPLOYMENT_WEIGHT * Math.log10(1 + employment) +
      (code.endsWith('.00') ? MAIN_CODE_BONUS : 0);
    hits.push({
      code,
      title: o.title,
      description: o.description,
      matchedTitle: entry.matchedTitle,
      score: round(score),
    });
  }
  hits.sort((a, b) => b.score - a.score || a.code.localeCompare(b.code));
  for (const code of extra) {
    const o = info.get(code);
    if (o) hits.push({ code, title: o.title, description: o.description, matchedTitle: o.title, score: 0 });
  }
  return hits.slice(0, limit);
}

const CODE_COLUMNS = 'o.code, o.title, o.description';
const CODE_SQL: Record<OccupationCodeQuery['kind'], string> = {
  // The occupation itself, then the others of its SOC code (a main occupation's specialties, or their main occupation).
  onet: `SELECT ${CODE_COLUMNS}, o.title AS "matchedTitle" FROM "occOccupations" o
    WHERE o.soc = substr(?, 1, 7) ORDER BY o.code <> ?, o.code LIMIT ?`,
  soc: `SELECT ${CODE_COLUMNS}, o.title AS "matchedTitle" FROM "occOccupations" o WHERE o.soc = ? ORDER BY o.code LIMIT ?`,
  // A SOC group's occupations in code order, as BLS lists them (prefix: digits and a hyphen only).
  socGroup: `SELECT ${CODE_COLUMNS}, o.title AS "matchedTitle" FROM "occOccupations" o WHERE o.soc LIKE ? ORDER BY o.code LIMIT ?`,
  // Each O*NET occupation of a RAPIDS code once (in the crosswalk's order), named by its alphabetically first RAPIDS title.
  rapids: `SELECT ${CODE_COLUMNS}, min(r."rapidsTitle") AS "matchedTitle" FROM "occRapidsOccupations" r
    JOIN "occOccupations" o ON o.code = r.code WHERE r."rapidsCode" = ? GROUP BY o.code, o.title, o.description ORDER BY min(r.id) LIMIT ?`,
};

/** The occupations a code names, that code's own first; scores fall by one per place so the order survives merging. */
async function searchByCode(db: Db, query: OccupationCodeQuery, limit: number): Promise<OccupationHit[]> {
  const params =
    query.kind === 'onet'
      ? [query.code, query.code, limit]
      : query.kind === 'soc'
        ? [query.soc, limit]
        : query.kind === 'socGroup'
          ? [`${query.prefix}%`, limit]
          : [query.code, limit];
  const rows = await referenceRows<Omit<OccupationHit, 'score'>>(db, CODE_SQL[query.kind], params);
  // An O*NET-SOC code that no occupation has finds nothing, not its neighbours.
  if (query.kind === 'onet' && rows[0]?.code !== query.code) return [];
  return rows.map((r, i) => ({ ...r, score: 100 - i }));
}

/** How well sources attest a title: 1 for the O*NET title and titles 3 or more sources report; 0.5 for 1 source, 0.79 for 2. */
function attestation(kind: string, sources: number): number {
  return kind === 'title' ? 1 : Math.min(1, Math.log2(1 + sources) / 2);
}

const TITLE_STOP_WORDS = new Set([
  'and',
  'or',
  'of',
  'the',
  'a',
  'an',
  'for',
  'in',
  'on',
  'to',
  'with',
  'except',
  'all',
  'other',
  's',
]);
/** Words of a folded title, and what separates its parts: "Cooks, Restaurant", "Carpenter/Joiner", "Helpers--Electricians". */
const TITLE_TOKENS = /[a-z0-9]+|--|[,/&]/g;
const PART_SEPARATORS = new Set([',', '/', '&', 'and']);

/** How a title word matches the query: its weight, the query words it holds (bits), whether it is the query's head. */
interface WordMatch {
  weight: number;
  terms: number;
  head: boolean;
}

/** Matches title words against the query's words, remembering each word (titles repeat them). */
export function wordMatcher(terms: Term[], prefix = true): (word: string) => WordMatch {
  const memo = new Map<string, WordMatch>();
  const lastIndex = terms.length - 1;
  return (word) => {
    let m = memo.get(word);
    if (m) return m;
    m = { weight: 0, terms: 0, head: false };
    terms.forEach((t, i) => {
      const weight = wordMatch(word, t, prefix && i === lastIndex);
      if (weight === 0) return;
      m!.terms |= 1 << i;
      m!.weight = Math.max(m!.weight, weight);
      // The query's own head (its last word) names the word, or begins it while typing.
      if (i === lastIndex && weight !== RELATED_MATCH) m!.head = true;
    });
    memo.set(word, m);
    return m;
  };
}

/**
 * How closely a title matches the query, 0..1: 1 when the query names it ("Welder" for 'welder',
 * "Heavy Equipment Operator (HEO)" for 'heavy equipment operator' or 'HEO'), the share of its words
 * the query names otherwise, halved unless the query's last word names a head word of the title
 * (the last word of a part: "Nurse Aide" is an aide, not a nurse; "Cooks, Restaurant" are cooks;
 * "Helpers--Electricians" are helpers; "Dietary Aide Teacher" is no 'teacher aide'), and scaled by
 * the share of query words it holds.
 */
export function titleCloseness(title: string, match: (word: string) => WordMatch, termCount: number): number {
  let best = 0;
  const folded = fold(title);
  // A parenthesis holds another name of the same title: its acronym or its long form.
  for (const name of folded.includes('(') ? folded.split(/[()]/) : [folded]) {
    let words = 0;
    let covered = 0;
    let found = 0;
    let headCovered = false;
    let last: WordMatch | null = null;
    let headsAllowed = true; // after '--' ("Helpers--Electricians") the words say whom they help
    const endPart = () => {
      if (last?.head && headsAllowed) headCovered = true;
      last = null;
    };
    TITLE_TOKENS.lastIndex = 0;
    for (let m = TITLE_TOKENS.exec(name); m; m = TITLE_TOKENS.exec(name)) {
      const token = m[0];
      if (token === '--') {
        endPart();
        headsAllowed = false;
      } else if (PART_SEPARATORS.has(token)) endPart();
      else if (!TITLE_STOP_WORDS.has(token)) {
        last = match(token);
        words++;
        covered += last.weight;
        found |= last.terms;
      }
    }
    endPart();
    if (words > 0) best = Math.max(best, (covered / words) * (headCovered ? 1 : 0.5) * (bitCount(found) / termCount));
  }
  return best;
}

function bitCount(n: number): number {
  let count = 0;
  for (let v = n; v; v &= v - 1) count++;
  return count;
}

/** 1 when a title word is the query word (plural or not), less when it only begins with it or shares its stem. */
function wordMatch(word: string, term: Term, prefix: boolean): number {
  let best = 0;
  const stem = singular(word);
  for (const q of term.alternatives) {
    if (stem === singular(q)) return 1;
    if (prefix && q.length >= 3 && word.startsWith(q))
      best = Math.max(best, term.fragment ? PREFIX_MATCH : LONGER_WORD_MATCH);
    else if (q.length >= 4 && commonPrefix(word, q) >= Math.max(4, q.length - 2)) best = Math.max(best, RELATED_MATCH);
  }
  return best;
}

function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * Certifications by keyword: name and acronym weigh most, then keywords, organization, description.
 * When no certification has every word, any word will do, unless `anyWord` is false.
 */
export async function searchCertifications(
  db: Db,
  keyword: string,
  limit = 20,
  anyWord = true,
): Promise<CertificationHit[]> {
  const words = tokenize(keyword);
  if (words.length === 0) return [];
  const terms = words.map((word) => ({ word, alternatives: [word] }));
  const index = searchIndexOf(db);
  const hits = await index.certifications(terms, { join: 'AND', prefix: true }, limit);
  return hits.length > 0 || terms.length === 1 || !anyWord
    ? hits
    : index.certifications(terms, { join: 'OR', prefix: true }, limit);
}

/** searchCertifications of each keyword with every word required (no any-word retry), at once: one statement on PostgreSQL. */
export async function searchCertificationsEach(db: Db, keywords: string[], limit = 20): Promise<CertificationHit[][]> {
  const queries = keywords.map((keyword) => tokenize(keyword).map((word) => ({ word, alternatives: [word] })));
  const searched = queries.filter((terms) => terms.length > 0);
  const hits = await searchIndexOf(db).certificationsEach(searched, { join: 'AND', prefix: true }, limit);
  let i = 0;
  return queries.map((terms) => (terms.length > 0 ? hits[i++]! : []));
}

/** Lower-case words of letters and digits (accents folded). */
export function tokenize(text: string): string[] {
  return normalize(text).split(' ').filter(Boolean).slice(0, 12);
}

function normalize(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Lower case, accents folded (plain ASCII, nearly every title, has none to fold). */
function fold(text: string): string {
  const lower = text.toLowerCase();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range, control characters included
  return /^[\x00-\x7f]*$/.test(lower) ? lower : lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * Spelling correction for a word that no title contains: vocabulary words sharing trigrams with it
 * (the index's vocabulary), then the closest by edit distance (1 edit for 4-5 letters, 2 from 6),
 * ties to the more frequent word; failing that, a word that sounds the same (occWordSounds).
 * Returns [] when the word is known or nothing is close.
 */
export async function correct(db: Db, word: string): Promise<string[]> {
  if (word.length < 4 || /\d/.test(word)) return [];
  const index = searchIndexOf(db);
  if (await index.knownWord(word)) return [];
  const close = closest(word, await index.wordCandidates(word), word.length >= 6 ? 2 : 1);
  if (close) return [close];
  // Spelt as it sounds ('electrishun', 3 edits from 'electrician'): a word of the same sound, a third of its letters apart at most.
  if (word.length < SOUND_MIN_LETTERS) return [];
  const sound = soundKey(word);
  if (sound.length < 3) return [];
  const alike = closest(
    word,
    await referenceRows<{ word: string; freq: number }>(db, SOUND_SQL, [sound]),
    Math.ceil(word.length / 3),
  );
  return alike ? [alike] : [];
}

/** Words shorter than this have sounds too many words share ('plan', 'pilon'). */
const SOUND_MIN_LETTERS = 5;
const SOUND_SQL = `SELECT word, freq FROM "occWordSounds" WHERE sound = ? ORDER BY freq DESC, word LIMIT 60`;

/** The candidate fewest edits from the word, within maxEdits; ties to the more frequent word. */
function closest(word: string, candidates: { word: string; freq: number }[], maxEdits: number): string | undefined {
  let best: { word: string; freq: number; distance: number } | undefined;
  for (const c of candidates) {
    if (Math.abs(c.word.length - word.length) > maxEdits) continue;
    const distance = editDistance(word, c.word);
    if (distance > maxEdits) continue;
    if (!best || distance < best.distance || (distance === best.distance && c.freq > best.freq))
      best = { ...c, distance };
  }
  return best?.word;
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
