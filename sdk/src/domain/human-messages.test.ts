import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ZApprenticeship } from './apprenticeships/apprenticeships.schema.ts';
import { atMostMessage, wholeNumberText } from './form-checks.ts';
import { fieldMessages, fieldWords, labelledIssueMessage } from './human-messages.ts';
import { ZOrganization } from './organizations/organizations.schema.ts';
import { ZUser } from './users/users.schema.ts';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues[0]!.message;
};

describe('messages of rules without their own', () => {
  it.each([
    ['a too short string', z.string().min(2), 'a', 'Use at least 2 characters.'],
    ['an empty required string', z.string().min(1), '', 'This field is required.'],
    ['null for a string', z.string(), null, 'This field is required.'],
    ['nothing for a string', z.string(), undefined, 'This field is required.'],
    ['a number for a string', z.string(), 12, 'Enter text.'],
    ['a too long string', z.string().max(5), 'abcdefg', 'Use at most 5 characters.'],
    ['text for a number', z.number(), 'ten', 'Enter a number.'],
    ['a fraction for a whole number', z.number().int(), 1.5, 'Enter a whole number.'],
    ['a number under the minimum', z.number().min(0), -5, 'Enter 0 or more.'],
    ['a number over the maximum', z.number().max(20_000), 25_000, 'Enter 20,000 or less.'],
    ['a choice outside a few', z.enum(['owner', 'admin', 'teacher']), 'boss', 'Choose one of: owner, admin, teacher.'],
    ['a choice outside many', z.enum(['a', 'b', 'c', 'd', 'e', 'f', 'g']), 'z', 'Choose one of the options.'],
    ['an empty list', z.array(z.string()).min(1), [], 'Choose at least one.'],
    ['a bad e-mail', z.email(), 'nope', 'Enter a valid e-mail address.'],
    ['a text for a yes/no', z.boolean(), 'yes', 'Choose yes or no.'],
  ] as const)('%s', (_, schema, value, message) => {
    expect(firstMessage(schema, value)).toBe(message);
  });

  it('keeps a schema’s own message', () => {
    expect(firstMessage(ZOrganization.shape.name, '   ')).toBe('Name is required.');
  });

  it.each([
    [
      'an organization slug',
      ZOrganization.partial(),
      { slug: 'a' },
      { slug: 'Use at least 2 characters.' },
      'Slug: Use at least 2 characters.',
    ],
    [
      'a role outside the list',
      ZUser.partial(),
      { role: ['boss'] },
      { role: 'Choose one of: superAdmin, owner, admin, teacher, student.' },
      'Role: Choose one of: superAdmin, owner, admin, teacher, student.',
    ],
    [
      'a required name sent as null',
      ZUser.pick({ name: true }),
      { name: null },
      { name: 'This field is required.' },
      'Name: This field is required.',
    ],
    [
      'hours below zero',
      ZApprenticeship.partial(),
      { ojtHours: -5 },
      { ojtHours: 'Enter 0 or more.' },
      'OJT hours: Enter 0 or more.',
    ],
  ] as const)('answers %s per field, and labelled on its own', (_, schema, value, fields, labelled) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(fieldMessages(result.error!.issues)).toEqual(fields);
    expect(labelledIssueMessage(result.error!.issues[0]!)).toBe(labelled);
  });

  it.each([
    ['addressPostalCode', 'Address postal code'],
    ['slug', 'Slug'],
    ['expectedEndDate', 'Expected end date'],
    ['ojtHours', 'OJT hours'],
    ['RTIDuringWorkHrs', 'RTI during work hrs'],
  ])('names the field %s as %s', (field, words) => {
    expect(fieldWords(field)).toBe(words);
  });
});

describe('wholeNumberText: limits as US English writes them, without Intl', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [10000, '10,000'],
    [100000, '100,000'],
    [1234567, '1,234,567'],
    [-2500, '-2,500'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'],
    [1.5, '1.5'],
  ])('%s is %s', (n, text) => {
    expect(wholeNumberText(n)).toBe(text);
    expect(wholeNumberText(n)).toBe(n.toLocaleString('en-US'));
  });

  it.each([
    [200, 'Use at most 200 characters.'],
    [10000, 'Use at most 10,000 characters.'],
  ])('a limit of %s reads "%s", and is not formatted through Intl (built while the sdk loads)', (max, text) => {
    const localeString = vi.spyOn(Number.prototype, 'toLocaleString');
    try {
      expect(atMostMessage(max)).toBe(text);
      expect(localeString).not.toHaveBeenCalled();
    } finally {
      localeString.mockRestore();
    }
  });
});
