import { queryTerms, words } from './search-terms.ts';

/**
 * Whether a passage is about a question, for the search's similarity and for the extractive
 * composer's choice of what to quote (issue 25: an answer is about the question, or the assistant
 * says it does not know).
 *
 * A passage's coverage of a question is the share of the question's words, each weighed by how
 * specific it is in the content (its idf: a word few passages hold weighs more, a word none holds
 * the most), that the passage holds in its title, heading or text. Words are compared by a rough
 * stem, so 'meets' meets 'meeting' and 'apprentices' 'apprenticeship'. A word that asks for a kind
 * of answer (a time: 'schedule', 'meet'; a price: 'cost'; a place: 'address'; a phone number; a
 * length of time: 'long') counts as held when the passage holds that kind of answer: a weekday or
 * a clock time, a dollar figure, a street address, a phone number, a number of minutes or months.
 */

/** Past forms no ending rule finds ('you are paid' answers 'what does it pay'). */
const IRREGULAR: Record<string, string> = Object.fromEntries(
  'paid:pay taught:teach met:meet held:hold began:begin begun:begin took:take taken:take brought:bring chose:choose chosen:choose gave:give given:give wrote:write written:write bought:buy sought:seek ran:run'
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/**
 * A rough English stem: plural and verb endings off, a doubled last consonant and a final e
 * dropped, at most 7 letters ('meetings' and 'meet' -> 'meet', 'apprentices' and
 * 'apprenticeship' -> 'apprent', 'certificate' and 'certification' -> 'certifi').
 */
export function stemOf(word: string): string {
  let w = word.toLowerCase();
  w = IRREGULAR[w] ?? w;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(ss|sh|ch|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  if (w.length > 3 && /([^aeiouls])\1$/.test(w)) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w.slice(0, 7);
}

export interface Focus {
  name: 'time' | 'price' | 'place' | 'phone' | 'duration';
  /** Question text that asks for it ('when', 'how much', 'schedule'). */
  asks: RegExp;
  /** Question text that asks for nothing else: a passage without this kind of answer does not answer ('how much' wants a price). */
  requires: RegExp | null;
  /** The question's words that count as held when a passage answers it (stems). */
  words: readonly string[];
  /** Text that answers it. */
  answer: RegExp;
}

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|sixty|ninety';
const stems = (list: string) => list.split(' ').map((w) => stemOf(w));

export const FOCI: readonly Focus[] = [
  {
    name: 'time',
    asks: /\b(when|what time|what days?|schedules?|scheduled|times|dates?|meets?|meeting|open|hours)\b/i,
    requires: /\b(what time|what days?|schedules?|meets?)\b/i,
    words: stems('time schedule date day meet open hour'),
    answer: new RegExp(
      `\\b(mon|tues|wednes|thurs|fri|satur|sun)days?\\b|\\b\\d{1,2}(:\\d{2})?\\s?(am|pm|a\\.m\\.|p\\.m\\.)(?!\\w)|\\bnoon\\b|\\b(${MONTHS})\\b|\\b\\d{4}-\\d{2}-\\d{2}\\b`,
      'i',
    ),
  },
  {
    name: 'price',
    asks: /\bhow much\b|\b(costs?|price|prices|fees?|charges?)\b/i,
    requires: /\bhow much\b|\b(costs?|price|prices|fees?)\b/i,
    words: stems('cost price fee charge'),
    answer: /\$\s?\d|\bfree\b/i,
  },
  {
    name: 'place',
    asks: /\b(where|address|located|location)\b/i,
    requires: /\baddress\b/i,
    words: stems('address located location'),
    answer:
      /\b\d{2,5}\s+(?:[A-Z][a-z]+\s+){1,3}(?:Street|St\.?|Avenue|Ave\.?|Boulevard|Blvd\.?|Road|Rd\.?|Drive|Way|Lane|Place|Pike)(?!\w)/,
  },
  {
    name: 'phone',
    asks: /\b(phone|telephone|call)\b/i,
    requires: /\b(phone|telephone)\b/i,
    words: stems('phone telephone call number'),
    answer: /\b\d{3}[-.\s]\d{3}[-.\s]\d{4}\b/,
  },
  {
    name: 'duration',
    asks: /\bhow long\b|\b(length|duration)\b/i,
    requires: /\bhow long\b/i,
    words: stems('long length duration'),
    answer: new RegExp(`\\b(\\d[\\d,.]*|${NUMBER_WORDS})[\\s-]+(minutes?|hours?|days?|weeks?|months?|years?)\\b`, 'i'),
  },
];

/** Words a record of a kind is about without saying them: a course is a class one attends. */
const KIND_WORDS: Partial<Record<string, readonly string[]>> = {
  course: stems('course class attend enroll join register take'),
};

export interface QuestionWord {
  stem: string;
  weight: number;
}

export interface Question {
  words: QuestionWord[];
  /** The kinds of answer the question asks for. */
  foci: Focus[];
  /** Those it asks for alone: a passage without one of them does not answer it. */
  required: Focus[];
}

/**
 * A question's search words with their weights (idf, from the index; 1 each without). Two words
 * of one stem count once, with the larger weight.
 */
export function questionOf(text: string, weights?: ReadonlyMap<string, number>): Question {
  const byStem = new Map<string, number>();
  for (const term of queryTerms(text)) {
    // A word the index does not count (a stop word of PostgreSQL's) is left out, as from the search.
    if (weights && !weights.has(term)) continue;
    const stem = stemOf(term);
    byStem.set(stem, Math.max(byStem.get(stem) ?? 0, weights?.get(term) ?? 1));
  }
  const foci = FOCI.filter((f) => f.asks.test(text));
  return {
    words: [...byStem].map(([stem, weight]) => ({ stem, weight })),
    foci,
    required: foci.filter((f) => f.requires?.test(text)),
  };
}

/** The stems of a text's words. */
export const stemsOf = (text: string): Set<string> => new Set(words(text).map(stemOf));

/** The foci of the question that this text answers. */
export const answeredFoci = (question: Question, text: string): Focus[] =>
  question.foci.filter((f) => f.answer.test(text));

export interface PassageText {
  /** The kind of record (content-records.ts ContentKind), when known. */
  kind?: string;
  title: string;
  heading: string | null;
  body: string;
}

/** The share (0..1, by weight) of the question's words that a passage holds, its title, heading and kind included. */
export function coverage(question: Question, passage: PassageText): number {
  const total = question.words.reduce((sum, w) => sum + w.weight, 0);
  if (total === 0) return 0;
  const text = `${passage.title}\n${passage.heading ?? ''}\n${passage.body}`;
  const held = new Set([
    ...stemsOf(text),
    ...(KIND_WORDS[passage.kind ?? ''] ?? []),
    ...answeredFoci(question, text).flatMap((f) => f.words),
  ]);
  const covered = question.words.reduce((sum, w) => sum + (held.has(w.stem) ? w.weight : 0), 0);
  return covered / total;
}

/** Whether a passage holds every kind of answer the question asks for alone (a price for 'how much'). */
export const holdsRequired = (question: Question, passage: PassageText): boolean =>
  question.required.every((f) => f.answer.test(passage.body));

/** Whether a sentence speaks to the question: it holds one of its words, or the kind of answer it asks for. */
export function speaksTo(question: Question, sentence: string): boolean {
  const held = stemsOf(sentence);
  return question.words.some((w) => held.has(w.stem)) || answeredFoci(question, sentence).length > 0;
}
