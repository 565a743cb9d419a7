/**
 * A model's HTML arrives in arbitrary pieces ('<h', '2>Main po', ...). Sanitizing each piece
 * alone would break tags and close elements early, so the text is held until a top-level block
 * closes, and each whole block (or run of blocks) is sanitized and passed on.
 */

const BLOCK_TAG = /<(\/?)(p|h[1-6]|ul|ol|blockquote|pre|table|div|section|article)\b[^>]*>/gi;
/** Markdown code fences some models wrap HTML in. */
const CODE_FENCE = /```[a-z]*[ \t]*\r?\n?/gi;
/** Past this without a closed block, the text goes on anyway (a model writing one endless paragraph). */
const MAX_HELD_CHARS = 8000;

const hasBlockTag = (text: string) => new RegExp(BLOCK_TAG.source, 'i').test(text);
const EMPTY_PARAGRAPH = /<p>\s*<\/p>/g;

/** Text without block tags (a model that ignored the format): a paragraph per blank-line-separated run. */
function paragraphsOf(text: string): string {
  if (hasBlockTag(text)) return text;
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p}</p>`)
    .join('');
}

/** The sanitized HTML of `chunks`, one piece per run of completed top-level blocks (empty pieces skipped). */
export async function* sanitizedBlocks(
  chunks: AsyncIterable<string>,
  sanitize: (html: string) => string,
): AsyncGenerator<string> {
  let held = '';
  let depth = 0;
  /** Where the next tag search starts: after the last whole tag seen (a partial one at the end waits). */
  let scanned = 0;
  const release = (html: string) =>
    sanitize(paragraphsOf(html.replace(CODE_FENCE, '')))
      .replace(EMPTY_PARAGRAPH, '')
      .trim();
  for await (const chunk of chunks) {
    held += chunk;
    let cut = 0;
    BLOCK_TAG.lastIndex = scanned;
    for (let m = BLOCK_TAG.exec(held); m; m = BLOCK_TAG.exec(held)) {
      scanned = BLOCK_TAG.lastIndex;
      if (!m[1]) depth++;
      else if (depth > 0 && --depth === 0) cut = scanned;
    }
    if (cut === 0 && depth === 0 && !hasBlockTag(held)) cut = Math.max(0, held.lastIndexOf('\n\n'));
    else if (cut === 0 && held.length > MAX_HELD_CHARS) {
      cut = held.length;
      depth = 0;
    }
    if (cut === 0) continue;
    const out = release(held.slice(0, cut));
    held = held.slice(cut);
    scanned = Math.max(0, scanned - cut);
    if (out) yield out;
  }
  const rest = release(held);
  if (rest) yield rest;
}
