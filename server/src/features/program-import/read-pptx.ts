import type { DOMParser as XmlParser, Element, Node } from '@xmldom/xmldom';
import type JSZip from 'jszip';
import { linesOf, squash, type Block, tableRows } from './outline.ts';

/**
 * A presentation as one section per slide, in the order the presentation lists them: slide
 * titles become headings, text boxes paragraphs (bullets marked), tables tables. Read from the
 * slides' DrawingML with JSZip and xmldom (officeparser would add PDF and OCR engines we never use).
 */
export async function readPptx(zip: JSZip): Promise<Block[]> {
  const { DOMParser } = await import('@xmldom/xmldom');
  const parser = new DOMParser();
  const parseXml = (xml: string) => parser.parseFromString(xml, 'text/xml');
  const blocks: Block[] = [];
  const paths = await slidePaths(zip, parseXml);
  for (const [index, path] of paths.entries()) {
    const xml = await zip.file(path)?.async('string');
    if (!xml) continue;
    const slide = parseXml(xml);
    const tree = slide.getElementsByTagName('p:spTree')[0];
    const slideBlocks: Block[] = [];
    if (tree) walkTree(tree, slideBlocks);
    blocks.push({ kind: 'section', text: `Slide ${index + 1}` }, ...withTitle(slideBlocks));
  }
  return blocks;
}

type ParseXml = (xml: string) => ReturnType<XmlParser['parseFromString']>;
const children = (node: Node, name?: string): Element[] => {
  const out: Element[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling)
    if (child.nodeType === 1 && (!name || child.nodeName === name)) out.push(child as Element);
  return out;
};
const first = (node: Element, name: string): Element | undefined => node.getElementsByTagName(name)[0];

/** Slides in presentation order (ppt/presentation.xml's slide list through its relationships), else by file number. */
async function slidePaths(zip: JSZip, parseXml: ParseXml): Promise<string[]> {
  const byNumber = Object.keys(zip.files)
    .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
    .sort((a, b) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]));
  const presentation = await zip.file('ppt/presentation.xml')?.async('string');
  const rels = await zip.file('ppt/_rels/presentation.xml.rels')?.async('string');
  if (!presentation || !rels) return byNumber;
  const targets = new Map(
    Array.from(parseXml(rels).getElementsByTagName('Relationship')).map((r) => [
      r.getAttribute('Id'),
      r.getAttribute('Target') ?? '',
    ]),
  );
  const ordered = Array.from(parseXml(presentation).getElementsByTagName('p:sldId'))
    .map((s) => targets.get(s.getAttribute('r:id')))
    .filter((t): t is string => !!t)
    .map((t) => (t.startsWith('/') ? t.slice(1) : `ppt/${t}`))
    .filter((p) => zip.file(p));
  return ordered.length ? ordered : byNumber;
}

function walkTree(parent: Element, blocks: Block[]): void {
  for (const el of children(parent)) {
    if (el.nodeName === 'p:sp') shape(el, blocks);
    else if (el.nodeName === 'p:grpSp') walkTree(el, blocks);
    else if (el.nodeName === 'p:graphicFrame') {
      const table = first(el, 'a:tbl');
      if (table) tableOf(table, blocks);
    }
  }
}

/** A paragraph's text, a soft return (a:br) kept as '\n'. */
function paragraphText(p: Element): string {
  let text = '';
  const visit = (node: Node) => {
    for (const child of children(node)) {
      if (child.nodeName === 'a:t') text += child.textContent ?? '';
      else if (child.nodeName === 'a:br') text += '\n';
      else visit(child);
    }
  };
  visit(p);
  return linesOf(text).join('\n');
}

function shape(sp: Element, blocks: Block[]): void {
  const placeholder = first(sp, 'p:ph');
  const type = placeholder?.getAttribute('type') ?? '';
  const body = first(sp, 'p:txBody');
  if (!body) return;
  const paragraphs = children(body, 'a:p');
  if (type === 'title' || type === 'ctrTitle') {
    const text = squash(paragraphs.map(paragraphText).join(' '));
    if (text) blocks.push({ kind: 'heading', text });
    return;
  }
  // Body placeholders are bulleted by the slide master unless a paragraph turns bullets off.
  const bulletedByMaster = !!placeholder && (type === '' || type === 'body' || type === 'obj');
  for (const p of paragraphs) {
    const props = children(p, 'a:pPr')[0];
    const explicit =
      !!props && (!!first(props, 'a:buChar') || !!first(props, 'a:buAutoNum') || !!first(props, 'a:buBlip'));
    const off = !!props && !!first(props, 'a:buNone');
    for (const text of linesOf(paragraphText(p)))
      blocks.push({ kind: 'paragraph', text, bullet: explicit || (bulletedByMaster && !off) });
  }
}

function tableOf(table: Element, blocks: Block[]): void {
  const rows: string[][] = [];
  for (const tr of children(table, 'a:tr')) {
    // A cell merged into its left neighbour (hMerge) is kept empty so columns stay aligned.
    const cells = children(tr, 'a:tc').map((tc) =>
      tc.getAttribute('hMerge') === '1'
        ? ''
        : children(first(tc, 'a:txBody') ?? tc, 'a:p')
            .map(paragraphText)
            .join('\n'),
    );
    rows.push(cells);
  }
  const found = tableRows(rows);
  if (found.length) blocks.push({ kind: 'table', rows: found });
}

/** A slide without a title placeholder: its first short, plain line is its title. */
function withTitle(blocks: Block[]): Block[] {
  const head = blocks[0];
  if (
    blocks.some((b) => b.kind === 'heading') ||
    head?.kind !== 'paragraph' ||
    head.bullet ||
    head.text.length > 100 ||
    head.text.includes(':')
  )
    return blocks;
  return [{ kind: 'heading', text: head.text }, ...blocks.slice(1)];
}
