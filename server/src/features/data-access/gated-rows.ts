import { eq, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { closedToCaller, orgsWithClosedLinks } from '../public-pages/gated-content.ts';
import type { Access } from './access.ts';
import { columnsOf, type TablePolicy } from './policy.ts';

/**
 * The rows of a gated table (policy.gated) kept behind page-link codes the caller has not passed:
 * a condition that leaves them out, or undefined when none are. Staff of the organization and the
 * super admin pass; a user's own rows (policy.own) stay theirs.
 */
export async function gatedRowsCondition(
  db: Db,
  policy: TablePolicy,
  actor: Actor,
  access: Access,
  ids: readonly string[],
  openedLinkId: string | null,
): Promise<SQL | undefined> {
  if (!policy.gated || access.isSuper) return undefined;
  const cols = columnsOf(policy);
  let orgIds: string[];
  if (actor.kind === 'anonymous') {
    // Visitors name rows by id: the organizations of those rows (else, to be safe, of every closed link).
    orgIds = ids.length
      ? [
          ...new Set(
            (
              await db
                .select({ orgId: cols.orgId! })
                .from(policy.table)
                .where(inArray(cols.id!, [...ids]))
            ).map((r) => r.orgId as string),
          ),
        ]
      : await orgsWithClosedLinks(db);
  } else if (actor.orgId) orgIds = [actor.orgId];
  else return undefined;
  const hidden = await closedToCaller(db, actor, policy.gated, orgIds, openedLinkId);
  if (!hidden.length) return undefined;
  const outside = notInArray(cols.id!, hidden);
  return policy.own && actor.kind === 'user' ? or(outside, eq(cols[policy.own.column]!, actor.userId)) : outside;
}
