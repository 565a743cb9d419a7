import { describe, expect, it } from 'vitest';
import { EEO_DIMENSIONS, type EeoAnswers, eeoSummary, suppressSmallCells } from './eeo-summary.rules.ts';

const person = (over: EeoAnswers = {}): EeoAnswers => ({
  gender: 'female',
  ethnicity: 'notHispanicOrLatino',
  races: ['white'],
  veteranStatus: 'nonVeteran',
  disability: 'no',
  ...over,
});
const many = (n: number, over: EeoAnswers = {}) => Array.from({ length: n }, () => person(over));
const shown = (cells: { category: string; count: number | null }[]) =>
  Object.fromEntries(cells.filter((c) => c.count !== 0).map((c) => [c.category, c.count]));

describe('suppressSmallCells', () => {
  it.each([
    [
      'nothing small: all shown',
      [
        ['a', 6],
        ['b', 9],
      ],
      { a: 6, b: 9 },
    ],
    [
      'zeros are shown (they name nobody)',
      [
        ['a', 10],
        ['b', 0],
      ],
      { a: 10, b: 0 },
    ],
    [
      'one small cell hides the next smallest too',
      [
        ['a', 3],
        ['b', 6],
        ['c', 20],
      ],
      { a: null, b: null, c: 20 },
    ],
    [
      'two small cells: both hidden, nothing else',
      [
        ['a', 1],
        ['b', 2],
        ['c', 20],
      ],
      { a: null, b: null, c: 20 },
    ],
    [
      'exactly five is shown',
      [
        ['a', 5],
        ['b', 5],
      ],
      { a: 5, b: 5 },
    ],
    [
      'four is hidden, with its partner',
      [
        ['a', 4],
        ['b', 7],
      ],
      { a: null, b: null },
    ],
    [
      'a lone small cell with only zeros beside it',
      [
        ['a', 4],
        ['b', 0],
      ],
      { a: null, b: 0 },
    ],
  ] as const)('%s', (_, input, expected) => {
    const cells = suppressSmallCells(input.map(([category, count]) => ({ category, count })));
    expect(Object.fromEntries(cells.map((c) => [c.category, c.count]))).toEqual(expected);
  });
});

describe('eeoSummary', () => {
  it.each([
    [0, null],
    [4, null],
  ])('shows nothing for %i apprentices (the review needs five)', (n, tables) => {
    expect(eeoSummary(many(n))).toEqual({ total: n, tables });
  });

  it('counts each table and hides the cells under five, with a partner where one alone could be worked out', () => {
    const people = [
      ...many(7),
      ...many(3, { gender: 'male', veteranStatus: 'veteran' }),
      ...many(6, { gender: 'male', races: ['asian', 'white'], disability: 'yes' }),
    ];
    const summary = eeoSummary(people);
    expect(summary.total).toBe(16);
    expect(shown(summary.tables!.sex)).toEqual({ female: 7, male: 9 });
    expect(shown(summary.tables!.race)).toEqual({ white: 10, twoOrMoreRaces: 6 });
    expect(shown(summary.tables!.veteran)).toEqual({ veteran: null, nonVeteran: null });
    expect(shown(summary.tables!.disability)).toEqual({ no: 10, yes: 6 });
  });

  it('counts missing answers as not recorded and two or more races once', () => {
    const summary = eeoSummary([
      ...many(5, { gender: null, races: [] }),
      ...many(5, { gender: 'unknown-code', races: ['asian', 'blackOrAfricanAmerican', 'noAnswer'] }),
    ]);
    expect(shown(summary.tables!.sex)).toEqual({ notRecorded: 10 });
    expect(shown(summary.tables!.race)).toEqual({ notRecorded: 5, twoOrMoreRaces: 5 });
  });

  it('never shows a cell under five, nor one a reader could work out, over many random groups', () => {
    const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
    for (let seed = 1; seed <= 300; seed++) {
      const n = 5 + (seed % 23);
      const people = Array.from({ length: n }, (_, i) =>
        person({
          gender: pick(EEO_DIMENSIONS.sex, seed * 7 + i * i),
          races: [pick(EEO_DIMENSIONS.race, seed + i * 3)],
          veteranStatus: pick(EEO_DIMENSIONS.veteran, seed * i),
          disability: pick(EEO_DIMENSIONS.disability, seed + i),
        }),
      );
      const { total, tables } = eeoSummary(people);
      for (const cells of Object.values(tables!)) {
        for (const c of cells) if (c.count !== null) expect(c.count === 0 || c.count >= 5).toBe(true);
        const hidden = cells.filter((c) => c.count === null);
        expect(hidden.length === 0 || hidden.length >= 2).toBe(true);
        const shownSum = cells.reduce((s, c) => s + (c.count ?? 0), 0);
        expect(hidden.length === 0 ? shownSum === total : shownSum < total).toBe(true);
      }
    }
  });
});
