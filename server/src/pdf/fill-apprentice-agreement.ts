import { loadPdfLib } from './pdf-lib.ts';
import { SIGNATURE_FIELDS } from './agreement-template-fields.ts';
import { appendCertificate, type Certificate } from './certificate-page.ts';
import { winAnsi } from './pdf-text.ts';

export interface AgreementPdfInput {
  /** The template's bytes (server/data/templates/apprentice-agreement.pdf). */
  template: Uint8Array;
  /** Field name → text, for the template's named text fields. */
  values: Record<string, string>;
  /** PNG signature images; missing ones leave their box empty. */
  apprenticeSignature?: Uint8Array | null;
  sponsorSignature?: Uint8Array | null;
  /** A minor's parent or guardian, who co-signs. */
  guardianSignature?: Uint8Array | null;
  certificate: Certificate;
  /** Fixed document dates make the same input give the same bytes. */
  date: Date;
}

/**
 * Fills the apprentice agreement template (bytes in, bytes out): every
 * text field set and made read-only, the signature images placed in their
 * boxes, then the certificate page with the audit trail appended.
 */
export async function fillApprenticeAgreement(input: AgreementPdfInput): Promise<Uint8Array> {
  const { PDFDocument } = await loadPdfLib();
  const doc = await PDFDocument.load(input.template);
  doc.setTitle(input.certificate.title);
  doc.setProducer('Pathcraft');
  // The data hash in the metadata too, so a reader can compare it with the database without parsing the pages.
  doc.setKeywords([`dataHash:${input.certificate.dataHash}`]);
  doc.setCreationDate(input.date);
  doc.setModificationDate(input.date);
  const form = doc.getForm();
  for (const [name, value] of Object.entries(input.values)) {
    const field = form.getTextField(name);
    field.setText(winAnsi(value));
  }
  for (const [name, png] of [
    [SIGNATURE_FIELDS.apprentice, input.apprenticeSignature],
    [SIGNATURE_FIELDS.guardian, input.guardianSignature],
    [SIGNATURE_FIELDS.sponsor, input.sponsorSignature],
  ] as const) {
    if (!png) continue;
    form.getButton(name).setImage(await doc.embedPng(png));
  }
  for (const field of form.getFields()) field.enableReadOnly();
  await appendCertificate(doc, input.certificate);
  return doc.save({ useObjectStreams: false });
}
