import type { PublicPageLink } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, pageLinks } from '../../db/schema/index.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

export const NO_LINK_MESSAGE = 'No page found';

/**
 * A page link as its screen needs it (docs/rules.md#public-pages); a missing
 * link or organization is a 404. A link with an access code keeps its url to
 * itself until the request carries a verified token for it.
 */
export async function getPublicPageLink(
  db: Db,
  pageLinkId: string,
  openedLinkId: string | null,
): Promise<PublicPageLink> {
  const link = await first(db.select().from(pageLinks).where(eq(pageLinks.id, pageLinkId)));
  const org = link
    ? await first(
        db
          .select({ slug: organizations.slug, name: organizations.name, orgLogo: organizations.orgLogo })
          .from(organizations)
          .where(eq(organizations.id, link.orgId)),
      )
    : undefined;
  if (!link || !org) throw fail('not_found', NO_LINK_MESSAGE);
  const unlocked = !link.hasAccessCode || openedLinkId === link.id;
  return {
    id: link.id,
    orgId: link.orgId,
    orgSlug: org.slug,
    orgName: org.name,
    orgLogo: org.orgLogo,
    pageId: link.pageId,
    url: unlocked && !link.inactive ? link.url : null,
    hasAccessCode: link.hasAccessCode,
    inactive: link.inactive,
    enablePageContent: link.enablePageContent,
    unlocked,
  };
}
