import { messagesFor, PUBLIC_PAGE_TEXT } from '@pathcraft/sdk';

/** US English, with the specification's exact texts. A translation is another object of this shape. */
const en = {
  noPage: PUBLIC_PAGE_TEXT.noPage,
  /** The product's rules (docs/rules.md#public-pages) quote this for a page without a dashboard; it stays as a reference under the visitor's text. */
  noDashboard: PUBLIC_PAGE_TEXT.noDashboard,
  noContentYet: 'This page has no content yet.',
  checkBackLater: 'Please check back later.',
  reference: (code: string) => `Reference: ${code}`,
  noLinks: PUBLIC_PAGE_TEXT.noLinks,
  noMaterials: PUBLIC_PAGE_TEXT.noMaterials,
  noMaterial: PUBLIC_PAGE_TEXT.noMaterial,
  noAssistant: PUBLIC_PAGE_TEXT.noAssistant,
  noMedia: PUBLIC_PAGE_TEXT.noMedia,
  loading: PUBLIC_PAGE_TEXT.loading,
  accessCodeTitle: PUBLIC_PAGE_TEXT.accessCodeTitle,
  accessCodeText: PUBLIC_PAGE_TEXT.accessCodeText,
  zone: (n: number) => `Zone ${n}`,
  reorder: 'Reorder',
  featured: 'Featured',
  settings: 'Settings',
  settingsOf: (title: string) => `Settings of ${title}`,
  go: 'GO',
  goTo: (title: string) => `GO: ${title}`,
  open: 'OPEN',
  openNamed: (title: string) => `OPEN: ${title}`,
};

export type PublicPageMessages = typeof en;
export const text: PublicPageMessages = messagesFor({ en });
