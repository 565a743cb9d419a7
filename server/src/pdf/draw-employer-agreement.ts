import type { PDFFont, PDFPage } from 'pdf-lib';
import { loadPdfLib } from './pdf-lib.ts';
import { appendCertificate, type Certificate } from './certificate-page.ts';
import { winAnsi, wrapText } from './pdf-text.ts';

/** A paragraph, label/value facts, or a table with a caption. */
export type AgreementBlock =
  | { kind: 'text'; text: string }
  | { kind: 'facts'; rows: readonly (readonly [string, string])[] }
  | { kind: 'table'; caption?: string; columns: readonly string[]; rows: readonly (readonly string[])[] };

export interface AgreementSection {
  heading: string;
  blocks: readonly AgreementBlock[];
}

export interface EmployerAgreementDrawing {
  title: string;
  organization: string;
  sections: readonly AgreementSection[];
  approval: {
    heading: string;
    signerName: string;
    signerTitle: string;
    date: string /** PNG; none leaves the line empty. */;
    signature: Uint8Array | null;
  };
  certificate: Certificate;
  /** Fixed document dates make the same input give the same bytes. */
  date: Date;
}

const W = 612;
const H = 792;
const M = 54;
/** The signature block's image height in points (docs/rules.md#agreements: 44 px in the block). */
const SIGNATURE_H = 44;

/**
 * Draws the signed employer agreement from plain data (bytes out, no
 * template): title, organization, the numbered sections, the approval
 * with the signature image, then the certificate page with the audit trail.
 */
export async function drawEmployerAgreement(input: EmployerAgreementDrawing): Promise<Uint8Array> {
  const { PDFDocument, rgb, StandardFonts } = await loadPdfLib();
  const INK = rgb(0.1, 0.1, 0.1);
  const MUTED = rgb(0.4, 0.4, 0.4);
  const RULE = rgb(0.75, 0.75, 0.75);
  const doc = await PDFDocument.create();
  doc.setTitle(input.certificate.title);
  doc.setProducer('Pathcraft');
  // The data hash in the metadata too, so a reader can compare it with the database without parsing the pages.
  doc.setKeywords([`dataHash:${input.certificate.dataHash}`]);
  doc.setCreationDate(input.date);
  doc.setModificationDate(input.date);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  let page!: PDFPage;
  let y = 0;
  const newPage = () => {
    page = doc.addPage([W, H]);
    y = H - M;
  };
  const room = (h: number) => {
    if (y - h < M + 24) newPage();
  };
  const text = (s: string, x: number, f: PDFFont, size: number, color = INK) =>
    page.drawText(winAnsi(s), { x, y, size, font: f, color });
  const paragraph = (s: string, f: PDFFont = font, size = 10, x = M, color = INK) => {
    for (const line of wrapText(s, f, size, W - M - x)) {
      room(size + 4);
      text(line, x, f, size, color);
      y -= size + 4;
    }
  };

  newPage();
  text(input.title, M, bold, 18);
  y -= 22;
  paragraph(input.organization, font, 11, M, MUTED);
  y -= 6;

  for (const section of input.sections) {
    room(40);
    y -= 8;
    text(section.heading, M, bold, 13);
    y -= 18;
    for (const block of section.blocks) {
      if (block.kind === 'text') {
        paragraph(block.text);
        y -= 4;
      } else if (block.kind === 'facts') {
        for (const [label, value] of block.rows) {
          room(14);
          text(label, M, bold, 10);
          const lines = wrapText(value || '-', font, 10, W - M - (M + 150));
          for (const line of lines) {
            room(14);
            text(line, M + 150, font, 10);
            y -= 14;
          }
        }
        y -= 4;
      } else {
        if (block.caption) paragraph(block.caption, bold, 10);
        const colW = (W - 2 * M) / block.columns.length;
        const row = (cells: readonly string[], f: PDFFont) => {
          room(14);
          cells.forEach((cell, i) => text(wrapText(cell, f, 9, colW - 6)[0]!, M + i * colW, f, 9));
          y -= 14;
        };
        row(block.columns, bold);
        page.drawLine({ start: { x: M, y: y + 10 }, end: { x: W - M, y: y + 10 }, thickness: 0.5, color: RULE });
        for (const r of block.rows) row(r, font);
        y -= 6;
      }
    }
  }

  const { approval } = input;
  room(60 + SIGNATURE_H + 60);
  y -= 8;
  text(approval.heading, M, bold, 13);
  y -= 20;
  const signature = approval.signature ? await doc.embedPng(approval.signature) : null;
  for (const [label, value] of [
    ['Name', approval.signerName],
    ['Title', approval.signerTitle],
  ] as const) {
    text(label, M, bold, 10);
    text(value, M + 150, font, 10);
    y -= 16;
  }
  text('Signature', M, bold, 10);
  if (signature) {
    const scale = SIGNATURE_H / signature.height;
    page.drawImage(signature, {
      x: M + 150,
      y: y - SIGNATURE_H + 10,
      width: Math.min(signature.width * scale, 240),
      height: SIGNATURE_H,
    });
  }
  y -= SIGNATURE_H;
  page.drawLine({ start: { x: M + 150, y: y + 6 }, end: { x: M + 390, y: y + 6 }, thickness: 0.5, color: RULE });
  y -= 12;
  text('Date', M, bold, 10);
  text(approval.date, M + 150, font, 10);

  await appendCertificate(doc, input.certificate);
  return doc.save({ useObjectStreams: false });
}
