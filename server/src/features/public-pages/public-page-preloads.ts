import { getPublicPageLinksByPageLinkIdUrl } from '@pathcraft/sdk';
import type { Db } from '../../db/client.ts';
import { doorForVisitor } from './page-gate.ts';

const PUBLIC_PAGE = /^\/o\/([A-Za-z0-9_-]{1,128})\/page\/([A-Za-z0-9_-]{1,128})\/?$/i;

/**
 * The read a public page's first visit makes after the page's own, for the hosted shell to preload
 * beside it (server/src/web/web.ts followingReads): a closed page answers a visitor without a code
 * with its link, whose screen then reads the link. Known here, it starts with the HTML instead of
 * after the page's code has run and its answer has come (issue 29). It tells nothing the page's own
 * anonymous read does not (its 401 names the same link).
 */
export function publicPageFollowingReads(db: Db) {
  return async (path: string): Promise<string[]> => {
    const address = PUBLIC_PAGE.exec(path);
    if (!address) return [];
    const link = await doorForVisitor(db, address[1]!, address[2]!);
    return link ? [getPublicPageLinksByPageLinkIdUrl({ baseUrl: '' }, { pageLinkId: link })] : [];
  };
}
