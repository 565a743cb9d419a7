import { inflateSync } from 'node:zlib';
import { type PDFArray, type PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/** The text a page draws (pdf-lib writes Helvetica text as hex strings in flate streams). */
export function pageText(doc: PDFDocument, index: number): string {
  const node = doc.getPage(index).node;
  const contents = node.get(PDFName.of('Contents'));
  const refs = contents && 'asArray' in contents ? (contents as PDFArray).asArray() : [contents];
  return refs
    .map((ref) => doc.context.lookup(ref))
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => inflateSync(Buffer.from(s.contents)).toString('latin1'))
    .join('\n')
    .replace(/<([0-9A-Fa-f]+)>/g, (_, hex: string) => Buffer.from(hex, 'hex').toString('latin1'));
}
