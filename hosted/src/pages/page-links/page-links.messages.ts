import { ACCESS_CODE_MESSAGES, messagesFor, PUBLIC_PAGE_TEXT as T } from '@pathcraft/sdk';

/** US English, with the specification's exact texts. A translation is another object of this shape. */
const en = {
  pageTitle: `Page | ${T.productName}`,
  /** A message screen's browser title: '404 | Pathcraft'. */
  messageTitle: (title: string) => `${title} | ${T.productName}`,
  heading: 'Page link',
  loading: T.loading,
  redirecting: T.redirecting,
  linkId: (id: string) => `ID: ${id}`,
  /** The message screen's footer when the link's id is not known. */
  noId: '…',
  inactiveTitle: T.inactiveTitle,
  inactiveText: T.inactiveText,
  notFoundTitle: T.notFoundTitle,
  notFoundText: T.notFoundText,
  /** Under the spec's texts: what a visitor can do. */
  notFoundNext: 'Check the link you were given, or ask whoever shared it with you for a new one.',
  inactiveNext: 'Ask the organization that shared this link where the page has moved.',
  accessCode: {
    title: T.accessCodeTitle,
    text: T.accessCodeText,
    label: 'Access code',
    continue: 'Continue',
    otherFailure: ACCESS_CODE_MESSAGES.otherFailure,
  },
};

export type PageLinksMessages = typeof en;
export const text: PageLinksMessages = messagesFor({ en });
