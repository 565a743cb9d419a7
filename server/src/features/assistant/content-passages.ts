import sanitizeHtml from 'sanitize-html';

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

const BLOCK_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'li', 'blockquote', 'br', 'td', 'th', 'div', 'pre', 'tr', 'ul', 'ol', 'table', 'section', 'article'];
const HEADING_MARK = '\u0001';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'", '#x27': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower in ENTITIES) return ENTITIES[lower]!;
    const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : lower.startsWith('#') ? parseInt(lower.slice(1), 10) : NaN;
    return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
  });
}

const squash = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();

/** The text blocks of an HTML body (or of plain text, one block per line), headings marked. */
export function htmlBlocks(html: string | null | undefined): Block[] {
  if (!html) return [];
  // sanitize-html drops scripts, styles and every attribute; only block tags are left to split on.
  const clean = sanitizeHtml(html, { allowedTags: BLOCK_TAGS, allowedAttributes: {}, nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template'] });
  const marked = clean
    .replace(/<h[1-6]>/gi, `\n${HEADING_MARK}`)
    .replace(/<\/?[a-z0-9]+\s*\/?>/gi, '\n');
  return decodeEntities(marked)
    .split('\n')
    .map((line) => ({ heading: line.includes(HEADING_MARK), text: squash(line.replaceAll(HEADING_MARK, '')) }))
    .filter((b) => b.text !== '');
}

/** Plain text (a document page): one block per non-empty line. */
export function textBlocks(text: string | null | undefined): Block[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => ({ heading: false, text: squash(line) }))
    .filter((b) => b.text !== '');
}

/** Splits a long paragraph at sentence ends into pieces of at most `max` characters. */
function splitLong(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  const sentences = text.match(/[^.!?]+(?:[.!?]+["')\]]*|$)\s*/g) ?? [text];
  const out: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && current.length + sentence.length > max) {
      out.push(current.trim());
      current = '';
    }
    // A single sentence longer than max is cut at a space.
    let s = sentence;
    while (s.length > max) {
      const cut = s.lastIndexOf(' ', max) > max / 2 ? s.lastIndexOf(' ', max) : max;
      out.push(s.slice(0, cut).trim());
      s = s.slice(cut);
    }
    current += s;
  }
  if (current.trim()) out.push(current.trim());
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
