// @vitest-environment happy-dom
import { setUiLocale } from '@pathcraft/sdk';
import { createRef, render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApprenticeAgreementFields } from './apprentice-agreement.types.ts';
import { ApprenticeSectionA } from './ApprenticeSectionA.tsx';

/** Section A writes the stored calendar days (ISO) as the agreement and its PDF do: MM/DD/YYYY. */
const none = {
  signerName: null,
  signerEmail: null,
  signerPhone: null,
  ssn: null,
  gender: null,
  ethnicity: null,
  veteranStatus: null,
  disability: null,
  educationLevel: null,
  orgReferral: null,
  citizenStatus: null,
  newOrExistingEmployee: null,
  criminalBkg: null,
  addressLine1: null,
  addressLine2: null,
  addressCity: null,
  addressState: null,
  addressPostalCode: null,
  creditPrevJob: null,
  creditPrevRTIHrs: null,
  signerSignatureDate: null,
  signerSignatureUrl: null,
  signedAt: null,
  userId: null,
  apprenticeSignedAt: null,
  guardianName: null,
  guardianEmail: null,
  guardianInviteSentAt: null,
  guardianSignatureDate: null,
  guardianSignedAt: null,
  guardianSignatureUrl: null,
};
const agreement: ApprenticeAgreementFields = {
  ...none,
  id: 'a1',
  name: 'Jasmine Carter',
  dob: '1999-04-18',
  employmentStatus: 'ue',
  employmentStatusDate: '2026-01-09',
  races: [],
  hasSsn: false,
  needsGuardian: false,
  signatureState: 'unsigned',
};

function sectionA(): string {
  const root = document.createElement('div');
  render(
    <ApprenticeSectionA
      agreement={agreement}
      name="Jasmine Carter"
      signed={false}
      maySign={false}
      missing={null}
      pad={createRef()}
      signatureError={null}
      saving={false}
      onSign={() => {}}
      onBeginSignature={() => {}}
    />,
    root,
  );
  return root.textContent ?? '';
}

afterEach(() => setUiLocale(null));

describe('Section A dates', () => {
  it.each([
    ['en-US', 'a US English page'],
    ['es-US', 'a Spanish page (the agreement stays in US English, its dates too)'],
  ])('%s: %s', (locale) => {
    setUiLocale(locale);
    const text = sectionA();
    expect(text).toContain('Date of Birth: 04/18/1999');
    expect(text).toContain('(last employed 01/09/2026)');
    expect(text).not.toContain('1999-04-18');
    expect(text).not.toContain('2026-01-09');
  });
});
