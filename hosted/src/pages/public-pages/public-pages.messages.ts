import { messagesFor, PUBLIC_PAGE_TEXT } from '@pathcraft/sdk';

/** US English, with the specification's exact texts. A translation is another object of this shape. */
const en = {
  heading: 'Page',
  /** The product's rules (docs/rules.md#public-pages) quote this for a missing page; it stays as the screen's reference, under the visitor's texts. */
  noPage: PUBLIC_PAGE_TEXT.noPage,
  notFoundTitle: PUBLIC_PAGE_TEXT.notFoundTitle,
  notFoundText: PUBLIC_PAGE_TEXT.notFoundText,
  notFoundNext: 'Check the address, or ask whoever shared it with you for a new link.',
  reference: (code: string) => `Reference: ${code}`,
  failedTitle: 'Something went wrong',
  failedNext: 'The page could not load. Check your connection and try again.',
  tryAgain: 'Try again',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving...',
  /** A link card's 'Settings' (docs/rules.md#public-pages). */
  linkSettings: {
    title: 'Link settings',
    loading: 'Loading...',
    gone: 'This link no longer exists.',
    checkFields: 'Check the fields.',
    saved: 'Link saved!',
    fields: {
      title: 'Title',
      body: 'Description',
      url: 'URL',
      linkTarget: 'Open in',
      newTab: 'A new tab',
      sameTab: 'The same tab',
      isFeatured: 'Featured',
      includeEmail: "Add the visitor's e-mail to the URL",
      includeExternalUserId: "Add the visitor's external user id to the URL",
    },
  },
  reorder: {
    title: 'Reorder links',
    pageTitle: (pageTitle: string) => `Reorder links | ${pageTitle || 'Page'}`,
    staffOnly: 'Only staff of this organization can reorder its links.',
    noLinks: PUBLIC_PAGE_TEXT.noLinks,
    backToPage: 'Back to the page',
    moveUp: 'Move up',
    moveUpCard: (title: string) => `Move up: ${title}`,
    moveDown: 'Move down',
    moveDownCard: (title: string) => `Move down: ${title}`,
    reordered: 'Links reordered!',
  },
};

export type PublicPagesMessages = typeof en;
export const text: PublicPagesMessages = messagesFor({ en });
