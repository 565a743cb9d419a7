import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageLinks } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { verifyDocAccess } from '../access-codes/access-token.ts';

/** The page link a verified access-code token opens, or null (no token, expired, another table). */
export async function verifiedLinkId(token: string | undefined, secret: string, now: Date): Promise<string | null> {
  if (!token) return null;
  try {
    const access = await verifyDocAccess(token, secret, now);
    return access.table === 'pageLinks' ? access.id : null;
  } catch {
    return null;
  }
}

/**
 * A page is a door's room: open when no page link leads to it or one active
 * link without a code does; otherwise only with a verified code of one of its
 * active links. A refusal names the link to go through (002 §2: the page
 * redirects to the page link route with ?nt=true).
 */
export async function checkPageGate(db: Db, page: { id: string; orgId: string }, openedLinkId: string | null): Promise<void> {
  const links = await db
    .select({ id: pageLinks.id, hasAccessCode: pageLinks.hasAccessCode, inactive: pageLinks.inactive })
    .from(pageLinks)
    .where(and(eq(pageLinks.pageId, page.id), eq(pageLinks.orgId, page.orgId)))
    .orderBy(pageLinks.createdAt, pageLinks.id);
  if (!links.length) return;
  const active = links.filter((l) => !l.inactive);
  if (active.some((l) => !l.hasAccessCode)) return;
  if (openedLinkId && active.some((l) => l.id === openedLinkId)) return;
  const door = active[0] ?? links[0]!;
  throw fail('unauthorized', door.inactive ? 'This page is no longer active.' : 'Enter the access code to continue.', { pageLinkId: door.id });
}
