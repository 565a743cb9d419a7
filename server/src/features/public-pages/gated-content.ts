import { closedIds, gatedRecords, seesGatedContent, type GatedIds, type GatedRecords } from '@pathcraft/sdk';
import { and, asc, inArray, isNotNull, or, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dashboards, documents, pageLinks, pages } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';

/** The tables whose records a page link's code can keep: the page's own, and the text extracted from its materials. */
export type GatedTable = keyof GatedRecords | 'documents';
export type GatedContent = Record<GatedTable, GatedIds>;

const nothingGated = (): GatedContent => ({
  pages: new Map(),
  dashboards: new Map(),
  widgets: new Map(),
  materials: new Map(),
  documents: new Map(),
});

type Reader = Pick<Db, 'select'>;

/**
 * What these organizations keep behind page-link codes (sdk gatedRecords), with the links that
 * open each record; a material's documents (its extracted text) go with it. One indexed read of
 * the organizations' page links when none has a code, which is the common case.
 */
export async function gatedContentOf(db: Reader, orgIds: readonly string[]): Promise<GatedContent> {
  const orgs = [...new Set(orgIds)];
  const gated = nothingGated();
  if (!orgs.length) return gated;
  const links = await db
    .select({
      id: pageLinks.id,
      orgId: pageLinks.orgId,
      pageId: pageLinks.pageId,
      hasAccessCode: pageLinks.hasAccessCode,
      inactive: pageLinks.inactive,
    })
    .from(pageLinks)
    .where(and(inArray(pageLinks.orgId, orgs), isNotNull(pageLinks.pageId)))
    .orderBy(asc(pageLinks.createdAt), asc(pageLinks.id));
  if (!links.some((l) => l.hasAccessCode || l.inactive)) return gated;
  const pageRows = await db
    .select({ id: pages.id, orgId: pages.orgId, dashboardId: pages.dashboardId })
    .from(pages)
    .where(inArray(pages.orgId, orgs));
  const dashboardIds = [...new Set(pageRows.flatMap((p) => (p.dashboardId ? [p.dashboardId] : [])))];
  const dashboardRows = dashboardIds.length
    ? await db
        .select({
          id: dashboards.id,
          orgId: dashboards.orgId,
          zone1: dashboards.zone1,
          zone2: dashboards.zone2,
          zone3: dashboards.zone3,
        })
        .from(dashboards)
        .where(inArray(dashboards.id, dashboardIds))
    : [];
  for (const org of orgs) {
    // A page shows only its own organization's dashboard (get-public-page.ts).
    const ofOrg = gatedRecords(
      pageRows.filter((p) => p.orgId === org),
      links.filter((l) => l.orgId === org),
      dashboardRows.filter((d) => d.orgId === org).map((d) => ({ id: d.id, zones: [d.zone1, d.zone2, d.zone3] })),
    );
    for (const table of ['pages', 'dashboards', 'widgets', 'materials'] as const)
      for (const [id, openers] of ofOrg[table]) gated[table].set(id, openers);
  }
  const materialIds = [...gated.materials.keys()];
  if (materialIds.length) {
    const docs = await db
      .select({ id: documents.id, refId: documents.refId })
      .from(documents)
      .where(and(inArray(documents.refId, materialIds), inArray(documents.orgId, orgs)));
    for (const doc of docs) gated.documents.set(doc.id, gated.materials.get(doc.refId!)!);
  }
  return gated;
}

/** The caller as the sdk's gate rule sees them: a user's roles and organization, or nobody (API keys and visitors). */
export const gateCallerOf = (actor: Actor) =>
  actor.kind === 'user' ? { roles: actor.roles, orgId: actor.orgId } : null;

/**
 * The ids of `table` in these organizations that the caller may not see: none for the super admin
 * and the organization's staff; otherwise those behind a code, except what `openedLinkId` opens.
 */
export async function closedToCaller(
  db: Reader,
  actor: Actor,
  table: GatedTable,
  orgIds: readonly string[],
  openedLinkId: string | null,
): Promise<string[]> {
  const caller = gateCallerOf(actor);
  const unseen = orgIds.filter((org) => !seesGatedContent(caller, org));
  if (!unseen.length) return [];
  return closedIds((await gatedContentOf(db, unseen))[table], openedLinkId);
}

/** Whether one record is closed to the caller (404 it, like a record that does not exist). */
export async function isClosedToCaller(
  db: Reader,
  actor: Actor,
  table: GatedTable,
  record: { id: string; orgId: string },
  openedLinkId: string | null,
): Promise<boolean> {
  return (await closedToCaller(db, actor, table, [record.orgId], openedLinkId)).includes(record.id);
}

/** Organizations with any page link that keeps a page closed: where a visitor's search without ids could meet gated records. */
export async function orgsWithClosedLinks(db: Reader): Promise<string[]> {
  const rows = await db
    .select({ orgId: pageLinks.orgId })
    .from(pageLinks)
    .where(and(isNotNull(pageLinks.pageId), or(eq(pageLinks.hasAccessCode, true), eq(pageLinks.inactive, true))));
  return [...new Set(rows.map((r) => r.orgId))];
}
