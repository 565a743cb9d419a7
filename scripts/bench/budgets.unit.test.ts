import { describe, expect, it } from 'vitest';
import { BENCH_PARTS, selectedBenchParts } from './budgets.ts';

describe('selectedBenchParts: which parts npm run bench runs', () => {
  it.each([
    { args: [], env: undefined, parts: [...BENCH_PARTS] },
    { args: ['lists'], env: undefined, parts: ['lists'] },
    { args: ['lists', 'pg'], env: undefined, parts: ['lists', 'pg'] },
    { args: ['start,http'], env: undefined, parts: ['start', 'http'] },
    { args: [], env: 'pg, processes', parts: ['pg', 'processes'] },
    { args: ['pages'], env: 'lists', parts: ['pages'] },
  ])('$args with BENCH_ONLY=$env runs $parts', ({ args, env, parts }) => {
    expect([...selectedBenchParts(args, env)]).toEqual(parts);
  });

  it('names the parts when a name is none of them', () => {
    expect(() => selectedBenchParts(['list'], undefined)).toThrow(
      'npm run bench: no part named list; the parts are http, pages, bulk, start, pg, lists, processes',
    );
  });
});
