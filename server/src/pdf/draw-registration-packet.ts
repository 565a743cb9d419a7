import type { PDFFont, PDFPage } from 'pdf-lib';
import { appendCertificate, type Certificate, sealedDocument } from './certificate-page.ts';
import { loadPdfLib } from './pdf-lib.ts';
import { winAnsi, wrapText } from './pdf-text.ts';

/** A signed document the packet carries whole, with the hashes that prove it (label, value). */
export interface PacketDocument {
  heading: string;
  pdf: Uint8Array;
  hashes: readonly (readonly [string, string])[];
}

export interface PacketWageSchedule {
  heading: string;
  /** The schedule's caption and table, or a sentence when the program has none. */
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  hashes: readonly (readonly [string, string])[];
}

export interface RegistrationPacketDrawing {
  title: string;
  facts: readonly (readonly [string, string])[];
  labels: { contents: string; hashes: string; hashesNote: string; packetHash: string; pageOf: (n: number) => string };
  documents: readonly PacketDocument[];
  wageSchedule: PacketWageSchedule;
  /** The audit trail: the certificate page with the packet's data hash and every event of its documents. */
  auditTrailHeading: string;
  certificate: Certificate;
  date: Date;
}

const W = 612;
const H = 792;
const M = 54;

/**
 * Draws the registration packet (bytes in, bytes out): a cover with the contents and every
 * document's hashes, each signed document's pages as they were signed (form fields flattened, so
 * every reader shows them), the wage schedule, then the certificate page with the audit trail.
 * The packet's data hash is printed on the cover and the certificate and set in the keywords, as
 * every agreement's certificate does.
 */
export async function drawRegistrationPacket(input: RegistrationPacketDrawing): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await loadPdfLib();
  const INK = rgb(0.1, 0.1, 0.1);
  const MUTED = rgb(0.4, 0.4, 0.4);
  const { doc, font, bold } = await sealedDocument(input.certificate, input.date);

  const sources = await Promise.all(
    input.documents.map(async (d) => {
      const source = await PDFDocument.load(d.pdf);
      source.getForm().flatten();
      return source;
    }),
  );
  // Page numbers for the contents: the cover is page 1; the wage schedule takes one page.
  const starts: number[] = [];
  let next = 2;
  for (const source of sources) {
    starts.push(next);
    next += source.getPageCount();
  }
  const wageStart = next;
  const auditStart = next + 1;

  let page!: PDFPage;
  let y = 0;
  const newPage = () => {
    page = doc.addPage([W, H]);
    y = H - M;
  };
  const room = (h: number) => {
    if (y - h < M) newPage();
  };
  const line = (s: string, f: PDFFont = font, size = 10, x = M, color = INK) => {
    for (const part of wrapText(s, f, size, W - M - x)) {
      room(size + 4);
      page.drawText(part, { x, y, size, font: f, color });
      y -= size + 4;
    }
  };
  const facts = (rows: readonly (readonly [string, string])[], x = M) => {
    for (const [label, value] of rows) {
      room(14);
      page.drawText(winAnsi(`${label}:`), { x, y, size: 9, font: bold, color: INK });
      const lines = wrapText(value, font, 9, W - M - x - 130);
      lines.forEach((l, i) => {
        if (i) {
          y -= 13;
          room(13);
        }
        page.drawText(l, { x: x + 130, y, size: 9, font, color: INK });
      });
      y -= 14;
    }
  };

  // The cover.
  newPage();
  line(input.title, bold, 18);
  y -= 8;
  facts(input.facts);
  y -= 10;
  line(input.labels.contents, bold, 12);
  const contents: [string, number][] = [
    ...input.documents.map((d, i): [string, number] => [d.heading, starts[i]!]),
    [input.wageSchedule.heading, wageStart],
    [input.auditTrailHeading, auditStart],
  ];
  for (const [heading, at] of contents) line(`${heading}, ${input.labels.pageOf(at)}`, font, 10, M + 12);
  y -= 10;
  line(input.labels.hashes, bold, 12);
  line(input.labels.hashesNote, font, 8, M, MUTED);
  y -= 4;
  for (const d of [...input.documents, input.wageSchedule]) {
    line(d.heading, bold, 10);
    facts(d.hashes, M + 12);
  }
  y -= 4;
  facts([[input.labels.packetHash, input.certificate.dataHash]]);

  // Each signed document as it was signed.
  for (const source of sources)
    for (const copied of await doc.copyPages(source, source.getPageIndices())) doc.addPage(copied);

  // The wage schedule.
  newPage();
  line(input.wageSchedule.heading, bold, 15);
  y -= 6;
  line(input.wageSchedule.caption, bold, 10);
  if (input.wageSchedule.rows.length) {
    const width = (W - 2 * M) / input.wageSchedule.columns.length;
    const row = (cells: readonly string[], f: PDFFont) => {
      room(14);
      cells.forEach((cell, c) => page.drawText(winAnsi(cell), { x: M + c * width, y, size: 9, font: f, color: INK }));
      y -= 14;
    };
    y -= 4;
    row(input.wageSchedule.columns, bold);
    for (const cells of input.wageSchedule.rows) row(cells, font);
  }

  // The audit trail.
  await appendCertificate(doc, input.certificate);
  return doc.save({ useObjectStreams: false });
}
