/**
 * The small Markdown the assistant's answers use, parsed into plain data that components render
 * as text nodes: paragraphs, quotes, lists, headings, bold, italics, code and links. Nothing is
 * ever inserted as HTML; a link keeps its text and gets an href only when it is http(s), mailto
 * or a path (resolved against the platform), so a `javascript:` link stays plain text.
 */

import { safeHref } from './safe-href.ts';

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'br' };

export type Block = { type: 'p' | 'quote' | 'h'; children: Inline[] } | { type: 'ul' | 'ol'; items: Inline[][] };

const INLINE =
  /\\([\\`*_[\]()<>#|!~-])|\*\*(.+?)\*\*|__(.+?)__|\*(?!\s)(.+?)\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])|\n/g;

export function parseInline(text: string, base = ''): Inline[] {
  const out: Inline[] = [];
  const push = (t: string) => {
    if (!t) return;
    const last = out.at(-1);
    if (last?.type === 'text') last.text += t;
    else out.push({ type: 'text', text: t });
  };
  let at = 0;
  for (const m of text.matchAll(INLINE)) {
    push(text.slice(at, m.index));
    at = m.index + m[0].length;
    const [whole, escaped, strong, strong2, em, code, linkText, linkTarget, url] = m;
    if (escaped !== undefined) push(escaped);
    else if (strong !== undefined || strong2 !== undefined)
      out.push({ type: 'strong', children: parseInline(strong ?? strong2!, base) });
    else if (em !== undefined) out.push({ type: 'em', children: parseInline(em, base) });
    else if (code !== undefined) out.push({ type: 'code', text: code });
    else if (linkText !== undefined) {
      const href = safeHref(linkTarget!, base);
      if (href) out.push({ type: 'link', href, children: parseInline(linkText, base) });
      else push(whole);
    } else if (url !== undefined) out.push({ type: 'link', href: url, children: [{ type: 'text', text: url }] });
    else out.push({ type: 'br' });
  }
  push(text.slice(at));
  return out;
}

const LIST_ITEM = /^\s*(?:[-*+]|(\d+)[.)])\s+/;

/** Blocks of an answer, separated by blank lines; a block of '> ' lines is a quote, of list markers a list. */
export function parseMarkdown(text: string, base = ''): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    const lines = chunk.split('\n').filter((l) => l.trim() !== '');
    if (!lines.length) continue;
    // A heading line starts its own block; the rest of the chunk follows as a paragraph.
    const heading = /^#{1,6}\s+(.*)$/.exec(lines[0]!);
    if (heading) {
      blocks.push({ type: 'h', children: parseInline(heading[1]!, base) });
      lines.shift();
      if (!lines.length) continue;
    }
    if (lines.every((l) => LIST_ITEM.test(l))) {
      blocks.push({
        type: LIST_ITEM.exec(lines[0]!)![1] ? 'ol' : 'ul',
        items: lines.map((l) => parseInline(l.replace(LIST_ITEM, ''), base)),
      });
      continue;
    }
    // Lines before a quote (a '**Title** [1]' line) stay a paragraph of their own.
    const quoteAt = lines.findIndex((l) => /^\s*>/.test(l));
    if (quoteAt > 0) blocks.push({ type: 'p', children: parseInline(lines.slice(0, quoteAt).join('\n'), base) });
    if (quoteAt >= 0) {
      blocks.push({
        type: 'quote',
        children: parseInline(
          lines
            .slice(quoteAt)
            .map((l) => l.replace(/^\s*>\s?/, ''))
            .join('\n'),
          base,
        ),
      });
      continue;
    }
    blocks.push({ type: 'p', children: parseInline(lines.join('\n'), base) });
  }
  return blocks;
}
