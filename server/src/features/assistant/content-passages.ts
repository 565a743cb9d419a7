import { sanitizeHtml } from '../../platform/sanitize-html.ts';
import { markdownHeading, splitSentences } from './split-sentences.ts';

/**
 * Content becomes passages ("nodes") for search and answers: plain text only, split at
 * paragraphs, each with the heading it sits under. Markup never survives this step, so
 * nothing from content can reach a page as HTML.
 */

export interface Block {
  heading: boolean;
  text: string;
}

export interface Passage {
  heading: string | null;
  body: string;
}

const BLOCK_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'li',
  'blockquote',
  'br',
  'td',
  'th',
  'div',
  'pre',
  'tr',
  'ul',
  'ol',
  'table',
  'section',
  'article',
];
const HEADING_MARK = '\u0001';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
  '#x27': "'",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower in ENTITIES) return ENTITIES[lower]!;
    const code = lower.startsWith('#x')
      ? parseInt(lower.slice(2), 16)
      : lower.startsWith('#')
        ? parseInt(lower.slice(1), 10)
        : NaN;
    return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
  });
}

const squash = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();

/** A line of text as a block: a Markdown heading is a heading, its marks dropped. */
function lineBlock(line: string, heading = false): Block {
  const title = markdownHeading(line);
  return title !== null ? { heading: true, text: title } : { heading, text: squash(line) };
}

/** The text blocks of an HTML body (or of plain text, one block per line), headings marked. */
export function htmlBlocks(html: string | null | undefined): Block[] {
  if (!html) return [];
  // sanitize-html drops scripts, styles and every attribute; only block tags are left to split on.
  const clean = sanitizeHtml(html, {
    allowedTags: BLOCK_TAGS,
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template'],
  });
  const marked = clean.replace(/<h[1-6]>/gi, `\n${HEADING_MARK}`).replace(/<\/?[a-z0-9]+\s*\/?>/gi, '\n');
  return decodeEntities(marked)
    .split('\n')
    .map((line) => lineBlock(line.replaceAll(HEADING_MARK, ''), line.includes(HEADING_MARK)))
    .filter((b) => b.text !== '');
}

/** Ends like a sentence or a clause: its end mark, perhaps inside quotes or brackets. */
const endsLikeSentence = (text: string) => /[.!?:;,]["'\u201d\u2019)\]]*$/.test(text);
/** Short, without an end mark: a title line, or an item of a list. */
const isTitleLike = (b: Block | undefined) => !!b && !b.heading && b.text.length <= 60 && !endsLikeSentence(b.text);

/**
 * Plain text (a document page): one block per non-empty line. Extracted text has no heading
 * marks, so a Markdown heading is one, and so is a title-like line between paragraphs (not in a
 * list of such lines) that a sentence follows: else it would be read as the start of that sentence.
 */
export function textBlocks(text: string | null | undefined): Block[] {
  const blocks = (text ?? '')
    .split(/\r?\n/)
    .map((line) => lineBlock(line))
    .filter((b) => b.text !== '');
  return blocks.map((b, i) => {
    const next = blocks[i + 1];
    const heading = isTitleLike(b) && !isTitleLike(blocks[i - 1]) && !!next && !next.heading && !isTitleLike(next);
    return heading ? { heading: true, text: b.text } : b;
  });
}

/** Splits a long paragraph (one line) at sentence ends into pieces of at most `max` characters. */
function splitLong(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  const out: string[] = [];
  let current = '';
  for (const { text: sentence } of splitSentences(text)) {
    if (current && current.length + 1 + sentence.length > max) {
      out.push(current);
      current = '';
    }
    // A single sentence longer than max is cut at a space.
    let s = sentence;
    while (s.length > max) {
      const cut = s.lastIndexOf(' ', max) > max / 2 ? s.lastIndexOf(' ', max) : max;
      out.push(s.slice(0, cut).trim());
      s = s.slice(cut).trim();
    }
    current = current ? `${current} ${s}` : s;
  }
  if (current) out.push(current);
  return out;
}

export interface PassageOptions {
  /** Longest passage body, in characters. */
  max?: number;
  /** Paragraphs shorter than this join the next one under the same heading. */
  min?: number;
}

/** Passages of a list of blocks: each paragraph under its nearest heading, short ones joined, long ones split. */
export function passagesOf(blocks: Block[], { max = 700, min = 80 }: PassageOptions = {}): Passage[] {
  const out: Passage[] = [];
  let heading: string | null = null;
  let pending = '';
  let bodies = 0;
  const flush = () => {
    if (!pending) return;
    for (const body of splitLong(pending, max)) out.push({ heading, body });
    bodies++;
    pending = '';
  };
  for (const block of blocks) {
    if (block.heading) {
      flush();
      if (heading && bodies === 0) out.push({ heading: null, body: heading });
      heading = block.text;
      bodies = 0;
      continue;
    }
    pending = pending ? `${pending} ${block.text}` : block.text;
    if (pending.length >= min) flush();
  }
  flush();
  if (heading && bodies === 0) out.push({ heading: null, body: heading });
  return out;
}

/** A short plain-text preview of a passage. */
export function snippetOf(text: string, max = 200): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return `${text.slice(0, cut > max / 2 ? cut : max)}…`;
}
