/**
 * Sentences of a text, for quoting: a period ends a sentence only when whitespace follows it, so
 * numbers ($13.40, 3.5%, 1,000.50) and addresses stay whole, and not after an abbreviation
 * (e.g., Dr., U.S., No. 5), an initial (John F. Kennedy) or before a lower-case word (approx. two).
 * A Markdown heading line is a segment of its own, marked, never the start of the next sentence.
 */

export interface Sentence {
  text: string;
  /** A Markdown heading ('## Wages'), its marks removed. */
  heading: boolean;
}

/** Abbreviations that never end a sentence, lower case, without their last period. */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'mx',
  'dr',
  'prof',
  'st',
  'jr',
  'sr',
  'rev',
  'hon',
  'gov',
  'sen',
  'rep',
  'gen',
  'col',
  'lt',
  'sgt',
  'capt',
  'mt',
  'ft',
  'e.g',
  'i.e',
  'vs',
  'cf',
  'u.s',
  'u.k',
  'u.n',
]);
/** Abbreviations that go before a number (No. 5, Vol. 2) and end a sentence otherwise. */
const NUMBER_ABBREVIATIONS = new Set(['no', 'nos', 'vol', 'pp', 'fig']);

const HEADING_LINE = /^\s{0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?\s*$/;
/** One or more end marks, closing quotes or brackets, then whitespace or the end. */
const SENTENCE_END = /[.!?]+["'\u201d\u2019)\]]*(?=\s|$)/g;

export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length)
      for (const s of sentencesOfParagraph(paragraph.join(' '))) out.push({ text: s, heading: false });
    paragraph = [];
  };
  for (const line of text.split(/\r?\n/)) {
    const heading = markdownHeading(line);
    if (heading === null && line.trim() !== '') {
      paragraph.push(line);
      continue;
    }
    flush(); // a heading or a blank line ends the paragraph
    if (heading) out.push({ text: heading, heading: true });
  }
  flush();
  return out;
}

/** The text of a Markdown heading line ('## Wages' -> 'Wages'; '' when it has none); null for any other line ('#1 priority'). */
export function markdownHeading(line: string): string | null {
  const m = HEADING_LINE.exec(line);
  return m ? squash(m[1]!) : null;
}

const squash = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();

function sentencesOfParagraph(raw: string): string[] {
  const text = squash(raw);
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(SENTENCE_END)) {
    const end = m.index + m[0].length;
    if (end >= text.length || !endsSentence(text, start, m.index, m[0], end)) continue;
    out.push(text.slice(start, end).trim());
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

function endsSentence(text: string, start: number, markAt: number, mark: string, end: number): boolean {
  if (/[!?]/.test(mark)) return true;
  const next = text.slice(end).trimStart();
  // "approx. two hours", "wait... then": a lower-case word goes on with the same sentence.
  if (/^\p{Ll}/u.test(next)) return false;
  if (!/^\.+$/.test(mark) || mark.length > 1) return true; // closed by a quote or bracket, or an ellipsis
  const word = /[^\s("'\u201c\u2018[]*$/.exec(text.slice(start, markAt))![0];
  const lower = word.toLowerCase();
  if (ABBREVIATIONS.has(lower)) return false;
  if (NUMBER_ABBREVIATIONS.has(lower) && /^[\d#]/.test(next)) return false;
  if (/^\p{Lu}$/u.test(word)) return false; // an initial
  return true;
}
