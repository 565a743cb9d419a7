/**
 * npx tsx scripts/make-program-fixtures.ts: writes the sample program documents the program-import
 * tests read (server/src/features/program-import/fixtures/). Real-looking registered-apprenticeship
 * work-process schedules, one per format and shape, plus two files the import must refuse. The
 * output is deterministic (fixed dates, re-zipped in a fixed order), so regenerating changes nothing.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as CFB from 'cfb';
import {
  AlignmentType,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';

const outDir = resolve(dirname(fileURLToPath(import.meta.url)), '../server/src/features/program-import/fixtures');
const FIXED_DATE = new Date('2026-01-15T12:00:00Z');

type Group = [name: string, competencies: [description: string, hours: number][]];

const ELECTRICIAN_WORK: Group[] = [
  [
    'A. Orientation and Safety',
    [
      ['Job site safety, OSHA 10 and personal protective equipment', 160],
      ['Hand and power tool use and care', 120],
      ['First aid, CPR and emergency procedures', 40],
    ],
  ],
  [
    'B. Residential Wiring',
    [
      ['Service entrance and panel installation', 600],
      ['Branch circuits, receptacles and lighting', 900],
      ['Residential code compliance (NEC)', 300],
    ],
  ],
  [
    'C. Commercial and Industrial Wiring',
    [
      ['Conduit bending and raceway installation', 1000],
      ['Three-phase power distribution', 700],
      ['Motor controls and starters', 600],
      ['Transformer installation', 300],
    ],
  ],
  [
    'D. Low-Voltage and Special Systems',
    [
      ['Fire alarm systems', 300],
      ['Data and communications cabling', 300],
      ['Security and access control systems', 200],
    ],
  ],
  [
    'E. Troubleshooting and Maintenance',
    [
      ['Circuit testing and troubleshooting', 900],
      ['Preventive maintenance of electrical equipment', 600],
    ],
  ],
  [
    'F. Blueprint Reading and Layout',
    [
      ['Blueprint reading and electrical drawings', 500],
      ['Job layout and material estimating', 480],
    ],
  ],
];
const ELECTRICIAN_RTI: [string, number][] = [
  ['Year 1 – Electrical Theory and Safety', 144],
  ['Year 2 – AC Theory and the National Electrical Code', 144],
  ['Year 3 – Motors, Controls and Transformers', 144],
  ['Year 4 – Special Systems and Code Review', 144],
];

const WELDER_WORK: Group[] = [
  [
    'Work Process 1: Safety and Shop Practices',
    [
      ['Shop safety, PPE and fire watch', 120],
      ['Welding symbols and blueprint reading', 200],
      ['Measuring, layout and fitting', 280],
    ],
  ],
  [
    'Work Process 2: Thermal Cutting',
    [
      ['Oxy-fuel cutting', 320],
      ['Plasma arc cutting', 240],
      ['Air carbon arc gouging', 120],
    ],
  ],
  [
    'Work Process 3: Shielded Metal Arc Welding (SMAW)',
    [
      ['Fillet welds in all positions', 600],
      ['Groove welds in all positions', 600],
    ],
  ],
  [
    'Work Process 4: Gas Metal and Flux-Cored Arc Welding',
    [
      ['GMAW short-circuit and spray transfer', 500],
      ['FCAW with and without shielding gas', 500],
    ],
  ],
  [
    'Work Process 5: Gas Tungsten Arc Welding and Inspection',
    [
      ['GTAW on carbon and stainless steel', 320],
      ['Visual inspection and weld quality standards (AWS D1.1)', 200],
    ],
  ],
];

const HVAC_WORK: Group[] = [
  [
    'Safety and Tools',
    [
      ['Refrigerant handling and EPA Section 608 practices', 240],
      ['Hand tools, power tools and brazing', 360],
    ],
  ],
  [
    'Electrical Fundamentals',
    [
      ['Control wiring and schematics', 600],
      ['Motors, capacitors and relays', 500],
    ],
  ],
  [
    'Heating Systems',
    [
      ['Gas furnace installation and service', 800],
      ['Heat pump installation and service', 700],
      ['Hydronic boilers', 300],
    ],
  ],
  [
    'Cooling and Refrigeration',
    [
      ['Split-system air conditioner installation', 900],
      ['Refrigeration cycle diagnostics and charging', 800],
    ],
  ],
  [
    'Ventilation and Customer Service',
    [
      ['Duct design, installation and air balancing', 500],
      ['Indoor air quality and customer communication', 300],
    ],
  ],
];

const cell = (text: string, opts: { bold?: boolean; span?: number } = {}) =>
  new TableCell({
    columnSpan: opts.span,
    children: [new Paragraph({ children: [new TextRun({ text, bold: opts.bold })] })],
  });
const fullWidth = { size: 100, type: WidthType.PERCENTAGE };

async function electricianDocx(): Promise<Buffer> {
  const details: [string, string][] = [
    ['Program Title', 'Electrician Apprenticeship Program'],
    [
      'Description',
      'Apprentices learn to install, maintain and repair electrical wiring, equipment and fixtures in residential, commercial and industrial buildings, working under journeyworker electricians while completing related technical instruction each year.',
    ],
    ['Occupation Title', 'Electrician'],
    ['RAPIDS Code', '0159'],
    ['O*NET-SOC Code', '47-2111.00'],
    ['Industry (NAICS)', '238210 – Electrical Contractors and Other Wiring Installation Contractors'],
    ['Type of Apprenticeship', 'Time-Based'],
    ['Term of Apprenticeship', '4 years'],
    ['On-the-Job Learning (OJL) Hours', '8,000'],
    ['Related Technical Instruction (RTI) Hours', '576'],
  ];
  const workRows = [
    new TableRow({
      tableHeader: true,
      children: [cell('Work Process', { bold: true }), cell('Approximate Hours', { bold: true })],
    }),
  ];
  for (const [group, competencies] of ELECTRICIAN_WORK) {
    workRows.push(new TableRow({ children: [cell(group, { bold: true, span: 2 })] }));
    for (const [description, hours] of competencies)
      workRows.push(new TableRow({ children: [cell(description), cell(hours.toLocaleString('en-US'))] }));
  }
  workRows.push(new TableRow({ children: [cell('Total Hours', { bold: true }), cell('8,000', { bold: true })] }));
  const rtiRows = [
    new TableRow({ children: [cell('Course', { bold: true }), cell('Hours', { bold: true })] }),
    ...ELECTRICIAN_RTI.map(([course, hours]) => new TableRow({ children: [cell(course), cell(String(hours))] })),
  ];
  const doc = new Document({
    creator: 'Three Rivers Electrical JATC',
    title: 'Electrician Apprenticeship – Work Process Schedule',
    numbering: {
      config: [
        {
          reference: 'bullets',
          levels: [{ level: 0, format: LevelFormat.BULLET, text: '•', alignment: AlignmentType.LEFT }],
        },
      ],
    },
    sections: [
      {
        children: [
          new Paragraph({ text: 'Electrician Apprenticeship Program', heading: HeadingLevel.TITLE }),
          new Paragraph({ text: 'Three Rivers Electrical Joint Apprenticeship Training Committee · Pittsburgh, PA' }),
          new Paragraph({ text: 'Program Details', heading: HeadingLevel.HEADING_1 }),
          new Table({
            width: fullWidth,
            rows: details.map(
              ([label, value]) => new TableRow({ children: [cell(label, { bold: true }), cell(value)] }),
            ),
          }),
          new Paragraph({ text: 'Appendix A – Work Process Schedule', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            text: 'Hours are approximate; the sponsor may adjust them to the work available, keeping the total.',
          }),
          new Table({ width: fullWidth, rows: workRows }),
          new Paragraph({
            text: 'Appendix B – Related Technical Instruction Outline',
            heading: HeadingLevel.HEADING_1,
          }),
          new Paragraph({ text: 'Instruction is given at the JATC training center, two evenings a week.' }),
          new Table({ width: fullWidth, rows: rtiRows }),
          new Paragraph({ text: 'Apprentices also complete:', heading: HeadingLevel.HEADING_2 }),
          new Paragraph({
            text: 'NFPA 70E electrical safety in the workplace',
            numbering: { reference: 'bullets', level: 0 },
          }),
          new Paragraph({ text: 'OSHA 30 construction safety', numbering: { reference: 'bullets', level: 0 } }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

async function welderPptx(): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.author = 'Mon Valley Manufacturing Partnership';
  pptx.company = 'Mon Valley Manufacturing Partnership';
  pptx.title = 'Welder Apprenticeship';
  pptx.defineSlideMaster({
    title: 'PROGRAM',
    objects: [{ placeholder: { options: { name: 'title', type: 'title', x: 0.5, y: 0.3, w: 12.3, h: 1 }, text: '' } }],
  });
  const title = pptx.addSlide({ masterName: 'PROGRAM' });
  title.addText('Welder Apprenticeship', { placeholder: 'title' });
  title.addText('Registered Apprenticeship Program · Work Process Schedule', {
    x: 0.5,
    y: 2,
    w: 12.3,
    h: 1,
    fontSize: 24,
  });

  const details = pptx.addSlide({ masterName: 'PROGRAM' });
  details.addText('Program Details', { placeholder: 'title' });
  const lines = [
    'Program Title: Welder Apprenticeship Program',
    'Occupation Title: Welder, Combination',
    'RAPIDS Code: 0622CB',
    'O*NET-SOC Code: 51-4121.00',
    'Industry: 31-33 Manufacturing',
    'Estimated Length: 2 years',
    'On-the-Job Learning: 4,000 hours',
    'Related Technical Instruction: 288 hours',
  ];
  details.addText(
    lines.map((text) => ({ text, options: { breakLine: true } })),
    { x: 0.5, y: 1.5, w: 12.3, h: 5, fontSize: 18, valign: 'top' },
  );

  const about = pptx.addSlide({ masterName: 'PROGRAM' });
  about.addText('About the Program', { placeholder: 'title' });
  about.addText(
    [
      { text: 'Program Description:', options: { breakLine: true, bold: true } },
      {
        text: 'Apprentices learn to cut, fit and weld carbon and stainless steel in the shop and in the field with the SMAW, GMAW, FCAW and GTAW processes, reading welding symbols and inspecting their own work to AWS D1.1.',
        options: { breakLine: true },
      },
    ],
    { x: 0.5, y: 1.5, w: 12.3, h: 5, fontSize: 18, valign: 'top' },
  );

  for (const [name, competencies] of WELDER_WORK) {
    const slide = pptx.addSlide({ masterName: 'PROGRAM' });
    slide.addText(name, { placeholder: 'title' });
    const last = name.startsWith('Work Process 5');
    slide.addText(
      competencies.map(([description, hours]) => ({
        text: last ? `${description} (${hours} hours)` : `${description} – ${hours} hours`,
        options: { bullet: true, breakLine: true },
      })),
      { x: 0.5, y: 1.5, w: 12.3, h: 5, fontSize: 20, valign: 'top' },
    );
  }
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}

async function hvacXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Allegheny Mechanical Contractors Association';
  workbook.created = FIXED_DATE;
  workbook.modified = FIXED_DATE;
  const program = workbook.addWorksheet('Program');
  program.columns = [{ width: 32 }, { width: 90 }];
  program.addRows([
    ['Program Title', 'HVAC Technician Apprenticeship'],
    [
      'Description',
      'Apprentices install, service and repair heating, ventilation, air-conditioning and refrigeration systems in homes and commercial buildings, from load calculations and ductwork to refrigerant charging and controls.',
    ],
    ['Industry (NAICS)', '238220 – Plumbing, Heating, and Air-Conditioning Contractors'],
    ['Apprenticeship Type', 'Hybrid'],
    ['Estimated Length', '3 years'],
    ['OJT Hours', 6000],
    ['Related Instruction Provider', 'Community College of Allegheny County'],
    ['RAPIDS Code', '0637HY'],
  ]);
  program.getColumn(1).font = { bold: true };
  const work = workbook.addWorksheet('Work Processes');
  work.columns = [{ width: 34 }, { width: 60 }, { width: 10 }];
  work.addRow(['Work Process', 'Competency', 'Hours']).font = { bold: true };
  for (const [group, competencies] of HVAC_WORK) {
    const first = work.rowCount + 1;
    for (const [description, hours] of competencies) work.addRow([group, description, hours]);
    if (competencies.length > 1) work.mergeCells(first, 1, work.rowCount, 1);
  }
  work.addRow(['Total', '', 6000]).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A password-protected Word file as Office writes it: an agile-encryption package in a CFB container. */
function encryptedDocx(): Buffer {
  const container = CFB.utils.cfb_new();
  const descriptor = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<encryption xmlns="http://schemas.microsoft.com/office/2006/encryption" xmlns:p="http://schemas.microsoft.com/office/2006/keyEncryptor/password">' +
      '<keyData saltSize="16" blockSize="16" keyBits="256" hashSize="64" cipherAlgorithm="AES" cipherChaining="ChainingModeCBC" hashAlgorithm="SHA512" saltValue="' +
      pseudoRandom('salt', 16).toString('base64') +
      '"/><keyEncryptors><keyEncryptor uri="http://schemas.microsoft.com/office/2006/keyEncryptor/password"><p:encryptedKey spinCount="100000" saltSize="16" blockSize="16" keyBits="256" hashSize="64" cipherAlgorithm="AES" cipherChaining="ChainingModeCBC" hashAlgorithm="SHA512"/></keyEncryptor></keyEncryptors></encryption>',
  );
  // Version 4.4 (agile), flags 0x40.
  CFB.utils.cfb_add(
    container,
    '/EncryptionInfo',
    Buffer.concat([Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]), descriptor]),
  );
  const size = Buffer.alloc(8);
  size.writeUInt32LE(20_480, 0);
  CFB.utils.cfb_add(container, '/EncryptedPackage', Buffer.concat([size, pseudoRandom('package', 20_496)]));
  CFB.utils.cfb_del(container, '/\u0001Sh33tJ5');
  return CFB.write(container, { type: 'buffer' }) as Buffer;
}

/** A small PNG (one white pixel) saved as .docx: the import must refuse it by its content. */
function pngRenamed(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
    'base64',
  );
}

/** Repeatable "random" bytes (SHA-256 chain), so the encrypted fixture does not change between runs. */
function pseudoRandom(seed: string, length: number): Buffer {
  const chunks: Buffer[] = [];
  let block = createHash('sha256').update(seed).digest();
  for (let size = 0; size < length; size += block.length) {
    chunks.push(block);
    block = createHash('sha256').update(block).digest();
  }
  return Buffer.concat(chunks).subarray(0, length);
}

/** The same zip with every entry dated FIXED_DATE and the document properties' times fixed. */
async function deterministic(zipBytes: Buffer): Promise<Buffer> {
  const source = await JSZip.loadAsync(zipBytes);
  const out = new JSZip();
  for (const name of Object.keys(source.files)) {
    const entry = source.files[name]!;
    if (entry.dir) continue;
    let content: string | Uint8Array = await entry.async('uint8array');
    if (name === 'docProps/core.xml') {
      content = Buffer.from(content)
        .toString('utf8')
        .replace(/(<dcterms:(created|modified)[^>]*>)[^<]*/g, `$1${FIXED_DATE.toISOString().replace('.000', '')}`);
    }
    // pptxgenjs gives each slide a random creation id.
    if (/^ppt\/slides\/slide\d+\.xml$/.test(name))
      content = Buffer.from(content)
        .toString('utf8')
        .replace(/(<p14:creationId [^>]*val=")\d+/g, '$11');
    out.file(name, content, { date: FIXED_DATE, createFolders: false });
  }
  return out.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
    platform: 'DOS',
  });
}

mkdirSync(outDir, { recursive: true });
const files: [string, Buffer][] = [
  ['electrician.docx', await deterministic(await electricianDocx())],
  ['welder.pptx', await deterministic(await welderPptx())],
  ['hvac.xlsx', await deterministic(await hvacXlsx())],
  ['encrypted.docx', encryptedDocx()],
  ['not-a-docx.docx', pngRenamed()],
];
for (const [name, bytes] of files) {
  writeFileSync(join(outDir, name), bytes);
  console.log(
    `${name.padEnd(18)} ${String(bytes.length).padStart(7)} bytes  sha256 ${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`,
  );
}
