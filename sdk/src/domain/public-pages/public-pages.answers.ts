import { z } from 'zod';
import { LAYOUTS, MODULE_TYPES } from './pages.constants.ts';
import type { PublicPageLink, PublicPageView } from './public-pages.schema.ts';

/** The public page's answers as schemas, for the route declarations and so for the typed client derived from them. */
const zOptText = z.string().nullable();
/** A material a public page's module shows. */
export const ZPublicMaterial = z.object({ id: z.string(), title: z.string(), body: zOptText });
/** One module of a public page's dashboard zone (links, materials, a material, the assistant, media). */
export const ZPublicModule = z.object({
  moduleType: z.enum(MODULE_TYPES),
  styling: zOptText,
  display: zOptText,
  links: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        body: zOptText,
        image: zOptText,
        url: zOptText,
        linkTarget: z.string(),
        isFeatured: z.boolean(),
        position: z.number(),
      }),
    )
    .optional(),
  materials: z.array(ZPublicMaterial).optional(),
  material: ZPublicMaterial.nullish(),
  integrationId: zOptText.optional(),
  media: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        body: zOptText,
        kind: z.enum(['iframe', 'video']),
        src: z.string(),
        height: z.number(),
      }),
    )
    .optional(),
});

export const ZPublicPageView = z.object({
  page: z.object({ id: z.string(), title: z.string(), showOrgLogo: z.boolean(), showTitle: z.boolean() }),
  organization: z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    orgLogo: zOptText,
    appleTouchIcon: zOptText,
    androidIconSmall: zOptText,
    androidIconLarge: zOptText,
    searchEnginesEnabled: z.boolean(),
  }),
  dashboard: z
    .object({
      id: z.string(),
      activeLayout: z.enum(Object.keys(LAYOUTS) as [keyof typeof LAYOUTS, ...(keyof typeof LAYOUTS)[]]),
      zones: z.tuple([z.array(ZPublicModule), z.array(ZPublicModule), z.array(ZPublicModule)]),
    })
    .nullable(),
  canManage: z.boolean(),
}) satisfies z.ZodType<PublicPageView>;

export const ZPublicPageLink = z.object({
  id: z.string(),
  orgId: z.string(),
  orgSlug: z.string(),
  orgName: z.string(),
  orgLogo: zOptText,
  pageId: zOptText,
  url: zOptText,
  hasAccessCode: z.boolean(),
  inactive: z.boolean(),
  enablePageContent: z.boolean(),
  unlocked: z.boolean(),
}) satisfies z.ZodType<PublicPageLink>;
/** GET /v1/public/pages/:pageId. */
export const ZPublicPageViewItem = z.object({ item: ZPublicPageView });
/** GET /v1/public/page-links/:pageLinkId. */
export const ZPublicPageLinkItem = z.object({ item: ZPublicPageLink });
