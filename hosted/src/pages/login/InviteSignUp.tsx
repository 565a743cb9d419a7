import {
  getInvitesById,
  getInvitesByIdRegistration,
  type InviteRegistration,
  postInvitesByIdSignUp,
  type PublicInvite,
} from '@pathcraft/sdk';
import { formFieldCss as formCss, LoadingScreen } from '@pathcraft/widgets/ui';
import { useEffect, useMemo, useState } from 'react';
import { AuthCard } from '../../components/AuthCard.tsx';
import { Link, navigate } from '../../router.tsx';
import { api, sessionStore } from '../../session.ts';
import { adoptCss } from '../../styles.ts';
import { AccessCodeScreen } from '../invites/AccessCodeScreen.tsx';
import { accessTokens, documentClient } from '../invites/invite-client.ts';
import { text } from './login.messages.ts';
import { NewAccountForm } from './NewAccountForm.tsx';

adoptCss('invite-sign-up', formCss);

type Step =
  | { step: 'loading' }
  | { step: 'code'; invite: PublicInvite }
  | { step: 'form'; invite: PublicInvite; registration: InviteRegistration }
  | { step: 'failed'; message: string };

/**
 * /login/:organizationSlug?action=signup&inviteId= (a register invite's link, docs/rules.md#invitations-and-access-codes): the
 * invite's access code first (the invitation flow's own screen and check), then the sign-up
 * form with the invitee's name and e-mail filled in; the new account is signed in and sent
 * where the invite points.
 */
export function InviteSignUp({ inviteId, accessCode }: { inviteId: string; accessCode: string | null }) {
  const [state, setState] = useState<Step>({ step: 'loading' });
  const [verified, setVerified] = useState(() => Boolean(accessTokens.get(inviteId)));
  const client = useMemo(() => documentClient(inviteId), [inviteId]);

  useEffect(() => {
    let live = true;
    (async () => {
      const { item: invite } = await getInvitesById(api, { id: inviteId }, { auth: false });
      if (invite.inviteType !== 'register') throw new Error(text.signUp.notRegister);
      if (!verified) return live && setState({ step: 'code', invite });
      const { item: registration } = await getInvitesByIdRegistration(client, { id: inviteId });
      if (live) setState({ step: 'form', invite, registration });
    })().catch((err: Error & { code?: string }) => {
      // An expired code token: ask for the code again.
      if (err.code === 'unauthorized' || err.code === 'forbidden') {
        accessTokens.clear(inviteId);
        setVerified(false);
        return;
      }
      if (live)
        setState({ step: 'failed', message: err.code === 'not_found' ? text.signUp.noLongerValid : err.message });
    });
    return () => {
      live = false;
    };
  }, [client, inviteId, verified]);

  useEffect(() => {
    if (state.step === 'form') document.title = text.signUp.pageTitle(state.invite.org.name);
  }, [state]);

  if (state.step === 'loading') return <LoadingScreen text={text.signUp.loading} />;
  if (state.step === 'failed')
    return (
      <AuthCard title={text.signUp.invalidTitle}>
        <p role="alert">{state.message}</p>
      </AuthCard>
    );
  if (state.step === 'code')
    return (
      <AccessCodeScreen
        invite={state.invite}
        initialCode={accessCode}
        onVerified={(token) => {
          accessTokens.set(inviteId, token);
          setVerified(true);
        }}
      />
    );
  return (
    <AuthCard title={text.signUp.title} org={state.invite.org}>
      {state.registration.usedAt ? (
        <div className="pc-stack">
          <p role="alert">{text.signUp.used}</p>
          <Link to={`/login/${encodeURIComponent(state.invite.org.slug)}`}>{text.signUp.signIn}</Link>
        </div>
      ) : (
        <SignUpForm registration={state.registration} client={client} />
      )}
    </AuthCard>
  );
}

function SignUpForm({
  registration,
  client,
}: {
  registration: InviteRegistration;
  client: ReturnType<typeof documentClient>;
}) {
  return (
    <NewAccountForm
      intro={<p>{text.signUp.invitedYou(registration.org.name)}</p>}
      initialName={[registration.firstName, registration.lastName].filter(Boolean).join(' ')}
      initialEmail={registration.email ?? ''}
      emailReadOnly={Boolean(registration.email)}
      submit={async (account) => {
        const res = await postInvitesByIdSignUp(client, { id: registration.inviteId }, { body: account });
        sessionStore.set({
          token: res.token,
          refreshToken: res.refreshToken,
          expiresAt: Date.now() + res.expiresIn * 1000,
        });
        accessTokens.clear(registration.inviteId);
        navigate(res.redirectUrl, { replace: true });
      }}
    />
  );
}
