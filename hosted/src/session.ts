import {
  type AppUrls,
  createClient,
  localSessionStore,
  MESSAGES,
  PathcraftError,
  type CurrentOrganization,
  type CurrentUser,
  type LoginErrorCode,
} from '@pathcraft/sdk';
import { fetchTakingPreloads } from './preloaded-fetch.ts';
import { navigate } from './router.tsx';

/** One API client for the hosted pages, signed in through localStorage. */
export const sessionStore = localSessionStore();
export const api = createClient({ session: sessionStore, fetch: fetchTakingPreloads });

export const APP_VERSION = '0.4.0';

/** The app version is kept in a cookie and in local storage (docs/rules.md#sign-in-and-the-console). */
export function rememberVersion(): void {
  try {
    localStorage.setItem('pathcraft.version', APP_VERSION);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support; one plain cookie is enough.
    document.cookie = `pathcraft_version=${APP_VERSION}; path=/; SameSite=Lax`;
  } catch {
    /* storage can be blocked in third-party frames */
  }
}

export function loginUrl(
  opts: {
    errorCode?: LoginErrorCode | string;
    errorMessage?: string;
    continueUrl?: string;
    action?: string;
    organizationSlug?: string;
  } = {},
): string {
  const q = new URLSearchParams();
  q.set('continueUrl', opts.continueUrl ?? location.pathname + location.search);
  if (opts.errorCode) q.set('errorCode', opts.errorCode);
  if (opts.errorMessage) q.set('errorMessage', opts.errorMessage);
  if (opts.action) q.set('action', opts.action);
  return `/login${opts.organizationSlug ? `/${encodeURIComponent(opts.organizationSlug)}` : ''}?${q}`;
}

export interface SignedIn {
  user: CurrentUser;
  organization: CurrentOrganization | null;
  /** The employers whose contact the person is (GET /auth/me): what they are besides their platform role. */
  employerContactOf?: { id: string; name: string }[];
  /** Where 'Main app' and 'Admin app' lead (docs/rules.md#sign-in-and-the-console), as the server is configured. */
  apps?: AppUrls;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Reads the signed-in user's record. Right after sign-up the record may not
 * exist yet, so it polls every second, up to 10 tries (docs/rules.md#sign-in-and-the-console); then it gives
 * up with 'Account creation error' and signs out.
 */
export async function loadSignedInUser(): Promise<SignedIn> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await api.auth.me();
    } catch (err) {
      const notYet = err instanceof PathcraftError && err.code === 'not_found';
      if (!notYet) throw err;
      if (attempt >= 10) {
        await api.auth.logout();
        throw new PathcraftError('not_found', MESSAGES.accountCreationError);
      }
      await sleep(1000);
    }
  }
}

export async function signOut(): Promise<void> {
  await api.auth.logout();
}

/** The 'Sign out' button of every signed-in page: end the session, then the login page. */
export async function signOutToLogin(): Promise<void> {
  await signOut();
  navigate('/login', { replace: true });
}

/** An organization's staff: owners, admins and teachers (docs/rules.md#organizations-and-roles). */
export const isStaff = (roles: readonly string[] | null | undefined) =>
  ['owner', 'admin', 'teacher'].some((r) => roles?.includes(r));

/**
 * Where someone's own admin area is: the console for super admins, /org for an organization's
 * staff, else their account page. Here beside the signed-in user, which every signed-in frame
 * loads: in landing.ts it pulled that module into another shared chunk, and the invitation page's
 * first paint grew by 4 KB.
 */
export function ownAreaOf(user: { isSuperAdmin: boolean; role: readonly string[] | null }): string {
  if (user.isSuperAdmin) return '/';
  return isStaff(user.role) ? '/org' : '/account';
}
