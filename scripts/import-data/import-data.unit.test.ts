import { describe, expect, it } from 'vitest';
import { richText } from './certifications.ts';
import { num, parseCsv } from './read.ts';
import { importanceScore, levelDifficulty } from './scales.ts';
import { linkSoc } from './soc.ts';
import { cityName, TEST_ACCOUNT } from './sponsors.ts';

describe('import-data helpers', () => {
  it('parses RFC 4180 CSV with quotes, doubled quotes and line breaks', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi""\nthere"\n1,\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
      ['1', ''],
    ]);
  });

  it("reads numbers and the publishers' not-available markers", () => {
    expect(num('53,400')).toBe(53400);
    expect(num('46.9')).toBe(46.9);
    expect(num('*')).toBeNull();
    expect(num('—')).toBeNull();
    expect(num('n/a')).toBeNull();
  });

  it('converts O*NET importance (1-5) to 1-100 and level (0-7) to difficulty 1-5', () => {
    expect(importanceScore(1)).toBe(1);
    expect(importanceScore(3)).toBe(50);
    expect(importanceScore(5)).toBe(100);
    expect(levelDifficulty(0)).toBe(1);
    expect(levelDifficulty(3.5)).toBe(3);
    expect(levelDifficulty(7)).toBe(5);
  });

  it('links O*NET codes to BLS codes exactly, through an aggregate, or not at all', () => {
    const onetSocs = new Set(['13-1021', '13-1022', '13-1023', '51-9161', '11-1031']);
    const oews = new Set(['13-1020', '51-9161']);
    expect(linkSoc('51-9161.00', oews, onetSocs)).toEqual({ soc: '51-9161', match: 'exact' });
    expect(linkSoc('13-1022.00', oews, onetSocs)).toEqual({ soc: '13-1020', match: 'aggregate' });
    expect(linkSoc('11-1031.00', oews, onetSocs)).toBeNull();
  });

  it('turns escaped HTML into plain text', () => {
    expect(richText('ACRP-CP&reg; is<br>great &amp; &lt;b&gt;bold&lt;/b&gt;')).toBe('ACRP-CP® is\ngreat & bold');
  });

  it.each([
    ['MAPLE GROVE', 'Maple Grove'],
    ["COEUR D'ALENE", "Coeur D'Alene"],
    ['WINSTON-SALEM', 'Winston-Salem'],
    ['Brooklyn Park', 'Brooklyn Park'],
    ['St. Cloud', 'St. Cloud'],
  ])('writes the sponsor city %j as %j', (city, name) => expect(cityName(city)).toBe(name));

  it.each([
    ['Iowa (Test) Sponsor', true],
    ['Kansas Office of Apprenticeship - SUNTRAP (TEST Account)', true],
    ['Clawson Corporation - Test Program', true],
    ['KLIMAN-TEST/COMPANY', true],
    ['Wire-It Electrical Services & Testing', false],
    ['AAA Accurate Backflow Testing & Repair, LLC', false],
  ])('tells the test account %j: %j', (name, test) => expect(TEST_ACCOUNT.test(name)).toBe(test));
});
