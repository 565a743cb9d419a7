import { describe, expect, it } from 'vitest';
import { statementNaming } from './pg-statement-names.ts';

describe('names of repeated PostgreSQL statements', () => {
  it.each([
    { runs: ['a'], names: [undefined] },
    { runs: ['a', 'a', 'a'], names: [undefined, 'n:a', 'n:a'] },
    { runs: ['a', 'b', 'a', 'b', 'b'], names: [undefined, undefined, 'n:a', 'n:b', 'n:b'] },
    // Past the connection's cap (2 here) a new statement stays unnamed, however often it runs; named ones keep their names.
    {
      runs: ['a', 'a', 'b', 'b', 'c', 'c', 'c', 'a'],
      names: [undefined, 'n:a', undefined, 'n:b', undefined, undefined, undefined, 'n:a'],
    },
  ])('one connection: $runs → $names', ({ runs, names }) => {
    const connection = statementNaming({ max: 2, nameOf: (text) => `n:${text}` }).forConnection();
    expect(runs.map((text) => connection.nameFor(text))).toEqual(names);
  });

  it('names a statement the same on every connection, each counting only what it prepared', () => {
    const naming = statementNaming({ max: 1, nameOf: (text) => `n:${text}` });
    const [first, second] = [naming.forConnection(), naming.forConnection()];
    expect([first.nameFor('a'), first.nameFor('a'), first.nameFor('b'), first.nameFor('b')]).toEqual([
      undefined,
      'n:a',
      undefined,
      undefined,
    ]);
    // 'b' ran twice in this process: the second connection, with room left, prepares it at once.
    expect([second.nameFor('b'), second.nameFor('a')]).toEqual(['n:b', undefined]);
  });
});
