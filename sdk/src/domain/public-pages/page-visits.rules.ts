import { LAYOUTS, type Layout } from './pages.constants.ts';

/** Column widths (of 12) of the three zones; an unknown layout falls back to layout1. */
export function zoneWidths(layout: string | null | undefined): readonly [number, number, number] {
  return LAYOUTS[(layout && layout in LAYOUTS ? layout : 'layout1') as Layout] as readonly [number, number, number];
}

export interface TrackContext {
  /** The page runs inside a frame (window.top !== window). */
  inFrame: boolean;
  /** The page's query string. */
  search: string;
  /** A development build or a dev flag is set. */
  devMode: boolean;
}

/** Visits are not counted inside frames, with the 'nt' query flag, or in dev mode (docs/rules.md#public-pages). */
export function shouldTrackVisit({ inFrame, search, devMode }: TrackContext): boolean {
  if (inFrame || devMode) return false;
  return !new URLSearchParams(search).has('nt');
}

/** The key under which a browser session remembers it has visited a record. */
export const visitKey = (refTable: string, refId: string) => `pathcraft.visited.${refTable}.${refId}`;

/**
 * Marks a visit in the session's storage and says whether it is the first one
 * (unique). Storage that throws (blocked) counts every visit as unique once per page load.
 */
export function markVisit(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  refTable: string,
  refId: string,
): boolean {
  try {
    if (!storage) return true;
    const key = visitKey(refTable, refId);
    if (storage.getItem(key)) return false;
    storage.setItem(key, '1');
    return true;
  } catch {
    return true;
  }
}

/**
 * A link card's url with the visitor's e-mail and external user id appended,
 * each only when the card asks for it and the visitor is known (docs/rules.md#public-pages).
 */
export function linkUrlFor(
  url: string,
  card: { includeEmail?: boolean | null; includeExternalUserId?: boolean | null },
  user: { email?: string | null; externalUserId?: string | null } | null,
): string {
  const extra: [string, string][] = [];
  if (card.includeEmail && user?.email) extra.push(['email', user.email]);
  if (card.includeExternalUserId && user?.externalUserId) extra.push(['externalUserId', user.externalUserId]);
  if (!extra.length) return url;
  const hashAt = url.indexOf('#');
  const [path, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const query = extra.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return `${path}${path.includes('?') ? '&' : '?'}${query}${hash}`;
}

/** The browser title of a public page: '{page title or Page} | {org name or product name}' (docs/rules.md#public-pages). */
export const publicPageTitle = (pageTitle: string | null | undefined, orgName: string | null | undefined) =>
  `${pageTitle?.trim() || 'Page'} | ${orgName?.trim() || 'Pathcraft'}`;

/** Where a page link goes once it may be opened (docs/rules.md#public-pages). */
export function pageLinkTarget(link: {
  pageId: string | null;
  url: string | null;
  enablePageContent: boolean;
  orgSlug: string;
}): { kind: 'page'; path: string } | { kind: 'url'; url: string } | { kind: 'none' } {
  if (link.pageId && (link.enablePageContent || !link.url))
    return { kind: 'page', path: `/o/${encodeURIComponent(link.orgSlug)}/page/${encodeURIComponent(link.pageId)}` };
  if (link.url) return { kind: 'url', url: link.url };
  return { kind: 'none' };
}
