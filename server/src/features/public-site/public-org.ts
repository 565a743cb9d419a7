import type { PublicOrg } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/index.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

/** The organization of a public page, by its slug, with only what a visitor may see. */
export async function publicOrgBySlug(db: Pick<Db, 'select'>, slug: string): Promise<PublicOrg> {
  const org = await first(
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        slug: organizations.slug,
        orgType: organizations.orgType,
        orgLogo: organizations.orgLogo,
        appleTouchIcon: organizations.appleTouchIcon,
        androidIconSmall: organizations.androidIconSmall,
        androidIconLarge: organizations.androidIconLarge,
        privacyPolicy: organizations.privacyPolicy,
        tos: organizations.tos,
      })
      .from(organizations)
      .where(eq(organizations.slug, slug)),
  );
  if (!org) throw fail('not_found', `No organization with slug '${slug}'`);
  return org;
}
