import { describe, expect, it } from 'vitest';
import { ifNoneMatchHolds } from './etag.ts';

describe('ifNoneMatchHolds', () => {
  it.each([
    [undefined, '"a"', false],
    ['"a"', '"a"', true],
    ['W/"a"', '"a"', true],
    ['"a"', 'W/"a"', true],
    [' "b" , W/"a" ', 'W/"a"', true],
    ['*', '"a"', true],
    ['"b"', '"a"', false],
    ['"a-longer"', '"a"', false],
    ['', '"a"', false],
  ])('%j against %j → %s', (header, etag, holds) => expect(ifNoneMatchHolds(header, etag)).toBe(holds));
});
