import type { Layout, ModuleType } from './pages.constants.ts';

/** The texts of the public page and page-link screens (docs/rules.md#public-pages). */
export const PUBLIC_PAGE_TEXT = {
  noPage: 'REDIRECT TO PAGE LINK ERROR (no page)',
  noDashboard: 'REDIRECT TO PAGE LINK ERROR (no dashboard)',
  noLinks: 'No Links.',
  noMaterials: 'No Materials.',
  noMaterial: 'No Material.',
  noAssistant: 'No Assistant Selected',
  noMedia: 'No media.',
  loading: 'Loading...',
  inactiveTitle: 'Inactive Page',
  inactiveText: 'This page is no longer active.',
  notFoundTitle: '404',
  notFoundText: 'No page found',
  accessCodeTitle: 'Access Code',
  accessCodeText: 'Enter access code to continue.',
  redirecting: 'Redirecting to...',
  missingParams: 'Missing params',
  productName: 'Pathcraft',
} as const;

/** How long 'Redirecting to...' shows before the browser goes to a link's url (docs/rules.md#public-pages). */
export const PAGE_LINK_REDIRECT_MS = 1000;

/** A link card of a LINK_WIDGETS_LIST (docs/rules.md#public-pages); the url already carries email/externalUserId when the server knows the visitor. */
export interface PublicLinkCard {
  id: string;
  title: string;
  body: string | null;
  image: string | null;
  url: string | null;
  linkTarget: string;
  isFeatured: boolean;
  position: number;
}

/** A material as a visitor reads it: published only, its body sanitized. */
export interface PublicMaterial {
  id: string;
  title: string;
  body: string | null;
}

/** An embedded medium, reduced to a source a sandboxed frame (or a video element) may load. */
export interface PublicMedia {
  id: string;
  title: string;
  body: string | null;
  kind: 'iframe' | 'video';
  src: string;
  height: number;
}

export interface PublicModule {
  moduleType: ModuleType;
  styling: string | null;
  display: string | null;
  links?: PublicLinkCard[];
  materials?: PublicMaterial[];
  material?: PublicMaterial | null;
  integrationId?: string | null;
  media?: PublicMedia[];
}

export interface PublicOrganization {
  id: string;
  name: string;
  slug: string;
  orgLogo: string | null;
  appleTouchIcon: string | null;
  androidIconSmall: string | null;
  androidIconLarge: string | null;
  searchEnginesEnabled: boolean;
}

/** GET /v1/public/pages/:pageId: everything the page shows, nothing a visitor may not see. */
export interface PublicPageView {
  page: { id: string; title: string; showOrgLogo: boolean; showTitle: boolean };
  organization: PublicOrganization;
  /** Null when the page has no dashboard ('REDIRECT TO PAGE LINK ERROR (no dashboard)'). */
  dashboard: { id: string; activeLayout: Layout; zones: [PublicModule[], PublicModule[], PublicModule[]] } | null;
  /** The caller is staff of the page's organization: link cards offer Settings and Reorder. */
  canManage: boolean;
}

/** GET /v1/public/page-links/:pageLinkId: the link as its screen needs it; the url only once any code was accepted. */
export interface PublicPageLink {
  id: string;
  orgId: string;
  orgSlug: string;
  orgName: string;
  orgLogo: string | null;
  pageId: string | null;
  url: string | null;
  hasAccessCode: boolean;
  inactive: boolean;
  enablePageContent: boolean;
  /** No code is needed, or the request carried a valid token for this link. */
  unlocked: boolean;
}

/** A page link's access-code answers: the invitation's, worded for a page. */
export const PAGE_LINK_CODE_MESSAGES = {
  invalid: 'The access code is not valid for this page.',
  locked: (wait: string) => `Too many incorrect access codes. This page is locked for ${wait}.`,
} as const;
