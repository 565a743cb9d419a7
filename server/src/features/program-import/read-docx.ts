import type { Element, Node } from '@xmldom/xmldom';
import { linesOf, squash, type Block, tableRows } from './outline.ts';

// Word's Title style is the document's title; mammoth maps only Heading 1-6 by default.
const STYLE_MAP = ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => p:fresh"];
const BLOCK_TAGS = new Set(['p', 'li', 'tr', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'table']);

/** A Word document as headings, paragraphs, list items and tables: converted to HTML by mammoth, then walked. */
export async function readDocx(bytes: Buffer): Promise<Block[]> {
  // The readers load with the first document, not with the server.
  const [{ default: mammoth }, { DOMParser }] = await Promise.all([import('mammoth'), import('@xmldom/xmldom')]);
  // Pictures carry nothing the import reads: leave them out instead of inlining them as data URLs.
  const NO_IMAGES = mammoth.images.imgElement(async () => ({ src: '' }));
  const { value: html } = await mammoth.convertToHtml(
    { buffer: bytes },
    { styleMap: STYLE_MAP, convertImage: NO_IMAGES },
  );
  const doc = new DOMParser().parseFromString(`<!DOCTYPE html><html><body>${html}</body></html>`, 'text/html');
  const body = doc.getElementsByTagName('body')[0];
  const blocks: Block[] = [];
  if (body) walk(body, blocks, false);
  return blocks;
}

const elements = (node: Node): Element[] => {
  const out: Element[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling)
    if (child.nodeType === 1) out.push(child as Element);
  return out;
};
const tagOf = (el: Element) => (el.localName ?? el.nodeName).toLowerCase();

/**
 * The text of a node: a line break (Shift+Enter, mammoth's <br>) as '\n', and paragraphs inside
 * a cell as lines of their own; other block-level parts (list items) apart by a space.
 */
function textOf(node: Node, skipLists = false): string {
  if (node.nodeType === 3) return node.nodeValue ?? '';
  if (node.nodeType !== 1) return '';
  const tag = tagOf(node as Element);
  if (tag === 'br') return '\n';
  if (skipLists && (tag === 'ul' || tag === 'ol')) return '';
  let text = '';
  for (let child = node.firstChild; child; child = child.nextSibling) text += textOf(child, skipLists);
  if (tag === 'p') return `\n${text}\n`;
  return BLOCK_TAGS.has(tag) ? ` ${text} ` : text;
}

function push(blocks: Block[], block: Block) {
  if (block.kind === 'table' ? block.rows.length > 0 : block.text !== '') blocks.push(block);
}

function walk(parent: Node, blocks: Block[], inList: boolean): void {
  for (const el of elements(parent)) {
    const tag = tagOf(el);
    if (/^h[1-6]$/.test(tag)) push(blocks, { kind: 'heading', text: squash(textOf(el)) });
    else if (tag === 'p')
      for (const line of linesOf(textOf(el))) push(blocks, { kind: 'paragraph', text: line, bullet: inList });
    else if (tag === 'li') {
      for (const line of linesOf(textOf(el, true))) push(blocks, { kind: 'paragraph', text: line, bullet: true });
      for (const nested of elements(el))
        if (tagOf(nested) === 'ul' || tagOf(nested) === 'ol') walk(nested, blocks, true);
    } else if (tag === 'ul' || tag === 'ol') walk(el, blocks, true);
    else if (tag === 'table') push(blocks, { kind: 'table', rows: rowsOf(el) });
    else walk(el, blocks, inList);
  }
}

/** A table's rows; a cell spanning n columns is followed by n - 1 empty cells so columns stay aligned. */
function rowsOf(table: Element): string[][] {
  const rows: string[][] = [];
  for (const tr of Array.from(table.getElementsByTagName('tr'))) {
    const cells: string[] = [];
    for (const cell of elements(tr)) {
      if (tagOf(cell) !== 'td' && tagOf(cell) !== 'th') continue;
      cells.push(linesOf(textOf(cell)).join('\n'));
      const span = Math.min(Number(cell.getAttribute('colspan')) || 1, 50);
      for (let i = 1; i < span; i++) cells.push('');
    }
    rows.push(cells);
  }
  return tableRows(rows);
}
