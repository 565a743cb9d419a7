import { GUARDIAN_MESSAGES } from '@pathcraft/sdk';
import type { SignaturePadHandle } from '@pathcraft/widgets/signatures';
import { Button, FormField } from '@pathcraft/widgets/ui';
import { type Ref, useEffect, useState } from 'react';
import { text } from './agreements.messages.ts';
import type { ApprenticeAgreementFields } from './apprentice-agreement.types.ts';
import { SignedBy } from './SignedBy.tsx';
import { SignHere } from './SignHere.tsx';

const t = text.guardian;

export interface GuardianSectionProps {
  agreement: ApprenticeAgreementFields;
  /** Whose signature this visitor adds: the guardian signs here; the apprentice or staff name the guardian. */
  signingAs: 'apprentice' | 'guardian' | null;
  /** Staff and the apprentice may name (or correct) the guardian until the guardian signed. */
  mayName: boolean;
  errors: Record<string, string>;
  saving: boolean;
  onSave: (input: { guardianName: string; guardianEmail: string }) => void;
  pad: Ref<SignaturePadHandle>;
  signatureError: string | null;
  signing: boolean;
  onSign: () => void;
  onBeginSignature: () => void;
}

/**
 * The parent or guardian of an apprentice under 18 (docs/rules.md#agreements: 'A parent or guardian signature is
 * printed for under 18'): who they are (named by the apprentice or staff), whether the agreement
 * waits for them, the pad when the guardian opened their own link, and their signature once signed.
 */
export function GuardianSection(props: GuardianSectionProps) {
  const { agreement: a, signingAs } = props;
  const state = a.signatureState;
  return (
    <section aria-labelledby="aa-guardian" data-testid="guardian-section" className="agreement-guardian-section">
      <h2 id="aa-guardian">{t.section}</h2>
      {state === 'signed' ? (
        <>
          <p>{t.signedBy(a.guardianName ?? '')}</p>
          <p>
            {t.signature}{' '}
            <SignedBy
              name={a.guardianName ?? ''}
              url={a.guardianSignatureUrl}
              date={a.guardianSignatureDate}
              testId="guardian-signed"
            />
          </p>
        </>
      ) : (
        <>
          <p className="muted">{signingAs === 'apprentice' && state === 'unsigned' ? t.why : t.whyStaff}</p>
          {/* The guardian reads the page's own invitation to sign instead. */}
          {state === 'awaitingGuardian' && signingAs !== 'guardian' && a.guardianName && a.guardianEmail ? (
            <p className="pc-alert pc-alert--info" role="status" data-testid="guardian-waiting">
              {GUARDIAN_MESSAGES.waiting(a.guardianName, a.guardianEmail)}
            </p>
          ) : null}
          {signingAs === 'guardian' && state === 'unsigned' ? <p role="status">{t.waitingForApprentice}</p> : null}
          {signingAs === 'guardian' && state === 'awaitingGuardian' ? <GuardianPad {...props} /> : null}
          {props.mayName && signingAs !== 'guardian' ? <GuardianForm {...props} /> : null}
        </>
      )}
    </section>
  );
}

function GuardianPad({ agreement: a, pad, signatureError, signing, onSign, onBeginSignature }: GuardianSectionProps) {
  return (
    <div className="agreement-sign">
      <p>
        {t.signature} {a.guardianName}
      </p>
      <SignHere
        pad={pad}
        signatureError={signatureError}
        saving={signing}
        onSign={onSign}
        onBeginSignature={onBeginSignature}
      />
    </div>
  );
}

function GuardianForm({ agreement: a, errors, saving, onSave }: GuardianSectionProps) {
  const [name, setName] = useState(a.guardianName ?? '');
  const [email, setEmail] = useState(a.guardianEmail ?? '');
  // A save (or another reader's) brings the stored values back.
  useEffect(() => {
    setName(a.guardianName ?? '');
    setEmail(a.guardianEmail ?? '');
  }, [a.guardianName, a.guardianEmail]);
  return (
    <form
      className="agreement-guardian no-print"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave({ guardianName: name, guardianEmail: email });
      }}
    >
      {a.apprenticeSignedAt ? <p className="muted">{t.correct}</p> : null}
      <FormField label={t.name} required error={errors.guardianName}>
        {(p) => <input {...p} autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />}
      </FormField>
      <FormField label={t.email} required error={errors.guardianEmail}>
        {(p) => (
          <input {...p} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
        )}
      </FormField>
      <div className="agreement-actions">
        <Button type="submit" disabled={saving}>
          {saving ? t.saving : a.apprenticeSignedAt ? t.sendInvitationAgain : t.save}
        </Button>
      </div>
    </form>
  );
}
