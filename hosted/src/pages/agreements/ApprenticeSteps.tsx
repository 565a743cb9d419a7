import { AGREEMENT_MESSAGES, type AgreementSignatureState } from '@pathcraft/sdk';
import { Button } from '@pathcraft/widgets/ui';
import { text } from './agreements.messages.ts';

/** Invite mode's steps: 1 review the personal information, 2 review and sign (then, under 18, the guardian's co-signature awaited); the privacy notice. */
export function ApprenticeSteps({
  state,
  reviewed,
  onEdit,
}: {
  state: AgreementSignatureState;
  reviewed: boolean;
  onEdit: () => void;
}) {
  const signed = state !== 'unsigned';
  return (
    <section className="agreement-steps no-print" aria-label={text.apprentice.steps}>
      {state === 'signed' ? (
        <p className="pc-alert pc-alert--success" role="status">
          {AGREEMENT_MESSAGES.documentSigned}
        </p>
      ) : state === 'awaitingGuardian' ? (
        <p className="pc-alert pc-alert--info" role="status">
          {text.apprentice.awaitingGuardian}
        </p>
      ) : (
        <ol>
          <li className={reviewed ? 'done' : 'current'}>
            <strong>{text.apprentice.step1}</strong>
            {AGREEMENT_MESSAGES.reviewPersonalInformation}
            {!reviewed ? (
              <Button variant="primary" onClick={onEdit}>
                {text.apprentice.getStarted}
              </Button>
            ) : null}
          </li>
          <li className={reviewed ? 'current' : ''}>
            <strong>{text.apprentice.step2}</strong>
            {AGREEMENT_MESSAGES.reviewAndSign}
          </li>
        </ol>
      )}
      {reviewed && !signed ? <Button onClick={onEdit}>{text.apprentice.editInformation}</Button> : null}
      <p className="muted">{AGREEMENT_MESSAGES.bestExperience}</p>
      <p className="muted agreement-privacy">{text.apprentice.privacy}</p>
    </section>
  );
}
