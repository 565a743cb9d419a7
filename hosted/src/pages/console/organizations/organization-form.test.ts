import { describe, expect, it } from 'vitest';
import { EMPTY_ORG_FORM, orgChanges, type OrgForm, slugFromName, toOrgForm, toOrgRecord } from './organization-form.ts';

const form = (changes: Partial<OrgForm>): OrgForm => ({
  ...EMPTY_ORG_FORM,
  name: 'Three Rivers',
  slug: 'three-rivers',
  ...changes,
});

describe('toOrgForm', () => {
  it.each([
    ['a missing type falls back to the default', {}, { orgType: 'community', plan: 'free', showOrgName: true }],
    [
      'a boolean of the wrong type keeps the default',
      { showOrgName: 'yes', restrictRegister: 1 },
      { showOrgName: true, restrictRegister: false },
    ],
    ['an id list is joined for the text input', { courseGroupIds: ['g1', 'g2'] }, { courseGroupIds: 'g1, g2' }],
    ['a non-list id field is empty', { courseGroupIds: 'g1' }, { courseGroupIds: '' }],
    ['null links are empty text', { orgLogo: null, tos: null }, { orgLogo: '', tos: '' }],
  ])('%s', (_case, row, expected) => {
    expect(toOrgForm(row)).toMatchObject(expected);
  });
});

describe('toOrgRecord', () => {
  it.each([
    [
      'trims text',
      form({ name: '  Three Rivers  ', slug: ' three-rivers ' }),
      { name: 'Three Rivers', slug: 'three-rivers' },
    ],
    [
      'sends an empty link as null',
      form({ privacyPolicy: '   ', orgLogo: '' }),
      { privacyPolicy: null, orgLogo: null },
    ],
    ['splits the id list, dropping blanks', form({ courseGroupIds: ' g1, ,g2 ,' }), { courseGroupIds: ['g1', 'g2'] }],
    ['sends an empty id list as null', form({ courseGroupIds: ' , ' }), { courseGroupIds: null }],
  ])('%s', (_case, input, expected) => {
    expect(toOrgRecord(input)).toMatchObject(expected);
  });
});

describe('orgChanges: only what changed', () => {
  it.each([
    ['nothing', form({}), {}],
    ['whitespace only', form({ name: ' Three Rivers ' }), {}],
    ['the same ids written otherwise', form({ courseGroupIds: '' }), {}],
    ['a flag', form({ restrictRegister: true }), { restrictRegister: true }],
    ['a link emptied', form({ tos: '' }), {}],
    ['a link set', form({ tos: 'https://example.org/tos' }), { tos: 'https://example.org/tos' }],
    ['two fields', form({ plan: 'pro', courseGroupIds: 'g9' }), { plan: 'pro', courseGroupIds: ['g9'] }],
  ])('%s', (_case, after, expected) => {
    expect(orgChanges(form({}), after)).toEqual(expected);
  });

  it('survives a round trip through the record: a saved form reads back unchanged', () => {
    const saved = form({ courseGroupIds: 'g1, g2', orgLogo: 'https://cdn.example.org/logo.png', plan: 'pro' });
    expect(orgChanges(saved, toOrgForm(toOrgRecord(saved)))).toEqual({});
  });
});

describe('slugFromName', () => {
  it.each([
    ['Three Rivers Workforce', 'three-rivers-workforce'],
    ['  Café Ñandú & Co. ', 'cafe-nandu-co'],
    ['---', ''],
    ['A'.repeat(70), 'a'.repeat(64)],
    [`${'ab '.repeat(21)}cd`, `${'ab-'.repeat(21)}c`],
  ])('%s → %s', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });
});
