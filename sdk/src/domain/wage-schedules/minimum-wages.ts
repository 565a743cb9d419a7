/**
 * Minimum wage floors for apprentice wage schedules: data, dated, each table
 * with its source. 29 CFR 29.5(b)(5) wants the entry wage of a registered
 * apprenticeship at least the Fair Labor Standards Act minimum, or the higher
 * wage another law (a state's) requires, so a schedule's floor is the federal
 * rate in force, replaced by the state's where that is higher.
 *
 * The specification's 5.15 (docs/rules.md#wage-schedules) was the federal rate from 1997 to 2007;
 * it has been 7.25 since 24 July 2009. Updating a rate means adding a row
 * with its effective date: earlier rows stay, so a check for a past day
 * still finds the rate of that day.
 */

/** One rate and the day it took effect (YYYY-MM-DD). */
export interface MinimumWageRate {
  effective: string;
  amount: number;
}

export interface MinimumWageTable {
  /** 'US', or a state's two-letter code. */
  jurisdiction: string;
  /** As the messages name it: 'US Federal', 'Washington'. */
  name: string;
  /** Where the rates come from. */
  source: string;
  /** Oldest first. */
  rates: readonly MinimumWageRate[];
  /** What the single rate stands for when the state has several. */
  note?: string;
}

/** The day the tables below were last checked against their sources. */
export const MINIMUM_WAGE_DATA_AS_OF = '2026-11-28';

export const FEDERAL_MINIMUM_WAGES: MinimumWageTable = {
  jurisdiction: 'US',
  name: 'US Federal',
  source:
    'Fair Labor Standards Act, 29 U.S.C. 206(a)(1); the last three steps by the Fair Minimum Wage Act of 2007 (U.S. Department of Labor, Wage and Hour Division)',
  rates: [
    { effective: '1997-09-01', amount: 5.15 },
    { effective: '2007-07-24', amount: 5.85 },
    { effective: '2008-07-24', amount: 6.55 },
    { effective: '2009-07-24', amount: 7.25 },
  ],
};

const DOL_STATE_TABLE =
  'U.S. Department of Labor, Wage and Hour Division, "State Minimum Wage Laws" and "Consolidated Minimum Wage Table"';

type StateRow = [
  name: string,
  rates: [effective: string, amount: number][],
  extra?: { source?: string; note?: string },
];

/**
 * The states (and DC, Puerto Rico) whose general minimum wage is above the
 * federal one, with the rates in force since 2025 and the increases already
 * set by law or announced. A state not listed has no rate above the
 * federal one (Pennsylvania among them), so the federal rate applies there.
 * The general rate for adult, non-tipped employees; local (city, county)
 * ordinances are not included.
 */
const STATE_ROWS: Record<string, StateRow> = {
  AK: [
    'Alaska',
    [
      ['2025-01-01', 11.91],
      ['2025-07-01', 13.0],
      ['2026-07-01', 14.0],
    ],
    { source: 'Alaska Ballot Measure 1 (2024), AS 23.10.065' },
  ],
  AZ: [
    'Arizona',
    [
      ['2025-01-01', 14.7],
      ['2026-01-01', 15.15],
    ],
  ],
  AR: ['Arkansas', [['2021-01-01', 11.0]]],
  CA: [
    'California',
    [
      ['2025-01-01', 16.5],
      ['2026-01-01', 16.9],
    ],
  ],
  CO: [
    'Colorado',
    [
      ['2025-01-01', 14.81],
      ['2026-01-01', 15.16],
    ],
  ],
  CT: [
    'Connecticut',
    [
      ['2025-01-01', 16.35],
      ['2026-01-01', 16.94],
    ],
  ],
  DE: ['Delaware', [['2025-01-01', 15.0]]],
  DC: [
    'District of Columbia',
    [
      ['2024-07-01', 17.5],
      ['2025-07-01', 17.95],
    ],
    { note: 'Indexed every July 1; the July 2026 rate is not in this table yet.' },
  ],
  FL: [
    'Florida',
    [
      ['2024-09-30', 13.0],
      ['2025-09-30', 14.0],
      ['2026-09-30', 15.0],
    ],
    { source: 'Florida Constitution, Art. X, s. 24 (Amendment 2, 2020)' },
  ],
  HI: [
    'Hawaii',
    [
      ['2024-01-01', 14.0],
      ['2026-01-01', 16.0],
    ],
  ],
  IL: ['Illinois', [['2025-01-01', 15.0]]],
  ME: [
    'Maine',
    [
      ['2025-01-01', 14.65],
      ['2026-01-01', 15.1],
    ],
  ],
  MD: ['Maryland', [['2024-01-01', 15.0]]],
  MA: ['Massachusetts', [['2023-01-01', 15.0]]],
  MI: [
    'Michigan',
    [
      ['2025-01-01', 10.56],
      ['2025-02-21', 12.48],
      ['2026-01-01', 13.73],
    ],
  ],
  MN: [
    'Minnesota',
    [
      ['2025-01-01', 11.13],
      ['2026-01-01', 11.41],
    ],
  ],
  MO: [
    'Missouri',
    [
      ['2025-01-01', 13.75],
      ['2026-01-01', 15.0],
    ],
  ],
  MT: [
    'Montana',
    [
      ['2025-01-01', 10.55],
      ['2026-01-01', 10.85],
    ],
  ],
  NE: [
    'Nebraska',
    [
      ['2025-01-01', 13.5],
      ['2026-01-01', 15.0],
    ],
  ],
  NV: ['Nevada', [['2024-07-01', 12.0]]],
  NJ: [
    'New Jersey',
    [
      ['2025-01-01', 15.49],
      ['2026-01-01', 15.92],
    ],
    { note: 'Most employers; seasonal and small employers have a lower rate.' },
  ],
  NM: ['New Mexico', [['2023-01-01', 12.0]]],
  NY: [
    'New York',
    [
      ['2025-01-01', 15.5],
      ['2026-01-01', 16.0],
    ],
    { note: 'The rate outside New York City, Long Island and Westchester, which have a higher one.' },
  ],
  OH: [
    'Ohio',
    [
      ['2025-01-01', 10.7],
      ['2026-01-01', 11.0],
    ],
    { note: 'Employers above the gross-receipts threshold; smaller ones pay the federal rate.' },
  ],
  OR: [
    'Oregon',
    [
      ['2024-07-01', 14.7],
      ['2025-07-01', 15.05],
    ],
    {
      note: 'The standard rate (Portland metro is higher, non-urban counties lower); indexed every July 1, the July 2026 rate is not in this table yet.',
    },
  ],
  PR: ['Puerto Rico', [['2024-07-01', 10.5]]],
  RI: [
    'Rhode Island',
    [
      ['2025-01-01', 15.0],
      ['2026-01-01', 16.0],
    ],
  ],
  SD: [
    'South Dakota',
    [
      ['2025-01-01', 11.5],
      ['2026-01-01', 11.85],
    ],
  ],
  VT: [
    'Vermont',
    [
      ['2025-01-01', 14.01],
      ['2026-01-01', 14.42],
    ],
  ],
  VA: [
    'Virginia',
    [
      ['2025-01-01', 12.41],
      ['2026-01-01', 12.77],
    ],
  ],
  WA: [
    'Washington',
    [
      ['2025-01-01', 16.66],
      ['2026-01-01', 17.13],
    ],
  ],
  WV: ['West Virginia', [['2016-01-01', 8.75]]],
};

export const STATE_MINIMUM_WAGES: Readonly<Record<string, MinimumWageTable>> = Object.fromEntries(
  Object.entries(STATE_ROWS).map(([code, [name, rates, extra]]) => [
    code,
    {
      jurisdiction: code,
      name,
      source: extra?.source ?? DOL_STATE_TABLE,
      rates: rates.map(([effective, amount]) => ({ effective, amount })),
      ...(extra?.note ? { note: extra.note } : {}),
    },
  ]),
);

/** The floor a schedule is checked against: the amount and the law that sets it. */
export interface WageFloor {
  amount: number;
  /** 'US Federal' or the state's name, as the minimum-wage message says it. */
  name: string;
  jurisdiction: string;
  /** The day this rate took effect. */
  effective: string;
  source: string;
}

/** The calendar day of `when` (UTC), or `when` itself when it is already a YYYY-MM-DD day. */
const dayOf = (when: Date | string) => (typeof when === 'string' ? when.slice(0, 10) : when.toISOString().slice(0, 10));

/** The rate of `table` in force on `day`, or null before its first row. */
export function rateOn(table: MinimumWageTable, when: Date | string): MinimumWageRate | null {
  const day = dayOf(when);
  let found: MinimumWageRate | null = null;
  for (const rate of table.rates) if (rate.effective <= day) found = rate;
  return found;
}

const floorOf = (table: MinimumWageTable, rate: MinimumWageRate): WageFloor => ({
  amount: rate.amount,
  name: table.name,
  jurisdiction: table.jurisdiction,
  effective: rate.effective,
  source: table.source,
});

/**
 * The minimum wage a schedule must meet on `when` at a place in `state`
 * (a two-letter code; none or unknown: the federal rate alone): the federal
 * rate in force, or the state's when it is higher.
 */
export function wageFloorOn(when: Date | string, state?: string | null): WageFloor {
  const federal = rateOn(FEDERAL_MINIMUM_WAGES, when) ?? FEDERAL_MINIMUM_WAGES.rates[0]!;
  const table = state ? STATE_MINIMUM_WAGES[state.trim().toUpperCase()] : undefined;
  const local = table ? rateOn(table, when) : null;
  return table && local && local.amount > federal.amount
    ? floorOf(table, local)
    : floorOf(FEDERAL_MINIMUM_WAGES, federal);
}
