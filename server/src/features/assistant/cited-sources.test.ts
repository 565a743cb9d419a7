import { describe, expect, it } from 'vitest';
import { citedSources } from './chat-engine.ts';
import type { AnswerSource } from './describe-hits.ts';

const source = (n: number): AnswerSource => ({
  n,
  kind: 'resource',
  id: `r${n}`,
  title: `Source ${n}`,
  url: null,
  snippet: '',
});
const all = [source(1), source(2), source(3), source(4)];

describe('citedSources', () => {
  it.each([
    ['the sources the composer reported', 'quoted text', [1, 3], [1, 3]],
    ['the sources a model cites as [n]', 'See [2] and [4].', [], [2, 4]],
    ['both, once each', 'As [1] says', [1, 2], [1, 2]],
    ['every source when none is cited', 'no citations here', [], [1, 2, 3, 4]],
    ['every source when the cited numbers match none', 'see [9]', [], [1, 2, 3, 4]],
  ])('lists %s', (_what, answer, reported, expected) => {
    expect(citedSources(answer, new Set(reported), all).map((s) => s.n)).toEqual(expected);
  });
});
