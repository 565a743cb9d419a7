import {
  dashboardRecords,
  type DashboardModule,
  linkUrlFor,
  STAFF_ROLES,
  type PublicLinkCard,
  type PublicMaterial,
  type PublicModule,
  type PublicOrganization,
  type PublicPageView,
} from '@pathcraft/sdk';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dashboards, integrations, materials, organizations, pages, users, widgets } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { actsFor } from '../../platform/acting-org.ts';
import { checkPageGate } from './page-gate.ts';
import { sanitizeMaterialBody } from '../materials/sanitize-material-body.ts';
import { mediaOf } from './page-html.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

export interface GetPublicPageInput {
  pageId: string;
  /** When given, the page must belong to this organization. */
  orgSlug?: string;
  /** The page link whose access code this browser session verified. */
  openedLinkId: string | null;
}

interface Ctx {
  db: Db;
  actor: Actor;
  /** The platform's origin: embeds from it are refused (a sandboxed frame of our own origin could escape). */
  platformOrigin: string;
}

export const NO_PAGE_MESSAGE = 'REDIRECT TO PAGE LINK ERROR (no page)';

/**
 * A public page as a visitor sees it (docs/rules.md#public-pages): the page,
 * its organization's public fields and each zone's modules with only the
 * records of the page's own organization, published materials, sanitized
 * bodies and reduced embeds. Staff see the same, plus canManage.
 */
export async function getPublicPage(ctx: Ctx, input: GetPublicPageInput): Promise<PublicPageView> {
  const { db, actor } = ctx;
  // The page, its organization and its dashboard in one statement: on PostgreSQL each is a round trip.
  const found = await first(
    db
      .select({
        page: {
          id: pages.id,
          orgId: pages.orgId,
          title: pages.title,
          showOrgLogo: pages.showOrgLogo,
          showTitle: pages.showTitle,
        },
        org: {
          id: organizations.id,
          name: organizations.name,
          slug: organizations.slug,
          orgLogo: organizations.orgLogo,
          appleTouchIcon: organizations.appleTouchIcon,
          androidIconSmall: organizations.androidIconSmall,
          androidIconLarge: organizations.androidIconLarge,
          searchEnginesEnabled: organizations.searchEnginesEnabled,
        },
        dashboard: {
          id: dashboards.id,
          activeLayout: dashboards.activeLayout,
          zone1: dashboards.zone1,
          zone2: dashboards.zone2,
          zone3: dashboards.zone3,
        },
      })
      .from(pages)
      .innerJoin(organizations, eq(organizations.id, pages.orgId))
      .leftJoin(dashboards, and(eq(dashboards.id, pages.dashboardId), eq(dashboards.orgId, pages.orgId)))
      .where(eq(pages.id, input.pageId)),
  );
  if (!found || (input.orgSlug && input.orgSlug !== found.org.slug)) throw fail('not_found', NO_PAGE_MESSAGE);
  const { page, org, dashboard } = found;
  // Staff of the page's organization (or a super admin) manage its link cards; an API key never.
  const manage = actor.kind === 'user' && actsFor(actor, org.id, STAFF_ROLES);
  if (!manage) await checkPageGate(db, page, input.openedLinkId);

  const organization: PublicOrganization = {
    id: org.id,
    name: org.name,
    slug: org.slug,
    orgLogo: org.orgLogo,
    appleTouchIcon: org.appleTouchIcon,
    androidIconSmall: org.androidIconSmall,
    androidIconLarge: org.androidIconLarge,
    searchEnginesEnabled: org.searchEnginesEnabled,
  };
  const view: PublicPageView = {
    page: { id: page.id, title: page.title, showOrgLogo: page.showOrgLogo, showTitle: page.showTitle },
    organization,
    dashboard: null,
    canManage: manage,
  };
  if (!dashboard) return view;

  const zones = [dashboard.zone1 ?? [], dashboard.zone2 ?? [], dashboard.zone3 ?? []] as DashboardModule[][];
  // What the modules select, per table: the same reading decides what a page link's code keeps (gated-content.ts).
  const selectedIds = dashboardRecords(zones);
  const { widgets: widgetIds, materials: materialIds, integrations: assistantIds } = selectedIds;
  // Independent reads: on PostgreSQL they run at once, on connections of their own.
  const [widgetRows, materialRows, assistantRows] = await Promise.all([
    widgetIds.length
      ? db
          .select()
          .from(widgets)
          .where(and(eq(widgets.orgId, org.id), inArray(widgets.id, widgetIds)))
      : [],
    materialIds.length
      ? db
          .select({ id: materials.id, title: materials.title, body: materials.body })
          .from(materials)
          .where(and(eq(materials.orgId, org.id), eq(materials.isDraft, false), inArray(materials.id, materialIds)))
      : [],
    assistantIds.length
      ? db
          .select({ id: integrations.id })
          .from(integrations)
          .where(and(eq(integrations.orgId, org.id), inArray(integrations.id, assistantIds)))
      : [],
  ]);
  // The signed-in visitor's email and external id, read only when a link card passes them on (linkUrlFor).
  const visitor =
    actor.kind === 'user' && widgetRows.some((w) => w.type === 'link' && (w.includeEmail || w.includeExternalUserId))
      ? ((await first(
          db
            .select({ email: users.email, externalUserId: users.externalUserId })
            .from(users)
            .where(eq(users.id, actor.userId)),
        )) ?? null)
      : null;

  const widgetById = new Map(widgetRows.map((w) => [w.id, w]));
  const materialById = new Map(
    materialRows.map((m): [string, PublicMaterial] => [
      m.id,
      { id: m.id, title: m.title, body: sanitizeMaterialBody(m.body, ctx.platformOrigin) },
    ]),
  );
  const assistants = new Set(assistantRows.map((a) => a.id));
  const selected = <T>(m: DashboardModule, byId: Map<string, T>) =>
    (m.selectedIds ?? []).map((id) => byId.get(id)).filter((x): x is T => x !== undefined);

  const moduleView = (m: DashboardModule): PublicModule => {
    const base = { moduleType: m.moduleType, styling: m.styling ?? null, display: m.display ?? null };
    switch (m.moduleType) {
      case 'LINK_WIDGETS_LIST': {
        const links = selected(m, widgetById)
          .filter((w) => w.type === 'link')
          .sort((a, b) => a.position - b.position || a.title.localeCompare(b.title))
          .map(
            (w): PublicLinkCard => ({
              id: w.id,
              title: w.title,
              body: w.body,
              image: w.image,
              url: w.url ? linkUrlFor(w.url, w, visitor) : null,
              linkTarget: w.linkTarget ?? '_blank',
              isFeatured: w.isFeatured,
              position: w.position,
            }),
          );
        return { ...base, links };
      }
      case 'EMBED_WIDGETS_LIST': {
        const media = selected(m, widgetById)
          .filter((w) => w.type === 'embed')
          .sort((a, b) => a.position - b.position || a.title.localeCompare(b.title))
          .map((w) => mediaOf(w, ctx.platformOrigin))
          .filter((x) => x !== null);
        return { ...base, media };
      }
      case 'MATERIALS_LIST':
        return { ...base, materials: selected(m, materialById).sort((a, b) => a.title.localeCompare(b.title)) };
      case 'MATERIAL':
        return { ...base, material: selected(m, materialById)[0] ?? null };
      case 'ASSISTANT':
        return { ...base, integrationId: (m.selectedIds ?? []).find((id) => assistants.has(id)) ?? null };
    }
  };
  view.dashboard = {
    id: dashboard.id,
    activeLayout: dashboard.activeLayout === 'layout2' ? 'layout2' : 'layout1',
    zones: zones.map((zone) => zone.map(moduleView)) as [PublicModule[], PublicModule[], PublicModule[]],
  };
  return view;
}
