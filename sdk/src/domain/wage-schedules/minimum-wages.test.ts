import { describe, expect, it } from 'vitest';
import {
  FEDERAL_MINIMUM_WAGES,
  MINIMUM_WAGE_DATA_AS_OF,
  type MinimumWageTable,
  rateOn,
  STATE_MINIMUM_WAGES,
  wageFloorOn,
} from './minimum-wages.ts';

const TABLES: [string, MinimumWageTable][] = [['US', FEDERAL_MINIMUM_WAGES], ...Object.entries(STATE_MINIMUM_WAGES)];

describe.each(TABLES)('the %s table', (code, table) => {
  it('names its jurisdiction, its source and real days in order', () => {
    expect(table.jurisdiction).toBe(code);
    expect(table.name.trim()).not.toBe('');
    expect(table.source.length).toBeGreaterThan(20);
    expect(table.rates.length).toBeGreaterThan(0);
    for (const rate of table.rates) {
      expect(rate.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${rate.effective}T00:00:00Z`).toISOString().slice(0, 10)).toBe(rate.effective);
      expect(Number(rate.amount.toFixed(2))).toBe(rate.amount);
    }
    const days = table.rates.map((r) => r.effective);
    expect([...days].sort()).toEqual(days);
    expect(new Set(days).size).toBe(days.length);
  });

  it('never lowers a rate', () => {
    const amounts = table.rates.map((r) => r.amount);
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
  });

  it.runIf(code !== 'US')('is above the federal rate where it applies (a state at or below it is left out)', () => {
    const latest = table.rates[table.rates.length - 1]!;
    expect(latest.amount).toBeGreaterThan(rateOn(FEDERAL_MINIMUM_WAGES, latest.effective)!.amount);
  });
});

describe('the data', () => {
  it('is dated', () => expect(MINIMUM_WAGE_DATA_AS_OF).toMatch(/^\d{4}-\d{2}-\d{2}$/));
  it('covers only the states, DC and Puerto Rico', () => {
    for (const code of Object.keys(STATE_MINIMUM_WAGES)) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(Object.keys(STATE_MINIMUM_WAGES)).not.toContain('PA');
  });
});

describe('the federal rate on a day', () => {
  it.each([
    ['1997-08-31', null],
    ['1997-09-01', 5.15],
    ['2007-07-23', 5.15],
    ['2007-07-24', 5.85],
    ['2008-07-24', 6.55],
    ['2009-07-23', 6.55],
    ['2009-07-24', 7.25],
    ['2026-11-28', 7.25],
  ])('%s: %s', (day, amount) => expect(rateOn(FEDERAL_MINIMUM_WAGES, day)?.amount ?? null).toBe(amount));
});

describe('wageFloorOn', () => {
  it.each([
    ['no state', '2026-11-28', null, 7.25, 'US Federal', '2009-07-24'],
    ['Pennsylvania (federal rate)', '2026-11-28', 'PA', 7.25, 'US Federal', '2009-07-24'],
    ['an unknown code', '2026-11-28', 'ZZ', 7.25, 'US Federal', '2009-07-24'],
    ['Washington in 2026', '2026-11-28', 'WA', 17.13, 'Washington', '2026-01-01'],
    ['Washington on the last day of 2025', '2025-12-31', 'WA', 16.66, 'Washington', '2025-01-01'],
    ['lower case and spaces', '2026-03-01', ' ca ', 16.9, 'California', '2026-01-01'],
    ['Michigan after its February 2025 step', '2025-02-21', 'MI', 12.48, 'Michigan', '2025-02-21'],
    ['Florida before its September step', '2026-09-29', 'FL', 14.0, 'Florida', '2025-09-30'],
    ['Florida on it', '2026-09-30', 'FL', 15.0, 'Florida', '2026-09-30'],
    ['Alaska in mid-2026', '2026-07-01', 'AK', 14.0, 'Alaska', '2026-07-01'],
    ['a state before its first row: the federal rate', '2024-12-31', 'CA', 7.25, 'US Federal', '2009-07-24'],
    ['in 2008 (the federal rate of the day)', '2008-12-01', null, 6.55, 'US Federal', '2008-07-24'],
  ])('%s', (_name, day, state, amount, name, effective) => {
    const floor = wageFloorOn(day, state);
    expect([floor.amount, floor.name, floor.effective]).toEqual([amount, name, effective]);
    expect(floor.source).toBe(
      (state && STATE_MINIMUM_WAGES[state.trim().toUpperCase()] && name !== 'US Federal'
        ? STATE_MINIMUM_WAGES[state.trim().toUpperCase()]!
        : FEDERAL_MINIMUM_WAGES
      ).source,
    );
  });

  it('reads a Date as its UTC day', () => {
    expect(wageFloorOn(new Date('2026-01-01T00:30:00Z'), 'WA').amount).toBe(17.13);
    expect(wageFloorOn(new Date('2025-12-31T23:30:00Z'), 'WA').amount).toBe(16.66);
  });
});
