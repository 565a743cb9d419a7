import { describe, expect, it } from 'vitest';
import {
  checkOrgRecord,
  EMPTY_ORG_FORM,
  orgChanges,
  slugFromName,
  toOrgForm,
  toOrgRecord,
} from './organization-form.ts';

describe('slugFromName', () => {
  it.each([
    ['Allegheny Builders Guild', 'allegheny-builders-guild'],
    ['  Café  Crème & Co. ', 'cafe-creme-co'],
    ['---', ''],
  ])('%j → %j', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });
});

describe('organization form', () => {
  const row = {
    id: 'o1',
    name: 'Steel Valley',
    slug: 'steel-valley',
    orgType: 'workforce',
    plan: 'pro',
    showOrgName: false,
    restrictRegister: true,
    courseGroupIds: ['g1', 'g2'],
    orgLogo: 'https://cdn.example.org/l.png',
    tos: null,
  };

  it('reads a row and writes it back unchanged', () => {
    const form = toOrgForm(row);
    expect(form).toMatchObject({ courseGroupIds: 'g1, g2', showOrgName: false, tos: '', privacyPolicy: '' });
    expect(orgChanges(form, form)).toEqual({});
  });

  it('sends only the changed fields, emptied links as null and the id list split', () => {
    const before = toOrgForm(row);
    const after = {
      ...before,
      orgType: 'community',
      orgLogo: ' ',
      courseGroupIds: 'g1 ,g3,',
      privacyPolicy: 'https://example.org/privacy',
    };
    expect(orgChanges(before, after)).toEqual({
      orgType: 'community',
      orgLogo: null,
      courseGroupIds: ['g1', 'g3'],
      privacyPolicy: 'https://example.org/privacy',
    });
  });

  it.each([
    [{ ...EMPTY_ORG_FORM, name: 'A', slug: 'ok-slug' }, {}],
    [{ ...EMPTY_ORG_FORM, name: ' ', slug: 'ok-slug' }, { name: 'Name is required.' }],
    [{ ...EMPTY_ORG_FORM, name: 'A', slug: 'Bad Slug' }, { slug: 'Use lower-case letters, digits and dashes.' }],
    [{ ...EMPTY_ORG_FORM, name: 'A', slug: 'ok-slug', tos: 'javascript:alert(1)' }, { tos: expect.any(String) }],
  ])('checks %j with the sdk schema', (form, errors) => {
    expect(checkOrgRecord(toOrgRecord(form))).toEqual(errors);
  });
});
