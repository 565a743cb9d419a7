import { getInvitesById, inviteNeedsAccessCode, PathcraftError, postInvitesByIdViewed } from '@pathcraft/sdk';
import { formFieldCss as formCss, LoadingScreen } from '@pathcraft/widgets/ui';
import { signatureCss } from '@pathcraft/widgets/signatures';
import { userProfileCss } from '@pathcraft/widgets/user-profiles';
import { wageSchedulesCss } from '@pathcraft/widgets/wage-schedules';
import { useEffect, useMemo, useState } from 'react';
import { navigate, type RouteProps, useSearchParams } from '../../router.tsx';
import { api } from '../../session.ts';
import { adoptCss } from '../../styles.ts';
import { AccessCodeScreen } from './AccessCodeScreen.tsx';
import agreementsCss from '../agreements/agreements.css';
import { ApprenticeAgreement } from '../agreements/ApprenticeAgreement.tsx';
import { EmployerAgreement } from '../agreements/EmployerAgreement.tsx';
import { accessTokens, documentClient } from './invite-client.ts';
import type { PublicInvite } from './invite-types.ts';
import { text } from './invites.messages.ts';
import { WorkforceForm } from './WorkforceForm.tsx';

adoptCss('invites', [formCss, signatureCss, userProfileCss, wageSchedulesCss, agreementsCss].join('\n'));

export const INVITE_ERROR_ROUTE = '/external/invite/msg/error';

/**
 * /external/invite/id/:inviteId (docs/rules.md#invitations-and-access-codes): loads the invite; a register
 * invite goes to its register link, the others need the access code, then
 * show their form. viewedAt is recorded once no code is pending.
 */
export default function InvitePage({ params }: RouteProps) {
  const inviteId = params.inviteId ?? '';
  const query = useSearchParams();
  const [invite, setInvite] = useState<PublicInvite | null>(null);
  const [verified, setVerified] = useState(() => Boolean(accessTokens.get(inviteId)));
  const client = useMemo(() => documentClient(inviteId), [inviteId]);

  useEffect(() => {
    getInvitesById(api, { id: inviteId }, { auth: false }).then(
      ({ item }) => {
        if (item.inviteType === 'register' && item.registerLink)
          return location.replace(`${item.registerLink}${encodeURIComponent(item.id)}`);
        if (item.inviteType === 'workforce' && item.usedAt) return navigate(INVITE_ERROR_ROUTE, { replace: true });
        setInvite(item);
      },
      () => navigate(INVITE_ERROR_ROUTE, { replace: true }),
    );
  }, [inviteId]);

  useEffect(() => {
    if (!invite || !verified || !inviteNeedsAccessCode(invite.inviteType)) return;
    postInvitesByIdViewed(client, { id: invite.id }).catch((err: unknown) => {
      // An expired token: ask for the code again.
      if (err instanceof PathcraftError && err.code === 'unauthorized') {
        accessTokens.clear(invite.id);
        setVerified(false);
      }
    });
  }, [client, invite, verified]);

  if (!invite) return <LoadingScreen text={text.loading} />;
  if (!inviteNeedsAccessCode(invite.inviteType)) {
    return (
      <main className="invite-page">
        <p>{text.inviteId(invite.id)}</p>
      </main>
    );
  }
  if (!verified) {
    return (
      <AccessCodeScreen
        invite={invite}
        initialCode={query.get('accessCode')}
        onVerified={(token) => {
          accessTokens.set(invite.id, token);
          setVerified(true);
        }}
      />
    );
  }
  return (
    <main className="invite-page">
      {invite.inviteType === 'employerAgreement' && invite.employerAgreementId ? (
        <EmployerAgreement client={client} agreementId={invite.employerAgreementId} inviteId={invite.id} />
      ) : null}
      {invite.inviteType === 'apprenticeAgreement' && invite.apprenticeAgreementId ? (
        <ApprenticeAgreement
          client={client}
          agreementId={invite.apprenticeAgreementId}
          inviteId={invite.id}
          dataType="invite"
        />
      ) : null}
      {/* The parent or guardian of a minor apprentice: the agreement, read-only, with their own signature box. */}
      {invite.inviteType === 'guardianSignature' && invite.apprenticeAgreementId ? (
        <ApprenticeAgreement
          client={client}
          agreementId={invite.apprenticeAgreementId}
          inviteId={invite.id}
          dataType="doc"
        />
      ) : null}
      {invite.inviteType === 'workforce' ? <WorkforceForm client={client} inviteId={invite.id} /> : null}
      <footer className="invite-page__footer">
        {text.poweredBy} <a href="https://pathcraft.test">{text.productName}</a>
      </footer>
    </main>
  );
}
