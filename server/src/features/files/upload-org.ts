import type { Db } from '../../db/client.ts';
import { actingOrg } from '../../platform/acting-org.ts';
import type { Actor } from '../../platform/actor.ts';
import { fail } from '../../platform/errors.ts';
import { existingOrg } from '../organizations/existing-org.ts';
import { FILE_MESSAGES } from './file-parents.ts';

/** Callers act for their own organization; super admins for any that exists. */
export async function uploadOrg(
  db: Pick<Db, 'select'>,
  actor: Actor,
  orgId: string | undefined,
  refusal: string = FILE_MESSAGES.ownOrgOnly,
): Promise<string> {
  if (actor.kind === 'anonymous') throw fail('unauthorized', 'Sign in to continue.');
  // The organization is always named here: a super admin's own is no default for a file.
  if (!orgId) throw fail('bad_request', 'organizationId is required');
  return await existingOrg(db, actingOrg(actor, orgId, { required: true, field: 'organizationId', refusal }));
}
