import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { first } from '../../db/first.ts';
import { organizations } from '../../db/schema/index.ts';
import { KEY_PART } from '../../platform/storage/storage.ts';
import { fail } from '../../platform/errors.ts';

/** The id of an organization that exists (404 otherwise): a record or a file is never placed in one that doesn't. */
export async function existingOrg(db: Pick<Db, 'select'>, orgId: string): Promise<string> {
  // A well-formed id only: it also names a folder of stored files.
  if (
    !KEY_PART.test(orgId) ||
    !(await first(db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, orgId))))
  ) {
    throw fail('not_found', `No organization with id '${orgId.slice(0, 64)}'`);
  }
  return orgId;
}
