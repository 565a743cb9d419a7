import { z } from 'zod';
import { zHttpUrl, zId, zIds, zNullable, zRequired, zText } from '../common.schema.ts';
import { LAYOUTS, MODULE_TYPES, WIDGET_TYPES, type Layout } from './pages.constants.ts';

export * from './pages.constants.ts';

const LAYOUT_NAMES = Object.keys(LAYOUTS) as [Layout, ...Layout[]];

const zTitle = zRequired('Title is required.');

export const ZPage = z.object({
  orgId: zId,
  title: zTitle,
  dashboardId: zNullable(zId),
  showOrgLogo: z.boolean().optional(),
  showTitle: z.boolean().optional(),
});
export type PageInput = z.infer<typeof ZPage>;

/** A short link; asking for hasAccessCode makes the server create a code and show it once. */
export const ZPageLink = z.object({
  orgId: zId,
  locationId: zNullable(zId),
  pageId: zNullable(zId),
  url: zNullable(zHttpUrl),
  hasAccessCode: z.boolean().optional(),
  inactive: z.boolean().optional(),
  enablePageContent: z.boolean().optional(),
});
export type PageLinkInput = z.infer<typeof ZPageLink>;

export const ZDashboardModule = z.object({
  moduleType: z.enum(MODULE_TYPES),
  selectedIds: zNullable(zIds),
  /** e.g. 'box' or 'basic' for link cards. */
  styling: zNullable(zText(40)),
  /** e.g. 'chatBox' for the assistant. */
  display: zNullable(zText(40)),
});
export type DashboardModule = z.infer<typeof ZDashboardModule>;
const zZone = z.array(ZDashboardModule).max(50);

export const ZDashboard = z.object({
  orgId: zId,
  activeLayout: z.enum(LAYOUT_NAMES).optional(),
  zone1: zNullable(zZone),
  zone2: zNullable(zZone),
  zone3: zNullable(zZone),
});
export type DashboardInput = z.infer<typeof ZDashboard>;

/** A link card or an embedded medium (docs/rules.md#public-pages). */
export const ZWidget = z.object({
  orgId: zId,
  type: z.enum(WIDGET_TYPES),
  title: zTitle,
  body: zNullable(zText(5000)),
  image: zNullable(zHttpUrl),
  url: zNullable(zHttpUrl),
  isFeatured: z.boolean().optional(),
  linkTarget: zNullable(z.enum(['_blank', '_self', '_parent', '_top'])),
  includeEmail: z.boolean().optional(),
  includeExternalUserId: z.boolean().optional(),
  embedCode: zNullable(zText(20_000)),
  position: z.number().int().min(0).optional(),
});
export type WidgetInput = z.infer<typeof ZWidget>;
