import { ZDashboard, ZPage, ZPageLink, ZWidget } from '@pathcraft/sdk';
import { dashboards, pageLinks, pages, widgets } from '../../../db/schema/index.ts';
import { ADMINS, MEMBERS, STAFF, type TablePolicy } from '../policy.ts';

/** Public pages are built from these four tables, so visitors read them (page links without their code hash). */
export const pagesPolicy: TablePolicy = {
  name: 'pages',
  table: pages,
  org: { column: 'orgId' },
  read: MEMBERS,
  write: STAFF,
  remove: ADMINS,
  public: { fields: ['id', 'orgId', 'title', 'dashboardId', 'showOrgLogo', 'showTitle'], requiresId: true },
  schema: ZPage,
  gated: 'pages',
  defaultOrder: 'title',
};

export const pageLinksPolicy: TablePolicy = {
  name: 'pageLinks',
  table: pageLinks,
  org: { column: 'orgId' },
  read: MEMBERS,
  write: ADMINS,
  remove: ADMINS,
  hidden: ['accessCodeHash'],
  // The page-link lookup needs at least one filter (docs/rules.md#public-pages).
  requiresFilter: 'Missing params',
  // No url for visitors: a coded link's url shows only after its code (GET /v1/public/page-links/:id).
  public: {
    fields: ['id', 'orgId', 'locationId', 'pageId', 'hasAccessCode', 'inactive', 'enablePageContent'],
    requiresId: true,
  },
  schema: ZPageLink,
  defaultOrder: '-createdAt',
};

export const dashboardsPolicy: TablePolicy = {
  name: 'dashboards',
  table: dashboards,
  org: { column: 'orgId' },
  read: MEMBERS,
  write: STAFF,
  remove: ADMINS,
  public: { fields: ['id', 'orgId', 'zone1', 'zone2', 'zone3', 'activeLayout'], requiresId: true },
  schema: ZDashboard,
  gated: 'dashboards',
  defaultOrder: '-createdAt',
};

export const widgetsPolicy: TablePolicy = {
  name: 'widgets',
  table: widgets,
  org: { column: 'orgId' },
  read: MEMBERS,
  write: STAFF,
  remove: STAFF,
  public: {
    fields: [
      'id',
      'orgId',
      'type',
      'title',
      'body',
      'image',
      'url',
      'isFeatured',
      'linkTarget',
      'includeEmail',
      'includeExternalUserId',
      'embedCode',
      'position',
    ],
    requiresId: true,
  },
  apiKeys: 'org',
  schema: ZWidget,
  gated: 'widgets',
  defaultOrder: 'title',
  defaultLimit: 20,
};
