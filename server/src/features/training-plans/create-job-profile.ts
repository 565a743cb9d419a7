import { missingContactFields, normalizeOccupationCode, type JobProfileCreated, ZJobProfile } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { integrations, jobProfiles, locations, organizations } from '../../db/schema/index.ts';
import { type Actor, isSuper, type RequestMeta } from '../../platform/actor.ts';
import { newId } from '../../platform/ids.ts';
import { isAllowedOrigin } from '../assistant/allowed-origins.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { findOccupation } from '../occupations/find-occupation.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

export interface JobProfileWriteCtx {
  db: Db;
  actor: Actor;
  meta: RequestMeta | null;
  now: Date;
  /** The calling page's origin, when a browser sent one. */
  origin?: string | null;
  /** The platform's own origins: its hosted pathway page and example pages save for any organization. */
  platform?: readonly string[];
}

/** The sites an organization named as its own: its allowedOrigins and its assistants' allowedDomains. */
async function organizationSites(db: Db, orgId: string): Promise<string[]> {
  const org = await first(
    db.select({ allowedOrigins: organizations.allowedOrigins }).from(organizations).where(eq(organizations.id, orgId)),
  );
  const assistants = await db
    .select({ allowedDomains: integrations.allowedDomains })
    .from(integrations)
    .where(eq(integrations.orgId, orgId));
  return [...(org?.allowedOrigins ?? []), ...assistants.flatMap((a) => a.allowedDomains ?? [])];
}

/**
 * Saves a training plan (docs/rules.md#training-plans). Members save for their organization; anyone else saves a lead for
 * an organization from the widget on one of its sites (or the platform's own page), or, without an
 * organization, leaves their contact details. The occupation's title and description come from the
 * occupation data, so a plan e-mail never carries a made-up title.
 */
export async function createJobProfile(ctx: JobProfileWriteCtx, body: unknown): Promise<JobProfileCreated> {
  const { db, actor, now } = ctx;
  const input = ZJobProfile.parse(body);
  const missing = missingContactFields(input);
  if (missing.length)
    throw fail('bad_request', `Without an organization, these contact fields are required: ${missing.join(', ')}.`, {
      fields: missing,
    });

  const occupation = await findOccupation(db, normalizeOccupationCode(input.OnetCode) ?? input.OnetCode);
  if (!occupation) throw fail('bad_request', `Unknown occupation code '${input.OnetCode}'.`);
  if (
    input.orgId &&
    !(await first(db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, input.orgId))))
  ) {
    throw fail('bad_request', `No organization with id '${input.orgId}'.`);
  }
  if (input.locationId) {
    const location = await first(
      db.select({ orgId: locations.orgId }).from(locations).where(eq(locations.id, input.locationId)),
    );
    if (!location || location.orgId !== input.orgId)
      throw fail('bad_request', `No location with id '${input.locationId}' in this organization.`);
  }
  if (actor.kind === 'apiKey' && input.orgId !== actor.orgId)
    throw fail('forbidden', 'This API key can only save plans for its own organization.');
  const member = actor.kind === 'user' && (isSuper(actor) || (!!input.orgId && actor.orgId === input.orgId));
  // A lead lands in an organization's list only from its members, its key, or a page on one of its own sites.
  if (input.orgId && !member && actor.kind !== 'apiKey') {
    const origin = ctx.origin ?? null;
    if (!isAllowedOrigin(origin, await organizationSites(db, input.orgId), ctx.platform ?? [])) {
      throw fail(
        'forbidden',
        origin
          ? `Plans can't be saved for this organization from ${origin}. Sign in as a member, or ask the organization to allow this site.`
          : 'Sign in as a member of this organization to save a plan for it.',
      );
    }
  }

  const id = newId();
  const stamp = now.toISOString();
  await db.transaction(async (tx) => {
    await tx.insert(jobProfiles).values({
      ...input,
      id,
      OnetCode: occupation.code,
      OnetTitle: occupation.title,
      OccupationDescription: occupation.description,
      // A plan saved from outside the organization (a visitor's lead) is external, whatever the body says.
      isExternal: member ? (input.isExternal ?? false) : true,
      createdAt: stamp,
      updatedAt: stamp,
    });
    await recordAuditEvent(
      tx,
      actor,
      ctx.meta,
      {
        action: 'jobProfiles.create',
        entity: 'jobProfiles',
        entityId: id,
        orgId: input.orgId ?? null,
        details: { OnetCode: occupation.code, external: !member },
      },
      now,
    );
  });
  return { docId: id };
}
