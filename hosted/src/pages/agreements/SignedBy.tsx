import { localFileUrl } from '../../components/local-file-url.ts';
import { text } from './agreements.messages.ts';

/** 'Signed {date}' with the signer's signature beside it (docs/rules.md#agreements: 50 px tall in the apprentice form). */
export function SignedBy({
  name,
  url,
  date,
  testId,
}: {
  name: string;
  url: string | null;
  date: string | null;
  testId: string;
}) {
  const src = localFileUrl(url);
  return (
    <span className="agreement-signed" data-testid={testId}>
      {src ? <img className="pc-signature__image" src={src} alt={text.signatureOf(name)} /> : null}
      <span>{text.apprentice.signedOn(date)}</span>
    </span>
  );
}
