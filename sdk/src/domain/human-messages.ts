import type { z } from 'zod';

/**
 * What a person reads when a value breaks a schema rule that has no message of its own: plain
 * sentences about the field ("Use at least 2 characters."), never a validator's wording
 * ("Too small: expected string to have >=2 characters"). Installed for every zod schema by
 * zod-messages.ts; a schema's own message always wins. No zod at run time here: the server's
 * error answers use these words without loading zod on its start.
 */
type Issue = z.core.$ZodRawIssue;

const EXPECTED: Record<string, string> = {
  number: 'Enter a number.',
  int: 'Enter a whole number.',
  bigint: 'Enter a whole number.',
  boolean: 'Choose yes or no.',
  string: 'Enter text.',
  array: 'Choose from the list.',
  date: 'Enter a date.',
};

/** Choices are named when there are few enough to read in one breath. */
const MAX_NAMED_CHOICES = 6;

const isBlank = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
const amount = (n: number | bigint) => (typeof n === 'bigint' ? n.toString() : n.toLocaleString('en-US'));

export function humanIssueMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (isBlank(issue.input)) return 'This field is required.';
      return EXPECTED[issue.expected] ?? 'This value is not valid.';
    case 'too_small': {
      const min = issue.minimum;
      if (issue.origin === 'string')
        return Number(min) <= 1 ? 'This field is required.' : `Use at least ${amount(min)} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return Number(min) <= 1 ? 'Choose at least one.' : `Choose at least ${amount(min)}.`;
      return issue.inclusive === false ? `Enter more than ${amount(min)}.` : `Enter ${amount(min)} or more.`;
    }
    case 'too_big': {
      const max = issue.maximum;
      if (issue.origin === 'string') return `Use at most ${amount(max)} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Choose at most ${amount(max)}.`;
      return issue.inclusive === false ? `Enter less than ${amount(max)}.` : `Enter ${amount(max)} or less.`;
    }
    case 'invalid_value':
      if (isBlank(issue.input)) return 'This field is required.';
      return issue.values.length <= MAX_NAMED_CHOICES
        ? `Choose one of: ${issue.values.map(String).join(', ')}.`
        : 'Choose one of the options.';
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid e-mail address.';
      if (issue.format === 'url') return 'Enter a valid URL.';
      return 'Use the expected format.';
    case 'not_multiple_of':
      return `Enter a multiple of ${amount(issue.divisor as number)}.`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    default:
      return 'This value is not valid.';
  }
}

/** The messages above (a schema's own messages are sentences about their field and need no label). */
const GENERIC =
  /^(This field is required\.|This value is not valid\.|Use at (least|most) [\d,]+ characters\.|Use the expected format\.|Choose (at (least|most) |one of|yes or no|from the list)|Enter (a number|a whole number|text|a date|a valid URL|a multiple of|more than|less than|-?[\d,.]+ or (more|less)))/;

export const isGenericIssueMessage = (message: string) => GENERIC.test(message);

/** A field's name as words: 'addressPostalCode' → 'Address postal code'. */
const ACRONYMS: Record<string, string> = {
  ojt: 'OJT',
  id: 'ID',
  ids: 'IDs',
  url: 'URL',
  ssn: 'SSN',
  ein: 'EIN',
  rti: 'RTI',
  zip: 'ZIP',
  rapids: 'RAPIDS',
};

export function fieldWords(field: string): string {
  const words = field
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((w) => ACRONYMS[w.toLowerCase()] ?? w.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The field's words inside a sentence: 'slug', 'rapids code' as 'RAPIDS code'. */
export function fieldWordsInSentence(field: string): string {
  const words = fieldWords(field);
  return /^[A-Z]{2}/.test(words) ? words : words.charAt(0).toLowerCase() + words.slice(1);
}

/**
 * One message per top-level field (the first issue of each), for forms that show errors beside
 * their fields; generic messages stay unlabelled here, since the field shows them.
 */
export function fieldMessages(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (field !== undefined) fields[String(field)] ??= issue.message;
  }
  return fields;
}

/** A message that stands on its own (an API answer, a toast): a generic message is labelled with its field. */
export function labelledIssueMessage(issue: { path: readonly PropertyKey[]; message: string }): string {
  const field = issue.path.find((p) => typeof p === 'string');
  return field !== undefined && isGenericIssueMessage(issue.message)
    ? `${fieldWords(String(field))}: ${issue.message}`
    : issue.message;
}
