/**
 * The calls of the public page, the page-link screen and <pathcraft-page>, in
 * one place. A verified page-link code travels as x-access-token; a signed-in
 * visitor's token (hosted pages only) comes from the session store.
 */
import {
  createClient,
  getPublicPageLinksByPageLinkId,
  getPublicPagesByPageId,
  markVisit,
  postAccessCheckAccessCode,
  postAnalyticsTrack,
  shouldTrackVisit,
  type PublicPageLink,
  type PublicPageView,
  type SessionStore,
  type TrackVisitInput,
} from '@pathcraft/sdk';

export interface PublicPageApi {
  readonly base: string;
  page(pageId: string, opts?: { orgSlug?: string; accessToken?: string | null }): Promise<PublicPageView>;
  link(pageLinkId: string, accessToken?: string | null): Promise<PublicPageLink>;
  /** Verifies a link's access code: the token that opens it for this browser session. */
  checkCode(pageLinkId: string, accessCode: string): Promise<string>;
  track(visit: TrackVisitInput): Promise<void>;
}

/** `fetch`: the hosted page passes one that can take its shell's preloaded read (hosted/src/preloaded-fetch.ts). */
export function createPublicPageApi(
  base: string,
  opts: { session?: SessionStore; fetch?: typeof fetch } = {},
): PublicPageApi {
  const send = opts.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  /** A client whose calls carry this access token (none: a plain one). */
  const clientWith = (accessToken?: string | null) =>
    createClient({
      baseUrl: base,
      session: opts.session,
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        if (accessToken) headers.set('x-access-token', accessToken);
        return send(input, { ...init, headers });
      },
    });
  const plain = clientWith();
  return {
    base,
    page: (pageId, o = {}) =>
      getPublicPagesByPageId(clientWith(o.accessToken), { pageId }, { query: { orgSlug: o.orgSlug } }).then(
        (r) => r.item,
      ),
    link: (pageLinkId, token) =>
      getPublicPageLinksByPageLinkId(clientWith(token), { pageLinkId }, { auth: false }).then((r) => r.item),
    checkCode: (pageLinkId, accessCode) =>
      postAccessCheckAccessCode(plain, { body: { id: pageLinkId, table: 'pageLinks', accessCode }, auth: false }).then(
        (r) => r.accessToken,
      ),
    track: (visit) => postAnalyticsTrack(plain, { body: visit }).then(() => undefined),
  };
}

const tokenKey = (pageLinkId: string) => `pathcraft.access.pageLinks.${pageLinkId}`;

/** A verified link code's token lives in sessionStorage: the code is asked once per browser session. */
export const linkTokens = {
  get(pageLinkId: string): string | null {
    try {
      return sessionStorage.getItem(tokenKey(pageLinkId));
    } catch {
      return null;
    }
  },
  set(pageLinkId: string, token: string): void {
    try {
      sessionStorage.setItem(tokenKey(pageLinkId), token);
    } catch {
      /* storage blocked: the code is asked again next time */
    }
  },
  clear(pageLinkId: string): void {
    try {
      sessionStorage.removeItem(tokenKey(pageLinkId));
    } catch {
      /* nothing stored */
    }
  },
};

/** Marks which link opened a page in this session (the page sends that link's token). */
const openedKey = (pageId: string) => `pathcraft.pageLink.${pageId}`;
export const openedLinks = {
  get(pageId: string): string | null {
    try {
      return sessionStorage.getItem(openedKey(pageId));
    } catch {
      return null;
    }
  },
  set(pageId: string, pageLinkId: string): void {
    try {
      sessionStorage.setItem(openedKey(pageId), pageLinkId);
    } catch {
      /* storage blocked */
    }
  },
};

/** Counts a visit unless tracking is off here (frames, ?nt, dev mode); the first one of the session is unique. Never throws. */
export function trackVisit(api: PublicPageApi, refTable: 'pages' | 'pageLinks', refId: string, devMode = false): void {
  let inFrame = true;
  try {
    inFrame = window.top !== window;
  } catch {
    /* a cross-origin parent: framed */
  }
  if (!shouldTrackVisit({ inFrame, search: location.search, devMode })) return;
  let storage: Storage | null = null;
  try {
    storage = sessionStorage;
  } catch {
    /* blocked */
  }
  const isUnique = markVisit(storage, refTable, refId);
  api
    .track({ refId, refTable, isUnique, language: navigator.language || null, platform: platformOf() })
    .catch(() => undefined);
}

/** The coarse platform (as the browser names its OS), nothing finer. */
function platformOf(): string | null {
  const data = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return (data?.platform || navigator.platform || '').slice(0, 60) || null;
}
