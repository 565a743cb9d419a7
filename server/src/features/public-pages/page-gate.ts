import { pageDoor } from '@pathcraft/sdk';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageLinks } from '../../db/schema/index.ts';
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
  const links = await db
    .select({
      id: pageLinks.id,
      pageId: pageLinks.pageId,
      hasAccessCode: pageLinks.hasAccessCode,
      inactive: pageLinks.inactive,
    })
    .from(pageLinks)
    .where(and(eq(pageLinks.pageId, page.id), eq(pageLinks.orgId, page.orgId)))
    .orderBy(pageLinks.createdAt, pageLinks.id);
  const door = pageDoor(links);
  if (door.open || (openedLinkId && door.openers.includes(openedLinkId))) return;
  throw fail(
    'unauthorized',
    door.door.inactive ? 'This page is no longer active.' : 'Enter the access code to continue.',
    { pageLinkId: door.door.id },
  );
}
