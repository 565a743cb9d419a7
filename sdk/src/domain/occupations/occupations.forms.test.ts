import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  CERT_TYPES,
  createCertificateErrors,
  createSkillErrors,
  EMAIL_PATTERN,
  FORM_MAX,
  searchKeyword,
  webAddressInput,
  sharePlanFormErrors,
  ZCreateSkill,
  ZSharePlanForm,
  zipError,
} from './occupations.forms.ts';
import { unknownZipMessage } from './occupations.schema.ts';

/*
 * The forms' checks are the schemas the server checks the same input with (one definition, in
 * zod/mini): each table is what a person sees under the field.
 */

const share = { name: 'Alan Turing', companyName: 'ACME Tooling', phone: '412-555-0100', email: 'alan@acme.test' };

describe('sharePlanFormErrors', () => {
  it.each([
    [
      { name: '', companyName: '', phone: '', email: '' },
      {
        name: 'Name must be at least 3 characters.',
        companyName: 'Organization name must be at least 3 characters.',
        phone: 'Phone must be at least 7 characters.',
        email: 'Enter a valid e-mail address.',
      },
    ],
    [share, {}],
    [{ ...share, name: 'Al' }, { name: 'Name must be at least 3 characters.' }],
    [{ ...share, name: '  Al  ' }, { name: 'Name must be at least 3 characters.' }],
    [{ ...share, name: 'Ann' }, {}],
    [{ ...share, companyName: 'AC' }, { companyName: 'Organization name must be at least 3 characters.' }],
    [{ ...share, phone: '412555' }, { phone: 'Phone must be at least 7 characters.' }],
    [{ ...share, phone: '4125550' }, {}],
    [{ ...share, email: 'not-an-email' }, { email: 'Enter a valid e-mail address.' }],
    [{ ...share, email: 'a@b' }, { email: 'Enter a valid e-mail address.' }],
    [{ ...share, email: 'a.b+plan@mail.example.org' }, {}],
    [{ ...share, email: ' alan@acme.test' }, { email: 'Enter a valid e-mail address.' }],
    [{ ...share, name: 'A'.repeat(201) }, { name: 'Use at most 200 characters.' }],
    [{ ...share, phone: '4'.repeat(41) }, { phone: 'Use at most 40 characters.' }],
  ])('%j → %j', (form, errors) => {
    expect(sharePlanFormErrors(form)).toEqual(errors);
  });
});

const skill = {
  ElementName: 'Blueprint Reading',
  ElementDescription: 'Reading shop drawings.',
  DataValue: 3,
  Importance: 70,
};

describe('createSkillErrors', () => {
  it.each([
    [skill, {}],
    [{ ...skill, ElementName: ' ' }, { ElementName: 'Name is required.' }],
    [{ ...skill, ElementDescription: '' }, { ElementDescription: 'Description is required.' }],
    [{ ...skill, DataValue: undefined }, { DataValue: 'Difficulty is required.' }],
    [{ ...skill, DataValue: Number.NaN }, { DataValue: 'Difficulty is required.' }],
    [{ ...skill, DataValue: 0 }, { DataValue: 'Difficulty is 1 to 5.' }],
    [{ ...skill, DataValue: 6 }, { DataValue: 'Difficulty is 1 to 5.' }],
    [{ ...skill, DataValue: 5 }, {}],
    [{ ...skill, Importance: 0 }, { Importance: 'Importance is 1 to 100.' }],
    [{ ...skill, Importance: 101 }, { Importance: 'Importance is 1 to 100.' }],
    [{ ...skill, Importance: 100 }, {}],
    [{ ...skill, Importance: undefined }, { Importance: 'Importance is required.' }],
    [{ ...skill, Importance: 2.5 }, { Importance: 'Importance is required.' }],
    [{ ...skill, ElementName: 'W'.repeat(201) }, { ElementName: 'Use at most 200 characters.' }],
  ])('%j → %j', (input, errors) => {
    expect(createSkillErrors(input)).toEqual(errors);
  });
});

const cert = {
  Name: 'OSHA 10-Hour General Industry',
  Description: 'Workplace safety basics.',
  Url: 'https://www.osha.gov/training/outreach',
  Type: 'Core',
  Acronym: 'OSHA 10',
  Organization: 'Occupational Safety and Health Administration',
  OrganizationUrl: 'https://www.osha.gov',
  OrganizationAddress: '200 Constitution Ave NW, Washington, DC 20210',
};

describe('createCertificateErrors', () => {
  it.each([
    [cert, {}],
    [{ ...cert, Type: '' }, { Type: 'Type is required.' }],
    [{ ...cert, Type: 'Basic' }, { Type: 'Type is required.' }],
    [{ ...cert, Url: 'osha.gov' }, { Url: 'Enter a web address.' }],
    [{ ...cert, Url: 'javascript:alert(1)' }, { Url: 'Enter a web address.' }],
    [{ ...cert, Url: 'ftp://files.osha.gov' }, { Url: 'Enter a web address.' }],
    [{ ...cert, Url: 'https://localhost' }, { Url: 'Enter a web address.' }],
    [{ ...cert, Url: 'HTTP://OSHA.GOV/x?y=1' }, {}],
    [{ ...cert, OrganizationUrl: '' }, { OrganizationUrl: 'Enter a web address.' }],
    [{ ...cert, Acronym: '' }, { Acronym: 'Acronym is required.' }],
    [{ ...cert, Organization: '' }, { Organization: 'Organization is required.' }],
    [{ ...cert, OrganizationAddress: ' ' }, { OrganizationAddress: 'Organization address is required.' }],
    [
      { ...cert, Name: '', Description: '' },
      { Name: 'Name is required.', Description: 'Description is required.' },
    ],
  ])('%j → %j', (input, errors) => {
    expect(createCertificateErrors(input)).toEqual(errors);
  });
});

describe('zipError', () => {
  it.each([
    ['15238', null],
    [' 15238 ', null],
    ['1523', 'Enter a valid 5-digit ZIP code.'],
    ['15238-1234', null],
    ['15238-123', 'Enter a valid 5-digit ZIP code.'],
    ['152381234', 'Enter a valid 5-digit ZIP code.'],
    ['', 'Enter a valid 5-digit ZIP code.'],
  ])('%j → %j', (zip, message) => {
    expect(zipError(zip)).toBe(message);
  });
});

describe('searchKeyword', () => {
  it.each([
    ['  CNC Operator ', 'CNC Operator'],
    ['51-4011', '51-4011'],
    ['', ''],
  ])('%j is searched as %j', (raw, keyword) => expect(searchKeyword(raw)).toBe(keyword));

  it('cuts a pasted posting to what the API takes, without a trailing space', () => {
    const words = 'operate lathes '.repeat(40);
    const keyword = searchKeyword(words);
    expect(keyword.length).toBeLessThanOrEqual(FORM_MAX.keyword);
    expect(keyword).toBe(words.slice(0, FORM_MAX.keyword).trim());
    expect(searchKeyword('x'.repeat(FORM_MAX.keyword + 50))).toHaveLength(FORM_MAX.keyword);
  });
});

describe('webAddressInput', () => {
  it.each([
    ['www.osha.gov', 'https://www.osha.gov'],
    [' osha.gov/pit ', 'https://osha.gov/pit'],
    ['https://www.osha.gov', 'https://www.osha.gov'],
    ['HTTP://osha.gov', 'HTTP://osha.gov'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['', ''],
  ])('%j is %j', (typed, address) => expect(webAddressInput(typed)).toBe(address));

  it('still refuses what is no web address once https:// is put in front', () => {
    const cert = { Url: webAddressInput('not a url'), OrganizationUrl: webAddressInput('javascript:alert(1)') };
    expect(createCertificateErrors(cert)).toMatchObject({
      Url: 'Enter a web address.',
      OrganizationUrl: 'Enter a web address.',
    });
  });
});

describe('unknownZipMessage', () => {
  it.each([
    ['99999', "We couldn't find ZIP code 99999."],
    [' 00000 ', "We couldn't find ZIP code 00000."],
  ])('%j → %j', (zip, message) => expect(unknownZipMessage(zip)).toBe(message));
});

describe('the schemas are the ones the server reads', () => {
  it('uses zod’s e-mail pattern and answers with the schema’s messages', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(CERT_TYPES).toEqual(['Advanced', 'Core', 'Specialty', 'Product/Equipment', 'Unclassified']);
    expect(ZSharePlanForm.safeParse({ ...share, name: 'Al' }).error?.issues[0]?.message).toBe(
      sharePlanFormErrors({ ...share, name: 'Al' }).name,
    );
    expect(ZCreateSkill.safeParse({ ...skill, DataValue: 9 }).error?.issues[0]?.message).toBe(
      createSkillErrors({ ...skill, DataValue: 9 }).DataValue,
    );
  });
});
