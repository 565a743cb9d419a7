import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { loadPdfLib } from './pdf-lib.ts';
import { winAnsi } from './pdf-text.ts';

export interface CertificateEvent {
  action: string;
  at: string;
  signerName: string | null;
  signerEmail: string | null;
  ip: string | null;
  userAgent: string | null;
}

export interface Certificate {
  title: string;
  documentId: string;
  /** SHA-256 of the agreement's data (canonical JSON of the stored row). */
  dataHash: string;
  signedAt: string | null;
  events: CertificateEvent[];
}

const ACTIONS: Record<string, string> = {
  'invite.sent': 'Invitation sent',
  'invite.viewed': 'Invitation viewed',
  'accessCode.failed': 'Access code failed',
  'accessCode.verified': 'Access code verified',
  'agreement.dataSaved': 'Agreement data saved',
  'agreement.signed': 'Agreement signed',
  'agreement.guardianNamed': 'Parent or guardian named',
  'agreement.apprenticeSigned': 'Signed by the apprentice',
  'agreement.guardianSigned': 'Signed by the parent or guardian',
  'apprenticeCompletions.issue': 'Completion certificate issued',
};

/**
 * Appends the certificate page(s): the document id, the data hash and every
 * audit event with signer name, e-mail, IP address, user agent and time.
 * The file's own hash can't be printed inside it; it is stored on the
 * agreement and in the 'signed' audit event.
 */
export async function appendCertificate(doc: PDFDocument, cert: Certificate): Promise<void> {
  const { rgb, StandardFonts } = await loadPdfLib();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const W = 612;
  const H = 792;
  const M = 48;
  let page: PDFPage = doc.addPage([W, H]);
  let y = H - M;
  const line = (text: string, f: PDFFont = font, size = 9, color = rgb(0.1, 0.1, 0.1)) => {
    if (y < M + 20) {
      page = doc.addPage([W, H]);
      y = H - M;
    }
    page.drawText(winAnsi(text).slice(0, 140), { x: M, y, size, font: f, color });
    y -= size + 5;
  };
  line('Certificate of Signature and Audit Trail', bold, 15);
  y -= 6;
  line(cert.title, bold, 11);
  line(`Document ID: ${cert.documentId}`);
  line(`Signed at: ${cert.signedAt ?? 'Not signed'}`);
  line(`Data SHA-256: ${cert.dataHash}`);
  y -= 8;
  line('Events', bold, 11);
  for (const e of cert.events) {
    y -= 4;
    line(`${e.at}  ${ACTIONS[e.action] ?? e.action}`, bold, 9);
    line(
      `Name: ${e.signerName ?? '-'}   E-mail: ${e.signerEmail ?? '-'}   IP: ${e.ip ?? '-'}`,
      font,
      8,
      rgb(0.25, 0.25, 0.25),
    );
    line(`User agent: ${e.userAgent ?? '-'}`, font, 7, rgb(0.35, 0.35, 0.35));
  }
}

/**
 * A new document sealed the certificates' way: titled, its data hash in the keywords (so a reader
 * compares it with the database without parsing the pages), fixed dates (the same input gives the
 * same bytes), with the two fonts the pages draw in.
 */
export async function sealedDocument(cert: Pick<Certificate, 'title' | 'dataHash'>, date: Date) {
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const doc = await PDFDocument.create();
  doc.setTitle(cert.title);
  doc.setProducer('Pathcraft');
  doc.setKeywords([`dataHash:${cert.dataHash}`]);
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return { doc, font, bold };
}
