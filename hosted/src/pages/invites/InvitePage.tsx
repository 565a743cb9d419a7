import { getInvitesById, inviteNeedsAccessCode, PathcraftError, postInvitesByIdViewed } from '@pathcraft/sdk';
import { formFieldCss as formCss, LoadingScreen } from '@pathcraft/widgets/ui';
import { type FocusEvent, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { navigate, type RouteProps, useSearchParams } from '../../router.tsx';
import { api } from '../../session.ts';
import { adoptCss } from '../../styles.ts';
import { AccessCodeScreen } from './AccessCodeScreen.tsx';
import agreementsCss from '../agreements/agreements.css';
import { accessTokens, documentClient } from './invite-client.ts';
import type { PublicInvite } from './invite-types.ts';
import { text } from './invites.messages.ts';

// The forms behind the access code (agreements, the workforce form, and the schemas they check with)
// load once the invitation is known, beside its code screen, not before the page's first paint.
const withStyles =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), import('./invite-form-styles.ts')]).then(([form, styles]) => {
      styles.adoptInviteFormCss();
      return form;
    });
const loadEmployerAgreement = withStyles(() => import('../agreements/EmployerAgreement.tsx'));
const loadApprenticeAgreement = withStyles(() => import('../agreements/ApprenticeAgreement.tsx'));
const loadWorkforceForm = withStyles(() => import('./WorkforceForm.tsx'));
const EmployerAgreement = lazy(() => loadEmployerAgreement().then((m) => ({ default: m.EmployerAgreement })));
const ApprenticeAgreement = lazy(() => loadApprenticeAgreement().then((m) => ({ default: m.ApprenticeAgreement })));
const WorkforceForm = lazy(() => loadWorkforceForm().then((m) => ({ default: m.WorkforceForm })));

/** The form an invitation of this type shows once its code is verified (null: none). */
function loadFormOf(invite: PublicInvite): (() => Promise<unknown>) | null {
  if (invite.inviteType === 'employerAgreement') return loadEmployerAgreement;
  if (invite.inviteType === 'apprenticeAgreement' || invite.inviteType === 'guardianSignature')
    return loadApprenticeAgreement;
  if (invite.inviteType === 'workforce') return loadWorkforceForm;
  return null;
}

adoptCss('invites', [formCss, agreementsCss].join('\n'));

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
  const expiry = useAccessExpiry(inviteId, setVerified);
  const client = useMemo(
    () => documentClient(inviteId, { onAccessRefused: expiry.refused }),
    [inviteId, expiry.refused],
  );
  // The visit is recorded without asking for the code back over the form: at opening, an old token only asks for the code.
  const plainClient = useMemo(() => documentClient(inviteId), [inviteId]);

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
    postInvitesByIdViewed(plainClient, { id: invite.id }).catch((err: unknown) => {
      // An expired token: ask for the code again.
      if (err instanceof PathcraftError && err.code === 'unauthorized') {
        accessTokens.clear(invite.id);
        setVerified(false);
      }
    });
  }, [plainClient, invite, verified]);

  useEffect(() => {
    if (invite) void loadFormOf(invite)?.();
  }, [invite]);

  if (!invite) return <LoadingScreen text={text.loading} />;
  if (!inviteNeedsAccessCode(invite.inviteType)) {
    return (
      <main className="invite-page">
        <p>{text.inviteId(invite.id)}</p>
      </main>
    );
  }
  const onVerified = (token: string) => {
    accessTokens.set(invite.id, token);
    setVerified(true);
    expiry.resumed();
  };
  if (!verified && !expiry.expired)
    return <AccessCodeScreen invite={invite} initialCode={query.get('accessCode')} onVerified={onVerified} />;
  return (
    <>
      {expiry.expired ? (
        <AccessCodeScreen
          invite={invite}
          initialCode={null}
          notice={`${text.accessCode.expired}${expiry.kept ? ` ${text.accessCode.kept}` : ''}`}
          onVerified={onVerified}
        />
      ) : null}
      {/* Hidden, not unmounted, while the code is asked again: what the signer drew, typed or chose stays. */}
      <main className="invite-page" hidden={expiry.expired} onFocus={expiry.rememberFocus}>
        <Suspense key={expiry.formKey} fallback={<LoadingScreen text={text.loading} />}>
          {invite.inviteType === 'employerAgreement' && invite.employerAgreementId ? (
            <EmployerAgreement client={client} agreementId={invite.employerAgreementId} />
          ) : null}
          {/* The parent or guardian of a minor apprentice ('doc'): the agreement, read-only, with their own signature box. */}
          {(invite.inviteType === 'apprenticeAgreement' || invite.inviteType === 'guardianSignature') &&
          invite.apprenticeAgreementId ? (
            <ApprenticeAgreement
              client={client}
              agreementId={invite.apprenticeAgreementId}
              inviteId={invite.id}
              dataType={invite.inviteType === 'guardianSignature' ? 'doc' : 'invite'}
            />
          ) : null}
          {invite.inviteType === 'workforce' ? <WorkforceForm client={client} inviteId={invite.id} /> : null}
        </Suspense>
        <footer className="invite-page__footer">
          {text.poweredBy} <a href="https://pathcraft.test">{text.productName}</a>
        </footer>
      </main>
    </>
  );
}

/**
 * The access token expired (2 hours after the code) while the form was open: the code is asked
 * again over the form, which stays mounted and hidden, then the signer goes on where they were.
 * A refused read (the form had nothing to show) loads the form afresh once the code is verified.
 */
function useAccessExpiry(inviteId: string, setVerified: (verified: boolean) => void) {
  const [expired, setExpired] = useState(false);
  const [readRefused, setReadRefused] = useState(false);
  const [formKey, setFormKey] = useState(0);
  // The last control focused on the form (Sign Agreement: disabled while it sends, it no longer holds the focus when refused).
  const focusBefore = useRef<HTMLElement | null>(null);
  const restoreFocus = useRef(false);
  useEffect(() => {
    // Back to where the signer was, now that the form shows again.
    if (!expired && restoreFocus.current && focusBefore.current?.isConnected) focusBefore.current.focus();
    restoreFocus.current = false;
  }, [expired]);
  const refused = useCallback(
    (call: 'read' | 'asked') => {
      accessTokens.clear(inviteId);
      if (call === 'read') setReadRefused(true);
      setExpired(true);
      setVerified(false);
    },
    [inviteId, setVerified],
  );
  const resumed = () => {
    if (!expired) return;
    if (readRefused) setFormKey((k) => k + 1);
    setReadRefused(false);
    setExpired(false);
    restoreFocus.current = true;
  };
  const rememberFocus = (e: FocusEvent<HTMLElement>) => {
    if (e.target instanceof HTMLElement) focusBefore.current = e.target;
  };
  return { expired, kept: !readRefused, formKey, refused, resumed, rememberFocus };
}
