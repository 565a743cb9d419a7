import { OCCUPATION_CODE_ALIASES } from './occupations.rules.ts';

/**
 * What an occupation search box may be given besides words: a code. Visitors paste O*NET-SOC codes
 * from O*NET OnLine ('51-9161.00'), SOC codes from BLS tables ('51-9161', a group '47-2000') and
 * RAPIDS codes from apprenticeship standards ('0159', '0159CB').
 */
export type OccupationCodeQuery =
  /** One O*NET-SOC occupation: '51-9161.00' (retired codes mapped to their successor). */
  | { kind: 'onet'; code: string }
  /** A detailed SOC code: its O*NET-SOC occupations ('29-1141' → 29-1141.00 and its specialties). */
  | { kind: 'soc'; soc: string }
  /** A SOC major, minor or broad group ('47-0000', '47-2000', '47-2110'): the occupations whose SOC code begins with `prefix`. */
  | { kind: 'socGroup'; prefix: string }
  /** A RAPIDS apprenticeship code: four digits, with or without a suffix ('0159CB' → '0159'). */
  | { kind: 'rapids'; code: string };

/**
 * The code a search keyword is, or null for words. Hyphens are optional ('519161'); a RAPIDS code
 * may carry its term suffix (CB competency-based, HY hybrid, TB time-based, or any two letters).
 * A detailed SOC code whose O*NET occupation is a retired code (51-4011) maps to its successor.
 */
export function occupationCodeQuery(keyword: string): OccupationCodeQuery | null {
  const k = keyword.trim().toUpperCase();
  const soc = /^(\d{2})-?(\d{4})(?:\.(\d{2}))?$/.exec(k);
  if (soc) {
    const [, major = '', rest = '', detail] = soc;
    const base = `${major}-${rest}`;
    if (detail !== undefined) {
      const code = `${base}.${detail}`;
      return { kind: 'onet', code: OCCUPATION_CODE_ALIASES[code] ?? code };
    }
    if (rest === '0000') return { kind: 'socGroup', prefix: `${major}-` };
    if (rest.endsWith('000')) return { kind: 'socGroup', prefix: `${major}-${rest[0]}` };
    if (rest.endsWith('00')) return { kind: 'socGroup', prefix: `${major}-${rest.slice(0, 2)}` };
    if (rest.endsWith('0')) return { kind: 'socGroup', prefix: `${major}-${rest.slice(0, 3)}` };
    const alias = OCCUPATION_CODE_ALIASES[`${base}.00`];
    return { kind: 'soc', soc: alias ? alias.slice(0, 7) : base };
  }
  const rapids = /^(\d{4})(?:[A-Z]{2})?$/.exec(k);
  if (rapids) return { kind: 'rapids', code: rapids[1]! };
  return null;
}

const VOWELS = 'AEIOU';
const FRONT = 'EIY';
/** A letter of the set ('' past either end of the word is none). */
const isIn = (set: string, letter: string) => letter !== '' && set.includes(letter);

/**
 * A word's sound: Lawrence Philips' Metaphone (1990), so that words spelt as they sound match the
 * word meant: 'electrishun' and 'electrician' are both ELKTRXN, 'mashinist' and 'machinist' MXNST.
 * Letters only (others are skipped); '' for a word without letters. X is the 'sh' sound, 0 'th'.
 */
export function soundKey(word: string): string {
  let w = word.toUpperCase().replace(/[^A-Z]/g, '');
  if (!w) return '';
  // Doubled letters sound once, except C ('accident').
  w = w.replace(/([A-BD-Z])\1+/g, '$1');
  if (/^(KN|GN|PN|AE|WR)/.test(w)) w = w.slice(1);
  if (w[0] === 'X') w = `S${w.slice(1)}`;
  if (w.startsWith('WH')) w = `W${w.slice(2)}`;

  let key = '';
  const at = (i: number) => w[i] ?? '';
  for (let i = 0; i < w.length; i++) {
    const c = w[i]!;
    const next = at(i + 1);
    const prev = at(i - 1);
    if (isIn(VOWELS, c)) {
      if (i === 0) key += c;
      continue;
    }
    switch (c) {
      case 'B':
        // Silent in a final -MB ('plumb').
        if (!(prev === 'M' && i === w.length - 1)) key += 'B';
        break;
      case 'C':
        if (next === 'I' && at(i + 2) === 'A') key += 'X';
        else if (next === 'H') key += prev === 'S' ? 'K' : 'X';
        else if (isIn(FRONT, next)) {
          if (prev !== 'S') key += 'S'; // 'science': the S already sounds
        } else key += 'K';
        break;
      case 'D':
        key += next === 'G' && isIn(FRONT, at(i + 2)) ? 'J' : 'T';
        break;
      case 'G': {
        const after = at(i + 2);
        // Silent in -GH- not before a vowel ('night'), and in a final -GN or -GNED ('sign', 'signed').
        if (next === 'H' && !(i + 2 < w.length && isIn(VOWELS, after))) break;
        // Silent in -DGE-, -DGI-, -DGY- (the D sounded J: 'judge').
        if (prev === 'D' && isIn(FRONT, next)) break;
        if (next === 'N' && (i + 2 === w.length || (after === 'E' && at(i + 3) === 'D' && i + 4 === w.length))) break;
        // Soft before E, I, Y, unless doubled ('egg' has one G here already).
        key += isIn(FRONT, next) && prev !== 'G' ? 'J' : 'K';
        break;
      }
      case 'H':
        // Sounded before a vowel, unless after a letter that makes its own sound with it (CH, SH, PH, TH, GH).
        if (isIn(VOWELS, next) && !isIn('CSPTG', prev)) key += 'H';
        break;
      case 'K':
        if (prev !== 'C') key += 'K';
        break;
      case 'P':
        key += next === 'H' ? 'F' : 'P';
        break;
      case 'Q':
        key += 'K';
        break;
      case 'S':
        if (next === 'H' || (next === 'I' && (at(i + 2) === 'O' || at(i + 2) === 'A'))) key += 'X';
        else key += 'S';
        break;
      case 'T':
        if (next === 'I' && (at(i + 2) === 'O' || at(i + 2) === 'A')) key += 'X';
        else if (next === 'H') key += '0';
        else if (!(next === 'C' && at(i + 2) === 'H')) key += 'T';
        break;
      case 'V':
        key += 'F';
        break;
      case 'W':
      case 'Y':
        if (isIn(VOWELS, next)) key += c;
        break;
      case 'X':
        key += 'KS';
        break;
      case 'Z':
        key += 'S';
        break;
      default:
        key += c; // F, J, L, M, N, R
    }
  }
  return key;
}
