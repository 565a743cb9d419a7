import { describe, expect, it } from 'vitest';
import { recordExists, recordNotFound, recordNoun } from './records.rules.ts';

describe('records named as people name them', () => {
  it.each([
    ['users', 'user'],
    ['organizations', 'organization'],
    ['courses', 'class'],
    ['courseTopics', 'section'],
    ['wageSchedules', 'wage schedule'],
    ['apprenticeships', 'apprenticeship'],
    ['employerProfiles', 'employer profile'],
    ['apiKeys', 'API key'],
    ['cohorts', 'cohort'],
    ['resourceGroups', 'resource group'],
    ['mailOutbox', 'e-mail'],
    ['pageLinks', 'page link'],
    ['userProfiles', 'user profile'],
  ])('%s → %s', (table, noun) => {
    expect(recordNoun(table)).toBe(noun);
  });

  it.each([
    ['users', 'User not found'],
    ['organizations', 'Organization not found'],
    ['courses', 'Class not found'],
  ])('a missing %s answers %j', (table, message) => {
    expect(recordNotFound(table)).toBe(message);
  });

  it.each([
    ['organizations', 'slug', 'acme', 'An organization with this slug already exists.'],
    ['users', 'email', 'renee@example.org', "A user with the e-mail 'renee@example.org' already exists."],
    ['users', 'uid', 'x', 'A user with this uid already exists.'],
    ['courses', undefined, undefined, 'A class with this value already exists.'],
    [
      'apprenticeshipTemplates',
      'rapidsCode',
      '0157',
      'An apprenticeship template with this RAPIDS code already exists.',
    ],
  ])('a duplicate %s %s answers a sentence', (table, field, value, message) => {
    expect(recordExists(table, field, value)).toBe(message);
  });
});
