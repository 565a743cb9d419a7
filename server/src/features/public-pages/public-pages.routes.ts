import { z } from 'zod';
import { ZPublicPageLink, ZPublicPageView } from '@pathcraft/sdk';
import { declare, routes } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { limitVisitors } from '../../http/limit-visitors.ts';
import type { RateRule } from '../../platform/rate-limit/rate-limit.ts';
import { getPublicPage } from './get-public-page.ts';
import { getPublicPageLink } from './get-public-page-link.ts';
import { openedLinkOf } from './page-gate.ts';

/** Visitors without a sign-in read at most this many pages and links a minute per address. */
export const PUBLIC_PAGE_READS: RateRule = { limit: 300, windowMs: 60_000 };

const tags = ['public pages'];
const ZPageQuery = z.object({ orgSlug: z.string().trim().max(100).optional() });

/**
 * GET /public/pages/:pageId?orgSlug= and GET /public/page-links/:pageLinkId (docs/rules.md#public-pages):
 * what the public page, the page-link screen and <pathcraft-page> show. A verified
 * access code travels as x-access-token.
 */
export function publicPageRoutes(deps: Deps) {
  const platformOrigin = new URL(deps.config.publicUrl).origin;
  // Per route, not use('*'): other features' routes live under /public too.
  const before = [limitVisitors(deps, 'publicPages', PUBLIC_PAGE_READS)];
  const app = routes();
  declare(
    app,
    {
      method: 'get',
      path: '/pages/:pageId',
      summary: 'A public page as a visitor sees it (x-access-token: a verified page-link code)',
      tags,
      auth: 'optional',
      query: ZPageQuery,
      response: z.object({ item: ZPublicPageView }),
      before,
    },
    async (c, { params, query }) => {
      const input = {
        pageId: params.pageId,
        orgSlug: query.orgSlug || undefined,
        openedLinkId: await openedLinkOf(deps, c.var.ctx),
      };
      return c.json({ item: await getPublicPage({ db: deps.db, actor: c.var.ctx.actor, platformOrigin }, input) });
    },
  );
  declare(
    app,
    {
      method: 'get',
      path: '/page-links/:pageLinkId',
      summary: "A page link for its screen; a coded link's url only with its verified code",
      tags,
      auth: 'public',
      response: z.object({ item: ZPublicPageLink }),
      before,
    },
    async (c, { params }) =>
      c.json({ item: await getPublicPageLink(deps.db, params.pageLinkId, await openedLinkOf(deps, c.var.ctx)) }),
  );
  return app;
}
