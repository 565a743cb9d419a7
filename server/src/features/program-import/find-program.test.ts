import { describe, expect, it } from 'vitest';
import { findProgram, hoursIn, industryIn, missingFieldsNote, onetIn, rapidsIn, typeIn } from './find-program.ts';
import type { Block } from './outline.ts';

const p = (text: string, bullet = false): Block => ({ kind: 'paragraph', text, bullet });
const h = (text: string): Block => ({ kind: 'heading', text });

describe('reading values', () => {
  it.each([
    ['23 – Construction', '23'],
    ['238210', '23'],
    ['NAICS 238210 Electrical Contractors', '23'],
    ['31-33 Manufacturing', '31'],
    ['332312', '31'],
    ['452 General Merchandise', '44'],
    ['921 Executive, Legislative and Other General Government Support', '93'],
    ['Health Care and Social Assistance', '62'],
    ['Advanced manufacturing', '31'],
    ['Cooking', null],
  ])('industry %j → %j', (value, sector) => expect(industryIn(value)).toBe(sector));

  it.each([
    ['Competency-Based', 'CB'],
    ['Time-Based', 'TB'],
    ['Hybrid', 'H'],
    ['CB', 'CB'],
    ['TB', 'TB'],
    ['H', 'H'],
    ['HY', 'H'],
    ['Registered', null],
  ])('type %j → %j', (value, type) => expect(typeIn(value)).toBe(type));

  it.each([
    ['0159', '0159'],
    ['0159CB', '0159CB'],
    ['1080HY', '1080HY'],
    ['RAPIDS 0622 TB', '0622TB'],
    ['159', null],
  ])('RAPIDS code %j → %j', (value, code) => expect(rapidsIn(value)).toBe(code));

  it.each([
    ['47-2111.00', '47-2111.00'],
    ['O*NET 51-4121.00 Welders', '51-4121.00'],
    ['47-2111', '47-2111.00'],
    ['4721-11', null],
  ])('O*NET code %j → %j', (value, code) => expect(onetIn(value)).toBe(code));

  it.each([
    ['8,000', 8000],
    ['8000 hours', 8000],
    ['576 hours (144 per year)', 576],
    ['144 hours per year, 576 total', 576],
    ['about four years', null],
  ])('hours %j → %j', (value, hours) => expect(hoursIn(value)).toBe(hours));
});

describe('findProgram', () => {
  it('reads labelled paragraphs and bullet lists with hours under group headings', () => {
    const { program, notes } = findProgram([
      h('Pipefitter Apprenticeship'),
      p('Occupation: Pipe Fitter'),
      p('RAPIDS Code: 1080HY'),
      p('O*NET Code: 47-2152.00'),
      p('Industry: 23 – Construction'),
      p('Program Type: Hybrid'),
      p('Length: 8000 hours'),
      p('RTI Hours: 720'),
      p('OJT Hours: 8,000'),
      p('Program Description:'),
      p(
        'Apprentices lay out, assemble and maintain piping systems for steam, hot water, heating, cooling and process lines.',
      ),
      h('Work Process Schedule'),
      h('A. Safety (200 hours)'),
      p('Blueprint reading – 120 hours', true),
      p('Rigging and signalling: 80 hours', true),
      p('Confined space awareness', true),
      p('Pipe Installation:'),
      p('Threading and grooving (300 hours)', true),
      p('Welded joints — 1,200 hrs', true),
    ]);
    expect(program).toEqual({
      title: 'Pipefitter Apprenticeship',
      description:
        'Apprentices lay out, assemble and maintain piping systems for steam, hot water, heating, cooling and process lines.',
      industryCode: '23',
      type: 'H',
      estimatedLength: '8000 hours',
      instructionHours: 720,
      ojtHours: 8000,
      occupationName: 'Pipe Fitter',
      rapidsCode: '1080HY',
      occupationONetCode: '47-2152.00',
      competencies: [
        { id: 'c1', description: 'Blueprint reading', totalHours: 120 },
        { id: 'c2', description: 'Rigging and signalling', totalHours: 80 },
        { id: 'c3', description: 'Confined space awareness', totalHours: null },
        { id: 'c4', description: 'Threading and grooving', totalHours: 300 },
        { id: 'c5', description: 'Welded joints', totalHours: 1200 },
      ],
      competencyGroups: [
        { id: 'g1', description: 'A. Safety', competencyIds: ['c1', 'c2', 'c3'] },
        { id: 'g2', description: 'Pipe Installation', competencyIds: ['c4', 'c5'] },
      ],
    });
    expect(notes).toEqual([]);
  });

  it('reads a headerless two-column hours table and a details table with two label | value pairs per row', () => {
    const { program } = findProgram([
      {
        kind: 'table',
        rows: [
          ['Program Name', 'Line Cook', 'RAPIDS', '0834CB'],
          ['NAICS Code', '722511', 'Term', '2,000 hours'],
        ],
      },
      {
        kind: 'table',
        rows: [
          ['Knife skills', '200'],
          ['Sauces and stocks', '300'],
          ['Sanitation (ServSafe)', '100'],
        ],
      },
    ]);
    expect(program).toMatchObject({
      title: 'Line Cook',
      rapidsCode: '0834CB',
      industryCode: '72',
      estimatedLength: '2,000 hours',
      type: 'CB',
    });
    expect(program.competencies).toEqual([
      { id: 'c1', description: 'Knife skills', totalHours: 200 },
      { id: 'c2', description: 'Sauces and stocks', totalHours: 300 },
      { id: 'c3', description: 'Sanitation (ServSafe)', totalHours: 100 },
    ]);
    expect(program.competencyGroups).toEqual([]);
  });

  it('does not take work processes that look like labels (Trade math, Classroom safety) as program fields', () => {
    const { program } = findProgram([
      {
        kind: 'table',
        rows: [
          ['Competency', 'Hours'],
          ['Trade math', '40'],
          ['Classroom safety', '16'],
        ],
      },
    ]);
    expect(program.occupationName).toBeNull();
    expect(program.instructionHours).toBe(495);
    expect(program.competencies!.map((c) => c.description)).toEqual(['Trade math', 'Classroom safety']);
  });

  it('uses the default hours, with notes, when the document names none', () => {
    const { program, notes } = findProgram([
      p('Program Title: Pharmacy Technician'),
      p('Scope of work – 100 hours', true),
    ]);
    expect(program.instructionHours).toBe(495);
    expect(program.ojtHours).toBe(2700);
    expect(notes).toEqual([
      'Instruction hours were not found: the default of 495 hours is used.',
      'OJT hours were not found: the default of 2700 hours is used.',
    ]);
  });

  it('answers empty fields and says so when nothing is recognisable', () => {
    const { program, notes } = findProgram([
      p('Minutes of the safety committee, 3 March.'),
      p('Attendees: J. Ortiz, M. Chen'),
    ]);
    expect(program).toMatchObject({
      title: null,
      description: null,
      industryCode: null,
      type: null,
      rapidsCode: null,
      occupationONetCode: null,
      competencies: [],
      competencyGroups: [],
    });
    expect(notes[0]).toBe('Nothing recognisable was found in this file: fill in the program by hand.');
    expect(missingFieldsNote(program)).toBe(
      'Not found in the file: title, description, industry, type, estimated length, occupation name, RAPIDS code, O*NET code.',
    );
  });
});
