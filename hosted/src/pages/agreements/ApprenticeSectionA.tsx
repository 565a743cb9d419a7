import { AGREEMENT_LOCALE, formatNumericDay, PRIVATE_INFO_CHOICES, type PrivateInfoField } from '@pathcraft/sdk';
import type { SignaturePadHandle } from '@pathcraft/widgets/signatures';
import { Button } from '@pathcraft/widgets/ui';
import { type Ref, useState } from 'react';
import { text } from './agreements.messages.ts';
import type { ApprenticeAgreementFields } from './apprentice-agreement.types.ts';
import { SignedBy } from './SignedBy.tsx';
import { SignHere } from './SignHere.tsx';

const t = text.apprentice;
const label = (field: PrivateInfoField, value: string | null | undefined) =>
  value ? (PRIVATE_INFO_CHOICES[field]?.find((c) => c.value === value)?.label ?? value) : '';
/** A stored day ('1999-04-18') as the agreement and its PDF write it: 04/18/1999, whatever the page's language (issue 28). */
const day = (value: string | null) => (value ? formatNumericDay(value, AGREEMENT_LOCALE) : null);
const address = (a: ApprenticeAgreementFields) =>
  [a.addressLine1, a.addressLine2, a.addressCity, [a.addressState, a.addressPostalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

export interface ApprenticeSectionAProps {
  agreement: ApprenticeAgreementFields;
  name: string;
  signed: boolean;
  maySign: boolean;
  /** The first field still missing, which blocks signing. */
  missing: string | null;
  pad: Ref<SignaturePadHandle>;
  signatureError: string | null;
  saving: boolean;
  onSign: () => void;
  onBeginSignature: () => void;
}

/** Section A: the apprentice's personal information, then the signature (or the pad to sign). */
export function ApprenticeSectionA({
  agreement: a,
  name,
  signed,
  maySign,
  missing,
  pad,
  signatureError,
  saving,
  onSign,
  onBeginSignature,
}: ApprenticeSectionAProps) {
  const [showSsn, setShowSsn] = useState(false);
  return (
    <section aria-labelledby="aa-a">
      <h2 id="aa-a">{t.sectionA}</h2>
      <ol className="agreement-items">
        <li>
          {t.name}
          {name}
        </li>
        <li>
          {t.ssn}
          <span data-testid="ssn">{showSsn ? (a.ssn ?? '') : a.hasSsn ? '•••-••-••••' : ''}</span>{' '}
          {a.hasSsn ? (
            <Button variant="link" className="no-print" onClick={() => setShowSsn(!showSsn)} aria-pressed={showSsn}>
              {showSsn ? t.hideSsn : t.showSsn}
            </Button>
          ) : null}
        </li>
        <Item label={t.gender} value={label('gender', a.gender)} />
        <Item label={t.dob} value={day(a.dob)} />
        <Item label={t.email} value={a.signerEmail} />
        <Item label={t.phone} value={a.signerPhone} />
        <Item label={t.address} value={address(a)} />
        <Item label={t.ethnicity} value={label('ethnicity', a.ethnicity)} />
        <Item label={t.race} value={(a.races ?? []).map((r) => label('races', r)).join(', ')} />
        <Item label={t.veteranStatus} value={label('veteranStatus', a.veteranStatus)} />
        <Item label={t.disability} value={label('disability', a.disability)} />
        <Item label={t.educationLevel} value={label('educationLevel', a.educationLevel)} />
        <Item label={t.orgReferral} value={label('orgReferral', a.orgReferral)} />
        <li>
          {t.employmentStatus}
          {label('employmentStatus', a.employmentStatus)}
          {a.employmentStatusDate ? t.lastEmployed(day(a.employmentStatusDate)!) : ''}
          {a.newOrExistingEmployee
            ? t.newOrExistingEmployee(label('newOrExistingEmployee', a.newOrExistingEmployee))
            : ''}
        </li>
        <Item label={t.criminalBkg} value={label('criminalBkg', a.criminalBkg)} />
        <Item label={t.citizenStatus} value={label('citizenStatus', a.citizenStatus)} />
        <li>
          {t.signature}{' '}
          {signed ? (
            <SignedBy name={name} url={a.signerSignatureUrl} date={a.signerSignatureDate} testId="apprentice-signed" />
          ) : maySign ? (
            <span className="agreement-sign">
              <SignHere
                pad={pad}
                signatureError={signatureError}
                saving={saving}
                onSign={onSign}
                onBeginSignature={onBeginSignature}
              />
            </span>
          ) : null}
        </li>
      </ol>
      {missing && !signed ? (
        <p className="pc-alert pc-alert--error" role="alert" data-testid="agreement-missing">
          {missing}
        </p>
      ) : null}
    </section>
  );
}

/** One 'Label: value' line. */
function Item({ label: itemLabel, value }: { label: string; value: string | null }) {
  return (
    <li>
      {itemLabel}
      {value}
    </li>
  );
}
