import { describe, expect, it } from 'vitest';
import {
  checkCompetencyRows,
  checkProgramDetails,
  competenciesFromRows,
  competencyHoursSummary,
  competencyHoursTotal,
  type CompetencyRow,
  industrySector,
  isAcceptedProgramFile,
  newCompetencyRow,
  onetSuggestion,
  parseHours,
  programDraftFromForm,
  programFormFromParsed,
  type ProgramDetailField,
  type ProgramDetailsForm,
} from './program-import.forms.ts';
import {
  PROGRAM_FORMAT,
  PROGRAM_IMPORT_TEXT,
  PROGRAM_REQUIRED,
  type ParsedProgram,
  ZProgramDraft,
} from './program-import.schema.ts';

const details: ProgramDetailsForm = {
  title: 'Electrician',
  description: 'Installs and maintains electrical systems.',
  industryCode: '23',
  type: 'CB',
  estimatedLength: '4 years',
  instructionHours: '576',
  ojtHours: '8,000',
  occupationName: 'Electricians',
  rapidsCode: '0159',
  occupationONetCode: '47-2111.00',
};
const row = (id: string, group: string, description: string, hours: string): CompetencyRow => ({
  id,
  group,
  description,
  hours,
});

const parsed: ParsedProgram = {
  title: 'Welder',
  description: null,
  industryCode: '31',
  type: null,
  estimatedLength: null,
  instructionHours: null,
  ojtHours: 4000,
  occupationName: null,
  rapidsCode: '0628',
  occupationONetCode: '51-4121.00',
  competencies: [
    { id: 'c1', description: 'Read blueprints', totalHours: 200 },
    { id: 'c2', description: 'Shielded metal arc welding', totalHours: null },
  ],
  competencyGroups: [{ id: 'g1', description: 'Safety and prints', competencyIds: ['c1'] }],
};

describe('isAcceptedProgramFile', () => {
  it.each([
    ['electrician.docx', true],
    ['Welder Program.PPTX', true],
    ['hvac.xlsx', true],
    ['notes.pdf', false],
    ['program.doc', false],
    ['docx', false],
    ['', false],
  ])('%j → %s', (name, accepted) => expect(isAcceptedProgramFile(name)).toBe(accepted));
});

describe('industrySector', () => {
  it.each([
    ['23', '23'],
    ['238210', '23'],
    ['33', '31'],
    ['332', '31'],
    ['45', '44'],
    ['49', '48'],
    ['92', '93'],
    ['99', ''],
    ['', ''],
    [null, ''],
  ])('%j → %j', (code, sector) => expect(industrySector(code)).toBe(sector));
});

describe('parseHours', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['495', 495],
    ['2,700', 2700],
    [' 8000 ', 8000],
    ['12.5', 12.5],
    ['576 hours', 576],
    ['ten', Number.NaN],
    ['hours', Number.NaN],
    ['-5', -5],
    ['−5 hours', -5],
  ])('%j → %s', (text, hours) => expect(parseHours(text)).toBe(hours));
});

describe('programFormFromParsed', () => {
  it('puts every field in the inputs, with the import defaults for missing hours', () => {
    const { details: form } = programFormFromParsed(parsed);
    expect(form).toEqual({
      title: 'Welder',
      description: '',
      industryCode: '31',
      type: '',
      estimatedLength: '',
      instructionHours: '495',
      ojtHours: '4000',
      occupationName: '',
      rapidsCode: '0628',
      occupationONetCode: '51-4121.00',
    });
  });

  it('gives each competency its group name and its hours as text', () => {
    expect(programFormFromParsed(parsed).rows).toEqual([
      row('c1', 'Safety and prints', 'Read blueprints', '200'),
      row('c2', '', 'Shielded metal arc welding', ''),
    ]);
  });

  it('reads a file with no competencies and no hours as empty rows and both defaults', () => {
    const bare = programFormFromParsed({ ...parsed, ojtHours: null, competencies: [], competencyGroups: [] });
    expect(bare.rows).toEqual([]);
    expect([bare.details.instructionHours, bare.details.ojtHours]).toEqual(['495', '2700']);
  });
});

describe('checkProgramDetails', () => {
  it('accepts complete details', () => expect(checkProgramDetails(details)).toEqual({}));

  it.each([
    ['title', ''],
    ['description', '   '],
    ['industryCode', ''],
    ['type', ''],
    ['type', 'XX'],
    ['estimatedLength', ''],
    ['instructionHours', ''],
    ['ojtHours', ''],
    ['occupationName', ''],
    ['rapidsCode', ''],
    ['occupationONetCode', ''],
  ] as const)('%s %j → its required message', (field, value) => {
    expect(checkProgramDetails({ ...details, [field]: value })).toEqual({ [field]: PROGRAM_REQUIRED[field] });
  });

  it('lists every missing field in the order of PROGRAM_REQUIRED', () => {
    const empty = Object.fromEntries(Object.keys(details).map((k) => [k, ''])) as ProgramDetailsForm;
    expect(checkProgramDetails(empty)).toEqual(PROGRAM_REQUIRED);
    expect(Object.keys(checkProgramDetails(empty))).toEqual(Object.keys(PROGRAM_REQUIRED));
  });
});

/**
 * Values that are there but wrong (issue 25 #18): the page's check (checkProgramDetails, over the
 * text typed) and the server's body schema (ZProgramDraft, over the draft sent) give the same
 * message, and never the required one.
 */
describe('the program rule, on the page and on the server', () => {
  const complete = programDraftFromForm(details, [])!;
  const x = (n: number) => 'x'.repeat(n);
  /** [field, as typed, as sent (the form's number for hours), message]; long texts are named by their length. */
  const wrong: [ProgramDetailField, string, string | number, string][] = [
    ['title', x(600), x(600), 'A title has at most 300 characters.'],
    ['title', x(301), x(301), PROGRAM_FORMAT.title],
    ['description', x(10_001), x(10_001), PROGRAM_FORMAT.description],
    ['estimatedLength', x(101), x(101), PROGRAM_FORMAT.estimatedLength],
    ['occupationName', x(301), x(301), PROGRAM_FORMAT.occupationName],
    ['industryCode', '99', '99', PROGRAM_REQUIRED.industryCode],
    ['instructionHours', '-5', -5, 'Instruction hours can not be negative.'],
    ['instructionHours', '−5 hours', -5, 'Instruction hours can not be negative.'],
    ['instructionHours', 'many', Number.NaN, 'Instruction hours must be a whole number.'],
    ['instructionHours', '12.5', 12.5, 'Instruction hours must be a whole number.'],
    ['instructionHours', '100,001', 100_001, 'Instruction hours can be at most 100,000.'],
    ['ojtHours', '0', 0, 'OJT hours must be more than 0.'],
    ['ojtHours', '-2,000', -2000, 'OJT hours must be more than 0.'],
    ['ojtHours', '12.5', 12.5, 'OJT hours must be a whole number.'],
    ['ojtHours', 'lots', Number.NaN, 'OJT hours must be a whole number.'],
    ['ojtHours', '250000', 250_000, 'OJT hours can be at most 100,000.'],
    ['rapidsCode', 'ABC', 'ABC', 'A RAPIDS code is 4 digits, then up to 3 letters (like 0159 or 0622CB).'],
    ['rapidsCode', '159', '159', PROGRAM_FORMAT.rapidsCode],
    ['rapidsCode', '01591', '01591', PROGRAM_FORMAT.rapidsCode],
    ['rapidsCode', '0159-CB', '0159-CB', PROGRAM_FORMAT.rapidsCode],
    ['rapidsCode', '0622CBXX', '0622CBXX', PROGRAM_FORMAT.rapidsCode],
    ['occupationONetCode', 'not-a-code', 'not-a-code', 'The O*NET code must look like 47-2111.00.'],
    ['occupationONetCode', '472111', '472111', PROGRAM_FORMAT.occupationONetCode],
    ['occupationONetCode', '47-2111.0', '47-2111.0', PROGRAM_FORMAT.occupationONetCode],
    ['occupationONetCode', '47-21110.00', '47-21110.00', PROGRAM_FORMAT.occupationONetCode],
  ];
  const named = (typed: string) => (typed.length > 40 ? `${typed.length} characters` : JSON.stringify(typed));
  it.each(wrong.map(([field, typed, sent, message]) => [field, named(typed), typed, sent, message] as const))(
    '%s %s → %j',
    (field, _name, typed, sent, message) => {
      expect(checkProgramDetails({ ...details, [field]: typed })).toEqual({ [field]: message });
      const server = ZProgramDraft.safeParse({ ...complete, [field]: sent });
      expect(server.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[field, message]]);
    },
  );

  const right: [ProgramDetailField, string][] = [
    ['title', x(300)],
    ['instructionHours', '0'],
    ['instructionHours', '576 hours'],
    ['ojtHours', '1'],
    ['ojtHours', '100,000'],
    ['rapidsCode', '0159'],
    ['rapidsCode', ' 0622cb '],
    ['rapidsCode', '1029HY'],
    ['rapidsCode', '0867ABC'],
    ['occupationONetCode', '47-2111.00'],
    ['occupationONetCode', '47-2111'],
  ];
  it.each(right.map(([field, typed]) => [field, named(typed), typed] as const))(
    'accepts %s %s',
    (field, _name, typed) => {
      expect(checkProgramDetails({ ...details, [field]: typed })).toEqual({});
      expect(programDraftFromForm({ ...details, [field]: typed }, [])).not.toBeNull();
    },
  );

  it('sends an O*NET code typed without its detail digits with them', () => {
    expect(programDraftFromForm({ ...details, occupationONetCode: ' 47-2111 ' }, [])?.occupationONetCode).toBe(
      '47-2111.00',
    );
  });
});

describe('checkCompetencyRows', () => {
  it.each([
    [row('c1', 'Safety', 'Lockout/tagout', '40'), {}],
    [row('c1', '', 'Lockout/tagout', ''), {}],
    [row('c1', 'Safety', '  ', '40'), { description: 'Describe the competency.' }],
    [row('c1', 'Safety', 'Lockout/tagout', 'forty'), { hours: PROGRAM_IMPORT_TEXT.competencyHours }],
    [row('c1', 'Safety', 'Lockout/tagout', '2.5'), { hours: PROGRAM_IMPORT_TEXT.competencyHours }],
    [row('c1', 'Safety', 'Lockout/tagout', '-40'), { hours: 'Hours can not be negative.' }],
    [row('c1', 'x'.repeat(501), 'Lockout/tagout', '1'), { group: expect.any(String) }],
  ])('%j → %j', (r, errors) => expect(checkCompetencyRows([r])).toEqual([errors]));
});

describe('competenciesFromRows', () => {
  it('makes one group per distinct name in the order first named, and leaves ungrouped rows out of every group', () => {
    const rows = [
      row('a', 'Safety', 'Lockout', '40'),
      row('b', ' Wiring ', 'Conduit', '1,000'),
      row('c', '', 'Orientation', ''),
      row('d', 'Safety', 'First aid', '8'),
    ];
    expect(competenciesFromRows(rows)).toEqual({
      competencies: [
        { id: 'a', description: 'Lockout', totalHours: 40 },
        { id: 'b', description: 'Conduit', totalHours: 1000 },
        { id: 'c', description: 'Orientation', totalHours: null },
        { id: 'd', description: 'First aid', totalHours: 8 },
      ],
      competencyGroups: [
        { id: 'group-1', description: 'Safety', competencyIds: ['a', 'd'] },
        { id: 'group-2', description: 'Wiring', competencyIds: ['b'] },
      ],
    });
  });
});

describe('programDraftFromForm', () => {
  it('builds the draft with numbers for hours', () => {
    const draft = programDraftFromForm(details, [row('a', 'Safety', 'Lockout', '40')]);
    expect(draft).toMatchObject({
      title: 'Electrician',
      type: 'CB',
      instructionHours: 576,
      ojtHours: 8000,
      competencyGroups: [{ description: 'Safety', competencyIds: ['a'] }],
    });
  });

  it.each([
    ['a missing detail', { ...details, title: '' }, [row('a', '', 'Lockout', '')]],
    ['a row without a description', details, [row('a', '', '', '4')]],
  ])('is null with %s', (_case, form, rows) => expect(programDraftFromForm(form, rows)).toBeNull());
});

describe('competency hours', () => {
  it.each([
    [[], 0],
    [[row('a', '', 'x', '7,000'), row('b', '', 'y', '800')], 7800],
    [[row('a', '', 'x', '100'), row('b', '', 'y', ''), row('c', '', 'z', 'lots')], 100],
    [[row('a', '', 'x', '100'), row('b', '', 'y', '-40')], 100],
  ])('the total of %j is %i', (rows, total) => expect(competencyHoursTotal(rows)).toBe(total));

  it.each([
    [7800, 8000, 'Total 7,800 of 8,000 OJT hours'],
    [0, 2700, 'Total 0 of 2,700 OJT hours'],
    [8000, 0, 'Total 8,000 hours'],
    [120, null, 'Total 120 hours'],
    [120, Number.NaN, 'Total 120 hours'],
  ])('%i of %s → %s', (total, ojt, text) => expect(competencyHoursSummary(total, ojt)).toBe(text));
});

describe('onetSuggestion', () => {
  it.each([
    ['', '47-2111.00', '47-2111.00'],
    ['47-2111.01', '47-2111.00', '47-2111.00'],
    ['47-2111.00', '47-2111.00', null],
    [' 47-2111.00 ', '47-2111.00', null],
    ['47-2111.00', null, null],
    ['', '  ', null],
  ])('form %j, suggested %j → %j', (current, suggested, offer) =>
    expect(onetSuggestion(current, suggested)).toBe(offer),
  );
});

describe('newCompetencyRow', () => {
  it.each([
    [[], { id: 'competency-1', group: '' }],
    [[row('c1', 'Safety', 'x', '')], { id: 'competency-2', group: 'Safety' }],
    [
      [row('competency-2', '', 'x', ''), row('competency-3', 'Wiring', 'y', '')],
      { id: 'competency-4', group: 'Wiring' },
    ],
  ])('after %j → %j', (rows, expected) =>
    expect(newCompetencyRow(rows)).toEqual({ ...expected, description: '', hours: '' }),
  );
});
