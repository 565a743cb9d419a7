import { index, sqliteTable } from 'drizzle-orm/sqlite-core';
import { bool, id, int, json, listIndexes, str, timestamps } from './columns.ts';

/** One module of a dashboard zone (docs/rules.md#public-pages). */
export interface DashboardModuleRow {
  moduleType: 'LINK_WIDGETS_LIST' | 'MATERIALS_LIST' | 'MATERIAL' | 'ASSISTANT' | 'EMBED_WIDGETS_LIST';
  selectedIds?: string[] | null;
  styling?: string | null;
  display?: string | null;
}

/** A public page at /o/{orgSlug}/page/{pageId}, laid out by its dashboard. */
export const pages = sqliteTable(
  'pages',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    title: str('title').notNull(),
    dashboardId: str('dashboardId'),
    showOrgLogo: bool('showOrgLogo').notNull().default(true),
    showTitle: bool('showTitle').notNull().default(true),
    ...timestamps,
  },
  (t) => [...listIndexes('pages', t, t.title)],
);

/**
 * A short link /link/{id} to a page or an outside url. An access code is kept
 * only as a keyed hash; hasAccessCode tells the page to ask for one.
 */
export const pageLinks = sqliteTable(
  'pageLinks',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    locationId: str('locationId'),
    pageId: str('pageId'),
    url: str('url'),
    hasAccessCode: bool('hasAccessCode').notNull().default(false),
    accessCodeHash: str('accessCodeHash'),
    inactive: bool('inactive').notNull().default(false),
    enablePageContent: bool('enablePageContent').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('pageLinks_org_page').on(t.orgId, t.pageId),
    index('pageLinks_page').on(t.pageId),
    ...listIndexes('pageLinks', t, t.createdAt, 'desc'),
  ],
);

/** Three zones of modules; activeLayout picks the column widths (layout1 6/6/12, layout2 12/6/6). */
export const dashboards = sqliteTable(
  'dashboards',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    activeLayout: str('activeLayout').notNull().default('layout1').$type<'layout1' | 'layout2'>(),
    zone1: json<DashboardModuleRow[]>('zone1'),
    zone2: json<DashboardModuleRow[]>('zone2'),
    zone3: json<DashboardModuleRow[]>('zone3'),
    ...timestamps,
  },
  (t) => [...listIndexes('dashboards', t, t.createdAt, 'desc')],
);

/** Link cards and embedded media shown by LINK_WIDGETS_LIST and EMBED_WIDGETS_LIST. */
export const widgets = sqliteTable(
  'widgets',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    type: str('type').notNull().$type<'link' | 'embed'>(),
    title: str('title').notNull(),
    body: str('body'),
    image: str('image'),
    url: str('url'),
    isFeatured: bool('isFeatured').notNull().default(false),
    linkTarget: str('linkTarget'),
    includeEmail: bool('includeEmail').notNull().default(false),
    includeExternalUserId: bool('includeExternalUserId').notNull().default(false),
    embedCode: str('embedCode'),
    /** Order set on the reorder screen. */
    position: int('position').notNull().default(0),
    ...timestamps,
  },
  // Listed by org, type and featured flag, ordered by title (docs/rules.md#public-pages).
  (t) => [...listIndexes('widgets', t, t.title), index('widgets_org_type').on(t.orgId, t.type, t.isFeatured, t.title)],
);
