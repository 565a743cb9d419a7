import { describe, expect, it } from 'vitest';
import { zRapidsId } from '../apprenticeships/apprenticeships.schema.ts';
import { isRapidsIdOrEmpty, RAPIDS_ID_MESSAGE } from './rapids-id.rules.ts';

describe('a RAPIDS ID (the agency identifier of an employer, RTI provider or wage schedule)', () => {
  it.each([
    ['PA-EMP-20417', true],
    ['88213', true],
    ['WS 1029HY/03', true],
    ['a.b_c', true],
    ['A'.repeat(50), true],
    ['', true],
    ['A'.repeat(51), false],
    ['-WS', false],
    ['WS-', false],
    ['PA,EMP', false],
    ['PA\nEMP', false],
    ['=HYPERLINK("x")', false],
    ['ÉMP', false],
  ])('%j is allowed: %s', (value, allowed) => {
    expect(isRapidsIdOrEmpty(value)).toBe(allowed);
    // The server's schema agrees; it takes null, not an empty text, for none.
    const parsed = zRapidsId.safeParse(value === '' ? null : value);
    expect(parsed.success).toBe(allowed);
    if (!parsed.success) expect(parsed.error.issues[0]!.message).toBe(RAPIDS_ID_MESSAGE);
  });
});
