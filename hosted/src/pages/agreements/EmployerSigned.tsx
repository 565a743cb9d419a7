import { AGREEMENT_LOCALE, EMPLOYER_AGREEMENT_TEXT, formatNumericDateTime } from '@pathcraft/sdk';
import { text } from './agreements.messages.ts';
import type { EmployerAgreementView } from './use-employer-agreement.ts';

const t = text.employer;
/** The signature from this origin, whatever public URL the server was configured with. */
const localPath = (url: string) => new URL(url).pathname + new URL(url).search;

/** The approval once signed: who, the signature, the date, and the agreement's history. */
export function EmployerSigned({ agreement }: { agreement: EmployerAgreementView }) {
  return (
    <section aria-labelledby="ea-approval" className="agreement-approval">
      <h2 id="ea-approval">{EMPLOYER_AGREEMENT_TEXT.approval}</h2>
      <dl className="agreement-facts" data-testid="employer-signed">
        <dt>{t.name}</dt>
        <dd>{agreement.signerName}</dd>
        <dt>{t.title}</dt>
        <dd>{agreement.signerTitle}</dd>
        <dt>{t.signature}</dt>
        <dd>
          {agreement.signerSignatureUrl ? (
            <img
              className="agreement-signature"
              src={localPath(agreement.signerSignatureUrl)}
              alt={text.signatureOf(agreement.signerName ?? '')}
            />
          ) : (
            t.signed
          )}
        </dd>
        <dt>{t.date}</dt>
        <dd>{agreement.signerSignatureDate}</dd>
      </dl>
      {agreement.inviteHistory?.length ? (
        <ul className="agreement-history" data-testid="invite-history">
          {agreement.inviteHistory.map((h, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end
            <li key={i}>
              {h.actionTaken} — {formatNumericDateTime(h.actionAt, AGREEMENT_LOCALE)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
