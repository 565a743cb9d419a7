import { describe, expect, it } from 'vitest';
import { statementNames } from './pg-statement-names.ts';

describe('names of repeated PostgreSQL statements', () => {
  it.each([
    { runs: ['a'], names: [undefined] },
    { runs: ['a', 'a', 'a'], names: [undefined, 'p1', 'p1'] },
    { runs: ['a', 'b', 'a', 'b', 'b'], names: [undefined, undefined, 'p1', 'p2', 'p2'] },
    // Past the cap (2 here) a new statement stays unnamed, however often it runs; named ones keep their names.
    {
      runs: ['a', 'a', 'b', 'b', 'c', 'c', 'c', 'a'],
      names: [undefined, 'p1', undefined, 'p2', undefined, undefined, undefined, 'p1'],
    },
  ])('$runs → $names', ({ runs, names }) => {
    const scheme = statementNames('p', 2);
    expect(runs.map((text) => scheme.nameFor(text))).toEqual(names);
  });
});
