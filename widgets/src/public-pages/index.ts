/** The public page's entry for hosted pages: the view, its client, visit tracking and styles. */
export { PublicPageView } from './PublicPageView.tsx';
export { createPublicPageApi, linkTokens, openedLinks, type PublicPageApi, trackVisit } from './public-pages.api.ts';
export { default as publicPageCss } from './public-pages.css';
