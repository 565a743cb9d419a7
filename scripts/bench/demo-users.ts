import { count, eq } from 'drizzle-orm';
import type { Db } from '../../server/src/db/client.ts';
import { first } from '../../server/src/db/first.ts';
import { organizations, users } from '../../server/src/db/schema/index.ts';

/** The demo organization's id. */
export async function demoOrgId(db: Db): Promise<string> {
  return (await first(
    db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'demo-workforce')),
  ))!.id;
}

/** Tops the demo organization up to 200 users, so the users list does real work. */
export async function topUpDemoUsers(db: Db, orgId: string): Promise<void> {
  const have = (await first(db.select({ n: count() }).from(users)))!.n;
  await db.transaction(async (tx) => {
    for (let i = have; i < 200; i++) {
      await tx.insert(users).values({
        id: `bench-user-${i}`,
        name: `Bench User ${String(i).padStart(3, '0')}`,
        email: `bench${i}@example.org`,
        orgId,
        role: ['student'],
        membership: ['starter'],
      });
    }
  });
}
