import { pageDoor } from '@pathcraft/sdk';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, pageLinks, pages } from '../../db/schema/index.ts';
import { first } from '../../db/first.ts';
import type { RequestContext } from '../../platform/actor.ts';
import type { Deps } from '../../platform/deps.ts';
import { verifyDocAccess } from '../access-codes/access-token.ts';
import { fail } from '../../platform/errors.ts';

/** The page link a verified access-code token opens, or null (no token, expired, another table). */
export async function verifiedLinkId(
  token: string | null | undefined,
  secret: string,
  now: Date,
): Promise<string | null> {
  if (!token) return null;
  try {
    const access = await verifyDocAccess(token, secret, now);
    return access.table === 'pageLinks' ? access.id : null;
  } catch {
    return null;
  }
}

/** The page link whose code the request's document token proves, or null: what gated content it may see. */
export function openedLinkOf(
  deps: Pick<Deps, 'config' | 'now'>,
  ctx: Pick<RequestContext, 'tokens'>,
): Promise<string | null> {
  return verifiedLinkId(ctx.tokens.document, deps.config.tokenSecret, deps.now());
}

/**
 * A page is a door's room (sdk pageDoor): open when no page link leads to it or one active link
 * without a code does; otherwise only with a verified code of one of its active links. A refusal
 * names the link to go through (docs/rules.md#public-pages: the page redirects to the page link route with ?nt=true).
 */
export async function checkPageGate(
  db: Db,
  page: { id: string; orgId: string },
  openedLinkId: string | null,
): Promise<void> {
  const door = await doorOf(db, page);
  if (door.open || (openedLinkId && door.openers.includes(openedLinkId))) return;
  throw fail(
    'unauthorized',
    door.door.inactive ? 'This page is no longer active.' : 'Enter the access code to continue.',
    { pageLinkId: door.door.id },
  );
}

function doorOf(db: Db, page: { id: string; orgId: string }) {
  return db
    .select({
      id: pageLinks.id,
      pageId: pageLinks.pageId,
      hasAccessCode: pageLinks.hasAccessCode,
      inactive: pageLinks.inactive,
    })
    .from(pageLinks)
    .where(and(eq(pageLinks.pageId, page.id), eq(pageLinks.orgId, page.orgId)))
    .orderBy(pageLinks.createdAt, pageLinks.id)
    .then(pageDoor);
}

/**
 * The page link a visitor without a code is sent to from a page at /o/:orgSlug/page/:pageId, or null
 * (an open page, or no such page under that organization): what the page's anonymous read names in
 * its 401 (getPublicPage decides the same with the same rules), so the hosted shell can preload the
 * link's read with the page's (issue 29).
 */
export async function doorForVisitor(db: Db, orgSlug: string, pageId: string): Promise<string | null> {
  const page = await first(
    db
      .select({ id: pages.id, orgId: pages.orgId, orgSlug: organizations.slug })
      .from(pages)
      .innerJoin(organizations, eq(organizations.id, pages.orgId))
      .where(eq(pages.id, pageId)),
  );
  if (!page || page.orgSlug !== orgSlug) return null;
  const door = await doorOf(db, page);
  return door.open ? null : door.door.id;
}
