import {
  accessCodeInput,
  isAccessCodeComplete,
  PAGE_LINK_REDIRECT_MS,
  pageLinkTarget,
  PathcraftError,
  type PublicPageLink,
} from '@pathcraft/sdk';
import { linkTokens, openedLinks, trackVisit, publicPageCss } from '@pathcraft/widgets/public-pages';
import { Button, useToast } from '@pathcraft/widgets/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AuthCard } from '../../components/AuthCard.tsx';
import { navigate, type RouteProps } from '../../router.tsx';
import { adoptCss } from '../../styles.ts';
import { publicPageApi } from '../public-pages/PublicPagePage.tsx';
import { isDevMode } from '../public-pages/public-page-head.ts';
import { text } from './page-links.messages.ts';

const ACCESS_CODE_TOAST = 'accessCodeInvalid';
type Screen =
  | { kind: 'loading' }
  | { kind: 'code'; link: PublicPageLink }
  | { kind: 'redirecting'; url: string }
  | { kind: 'id'; id: string };

const errorScreen = (id: string | undefined) => `/link/msg${id ? `?id=${encodeURIComponent(id)}` : ''}`;

/**
 * An unlocked link's destination: its page, its url after 'Redirecting to...', or its id. Both
 * leave by replacing this entry, so Back from the destination does not land here and redirect again.
 */
function goToTarget(link: PublicPageLink, show: (screen: Screen) => void): ReturnType<typeof setTimeout> | undefined {
  trackVisit(publicPageApi, 'pageLinks', link.id, isDevMode());
  const target = pageLinkTarget(link);
  if (target.kind === 'page') {
    openedLinks.set(link.pageId!, link.id);
    navigate(target.path, { replace: true });
  } else if (target.kind === 'url') {
    show({ kind: 'redirecting', url: target.url });
    return setTimeout(() => location.replace(target.url), PAGE_LINK_REDIRECT_MS);
  } else show({ kind: 'id', id: link.id });
  return undefined;
}

/**
 * /link and /link/:pageLinkId (docs/rules.md#public-pages): loading, then the
 * error or inactive screen, the access code (once per browser session), and
 * then the page, 'Redirecting to...' the url, or 'ID: {id}'.
 */
export default function PageLinkPage({ params }: RouteProps) {
  const id = params.pageLinkId;
  const [screen, setScreen] = useState<Screen>({ kind: 'loading' });

  useEffect(() => {
    document.title = text.pageTitle;
    adoptCss('public-page', publicPageCss);
  }, []);

  useEffect(() => {
    if (!id) return navigate(errorScreen(undefined), { replace: true });
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = (link: PublicPageLink) => {
      if (!live) return;
      if (link.inactive) return navigate(`/link/msg/inactive?id=${encodeURIComponent(link.id)}`, { replace: true });
      if (!link.unlocked) return setScreen({ kind: 'code', link });
      timer = goToTarget(link, setScreen);
    };
    setScreen({ kind: 'loading' });
    publicPageApi
      .link(id, linkTokens.get(id))
      .then(open)
      .catch(() => live && navigate(errorScreen(id), { replace: true }));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id]);

  if (screen.kind === 'code')
    return (
      <CodeCard
        link={screen.link}
        onVerified={(token, link) => {
          linkTokens.set(link.id, token);
          // Same route, fresh state: reload the link with its token.
          void publicPageApi.link(link.id, token).then((unlocked) => goToTarget(unlocked, setScreen));
        }}
      />
    );
  return (
    <main className="pc-pp">
      <h1 className="pc-visually-hidden">{text.heading}</h1>
      {screen.kind === 'loading' ? (
        <p className="pc-pp__message" role="status">
          {text.loading}
        </p>
      ) : null}
      {screen.kind === 'redirecting' ? (
        <p className="pc-pp__message" role="status">
          {text.redirecting} <a href={screen.url}>{screen.url}</a>
        </p>
      ) : null}
      {screen.kind === 'id' ? <p className="pc-pp__message">{text.linkId(screen.id)}</p> : null}
    </main>
  );
}

/** The 'Access Code' card: six characters, checked by the same hashed, rate-limited, audited call as invitations. */
function CodeCard({
  link,
  onVerified,
}: {
  link: PublicPageLink;
  onVerified: (token: string, link: PublicPageLink) => void;
}) {
  const toast = useToast();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  /** Set while a code is being checked: a second tap or Enter before the button is disabled sends nothing (each try counts). */
  const checking = useRef(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isAccessCodeComplete(code) || checking.current) return;
    checking.current = true;
    setBusy(true);
    toast.dismiss(ACCESS_CODE_TOAST);
    try {
      onVerified(await publicPageApi.checkCode(link.id, code), link);
    } catch (err) {
      const said =
        err instanceof PathcraftError && ['forbidden', 'too_many_requests', 'bad_request'].includes(err.code);
      toast.error(said ? (err as Error).message : text.accessCode.otherFailure, {
        id: ACCESS_CODE_TOAST,
        persistent: said,
      });
      setBusy(false);
    } finally {
      checking.current = false;
    }
  };
  return (
    <AuthCard title={text.accessCode.title} org={{ name: link.orgName, orgLogo: link.orgLogo }}>
      <form className="pc-pp__code" onSubmit={submit}>
        <p>{text.accessCode.text}</p>
        <label htmlFor="link-access-code">{text.accessCode.label}</label>
        <input
          id="link-access-code"
          className="pc-pp__code-input"
          value={code}
          // No maxLength: it would cut a pasted ' K7P2QX.' to ' K7P2Q' before the space is dropped; accessCodeInput keeps 6.
          onChange={(e) => setCode(accessCodeInput(e.target.value))}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus
        />
        <Button type="submit" variant="primary" disabled={busy || !isAccessCodeComplete(code)}>
          {text.accessCode.continue}
        </Button>
      </form>
    </AuthCard>
  );
}
