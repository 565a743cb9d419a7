import { describe, expect, it } from 'vitest';
import { occupationCodeQuery, soundKey } from './occupation-search.rules.ts';

describe('occupationCodeQuery', () => {
  it.each([
    ['51-9161.00', { kind: 'onet', code: '51-9161.00' }],
    [' 29-1141.01 ', { kind: 'onet', code: '29-1141.01' }],
    ['51-4011.00', { kind: 'onet', code: '51-9161.00' }],
    ['51-9161', { kind: 'soc', soc: '51-9161' }],
    ['519161', { kind: 'soc', soc: '51-9161' }],
    ['51-4011', { kind: 'soc', soc: '51-9161' }],
    ['47-2110', { kind: 'socGroup', prefix: '47-211' }],
    ['15-1200', { kind: 'socGroup', prefix: '15-12' }],
    ['47-2000', { kind: 'socGroup', prefix: '47-2' }],
    ['47-0000', { kind: 'socGroup', prefix: '47-' }],
    ['0159', { kind: 'rapids', code: '0159' }],
    ['0159CB', { kind: 'rapids', code: '0159' }],
    ['0159hy', { kind: 'rapids', code: '0159' }],
  ])('%j is %j', (keyword, query) => expect(occupationCodeQuery(keyword)).toEqual(query));

  it.each([['electrician'], ['51-916'], ['51-9161.0'], ['12345'], ['015'], ['0159ABC'], ['CNC 51'], ['']])(
    '%j is words, not a code',
    (keyword) => expect(occupationCodeQuery(keyword)).toBeNull(),
  );
});

describe('soundKey (Metaphone)', () => {
  it.each([
    // What a person on a phone types sounds like the trade they mean.
    ['electrishun', 'ELKTRXN'],
    ['electrician', 'ELKTRXN'],
    ['elektrishun', 'ELKTRXN'],
    ['mashinist', 'MXNST'],
    ['machinist', 'MXNST'],
    ['carpinter', 'KRPNTR'],
    ['carpenter', 'KRPNTR'],
    ['fotographer', 'FTKRFR'],
    ['photographer', 'FTKRFR'],
    // Metaphone's rules, one case each.
    ['knight', 'NT'],
    ['wright', 'RT'],
    ['xylophone', 'SLFN'],
    ['whistle', 'WSTL'],
    ['plumb', 'PLM'],
    ['science', 'SNS'],
    ['school', 'SKL'],
    ['judge', 'JJ'],
    ['signed', 'SNT'],
    ['egg', 'EK'],
    ['gem', 'JM'],
    ['nation', 'NXN'],
    ['thumb', '0M'],
    ['batch', 'BX'],
    ['box', 'BKS'],
    ['zoo', 'S'],
    ['yard', 'YRT'],
    ['hvac', 'FK'],
    ['aerial', 'ERL'],
    ['', ''],
    ['51-9161', ''],
  ])('%j sounds %j', (word, key) => expect(soundKey(word)).toBe(key));
});
