import { readFileSync } from 'node:fs';
import type { ParsedProgram } from '@pathcraft/sdk';
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import ExcelJS from 'exceljs';
import PptxGenJS from 'pptxgenjs';
import { describe, expect, it } from 'vitest';
import { parseProgramFile, type ParsedProgramFile } from './parse-program-file.ts';
import type { ProgramFileFormat } from './open-office-file.ts';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const parsed = new Map<string, ParsedProgramFile>();
async function parse(name: string): Promise<ParsedProgramFile> {
  if (!parsed.has(name))
    parsed.set(name, await parseProgramFile(name.split('.').pop() as ProgramFileFormat, fixture(name)));
  return parsed.get(name)!;
}

type Scalar = Exclude<keyof ParsedProgram, 'competencies' | 'competencyGroups'>;
const EXPECTED: Record<string, Record<Scalar, string | number | null>> = {
  // A details table (label | value rows) and a work-process table with merged group rows.
  'electrician.docx': {
    title: 'Electrician Apprenticeship Program',
    description:
      'Apprentices learn to install, maintain and repair electrical wiring, equipment and fixtures in residential, commercial and industrial buildings, working under journeyworker electricians while completing related technical instruction each year.',
    industryCode: '23',
    type: 'TB',
    estimatedLength: '4 years',
    instructionHours: 576,
    ojtHours: 8000,
    occupationName: 'Electrician',
    rapidsCode: '0159',
    occupationONetCode: '47-2111.00',
  },
  // Labelled paragraphs on a slide, a label alone on its line, bullets with hours under slide titles.
  'welder.pptx': {
    title: 'Welder Apprenticeship Program',
    description:
      'Apprentices learn to cut, fit and weld carbon and stainless steel in the shop and in the field with the SMAW, GMAW, FCAW and GTAW processes, reading welding symbols and inspecting their own work to AWS D1.1.',
    industryCode: '31',
    type: 'CB',
    estimatedLength: '2 years',
    instructionHours: 288,
    ojtHours: 4000,
    occupationName: 'Welder, Combination',
    rapidsCode: '0622CB',
    occupationONetCode: '51-4121.00',
  },
  // A 'Program' sheet of label | value rows, a 'Work Processes' sheet of group | competency | hours; no RTI hours, no O*NET code.
  'hvac.xlsx': {
    title: 'HVAC Technician Apprenticeship',
    description:
      'Apprentices install, service and repair heating, ventilation, air-conditioning and refrigeration systems in homes and commercial buildings, from load calculations and ductwork to refrigerant charging and controls.',
    industryCode: '23',
    type: 'H',
    estimatedLength: '3 years',
    instructionHours: 495,
    ojtHours: 6000,
    occupationName: null,
    rapidsCode: '0637HY',
    occupationONetCode: null,
  },
};

const cases = Object.entries(EXPECTED).flatMap(([file, fields]) =>
  Object.entries(fields).map(([field, value]) => [file, field as Scalar, value] as const),
);

describe('parseProgramFile on the sample documents', () => {
  it.each(cases)('%s: %s is %j', async (file, field, value) => {
    expect((await parse(file)).program[field]).toBe(value);
  });

  it.each([
    [
      'electrician.docx',
      'docx',
      17,
      8000,
      [
        'A. Orientation and Safety',
        'B. Residential Wiring',
        'C. Commercial and Industrial Wiring',
        'D. Low-Voltage and Special Systems',
        'E. Troubleshooting and Maintenance',
        'F. Blueprint Reading and Layout',
      ],
    ],
    [
      'welder.pptx',
      'pptx',
      12,
      4000,
      [
        'Safety and Shop Practices',
        'Thermal Cutting',
        'Shielded Metal Arc Welding (SMAW)',
        'Gas Metal and Flux-Cored Arc Welding',
        'Gas Tungsten Arc Welding and Inspection',
      ],
    ],
    [
      'hvac.xlsx',
      'xlsx',
      11,
      6000,
      [
        'Safety and Tools',
        'Electrical Fundamentals',
        'Heating Systems',
        'Cooling and Refrigeration',
        'Ventilation and Customer Service',
      ],
    ],
  ])(
    '%s: finds the %s work processes, their hours (adding up to the OJT hours) and their groups',
    async (file, format, count, total, groups) => {
      const { program, format: found } = await parse(file);
      expect(found).toBe(format);
      expect(program.competencies).toHaveLength(count);
      expect(program.competencies!.reduce((sum, c) => sum + (c.totalHours ?? 0), 0)).toBe(total);
      expect(program.competencyGroups!.map((g) => g.description)).toEqual(groups);
      // Every competency is in exactly one group, in document order.
      expect(program.competencyGroups!.flatMap((g) => g.competencyIds)).toEqual(program.competencies!.map((c) => c.id));
    },
  );

  it('reads a competency and its hours exactly, and leaves out totals and the related-instruction courses', async () => {
    const { program } = await parse('electrician.docx');
    expect(program.competencies![0]).toEqual({
      id: 'c1',
      description: 'Job site safety, OSHA 10 and personal protective equipment',
      totalHours: 160,
    });
    expect(program.competencies!.map((c) => c.description)).not.toContain('Total Hours');
    expect(program.competencies!.some((c) => /Year 1|NFPA/.test(c.description))).toBe(false);
  });

  it.each([
    ['electrician.docx', []],
    ['welder.pptx', ['The type (CB) was taken from the RAPIDS code 0622CB.']],
    ['hvac.xlsx', ['Instruction hours were not found: the default of 495 hours is used.']],
  ])('%s: notes %j', async (file, notes) => {
    expect((await parse(file)).notes).toEqual(notes);
  });
});

describe('parseProgramFile refusals', () => {
  it.each([
    ['an empty file', 'docx', new Uint8Array(0), 400, 'The file is empty.'],
    [
      'a password-protected Word file',
      'docx',
      fixture('encrypted.docx'),
      422,
      'This file is password-protected. Remove the password and upload it again.',
    ],
    ['a PNG named .docx', 'docx', fixture('not-a-docx.docx'), 415, "The file's content is not a .docx file."],
    [
      'a Word file named .xlsx',
      'xlsx',
      fixture('electrician.docx'),
      415,
      "The file's content is not a .xlsx file (it is a .docx file).",
    ],
    [
      'a workbook named .pptx',
      'pptx',
      fixture('hvac.xlsx'),
      415,
      "The file's content is not a .pptx file (it is a .xlsx file).",
    ],
    [
      'a cut-off Word file',
      'docx',
      fixture('electrician.docx').subarray(0, 4000),
      422,
      'The file could not be read: it may be damaged. Open it, save it again and upload it again.',
    ],
  ] as const)('refuses %s', async (_case, format, bytes, status, message) => {
    await expect(parseProgramFile(format, bytes)).rejects.toMatchObject({ status, message });
  });
});

/**
 * The same program details, written the ways each format lets a person write them, read alike
 * by the three readers (issue 25 #18: the .docx reader missed 'Term / Estimated Length: 24 months').
 */
describe('the .docx, .xlsx and .pptx readers agree', () => {
  const LINES = [
    'Program Title: Welder Apprenticeship',
    'Term / Estimated Length: 24 months',
    'OJT Hours: 4,000',
    'RAPIDS Code: 0622CB',
    'Occupation: Welder',
  ];
  const EXPECT = {
    title: 'Welder Apprenticeship',
    estimatedLength: '24 months',
    ojtHours: 4000,
    rapidsCode: '0622CB',
    occupationName: 'Welder',
  };
  const pair = (line: string) => line.split(/:\s*/, 2) as [string, string];

  type Shape = 'a paragraph per line' | 'lines broken inside one paragraph' | 'label and value cells';
  const docx = async (shape: Shape) => {
    const children =
      shape === 'a paragraph per line'
        ? LINES.map((line) => new Paragraph({ children: [new TextRun(line)] }))
        : shape === 'lines broken inside one paragraph'
          ? [new Paragraph({ children: LINES.map((line, i) => new TextRun({ text: line, break: i ? 1 : 0 })) })]
          : [
              new Table({
                rows: LINES.map(
                  (line) =>
                    new TableRow({
                      children: pair(line).map((cell) => new TableCell({ children: [new Paragraph(cell)] })),
                    }),
                ),
              }),
            ];
    return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
  };
  const xlsx = async (shape: Shape) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Program');
    if (shape === 'a paragraph per line') for (const line of LINES) sheet.addRow([line]);
    else if (shape === 'lines broken inside one paragraph') sheet.addRow([LINES.join('\n')]);
    else for (const line of LINES) sheet.addRow(pair(line));
    return new Uint8Array(await workbook.xlsx.writeBuffer());
  };
  const pptx = async (shape: Shape) => {
    const deck = new PptxGenJS();
    const slide = deck.addSlide();
    if (shape === 'a paragraph per line')
      slide.addText(
        LINES.map((text) => ({ text, options: { breakLine: true } })),
        { x: 0.5, y: 0.5, w: 9, h: 4 },
      );
    else if (shape === 'lines broken inside one paragraph')
      slide.addText(
        LINES.map((text, i) => ({ text, options: { softBreakBefore: i > 0 } })),
        { x: 0.5, y: 0.5, w: 9, h: 4 },
      );
    else
      slide.addTable(
        LINES.map((line) => pair(line).map((text) => ({ text }))),
        { x: 0.5, y: 0.5, w: 9 },
      );
    return new Uint8Array((await deck.write({ outputType: 'nodebuffer' })) as Buffer);
  };
  const WRITERS = { docx, xlsx, pptx } as const;
  const SHAPES: Shape[] = ['a paragraph per line', 'lines broken inside one paragraph', 'label and value cells'];

  it.each(SHAPES.flatMap((shape) => (['docx', 'xlsx', 'pptx'] as const).map((format) => [shape, format] as const)))(
    '%s, in a .%s file',
    async (shape, format) => {
      const { program } = await parseProgramFile(format, await WRITERS[format](shape));
      expect(program).toMatchObject(EXPECT);
    },
  );
});
