import { getApprenticeAgreementsByIdRegistrationPacketUrl } from '@pathcraft/sdk';
import { Button } from '@pathcraft/widgets/ui';
import { api } from '../../session.ts';
import { useSubmitOnce } from '../console/parts/use-submit-once.ts';
import { downloadPdf, HOSTLESS } from '../invites/invite-client.ts';
import { text } from './progress.messages.ts';

/** Downloads an apprentice's registration packet (shown only to its readers: the server says who). */
export function RegistrationPacketButton({
  agreementId,
  name,
  onError,
}: {
  agreementId: string;
  name: string;
  onError: (message: string) => void;
}) {
  // A ref guard: a double click downloaded the packet twice (and audited it twice).
  const { busy, run } = useSubmitOnce();
  const download = () =>
    run(() =>
      downloadPdf(
        api,
        getApprenticeAgreementsByIdRegistrationPacketUrl(HOSTLESS, { id: agreementId }),
        text.packet.fileName(name),
      ).catch((err: Error) => onError(err.message)),
    );
  return (
    <Button variant="link" onClick={download} disabled={busy} aria-busy={busy} aria-label={text.packet.of(name)}>
      {text.packet.download}
    </Button>
  );
}
