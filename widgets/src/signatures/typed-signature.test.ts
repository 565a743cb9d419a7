import { describe, expect, it } from 'vitest';
import { fitSignatureFont, signatureFont } from './typed-signature.ts';

/** A font whose letters are each 0.5 em wide. */
const halfEm = (name: string) => (font: string) => name.length * 0.5 * Number(/(\d+)px/.exec(font)![1]);

describe('a typed signature', () => {
  it.each([
    ['a short name is drawn at the largest size', 'Jo Li', 44],
    ['a longer name is drawn smaller so it fits the 330 px pad with 12 px either side', 'Jasmine Carter', 42],
    ['a long name shrinks further', 'Maria Guadalupe Hernández-Castillo', 18],
    ['a name too long for the smallest size is drawn at the smallest', 'x'.repeat(100), 12],
  ])('%s', (_, name, size) => {
    expect(fitSignatureFont(330, halfEm(name))).toBe(size);
  });

  it('is drawn in italic in a handwriting font stack that ends with the generic cursive family', () => {
    expect(signatureFont(30)).toMatch(/^italic 30px .*"Segoe Script".*, cursive$/);
  });
});
