import { isSuperAdmin } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { first } from '../../db/first.ts';
import { organizations } from '../../db/schema/index.ts';
import { actingOrg } from '../../platform/acting-org.ts';
import type { Actor } from '../../platform/actor.ts';
import { fail } from '../../platform/errors.ts';

/** The organization the program is for: a super admin names it (and it must exist), others act for their own. */
export async function programOrg(db: Pick<Db, 'select'>, actor: Actor, requested: string | undefined): Promise<string> {
  if (actor.kind === 'user' && isSuperAdmin(actor.roles) && !requested?.trim())
    throw fail('bad_request', 'organizationId is required');
  const orgId = actingOrg(actor, requested, { required: true, field: 'organizationId' });
  if (!(await first(db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, orgId)))))
    throw fail('not_found', 'No such organization.');
  return orgId;
}
