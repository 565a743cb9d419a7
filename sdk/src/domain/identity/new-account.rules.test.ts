import { describe, expect, it } from 'vitest';
import { NEW_ACCOUNT_MESSAGES as m, newAccountProblems } from './new-account.rules.ts';
import { PASSWORD_RULE } from './password.rules.ts';

const ok = {
  name: 'Dana Whitfield',
  email: 'dana.whitfield@example.org',
  password: 'blue-kettle 42 river',
  repeat: 'blue-kettle 42 river',
};

describe('newAccountProblems', () => {
  it.each([
    ['a complete form', ok, {}],
    ['without the repeat (the server checks what it is sent)', { ...ok, repeat: undefined }, {}],
    ['a blank name', { ...ok, name: '   ' }, { name: m.nameRequired }],
    ['an e-mail without a domain', { ...ok, email: 'dana@' }, { email: m.emailInvalid }],
    ['an e-mail with a space', { ...ok, email: 'dana whitfield@example.org' }, { email: m.emailInvalid }],
    ['spaces around the e-mail', { ...ok, email: '  dana.whitfield@example.org ' }, {}],
    ['a short password', { ...ok, password: 'ab3$', repeat: 'ab3$' }, { password: PASSWORD_RULE.messages.tooShort }],
    [
      'the name in the password',
      { ...ok, password: 'Whitfield-2027', repeat: 'Whitfield-2027' },
      { password: PASSWORD_RULE.messages.personal },
    ],
    [
      'a common password',
      { ...ok, password: 'Password123!', repeat: 'Password123!' },
      { password: PASSWORD_RULE.messages.common },
    ],
    ['a repeat that differs', { ...ok, repeat: 'blue-kettle 42 rivers' }, { repeat: m.passwordsDiffer }],
    [
      'a weak password is named before a repeat that differs',
      { ...ok, password: 'short1', repeat: 'other' },
      { password: PASSWORD_RULE.messages.tooShort },
    ],
    [
      'everything missing',
      { name: '', email: '', password: '', repeat: '' },
      { name: m.nameRequired, email: m.emailInvalid, password: PASSWORD_RULE.messages.required },
    ],
  ])('%s', (_name, input, problems) => {
    expect(newAccountProblems(input)).toEqual(problems);
  });
});
