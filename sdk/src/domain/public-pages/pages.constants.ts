/** Plain constants of public pages, free of zod so small widget chunks can import them. */
/** The modules a dashboard zone can hold (docs/rules.md#public-pages). */
export const MODULE_TYPES = [
  'LINK_WIDGETS_LIST',
  'MATERIALS_LIST',
  'MATERIAL',
  'ASSISTANT',
  'EMBED_WIDGETS_LIST',
] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

/** Column widths (of 12) of zone1, zone2, zone3 per layout. */
export const LAYOUTS = { layout1: [6, 6, 12], layout2: [12, 6, 6] } as const;
export type Layout = keyof typeof LAYOUTS;
export const WIDGET_TYPES = ['link', 'embed'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];
