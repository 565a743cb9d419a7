import { appendCertificate, type Certificate } from './certificate-page.ts';
import { loadPdfLib } from './pdf-lib.ts';
import { winAnsi } from './pdf-text.ts';

export interface CompletionCertificateDrawing {
  apprenticeName: string;
  programTitle: string;
  occupationName: string | null;
  rapidsCode: string | null;
  sponsorName: string | null;
  /** The day of completion as printed (e.g. 'November 28, 2026'). */
  completedOn: string;
  facts: readonly (readonly [string, string])[];
  certificate: Certificate;
  /** Fixed document dates make the same input give the same bytes. */
  date: Date;
}

const W = 792;
const H = 612;

/**
 * The certificate of completion: a landscape page naming the apprentice, the program and what was
 * completed, then the certificate page with the data hash and the audit trail (as the agreements).
 */
export async function drawCompletionCertificate(input: CompletionCertificateDrawing): Promise<Uint8Array> {
  const { PDFDocument, rgb, StandardFonts } = await loadPdfLib();
  const doc = await PDFDocument.create();
  doc.setTitle(input.certificate.title);
  doc.setProducer('Pathcraft');
  doc.setKeywords([`dataHash:${input.certificate.dataHash}`]);
  doc.setCreationDate(input.date);
  doc.setModificationDate(input.date);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([W, H]);
  const INK = rgb(0.1, 0.1, 0.1);
  const MUTED = rgb(0.35, 0.35, 0.35);
  page.drawRectangle({ x: 24, y: 24, width: W - 48, height: H - 48, borderColor: rgb(0.2, 0.3, 0.5), borderWidth: 3 });
  let y = H - 110;
  const centered = (text: string, f = font, size = 12, color = INK) => {
    const line = winAnsi(text).slice(0, 110);
    page.drawText(line, { x: (W - f.widthOfTextAtSize(line, size)) / 2, y, size, font: f, color });
    y -= size + 12;
  };
  centered('Certificate of Completion', bold, 30);
  y -= 8;
  centered('This certifies that', font, 13, MUTED);
  centered(input.apprenticeName, bold, 24);
  centered('has completed the registered apprenticeship program', font, 13, MUTED);
  centered(input.programTitle, bold, 18);
  if (input.occupationName)
    centered(`Occupation: ${input.occupationName}${input.rapidsCode ? ` (RAPIDS ${input.rapidsCode})` : ''}`);
  if (input.sponsorName) centered(`Sponsor: ${input.sponsorName}`);
  y -= 6;
  for (const [label, value] of input.facts) centered(`${label}: ${value}`, font, 11);
  y -= 6;
  centered(`Completed on ${input.completedOn}`, bold, 13);
  await appendCertificate(doc, input.certificate);
  return await doc.save();
}
