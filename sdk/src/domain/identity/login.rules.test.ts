import { describe, expect, it } from 'vitest';
import { safeContinuePath } from './login.rules.ts';

describe('safeContinuePath', () => {
  it.each([
    ['/console', '/console'],
    ['/o/demo/page/1?x=1', '/o/demo/page/1?x=1'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    [null, '/'],
    ['', '/'],
  ])('%j → %s', (input, out) => {
    expect(safeContinuePath(input)).toBe(out);
  });
});
