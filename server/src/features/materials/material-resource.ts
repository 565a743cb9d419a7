import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { resources } from '../../db/schema/index.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

export const NO_RESOURCE = 'No such resource in this organization.';

/** A material joins only a resource of its own organization. */
export async function checkResourceOf(
  db: Pick<Db, 'select'>,
  orgId: string,
  resourceId: string | null | undefined,
): Promise<void> {
  if (!resourceId) return;
  const found = await first(
    db
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.id, resourceId), eq(resources.orgId, orgId))),
  );
  if (!found) throw fail('not_found', NO_RESOURCE);
}
