/**
 * Writes server/data/templates/apprentice-agreement.pdf: the 4-page
 * apprentice agreement with named AcroForm fields (the names are in
 * server/src/pdf/agreement-template-fields.ts). Run after changing the
 * layout and commit the result:  npx tsx scripts/make-agreement-template.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  OMB_EXPIRY,
  PROGRAM_FIELDS,
  RESPONSIBILITIES,
  REVISION,
  SECTION_A_FIELDS,
  SECTION_B_FIELDS,
  SIGNATURE_FIELDS,
  WAGE_STEP_FIELDS,
} from '../server/src/pdf/agreement-template-fields.ts';

const OUT = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'server',
  'data',
  'templates',
  'apprentice-agreement.pdf',
);
const W = 612;
const H = 792;
const M = 48;
const FIXED_DATE = new Date('2023-03-01T00:00:00Z');

export async function makeAgreementTemplate(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Apprentice Agreement');
  doc.setProducer('Pathcraft');
  doc.setCreator('scripts/make-agreement-template.ts');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const form = doc.getForm();
  const pages: PDFPage[] = [];

  const newPage = (title: string, subtitle?: string) => {
    const page = doc.addPage([W, H]);
    pages.push(page);
    page.drawText(title, { x: M, y: H - M - 8, size: 15, font: bold });
    if (subtitle) page.drawText(subtitle, { x: M, y: H - M - 26, size: 9, font, color: rgb(0.3, 0.3, 0.3) });
    return page;
  };
  const label = (page: PDFPage, text: string, x: number, y: number, f: PDFFont = font, size = 8) =>
    page.drawText(text, { x, y, size, font: f, color: rgb(0.2, 0.2, 0.2) });
  const field = (page: PDFPage, name: string, x: number, y: number, width: number, height = 16) => {
    const t = form.createTextField(name);
    t.addToPage(page, { x, y, width, height, font, borderWidth: 0.5, borderColor: rgb(0.6, 0.6, 0.6) });
    t.setFontSize(9);
  };
  const imageBox = (page: PDFPage, name: string, x: number, y: number, width: number, height: number) => {
    const b = form.createButton(name);
    b.addToPage('', page, {
      x,
      y,
      width,
      height,
      font,
      borderWidth: 0.5,
      borderColor: rgb(0.6, 0.6, 0.6),
      backgroundColor: rgb(1, 1, 1),
    });
  };
  const wrap = (page: PDFPage, text: string, x: number, y: number, width: number, size = 9, f: PDFFont = font) => {
    let line = '';
    let yy = y;
    for (const word of text.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (f.widthOfTextAtSize(next, size) > width) {
        page.drawText(line, { x, y: yy, size, font: f });
        yy -= size + 4;
        line = word;
      } else line = next;
    }
    if (line) page.drawText(line, { x, y: yy, size, font: f });
    return yy - size - 4;
  };

  // Page 1: the main form, Section A (apprentice) and the program terms.
  const p1 = newPage('Apprentice Agreement', 'Pennsylvania registered apprenticeship program');
  label(p1, 'SECTION A: APPRENTICE', M, H - 100, bold, 10);
  SECTION_A_FIELDS.forEach(([name, text], i) => {
    const col = i % 2;
    const row = Math.floor(i / 2);
    const x = M + col * 262;
    const y = H - 132 - row * 30;
    label(p1, text, x, y + 18);
    field(p1, name, x, y, 250);
  });
  let y = H - 132 - 8 * 30 - 6;
  label(p1, 'PROGRAM TERMS', M, y, bold, 10);
  PROGRAM_FIELDS.forEach(([name, text], i) => {
    const col = i % 2;
    const row = Math.floor(i / 2);
    const x = M + col * 262;
    const yy = y - 32 - row * 28;
    label(p1, text, x, yy + 18);
    field(p1, name, x, yy, 250);
  });
  y = y - 32 - 5 * 28 - 4;
  label(p1, 'WAGE SCHEDULE (percent of journeyworker wage, hourly wage, hours)', M, y, bold, 9);
  WAGE_STEP_FIELDS.forEach((f, i) => {
    const x = M + (i % 3) * 174;
    const yy = y - 30 - Math.floor(i / 3) * 28;
    label(p1, `Step ${i + 1}`, x, yy + 18);
    field(p1, f.percent, x, yy, 40);
    field(p1, f.amount, x + 44, yy, 60);
    field(p1, f.hours, x + 108, yy, 50);
  });
  y = y - 30 - 2 * 28 - 14;
  label(p1, '17. Apprentice signature', M, y + 4);
  imageBox(p1, SIGNATURE_FIELDS.apprentice, M, y - 42, 200, 42);
  label(p1, 'Date', M + 262, y + 4);
  field(p1, SIGNATURE_FIELDS.apprenticeDate, M + 262, y - 20, 120);
  // The second signature: a parent or guardian co-signs for an apprentice under 18 (docs/rules.md#agreements).
  label(p1, 'Parent or Guardian signature (apprentice under 18)', M, y - 54);
  imageBox(p1, SIGNATURE_FIELDS.guardian, M, y - 98, 200, 40);
  label(p1, 'Parent or Guardian name', M + 262, y - 54);
  field(p1, SIGNATURE_FIELDS.guardianName, M + 262, y - 76, 160);
  label(p1, 'Date', M + 430, y - 54);
  field(p1, SIGNATURE_FIELDS.guardianDate, M + 430, y - 76, 84);

  // Page 2: Section B, the program sponsor and the employer.
  const p2 = newPage('Apprentice Agreement', 'SECTION B: PROGRAM SPONSOR AND EMPLOYER');
  SECTION_B_FIELDS.forEach(([name, text], i) => {
    const col = i % 2;
    const row = Math.floor(i / 2);
    const x = M + col * 262;
    const yy = H - 120 - row * 34;
    label(p2, text, x, yy + 18);
    field(p2, name, x, yy, 250);
  });
  y = H - 120 - 5 * 34 - 10;
  y = wrap(
    p2,
    'The program sponsor and the employer agree to train the apprentice in the occupation under the registered standards, to pay the wages of the schedule above, and to keep the records the Pennsylvania Apprenticeship and Training Council requires.',
    M,
    y,
    W - 2 * M,
  );
  label(p2, 'Program sponsor signature', M, y - 8);
  imageBox(p2, SIGNATURE_FIELDS.sponsor, M, y - 66, 200, 50);
  label(p2, 'Date', M + 262, y - 8);
  field(p2, SIGNATURE_FIELDS.sponsorDate, M + 262, y - 32, 120);

  // Page 3: the apprentice's responsibilities.
  const p3 = newPage('Responsibilities of the Apprentice', 'The apprentice agrees to:');
  y = H - 110;
  RESPONSIBILITIES.forEach((duty, i) => {
    y = wrap(p3, `${i + 1}. ${duty}`, M, y, W - 2 * M, 10) - 6;
  });
  label(p3, 'Apprentice', M, y - 4);
  field(p3, SIGNATURE_FIELDS.responsibilitiesName, M, y - 28, 250);

  // Page 4: voluntary disability disclosure.
  const p4 = newPage('Voluntary Disability Disclosure', `OMB Control Number 1205-0223  Expires ${OMB_EXPIRY}`);
  y = wrap(
    p4,
    'We are a federally registered apprenticeship program. We are required to invite apprentices to voluntarily self-identify as having a disability. Answering is voluntary and your answer will be kept confidential; refusing to answer will not subject you to any adverse treatment.',
    M,
    H - 110,
    W - 2 * M,
    10,
  );
  label(p4, 'Name', M, y - 4);
  field(p4, SIGNATURE_FIELDS.disabilityName, M, y - 28, 250);
  label(p4, 'Date', M + 262, y - 4);
  field(p4, SIGNATURE_FIELDS.disabilityDate, M + 262, y - 28, 120);
  label(p4, 'Answer (Yes, I have a disability / No / I do not want to answer)', M, y - 48);
  field(p4, SIGNATURE_FIELDS.disabilityAnswer, M, y - 72, 250);

  pages.forEach((page, i) => {
    page.drawText(REVISION, { x: M, y: 24, size: 8, font });
    page.drawText(`Page ${i + 1} of ${pages.length}`, { x: W - M - 50, y: 24, size: 8, font });
  });
  return doc.save({ useObjectStreams: false });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OUT, await makeAgreementTemplate());
  console.log(`wrote ${OUT}`);
}
