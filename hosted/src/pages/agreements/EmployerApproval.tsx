import { EMPLOYER_AGREEMENT_TEXT, type PathcraftClient } from '@pathcraft/sdk';
import { SignatureField } from '@pathcraft/widgets/signatures';
import { Button, FormField, Modal } from '@pathcraft/widgets/ui';
import { text } from './agreements.messages.ts';
import { EmployerSigned } from './EmployerSigned.tsx';
import {
  type EmployerAgreementAnswer,
  type EmployerAgreementView,
  useEmployerApproval,
} from './use-employer-agreement.ts';

const t = text.employer;

export interface EmployerApprovalProps {
  client: PathcraftClient;
  answer: EmployerAgreementAnswer;
  onSigned: (item: EmployerAgreementView) => void;
  /** Staff preview: the form shows, read-only. */
  preview: boolean;
}

/** Employer Management Approval: the signed facts once signed, else the form to sign (read-only when this visitor cannot sign). */
export function EmployerApproval({ answer, ...rest }: EmployerApprovalProps) {
  if (answer.item.signedAt) return <EmployerSigned agreement={answer.item} />;
  return <ApprovalForm answer={answer} {...rest} />;
}

function ApprovalForm({ client, answer, onSigned, preview }: EmployerApprovalProps) {
  const form = useEmployerApproval({ client, answer, onSigned });
  const canSign = answer.canSign && !preview;
  return (
    <section aria-labelledby="ea-approval" className="agreement-approval">
      <h2 id="ea-approval">{EMPLOYER_AGREEMENT_TEXT.approval}</h2>
      <fieldset disabled={form.signing || !canSign} className="agreement-approval__fields">
        <FormField label={t.name} required error={form.fieldErrors.signerName}>
          {(p) => <input {...p} value={form.name} onChange={(e) => form.setName(e.target.value)} readOnly={!canSign} />}
        </FormField>
        <FormField label={t.title} required error={form.fieldErrors.signerTitle}>
          {(p) => (
            <input {...p} value={form.title} onChange={(e) => form.setTitle(e.target.value)} readOnly={!canSign} />
          )}
        </FormField>
        <FormField label={t.date}>{(p) => <input {...p} value={form.date} readOnly />}</FormField>
        <div className="agreement-approval__signature">
          {form.signature ? <img className="agreement-signature" src={form.signature} alt={t.yourSignature} /> : null}
          {canSign ? (
            <Button onClick={form.openPad} className="no-print">
              {form.signature ? t.changeSignature : t.addSignature}
            </Button>
          ) : null}
        </div>
        {form.error ? (
          <p className="pc-alert pc-alert--error" role="alert">
            {form.error}
          </p>
        ) : null}
        {canSign ? (
          <div className="agreement-actions no-print">
            <Button onClick={() => location.reload()}>{t.cancel}</Button>
            <Button variant="primary" onClick={form.sign}>
              {text.signAgreement}
            </Button>
          </div>
        ) : null}
      </fieldset>
      {form.padOpen ? (
        <Modal
          open
          title={t.signature}
          onClose={form.closePad}
          footer={
            <>
              <Button onClick={() => form.pad.current?.clear()}>{t.clear}</Button>
              <Button variant="primary" onClick={form.adopt}>
                {t.adoptSignature}
              </Button>
            </>
          }
        >
          {/* An empty pad is refused here, where the signer is looking, not behind the dialog. */}
          <div className="agreement-pad">
            <SignatureField
              handle={form.pad}
              label={text.signaturePad}
              describedBy={form.padError ? 'ea-pad-error' : undefined}
              invalid={Boolean(form.padError)}
              onBegin={form.clearPadError}
            />
            {form.padError ? (
              <span id="ea-pad-error" className="pc-form-field__error" role="alert">
                {form.padError}
              </span>
            ) : null}
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
