import { getAuthMeUrl, isAdminLike, PathcraftError } from '@pathcraft/sdk';
import { useEffect, useRef, useState } from 'react';
import { navigate } from '../../../router.tsx';
import {
  api,
  isStaff,
  loadSignedInUser,
  loginUrl,
  ownAreaOf,
  rememberVersion,
  sessionStore,
  type SignedIn,
} from '../../../session.ts';
import { text } from './console.messages.ts';
import { refusedAreaUrl } from '../../../components/RefusedAreaNotice.tsx';

/**
 * The console admits super admins only (docs/rules.md#sign-in-and-the-console). A token in the query (or
 * the stored sign-in) signs the visitor in; anything else goes to the login
 * with the matching error code.
 */
export type Audience = 'superAdmin' | 'staff' | 'orgAdmin';

export function useConsoleGate(audience: Audience = 'superAdmin', prefetch?: () => void): SignedIn | null {
  const [state, setState] = useState<SignedIn | null>(null);
  // Read when the gate runs: the page's own reads, started beside the signed-in user's (see ConsoleShell).
  const prefetchRef = useRef(prefetch);
  prefetchRef.current = prefetch;
  useEffect(() => {
    let cancelled = false;
    (async () => {
      rememberVersion();
      const query = new URLSearchParams(location.search);
      const token = query.get('token');
      if (token) {
        try {
          await api.auth.tokenLogin(token);
        } catch (err) {
          return navigate(
            loginUrl({
              errorCode: 'auth_bad_token',
              errorMessage: (err as Error).message,
              continueUrl: location.pathname,
            }),
            { replace: true },
          );
        }
        query.delete('token');
        history.replaceState(null, '', location.pathname + (query.size ? `?${query}` : ''));
      }
      if (!sessionStore.get()) return navigate(loginUrl({ errorCode: 'auth_no_token' }), { replace: true });
      prefetchRef.current?.();
      try {
        const signedIn = await loadSignedInUser();
        if (cancelled) return;
        // The organization area admits its staff; a student goes to their own account page, told why.
        if (audience === 'staff' && !signedIn.user.isSuperAdmin && !isStaff(signedIn.user.role))
          return navigate(refusedAreaUrl(ownAreaOf(signedIn.user), 'staff'), { replace: true });
        // Its management (and program import, docs/rules.md#program-import) admits owners and admins; a
        // teacher goes to the organization's classes, a student to their account page, told why.
        if (audience === 'orgAdmin' && !signedIn.user.isSuperAdmin && !isAdminLike(signedIn.user.role))
          return navigate(refusedAreaUrl(ownAreaOf(signedIn.user), 'orgAdmin'), { replace: true });
        // Refusing an area never ends the session (it is shared by every tab): the login page says why and leads back to theirs.
        if (audience === 'superAdmin' && !signedIn.user.isSuperAdmin)
          return navigate(loginUrl({ errorCode: 'perm_role_teacher_admin' }), { replace: true });
        // The current user is set a short delay after the record came, so the shell doesn't flash (docs/rules.md#sign-in-and-the-console).
        const delay = currentUserDelayLeft(signedInUserAnsweredAt(), performance.now());
        setTimeout(() => !cancelled && setState(signedIn), delay);
      } catch (err) {
        sessionStore.set(null);
        const message = err instanceof PathcraftError ? err.message : text.gate.signInFailed;
        navigate(loginUrl({ errorCode: 'auth_bad_token', errorMessage: message }), { replace: true });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [audience]);
  return state;
}

/** How long after the signed-in user's record came the console sets the current user (docs/rules.md#sign-in-and-the-console). */
export const CURRENT_USER_DELAY_MS = 100;

/**
 * What is left of that delay at `now`, the record having come at `answeredAt` (unknown: all of it).
 * A record the page's HTML started reading (the console's early reads) has usually come long before
 * the page's code runs: the delay has then passed, and the console is shown without waiting again.
 */
export function currentUserDelayLeft(answeredAt: number | null, now: number): number {
  if (answeredAt === null) return CURRENT_USER_DELAY_MS;
  return Math.min(CURRENT_USER_DELAY_MS, Math.max(0, CURRENT_USER_DELAY_MS - (now - answeredAt)));
}

/** When the latest answer to the signed-in user's read came (Resource Timing), null if the browser did not record it. */
function signedInUserAnsweredAt(): number | null {
  const url = new URL(getAuthMeUrl({ baseUrl: '' }), location.href).href;
  const last = performance.getEntriesByName(url, 'resource').at(-1) as PerformanceResourceTiming | undefined;
  return last && last.responseEnd > 0 ? last.responseEnd : null;
}

/** The page title from the first path segment with dashes as spaces; 'Courses' at the root (docs/rules.md#sign-in-and-the-console). */
export function consoleTitle(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0];
  if (!first) return text.shell.homeTitle;
  const words = decodeURIComponent(first).replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
