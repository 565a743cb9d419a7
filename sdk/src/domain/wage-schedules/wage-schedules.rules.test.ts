import { describe, expect, it } from 'vitest';
import {
  apprenticeEmployerOf,
  schedulesForEmployer,
  wageScheduleOf,
  canDeletePeriod,
  canDeleteSchedule,
  checkWagePeriod,
  checkWageSchedule,
  defaultEntryWage,
  defaultWageRates,
  defaultWageScheduleTitle,
  newWagePeriod,
  normalizeWagePeriod,
  ordinal,
  percentOfEntryWage,
  previousBlocksPeriod,
  roundHours,
  roundWage,
  splitHours,
  type WagePeriod,
} from './wage-schedules.rules.ts';
import { wageFloorOn } from './minimum-wages.ts';
import { setUiLocale } from '../../i18n/i18n.ts';

/** The floors the rules are checked against: the federal rate since 2009, the 5.15 of 1997-2007 (docs/rules.md#wage-schedules) and a state's. */
const FEDERAL = wageFloorOn('2026-11-28');
const OLD_FEDERAL = wageFloorOn('2000-01-01');
const WASHINGTON = wageFloorOn('2026-11-28', 'WA');
const MIN = 'Wages must meet US Federal Min. Wage ($7.25) requirements.';
const rates = (...pairs: [number, number][]): WagePeriod[] =>
  pairs.map(([wageAmount, duration]) => ({ wageAmount, duration }));
const messages = (problems: { message: string }[]) => problems.map((p) => p.message);

describe('roundWage and roundHours', () => {
  it.each([
    [13.395, 13.4],
    [19.095, 19.1],
    [5.1512, 5.15],
    [10.004999, 10],
    [7, 7],
  ])('wage %f rounds to %f', (n, rounded) => expect(roundWage(n)).toBe(rounded));

  it.each([
    [666.1, 667],
    [666.66666, 667],
    [500, 500],
    [0.2, 1],
  ])('hours %f round up to %i', (n, rounded) => expect(roundHours(n)).toBe(rounded));
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
  ])('%i → %s', (n, label) => expect(ordinal(n)).toBe(label));
});

describe('percentOfEntryWage', () => {
  it.each([
    [13.4, 28.5, 47],
    [17.1, 28.5, 60],
    [28.5, 28.5, 100],
    [5.15, 10.96, 47],
    [10, 0, 0],
  ])('%f of %f is %i %%', (amount, entry, percent) => expect(percentOfEntryWage(amount, entry)).toBe(percent));
});

describe('defaultWageScheduleTitle', () => {
  it.each([
    ['Industrial Machinery Mechanics', 'Industrial Machinery Mechanics 2027'],
    ['  Welders ', 'Welders 2027'],
    [null, '2027'],
  ])('%s → %s', (name, title) => expect(defaultWageScheduleTitle(name, new Date(2027, 2, 1))).toBe(title));
});

describe('defaultWageRates', () => {
  it.each([
    ['the demo program', 28.5, 2000, rates([13.4, 667], [19.1, 667], [24.8, 666])],
    ['the default entry wage', 15.43, 2000, rates([7.25, 667], [10.34, 667], [13.42, 666])],
    ['the old default entry wage (for a 5.15 floor)', 10.96, 2000, rates([5.15, 667], [7.34, 667], [9.54, 666])],
    ['hours that divide evenly', 20, 6000, rates([9.4, 2000], [13.4, 2000], [17.4, 2000])],
    ['one hour over a multiple of three', 20, 2001, rates([9.4, 667], [13.4, 667], [17.4, 667])],
    ['no OJT hours', 20, null, rates([9.4, 0], [13.4, 0], [17.4, 0])],
  ])('%s', (_name, entry, ojt, expected) => {
    expect(defaultWageRates(entry, ojt)).toEqual(expected);
  });

  it('always adds up to the OJT hours', () => {
    for (const ojt of [3, 4, 5, 100, 1999, 2000, 8000]) expect(splitHours(ojt, 3).reduce((a, b) => a + b)).toBe(ojt);
  });

  it('gives a below-minimum first period for an entry wage under the default, which the schedule check refuses', () => {
    const problems = checkWageSchedule(
      { title: 'x', entryWage: 15.4, wageRates: defaultWageRates(15.4, 2000) },
      2000,
      FEDERAL,
    );
    expect(messages(problems)).toEqual([MIN]);
  });
});

describe('defaultEntryWage', () => {
  it.each([
    ['the federal $7.25', FEDERAL, 15.43],
    ['the old $5.15 gives the old 10.96', OLD_FEDERAL, 10.96],
    ["Washington's $17.13", WASHINGTON, 36.45],
  ])('%s → %f', (_name, floor, entry) => {
    expect(defaultEntryWage(floor)).toBe(entry);
    // The lowest such wage: 47 % of it is at least the floor, of a cent less it is not.
    expect(defaultWageRates(entry, 2000)[0]!.wageAmount).toBeGreaterThanOrEqual(floor.amount);
    expect(entry * 0.47).toBeGreaterThanOrEqual(floor.amount);
    expect((entry - 0.01) * 0.47).toBeLessThan(floor.amount);
  });
});

describe('newWagePeriod', () => {
  it.each([
    [
      'midpoint of the last wage and the entry wage, with the hours left',
      rates([13.4, 500], [19.1, 500], [24.8, 500]),
      28.5,
      2000,
      { wageAmount: 26.65, duration: 500 },
    ],
    ['capped one cent below the entry wage', rates([28.48, 2000]), 28.5, 2000, { wageAmount: 28.49, duration: 0 }],
    ['rounded to the cent', rates([20.01, 1000]), 21, 2000, { wageAmount: 20.51, duration: 1000 }],
    ['no hours left', rates([13.4, 667], [19.1, 667], [24.8, 666]), 28.5, 2000, { wageAmount: 26.65, duration: 0 }],
    ['hours over the total', rates([13.4, 3000]), 28.5, 2000, { wageAmount: 20.95, duration: 0 }],
    [
      'the first period: midpoint of the floor and the entry wage',
      [],
      28.5,
      2000,
      { wageAmount: 17.88, duration: 2000 },
    ],
  ])('%s', (_name, current, entry, ojt, expected) => {
    expect(newWagePeriod(current, entry, ojt, FEDERAL)).toEqual(expected);
  });
});

describe('normalizeWagePeriod', () => {
  it('rounds the wage to the cent and the hours up', () => {
    expect(normalizeWagePeriod({ wageAmount: 12.345, duration: 499.2 })).toEqual({ wageAmount: 12.35, duration: 500 });
  });
});

describe('deleting periods and schedules', () => {
  it.each([
    [1, false, false],
    [2, false, true],
    [3, false, true],
    [4, true, true],
    [6, true, true],
  ])('with %i periods: a period can be deleted %s, the schedule %s', (count, period, schedule) => {
    expect(canDeletePeriod(count)).toBe(period);
    expect(canDeleteSchedule(count)).toBe(schedule);
  });
});

describe('checkWagePeriod', () => {
  const entry = 20;
  it.each([
    ['a valid middle period', rates([10, 500], [12, 500], [15, 1000]), 1, []],
    ['below the federal minimum', rates([7.24, 500], [12, 500]), 0, [MIN]],
    ['at the stale $5.15', rates([5.15, 500], [12, 500]), 0, [MIN]],
    ['at the federal minimum', rates([7.25, 500], [12, 500]), 0, []],
    [
      'equal to the previous wage',
      rates([10, 500], [10, 500]),
      1,
      ["The 2nd period's wage must be more than the 1st period's ($10.00)."],
    ],
    [
      'above the next wage',
      rates([10, 500], [16, 500], [15, 1000]),
      1,
      ["The 2nd period's wage must be at most the 3rd period's ($15.00)."],
    ],
    ['equal to the next wage', rates([10, 500], [15, 500], [15, 1000]), 0, []],
    [
      'the last one above the entry wage',
      rates([10, 500], [20.01, 1500]),
      1,
      ["The 2nd period's wage must be at most the entry wage ($20.00)."],
    ],
    ['the last one at the entry wage', rates([10, 500], [20, 1500]), 1, []],
    ['more than two decimals', rates([10.005, 500]), 0, ['Enter a dollar amount with at most 2 decimals.']],
    ['a duration of zero', rates([10, 0]), 0, ["The 1st period's duration must be whole hours from 1 to 2,000."]],
    [
      'a duration over the OJT hours',
      rates([10, 2001]),
      0,
      ["The 1st period's duration must be whole hours from 1 to 2,000."],
    ],
    ['a fractional duration', rates([10, 10.5]), 0, ["The 1st period's duration must be whole hours from 1 to 2,000."]],
  ])('%s', (_name, current, index, expected) => {
    expect(messages(checkWagePeriod(current, index, entry, 2000, FEDERAL))).toEqual(expected);
  });

  it('says to reduce the previous period first when it is one cent below the entry wage', () => {
    const current = rates([10, 500], [19.99, 500], [19.99, 1000]);
    expect(previousBlocksPeriod(current, 2, entry)).toBe(true);
    expect(previousBlocksPeriod(rates([10, 500], [19.98, 500], [19.99, 1000]), 2, entry)).toBe(false);
    expect(messages(checkWagePeriod(current, 2, entry, 2000, FEDERAL))).toEqual([
      "The 2nd period's wage ($19.99) is one cent below the entry wage, which leaves no room for the 3rd period. Reduce the 2nd period's wage first.",
    ]);
  });
});

describe('checkWageSchedule', () => {
  const good = rates([13.4, 667], [19.1, 667], [24.8, 666]);
  it.each([
    ['the demo default schedule', { title: 'IMM 2027', entryWage: 28.5, wageRates: good }, 2000, []],
    [
      'a four-period schedule',
      { title: 'IMM', entryWage: 28.5, wageRates: rates([17.1, 500], [19.95, 500], [22.8, 500], [25.65, 500]) },
      2000,
      [],
    ],
    ['no title', { title: ' ', entryWage: 28.5, wageRates: good }, 2000, ['Title is required.']],
    [
      'an entry wage below the minimum',
      { title: 'x', entryWage: 7.24, wageRates: good },
      2000,
      ['Can not be less than minimum wage ($7.25).'],
    ],
    ['an entry wage at the minimum', { title: 'x', entryWage: 7.25, wageRates: rates([7.25, 2000]) }, 2000, []],
    [
      'an entry wage that is not a number',
      { title: 'x', entryWage: Number.NaN, wageRates: good },
      2000,
      ['Enter the journeyworker entry wage.'],
    ],
    ['no wage rates', { title: 'x', entryWage: 28.5, wageRates: [] }, 2000, ['Wage rates required.']],
    ['missing wage rates', { title: 'x', entryWage: 28.5, wageRates: null }, 2000, ['Wage rates required.']],
    [
      'hours that do not sum',
      { title: 'x', entryWage: 28.5, wageRates: rates([13.4, 667], [19.1, 667], [24.8, 667]) },
      2000,
      ['Total hours (2001) must equal OJT hours (2000).'],
    ],
    [
      'hours rounded up three times',
      { title: 'x', entryWage: 28.5, wageRates: rates([13.4, 500], [19.1, 500]) },
      2000,
      ['Total hours (1000) must equal OJT hours (2000).'],
    ],
    [
      'two periods below the minimum, said once',
      { title: 'x', entryWage: 28.5, wageRates: rates([5, 1000], [7.1, 1000]) },
      2000,
      [MIN],
    ],
    [
      'a period between the stale $5.15 and $7.25',
      { title: 'x', entryWage: 28.5, wageRates: rates([6.5, 1000], [20, 1000]) },
      2000,
      [MIN],
    ],
    [
      'falling wages',
      { title: 'x', entryWage: 28.5, wageRates: rates([19.1, 1000], [13.4, 1000]) },
      2000,
      ["The 2nd period's wage must be more than the 1st period's ($19.10)."],
    ],
    [
      'the last wage above the entry wage',
      { title: 'x', entryWage: 20, wageRates: rates([10, 1000], [21, 1000]) },
      2000,
      ["The 2nd period's wage must be at most the entry wage ($20.00)."],
    ],
    [
      'a period after one a cent below the entry wage',
      { title: 'x', entryWage: 20, wageRates: rates([10, 1000], [19.99, 500], [20, 500]) },
      2000,
      [
        "The 2nd period's wage ($19.99) is one cent below the entry wage, which leaves no room for the 3rd period. Reduce the 2nd period's wage first.",
      ],
    ],
    [
      'the last period a cent below the entry wage is fine',
      { title: 'x', entryWage: 20, wageRates: rates([10, 1000], [19.99, 1000]) },
      2000,
      [],
    ],
    ['unknown OJT hours skip the total', { title: 'x', entryWage: 28.5, wageRates: rates([13.4, 10]) }, null, []],
    ['a title left out (a partial check) is not required', { entryWage: 28.5, wageRates: good }, 2000, []],
  ])('%s', (_name, schedule, ojt, expected) => {
    expect(messages(checkWageSchedule(schedule, ojt, FEDERAL))).toEqual(expected);
  });

  it.each([
    [
      'the demo default schedule passes in Pennsylvania (federal)',
      28.5,
      rates([13.4, 667], [19.1, 667], [24.8, 666]),
      FEDERAL,
      [],
    ],
    [
      "a first period under Washington's rate",
      28.5,
      rates([13.4, 667], [19.1, 667], [24.8, 666]),
      WASHINGTON,
      ['Wages must meet Washington Min. Wage ($17.13) requirements.'],
    ],
    [
      "an entry wage under Washington's rate",
      17,
      rates([17, 2000]),
      WASHINGTON,
      ['Can not be less than minimum wage ($17.13).'],
    ],
    [
      'the same schedule in 2000 (the 5.15 of the day)',
      10.96,
      rates([5.15, 667], [7.34, 667], [9.54, 666]),
      OLD_FEDERAL,
      [],
    ],
  ])('%s', (_name, entryWage, wageRates, floor, expected) => {
    expect(messages(checkWageSchedule({ title: 'x', entryWage, wageRates }, 2000, floor))).toEqual(expected);
  });

  it('points each period problem at its row', () => {
    const problems = checkWageSchedule(
      { title: 'x', entryWage: 20, wageRates: rates([10, 1000], [9, 0]) },
      2000,
      FEDERAL,
    );
    expect(problems.filter((p) => p.index === 1).map((p) => p.field)).toEqual(['wageAmount', 'duration']);
  });
});

describe('wageScheduleOf', () => {
  const first = { id: 'first', employerProfileId: null };
  const employers = { id: 'employers', employerProfileId: 'emp-1' };
  const others = { id: 'others', employerProfileId: 'emp-2' };
  it.each([
    ['the employer has its own', [first, others, employers], 'emp-1', 'employers'],
    ['the employer has none', [first, others], 'emp-1', 'first'],
    ['no employer is named', [others, employers], null, 'others'],
    ['the program has none', [], 'emp-1', null],
  ])("is the employer's schedule, else the program's first, when %s", (_case, schedules, employerId, expected) => {
    expect(wageScheduleOf(schedules, employerId)?.id ?? null).toBe(expected);
  });
});

describe('schedulesForEmployer', () => {
  const first = { id: 'first', employerProfileId: null };
  const a1 = { id: 'a1', employerProfileId: 'emp-a' };
  const b1 = { id: 'b1', employerProfileId: 'emp-b' };
  const a2 = { id: 'a2', employerProfileId: 'emp-a' };
  it.each([
    ['the employer has two of its own', [first, a1, b1, a2], 'emp-a', ['a1', 'a2']],
    ['another employer has its own', [first, a1, b1, a2], 'emp-b', ['b1']],
    ['the employer has none', [first, a1], 'emp-c', ['first', 'a1']],
    ['no employer is named', [a1, b1], null, ['a1', 'b1']],
    ['the program has none', [], 'emp-a', []],
  ])("are the employer's, else all of the program's, when %s", (_case, schedules, employerId, expected) => {
    expect(schedulesForEmployer(schedules, employerId).map((s) => s.id)).toEqual(expected);
  });
});

describe('apprenticeEmployerOf', () => {
  it.each([
    ['the agreement names one', 'emp-agreement', 'emp-program', 'emp-agreement'],
    ['the agreement names none', null, 'emp-program', 'emp-program'],
    ['the agreement has an empty one', '', 'emp-program', 'emp-program'],
    ['neither names one', undefined, null, null],
  ])("is the agreement's employer, else the program's, when %s", (_case, agreement, program, expected) => {
    expect(apprenticeEmployerOf(agreement, program)).toBe(expected);
  });
});

describe("a period's duration: the OJT hours in the page's number format", () => {
  it.each([
    ['en-US', 2000, '2,000'],
    ['es-US', 2000, '2,000'],
    ['de-DE', 2000, '2.000'],
    ['fr-FR', 12000, '12\u202f000'],
    ['en-US', 999, '999'],
  ])('%s, %i OJT hours: to %s', (locale, ojt, shown) => {
    setUiLocale(locale);
    try {
      expect(messages(checkWagePeriod(rates([10, ojt + 1]), 0, 20, ojt, FEDERAL))).toEqual([
        `The 1st period's duration must be whole hours from 1 to ${shown}.`,
      ]);
    } finally {
      setUiLocale(null);
    }
  });
});
