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
  type ProgramDetailsForm,
} from './program-import.forms.ts';
import { PROGRAM_IMPORT_TEXT, PROGRAM_REQUIRED, type ParsedProgram } from './program-import.schema.ts';

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
const row = (id: string, group: string, description: string, hours: string): CompetencyRow => ({ id, group, description, hours });

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
    ['ten', Number.NaN],
    ['-5', Number.NaN],
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
    expect(programFormFromParsed(parsed).rows).toEqual([row('c1', 'Safety and prints', 'Read blueprints', '200'), row('c2', '', 'Shielded metal arc welding', '')]);
  });

  it('reads a file with no competencies and no hours as empty rows and both defaults', () => {
    const bare = programFormFromParsed({ ...parsed, ojtHours: null, competencies: null, competencyGroups: null });
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
    ['instructionHours', 'many'],
    ['ojtHours', ''],
    ['ojtHours', '12.5'],
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

describe('checkCompetencyRows', () => {
  it.each([
    [row('c1', 'Safety', 'Lockout/tagout', '40'), {}],
    [row('c1', '', 'Lockout/tagout', ''), {}],
    [row('c1', 'Safety', '  ', '40'), { description: 'Describe the competency.' }],
    [row('c1', 'Safety', 'Lockout/tagout', 'forty'), { hours: PROGRAM_IMPORT_TEXT.competencyHours }],
    [row('c1', 'Safety', 'Lockout/tagout', '2.5'), { hours: PROGRAM_IMPORT_TEXT.competencyHours }],
    [row('c1', 'x'.repeat(501), 'Lockout/tagout', '1'), { group: expect.any(String) }],
  ])('%j → %j', (r, errors) => expect(checkCompetencyRows([r])).toEqual([errors]));
});

describe('competenciesFromRows', () => {
  it('makes one group per distinct name in the order first named, and leaves ungrouped rows out of every group', () => {
    const rows = [row('a', 'Safety', 'Lockout', '40'), row('b', ' Wiring ', 'Conduit', '1,000'), row('c', '', 'Orientation', ''), row('d', 'Safety', 'First aid', '8')];
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
    expect(draft).toMatchObject({ title: 'Electrician', type: 'CB', instructionHours: 576, ojtHours: 8000, competencyGroups: [{ description: 'Safety', competencyIds: ['a'] }] });
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
  ])('the total of %j is %i', (rows, total) => expect(competencyHoursTotal(rows)).toBe(total));

  it.each([
    [7800, 8000, 'Total 7,800 of 8,000 OJT hours'],
    [0, 2700, 'Total 0 of 2,700 OJT hours'],
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
  ])('form %j, suggested %j → %j', (current, suggested, offer) => expect(onetSuggestion(current, suggested)).toBe(offer));
});

describe('newCompetencyRow', () => {
  it.each([
    [[], { id: 'competency-1', group: '' }],
    [[row('c1', 'Safety', 'x', '')], { id: 'competency-2', group: 'Safety' }],
    [[row('competency-2', '', 'x', ''), row('competency-3', 'Wiring', 'y', '')], { id: 'competency-4', group: 'Wiring' }],
  ])('after %j → %j', (rows, expected) => expect(newCompetencyRow(rows)).toEqual({ ...expected, description: '', hours: '' }));
});
