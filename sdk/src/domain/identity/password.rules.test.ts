import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE, passwordProblem } from './password.rules.ts';

const m = PASSWORD_RULE.messages;
const andre = { email: 'andre.williams@demo.pathcraft.test', name: 'Andre Williams' };

describe('passwordProblem', () => {
  it.each([
    ['nothing', '', m.required],
    ['7 characters', 'ab3$efg', m.tooShort],
    ['201 characters', `a1${'x'.repeat(199)}`, m.tooLong],
    ['letters only', 'correcthorse', m.mix],
    ['digits only', '1234567890', m.mix],
    ['the first name in it', 'Andre2027!', m.personal],
    ['the last name in it, any case', 'xWILLIAMSx9', m.personal],
    ['the e-mail name in it', 'andre.williams1', m.personal],
    ['a common password with digits added', 'Password123!', m.common],
    ['a common password with a symbol first', '!!qwertyuiop', m.common],
    ['one letter repeated', 'aaaaaaaa1', m.common],
    ['a short keyboard run', 'qwe12345', m.common],
    ['a passphrase with a number', 'blue-kettle 42 river', null],
    ['letters and a symbol', 'Steel&Sparks', null],
    ['accented letters and a digit', 'Çelik7örnek', null],
    ['exactly 8 characters', 'tr4ctor!', null],
  ])('%s', (_name, password, problem) => {
    expect(passwordProblem(password, andre)).toBe(problem);
  });

  it('ignores name parts shorter than 3 characters', () => {
    expect(passwordProblem('Xi-Lab-2027', { name: 'Xi Li' })).toBeNull();
  });
});
