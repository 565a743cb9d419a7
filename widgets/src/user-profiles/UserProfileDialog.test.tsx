// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, mount } from '../lib/test-dom.tsx';
import type { PrivateInfoView, UserDetails, UserProfileApi } from './user-profiles.api.ts';
import { UserProfileDialog } from './UserProfileDialog.tsx';

afterEach(cleanup);

const details: UserDetails = {
  id: 'u1',
  name: 'Jasmine Carter',
  email: 'jasmine@example.com',
  firstName: 'Jasmine',
  lastName: 'Carter',
  middleName: null,
  suffix: null,
  phone: null,
  phoneExt: null,
  mobilePhone: null,
  userSignature: null,
  userSignatureUrl: null,
};
const emptyPrivate: PrivateInfoView = { id: null, userId: 'u1', ssn: null, hasSsn: false };

function setup(privateInfo: PrivateInfoView = emptyPrivate) {
  const api: UserProfileApi = {
    getDetails: vi.fn(async () => details),
    saveDetails: vi.fn(async (_id, input) => ({ ...details, ...input, name: 'saved' })),
    getPrivateInfo: vi.fn(async () => privateInfo),
    savePrivateInfo: vi.fn(async (_id, info) => ({ ...emptyPrivate, ...info, ssn: '***-**-6789', hasSsn: true })),
  };
  return { api, ui: <UserProfileDialog userId="u1" api={api} onClose={() => {}} /> };
}

async function open(privateInfo?: PrivateInfoView) {
  const { api, ui } = setup(privateInfo);
  const r = await mount(ui);
  await r.flush();
  return { api, r };
}

describe('UserProfileDialog', () => {
  it('shows the General tab with the composed name and e-mail read-only, and requires first and last name', async () => {
    const { api, r } = await open();
    expect(r.dialogs()).toEqual(['Edit Personal Information']);
    expect(r.field('E-mail').readOnly).toBe(true);
    await r.type('Middle name', 'Renee');
    await r.type('Suffix', 'Jr.');
    expect(r.field('Name').value).toBe('Jasmine Renee Carter, Jr.');
    await r.type('Last name', ' ');
    await r.click(r.button('Save'));
    expect(r.errorOf(r.field('Last name'))).toBe('Last name is required.');
    expect(api.saveDetails).not.toHaveBeenCalled();
    await r.type('Last name', 'Carter');
    await r.click(r.button('Save'));
    expect(api.saveDetails).toHaveBeenCalledWith(
      'u1',
      expect.objectContaining({ firstName: 'Jasmine', middleName: 'Renee', lastName: 'Carter', suffix: 'Jr.' }),
    );
    expect(r.text()).toContain('Information saved!');
  });

  it('formats the SSN while typing, masks it at 11 characters and View/Change returns to editing', async () => {
    const { r } = await open();
    await r.click(r.button('Private'));
    const ssn = () => r.field('Social Security Number');
    await r.type('Social Security Number', '12a34');
    expect(ssn().value).toBe('123-4');
    expect(ssn().readOnly).toBe(false);
    await r.type('Social Security Number', '123-4567890');
    expect(ssn().value).toBe('***-**-6789');
    expect(ssn().readOnly).toBe(true);
    await r.click(r.button('View/Change'));
    expect(ssn().value).toBe('123-45-6789');
    expect(ssn().readOnly).toBe(false);
    // The caret lands after the last digit, so Backspace edits it.
    expect(document.activeElement).toBe(ssn());
    expect([ssn().selectionStart, ssn().selectionEnd]).toEqual([11, 11]);
  });

  it('drops an error once its field is fixed, without flagging fields not yet touched', async () => {
    const { r } = await open();
    await r.click(r.button('Private'));
    await r.type('Social Security Number', '123-45');
    await r.click(r.button('Save'));
    expect(r.errorOf(r.field('Social Security Number'))).toBe('Enter a valid Social Security Number.');
    const genderError = r.errorOf(r.field('Gender'));
    expect(genderError).toBe('Gender is required.');
    await r.type('Social Security Number', '123-45-6789');
    expect(r.errorOf(r.field('Social Security Number'))).toBeFalsy();
    expect(r.errorOf(r.field('Gender'))).toBe(genderError);
  });

  it("reveals the required last-employment date for 'ue' and clears it for another status", async () => {
    const { r } = await open();
    await r.click(r.button('Private'));
    expect(() => r.field('Date of last employment')).toThrow();
    await r.type('Employment status', 'ue');
    expect(r.field('Date of last employment').getAttribute('aria-required')).toBe('true');
    await r.type('Date of last employment', '2026-01-09');
    await r.type('Employment status', 'ft');
    expect(() => r.field('Date of last employment')).toThrow();
    await r.type('Employment status', 'ue');
    expect(r.field('Date of last employment').value).toBe('');
  });

  it('names every missing private field and saves a complete form without echoing the SSN back', async () => {
    const { api, r } = await open();
    await r.click(r.button('Private'));
    await r.click(r.button('Save'));
    expect(r.errorOf(r.field('Social Security Number'))).toBe('Social Security Number is required.');
    expect(r.errorOf(r.field('Gender'))).toBe('Gender is required.');
    expect(r.errorOf(r.field('City'))).toBe('');
    expect(api.savePrivateInfo).not.toHaveBeenCalled();

    await r.type('Social Security Number', '123456789');
    await r.type('Date of birth', '1999-04-18');
    for (const [label, value] of [
      ['Gender', 'female'],
      ['Ethnicity', 'noAnswer'],
      ['Veteran status', 'nonVeteran'],
      ['Disability', 'no'],
      ['Education level', 'someCollege'],
      ['Referring organization', 'other'],
      ['Citizen status', 'usCitizen'],
      ['Criminal background', 'no'],
      ['Employment status', 'pt'],
      ['Street address', '1827 Wylie Avenue'],
      ['State', 'PR'],
      ['ZIP code', '00901'],
    ])
      await r.type(label!, value!);
    await r.click(r.root.querySelector<HTMLInputElement>('input[name="races"][value="asian"]')!);
    await r.click(r.button('Save'));
    expect(api.savePrivateInfo).toHaveBeenCalledWith(
      'u1',
      expect.objectContaining({
        ssn: '123-45-6789',
        races: ['asian'],
        addressCountry: 'US',
        employmentStatusDate: null,
      }),
    );
    expect(r.text()).toContain('Information saved!');
  });

  it('keeps an SSN on file masked and leaves it out of the save', async () => {
    const onFile: PrivateInfoView = {
      ...emptyPrivate,
      ssn: '***-**-4325',
      hasSsn: true,
      dob: '1999-04-18',
      gender: 'female',
      ethnicity: 'noAnswer',
      races: ['white'],
      veteranStatus: 'noAnswer',
      disability: 'no',
      educationLevel: 'someCollege',
      orgReferral: 'none',
      citizenStatus: 'usCitizen',
      criminalBkg: 'no',
      employmentStatus: 'ft',
      addressLine1: '1 Main St',
      addressState: 'PA',
      addressPostalCode: '15219',
      addressCountry: 'US',
    };
    const { api, r } = await open(onFile);
    await r.click(r.button('Private'));
    expect(r.field('Social Security Number').value).toBe('***-**-4325');
    await r.click(r.button('Save'));
    expect(api.savePrivateInfo).toHaveBeenCalledTimes(1);
    expect(vi.mocked(api.savePrivateInfo).mock.calls[0]![1]).not.toHaveProperty('ssn');
  });

  it("toasts 'Something went wrong, try again.' when the save fails", async () => {
    const { api, r } = await open();
    vi.mocked(api.saveDetails).mockRejectedValueOnce(new Error('offline'));
    await r.click(r.button('Save'));
    expect(r.text()).toContain('Something went wrong, try again.');
  });
});
