import { fieldWords, fieldWordsInSentence } from '../human-messages.ts';

/**
 * How people call one record of a table (the data API's table names are plural and camelCase):
 * in not-found and already-exists answers, and in the history's sentences ("Created organization
 * Acme"). The console calls courses classes and course topics sections.
 */
const NOUNS: Record<string, string> = {
  courses: 'class',
  courseTopics: 'section',
  mailOutbox: 'e-mail',
  auditEvents: 'history entry',
  analyticsEvents: 'page visit',
  apiKeys: 'API key',
  jobProfiles: 'job profile',
  employerAgreementDownloads: 'employer agreement download',
  apprenticeAgreementDownloads: 'apprentice agreement download',
};

export function recordNoun(table: string): string {
  const known = NOUNS[table];
  if (known) return known;
  const words = fieldWords(table).toLowerCase();
  if (/ies$/.test(words)) return words.replace(/ies$/, 'y');
  return /[^s]s$/.test(words) ? words.slice(0, -1) : words;
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const withArticle = (noun: string) =>
  `${/^[aeiou]/i.test(noun) && !/^(user|uni|e-mail)/i.test(noun) ? 'An' : 'A'} ${noun}`;

/** 'User not found' (docs/rules.md#data-access-api), 'Organization not found', … */
export const recordNotFound = (table: string) => `${capitalized(recordNoun(table))} not found`;

/** One user per e-mail: the data API, the CSV import and sign-up say it the same way. */
export const userEmailTaken = (email: string) => `A user with the e-mail '${email}' already exists.`;

/** A unique field already held by another record: 'An organization with this slug already exists.' */
export function recordExists(table: string, field: string | undefined, value?: unknown): string {
  if (table === 'users' && field === 'email' && typeof value === 'string') return userEmailTaken(value);
  const noun = recordNoun(table);
  const what = field ? fieldWordsInSentence(field) : 'value';
  return `${withArticle(noun)} with this ${field === 'email' ? 'e-mail' : what} already exists.`;
}
