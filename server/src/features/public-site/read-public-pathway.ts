import {
  pathwayCourseHref,
  PUBLIC_SITE_MESSAGES,
  type PublicCertificate,
  type PublicPathwayPage,
  type PublicPathwayParams,
} from '@pathcraft/sdk';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses, jobProfiles, pathways } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { publicOrgBySlug } from './public-org.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

type Reader = Pick<Db, 'select'>;

/**
 * The public pathway page (docs/rules.md#public-site): the pathway of that
 * organization when it is public, its courses in order (each with its Learn
 * more link only when public and not invitation only; other courses show
 * just their title), and with a jobProfileId the job profile's certificates.
 * Everyone gets the same public fields.
 */
export async function readPublicPathway(
  db: Reader,
  _actor: Actor,
  params: PublicPathwayParams,
): Promise<PublicPathwayPage> {
  const org = await publicOrgBySlug(db, params.orgSlug);
  const pathway = await first(
    db
      .select()
      .from(pathways)
      .where(and(eq(pathways.id, params.pathwayId), eq(pathways.orgId, org.id))),
  );
  if (!pathway) throw fail('not_found', `No pathway '${params.pathwayId}' at ${org.name}`);
  if (!pathway.isPublic) throw fail('forbidden', PUBLIC_SITE_MESSAGES.privatePathway);

  const ids = pathway.courseIds ?? [];
  const rows = ids.length
    ? await db
        .select({
          id: courses.id,
          title: courses.title,
          overview: courses.overview,
          classColor: courses.classColor,
          isPublic: courses.isPublic,
          inviteOnly: courses.inviteOnly,
        })
        .from(courses)
        .where(and(inArray(courses.id, ids), eq(courses.orgId, org.id)))
    : [];
  const ordered = ids.map((id) => rows.find((r) => r.id === id)).filter((r) => r !== undefined);

  let jobProfile: PublicPathwayPage['jobProfile'] = null;
  if (pathway.jobProfileId) {
    const profile = await first(
      db
        .select({ id: jobProfiles.id, title: jobProfiles.OnetTitle, certs: jobProfiles.selectedCerts })
        .from(jobProfiles)
        .where(eq(jobProfiles.id, pathway.jobProfileId)),
    );
    if (profile)
      jobProfile = {
        id: profile.id,
        title: profile.title,
        certificates: (profile.certs ?? []).map(toCertificate).filter((c) => c !== null),
      };
  }

  return {
    org,
    pathway: {
      id: pathway.id,
      title: pathway.title,
      searchEnginesEnabled: pathway.searchEnginesEnabled,
      jobProfileId: pathway.jobProfileId,
    },
    courses: ordered.map((c) => ({
      id: c.id,
      title: c.title,
      // A private course is named in the timeline, nothing more.
      overview: c.isPublic ? c.overview : null,
      classColor: c.classColor,
      href: pathwayCourseHref(org.slug, c),
    })),
    jobProfile,
  };
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** A stored certificate (the occupation data's shape) as the page shows it; unreadable entries are left out. */
function toCertificate(raw: unknown): PublicCertificate | null {
  if (!raw || typeof raw !== 'object') return null;
  const c = raw as Record<string, unknown>;
  const Id = str(c.Id) ?? str(c.id);
  const Name = str(c.Name) ?? str(c.name);
  if (!Id || !Name) return null;
  const details = Array.isArray(c.CertDetailList) ? c.CertDetailList : [];
  return {
    Id,
    Name,
    Acronym: str(c.Acronym),
    Description: str(c.Description),
    Organization: str(c.Organization),
    OrganizationUrl: /^https?:\/\//i.test(str(c.OrganizationUrl) ?? '') ? str(c.OrganizationUrl) : null,
    OrganizationAddress: str(c.OrganizationAddress),
    CertDetailList: details
      .map((d) =>
        d && typeof d === 'object'
          ? { Name: str((d as Record<string, unknown>).Name), Value: str((d as Record<string, unknown>).Value) }
          : null,
      )
      .filter((d): d is { Name: string; Value: string } => Boolean(d?.Name && d.Value)),
  };
}
