import { describe, expect, it } from 'vitest';
import {
  byImportance,
  canSeeSchoolName,
  missingContactFields,
  normalizeOccupationCode,
  planDateTime,
  planEmailSubject,
  trainingProgramsTitle,
} from './occupations.rules.ts';
import { ZCreateCertificate, ZCreateSkill, ZSharePlanForm, zZip } from './occupations.forms.ts';

describe('canSeeSchoolName', () => {
  it.each([
    ['Butler County Community College', { plan: 'free' }, false],
    ['Butler County Community College', { plan: 'pro' }, true],
    ['Community College of Allegheny County', { plan: 'free' }, true],
    ['community college of allegheny county ', {}, true],
    ['Butler County Community College', { plan: 'free', debug: true }, true],
    ['Butler County Community College', {}, true],
    ['Butler County Community College', { plan: null }, true],
    ['Butler County Community College', { plan: 'basic' }, false],
  ])('%s with %j → %s', (name, opts, visible) => {
    expect(canSeeSchoolName(name, opts)).toBe(visible);
  });
});

describe('trainingProgramsTitle', () => {
  it.each([
    [0, 'Training Programs'],
    [1, 'Training Program'],
    [2, 'Training Programs'],
  ])('%i → %s', (n, title) => expect(trainingProgramsTitle(n)).toBe(title));
});

describe('byImportance', () => {
  it('sorts by importance descending, then name', () => {
    const items = [
      { ElementName: 'B', Importance: 50 },
      { ElementName: 'A', Importance: 50 },
      { ElementName: 'C', Importance: 90 },
    ];
    expect(byImportance(items).map((i) => i.ElementName)).toEqual(['C', 'A', 'B']);
  });
});

describe('missingContactFields', () => {
  it.each([
    [{ orgId: 'o1' }, []],
    [{ name: 'Ann', email: 'a@b.co', phone: '4125550100', companyName: 'ACME' }, []],
    [{ name: 'Ann', email: ' ' }, ['email', 'phone', 'companyName']],
  ])('%j → %j', (p, missing) => expect(missingContactFields(p)).toEqual(missing));
});

describe('share form', () => {
  it.each([
    [
      { name: 'Al', companyName: 'ACME Co', phone: '4125550100', email: 'a@b.co' },
      'Name must be at least 3 characters.',
    ],
    [
      { name: 'Alan', companyName: 'AC', phone: '4125550100', email: 'a@b.co' },
      'Organization name must be at least 3 characters.',
    ],
    [{ name: 'Alan', companyName: 'ACME', phone: '412555', email: 'a@b.co' }, 'Phone must be at least 7 characters.'],
    [
      { name: 'Alan', companyName: 'ACME', phone: '4125550100', email: 'not-an-email' },
      'Enter a valid e-mail address.',
    ],
  ])('%j says %s', (form, message) => {
    const r = ZSharePlanForm.safeParse(form);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
  it('accepts a complete form', () => {
    expect(
      ZSharePlanForm.safeParse({ name: 'Alan', companyName: 'ACME', phone: '4125550100', email: 'a@b.co' }).success,
    ).toBe(true);
  });
});

describe('create skill and certificate', () => {
  it.each([
    [{ ElementName: '', ElementDescription: 'x', DataValue: 3, Importance: 50 }, 'Name is required.'],
    [{ ElementName: 'Welding', ElementDescription: 'x', DataValue: 6, Importance: 50 }, 'Difficulty is 1 to 5.'],
    [{ ElementName: 'Welding', ElementDescription: 'x', DataValue: 3, Importance: 0 }, 'Importance is 1 to 100.'],
  ])('skill %j says %s', (skill, message) => {
    expect(ZCreateSkill.safeParse(skill).error?.issues[0]?.message).toBe(message);
  });
  it('requires the certificate type', () => {
    const r = ZCreateCertificate.safeParse({
      Name: 'OSHA 10',
      Description: 'Safety',
      Url: 'https://osha.gov',
      Acronym: 'OSHA',
      Organization: 'OSHA',
      OrganizationUrl: 'https://osha.gov',
      OrganizationAddress: 'Washington, DC',
    });
    expect(r.error?.issues[0]?.message).toBe('Type is required.');
  });
  it('says the plan e-mail subject', () => expect(planEmailSubject('Welders')).toBe('Training plan: Welders'));
});

describe('normalizeOccupationCode', () => {
  it.each([
    ['51-9161.00', '51-9161.00'],
    ['51-9161', '51-9161.00'],
    [' 29-1141.01 ', '29-1141.01'],
    ['51-4011', '51-9161.00'],
    ['51-4011.00', '51-9161.00'],
    ['CNC Operator', null],
    ['51-91', null],
    ['519161', null],
  ])('%s → %s', (keyword, code) => expect(normalizeOccupationCode(keyword)).toBe(code));
});

describe('planDateTime', () => {
  it.each([
    ['2026-03-05T14:07:00Z', 'UTC', '03/05/2026 2:07 PM'],
    ['2026-03-05T00:30:00Z', 'UTC', '03/05/2026 12:30 AM'],
    ['2026-03-05T12:00:00Z', 'UTC', '03/05/2026 12:00 PM'],
    ['2026-07-01T02:15:00Z', 'America/New_York', '06/30/2026 10:15 PM'],
  ])('%s in %s → %s', (iso, zone, text) => expect(planDateTime(new Date(iso), zone)).toBe(text));
});

describe('zZip', () => {
  it.each([
    ['15238', '15238'],
    [' 15238 ', '15238'],
    // A ZIP+4 is searched at its five-digit ZIP: that is the place.
    ['15238-1234', '15238'],
    ['1523', null],
    ['15238-12', null],
    ['15238 1234', null],
    ['abcde', null],
  ])('%s → %s', (zip, place) => {
    const r = zZip.safeParse(zip);
    expect(r.data ?? null).toBe(place);
    if (!place) expect(r.error?.issues[0]?.message).toBe('Enter a valid 5-digit ZIP code.');
  });
});
