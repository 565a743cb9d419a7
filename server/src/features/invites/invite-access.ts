import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invites } from '../../db/schema/index.ts';
import type { RequestContext } from '../../platform/actor.ts';
import type { Deps } from '../../platform/deps.ts';
import { verifyDocAccess } from '../access-codes/access-token.ts';
import type { InviteRow } from './invite-events.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

export const inviteById = async (db: Pick<Db, 'select'>, id: string) =>
  await first(db.select().from(invites).where(eq(invites.id, id)));

/**
 * The invite a request acts through: the caller holds a document token for
 * exactly this invite (its access code was verified in this browser session).
 */
export async function requireInviteAccess(
  deps: Pick<Deps, 'db' | 'config' | 'now'>,
  ctx: Pick<RequestContext, 'tokens'>,
  inviteId: string,
): Promise<InviteRow> {
  const access = await verifyDocAccess(ctx.tokens.document, deps.config.tokenSecret, deps.now());
  if (access.table !== 'invites' || access.id !== inviteId)
    throw fail('forbidden', 'This access code opens another document.');
  const invite = await inviteById(deps.db, inviteId);
  if (!invite) throw fail('not_found', 'This invitation is no longer valid.');
  return invite;
}

/** The invite behind any document token, when one is sent (documents opened from an invite). */
export async function inviteFromToken(
  deps: Pick<Deps, 'db' | 'config' | 'now'>,
  ctx: Pick<RequestContext, 'tokens'>,
): Promise<InviteRow | null> {
  const token = ctx.tokens.document;
  if (!token) return null;
  const access = await verifyDocAccess(token, deps.config.tokenSecret, deps.now());
  if (access.table !== 'invites') return null;
  return (await inviteById(deps.db, access.id)) ?? null;
}
