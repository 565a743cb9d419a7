import { describe, expect, it } from 'vitest';
import { customItemId, toPlanLocation } from './plan-location.ts';

const pittsburgh = {
  ip: '203.0.113.9',
  zip: '15238',
  city: 'Pittsburgh',
  state: 'PA',
  latitude: 40.53,
  longitude: -79.88,
};

describe('toPlanLocation', () => {
  it.each([
    [
      'a located visitor',
      pittsburgh,
      { zip: '15238', place: { zip: '15238', city: 'Pittsburgh', state: 'PA', latitude: 40.53, longitude: -79.88 } },
    ],
    ['a visitor without a ZIP', { ...pittsburgh, zip: '' }, null],
    ['no answer', null, null],
    ['nothing asked yet', undefined, null],
  ])('%s', (_name, visitor, expected) => {
    expect(toPlanLocation(visitor)).toEqual(expected);
  });
});

describe('customItemId', () => {
  it('never repeats within a page, even in the same millisecond', () => {
    const ids = Array.from({ length: 50 }, () => customItemId('skill'));
    expect(new Set(ids).size).toBe(50);
    expect(ids.every((id) => id.startsWith('skill-'))).toBe(true);
  });
});
