import { isOrgStaff } from '../identity/roles.rules.ts';
import type { ModuleType } from './pages.constants.ts';

/** A page link as the gate sees it (one organization's). */
export interface GateLink {
  id: string;
  pageId: string | null;
  hasAccessCode: boolean;
  inactive: boolean;
}

/** One module of a dashboard zone, as stored. */
export interface GateModule {
  moduleType: string;
  selectedIds?: readonly string[] | null;
}

/** The records a module shows, by table: the public page shows nothing else (docs/rules.md#public-pages). */
const MODULE_RECORDS: Record<ModuleType, 'widgets' | 'materials' | 'integrations'> = {
  LINK_WIDGETS_LIST: 'widgets',
  EMBED_WIDGETS_LIST: 'widgets',
  MATERIALS_LIST: 'materials',
  MATERIAL: 'materials',
  ASSISTANT: 'integrations',
};

export interface DashboardRecords {
  widgets: string[];
  materials: string[];
  integrations: string[];
}

/** The ids a dashboard's zones select, per table, each once. */
export function dashboardRecords(zones: readonly (readonly GateModule[] | null | undefined)[]): DashboardRecords {
  const found = { widgets: new Set<string>(), materials: new Set<string>(), integrations: new Set<string>() };
  for (const module of zones.flat()) {
    const table = module ? MODULE_RECORDS[module.moduleType as ModuleType] : undefined;
    if (table) for (const id of module!.selectedIds ?? []) found[table].add(id);
  }
  return { widgets: [...found.widgets], materials: [...found.materials], integrations: [...found.integrations] };
}

/** A page's door: open, or closed with the links whose verified code opens it and the one to send a visitor to. */
export type PageDoor = { open: true } | { open: false; openers: string[]; door: GateLink };

/**
 * A page is open when no page link leads to it or an active link without a code does; otherwise
 * only a verified code of one of its active links opens it (docs/rules.md#public-pages: the page sends visitors to its
 * link). `links` are the page's own, oldest first; the door named is the first active one (else the
 * first: an inactive page says so).
 */
export function pageDoor(links: readonly GateLink[]): PageDoor {
  if (!links.length) return { open: true };
  const active = links.filter((l) => !l.inactive);
  if (active.some((l) => !l.hasAccessCode)) return { open: true };
  return { open: false, openers: active.map((l) => l.id), door: active[0] ?? links[0]! };
}

/** Record id → the page links whose verified code opens it. */
export type GatedIds = Map<string, readonly string[]>;

/** What one organization keeps behind page-link codes, by table. */
export interface GatedRecords {
  pages: GatedIds;
  dashboards: GatedIds;
  widgets: GatedIds;
  materials: GatedIds;
}

/**
 * The records of one organization that are reachable only through coded page links: closed pages,
 * and the dashboards, widgets and materials shown on closed pages and on no open page. Each comes
 * with the links that open it (a record on several closed pages opens with any of their codes).
 * Records on no page at all are not gated here (a published material is public by id).
 */
export function gatedRecords(
  pages: readonly { id: string; dashboardId: string | null }[],
  links: readonly GateLink[],
  dashboards: readonly { id: string; zones: readonly (readonly GateModule[] | null | undefined)[] }[],
): GatedRecords {
  const gated: GatedRecords = { pages: new Map(), dashboards: new Map(), widgets: new Map(), materials: new Map() };
  const recordsOf = new Map(dashboards.map((d) => [d.id, dashboardRecords(d.zones)]));
  const open = { dashboards: new Set<string>(), widgets: new Set<string>(), materials: new Set<string>() };
  const closed: { dashboardId: string | null; openers: readonly string[] }[] = [];
  for (const page of pages) {
    const door = pageDoor(links.filter((l) => l.pageId === page.id));
    if (!door.open) {
      gated.pages.set(page.id, door.openers);
      closed.push({ dashboardId: page.dashboardId, openers: door.openers });
      continue;
    }
    if (!page.dashboardId) continue;
    open.dashboards.add(page.dashboardId);
    const records = recordsOf.get(page.dashboardId);
    for (const id of records?.widgets ?? []) open.widgets.add(id);
    for (const id of records?.materials ?? []) open.materials.add(id);
  }
  const add = (into: GatedIds, id: string, openers: readonly string[]) =>
    into.set(id, [...new Set([...(into.get(id) ?? []), ...openers])]);
  for (const { dashboardId, openers } of closed) {
    if (!dashboardId) continue;
    if (!open.dashboards.has(dashboardId)) add(gated.dashboards, dashboardId, openers);
    const records = recordsOf.get(dashboardId);
    for (const id of records?.widgets ?? []) if (!open.widgets.has(id)) add(gated.widgets, id, openers);
    for (const id of records?.materials ?? []) if (!open.materials.has(id)) add(gated.materials, id, openers);
  }
  return gated;
}

/** The gated ids a caller who verified `openedLinkId`'s code (or none) still may not see. */
export function closedIds(gated: GatedIds, openedLinkId: string | null): string[] {
  return [...gated].filter(([, openers]) => !openedLinkId || !openers.includes(openedLinkId)).map(([id]) => id);
}

/**
 * Who sees an organization's content behind page-link codes without a code: the super admin and
 * the organization's staff (owners, admins, teachers). Students, other organizations, API keys
 * and visitors pass through a link's code like anyone.
 */
export function seesGatedContent(
  caller: { roles: readonly string[]; orgId: string | null } | null,
  orgId: string,
): boolean {
  if (!caller) return false;
  if (caller.roles.includes('superAdmin')) return true;
  return caller.orgId === orgId && isOrgStaff(caller.roles);
}
