import { messagesFor } from '@pathcraft/sdk';

/** US English, with the specification's exact texts. A translation is another object of this shape. */
const en = {
  productName: 'Pathcraft',
  /** A signed-in page's browser title. */
  pageTitle: (title: string) => `${title} | Pathcraft`,
  authCard: {
    legal: 'Legal',
    privacyPolicy: 'Privacy policy',
    terms: 'Terms',
    poweredBy: 'Powered by',
  },
  markdown: {
    title: 'Markdown cheatsheet',
    close: 'Close',
    examples: 'Markdown examples',
    caption: 'Markdown you can type, and what it shows',
    typed: 'Type',
    shows: 'To get',
    worksHere: 'Markdown works here.',
    cheatsheetFor: (label: string) => `Markdown cheatsheet for ${label}`,
    /** What is typed, and what it shows. */
    rows: [
      ['# Heading', 'A heading (## and ### for smaller ones)'],
      ['**bold**', 'Bold text'],
      ['*italic*', 'Italic text'],
      ['[Pathcraft](https://example.org)', 'A link'],
      ['- item', 'A bulleted list'],
      ['1. item', 'A numbered list'],
      ['> quote', 'A quotation'],
      ['`code`', 'Code in a sentence'],
      ['![alt text](https://example.org/a.png)', 'An image'],
      ['---', 'A dividing line'],
    ] as [string, string][],
  },
  /** The language switch on visitor pages: each language named in itself. */
  languageSwitch: {
    label: 'Language',
    english: 'English',
    spanish: 'Español',
  },
  signedIn: {
    /** Read after the organization's name on the brand link. */
    yourAccount: ', your account',
    signOut: 'Sign out',
    /** The way back to the console (super admins) or the organization's area (its staff). */
    console: 'Console',
  },
  /** A page whose code could not load, even loaded anew (PageNotLoaded). */
  pageFailed: {
    title: 'This page could not load',
    detail: 'Check your connection, then try again.',
    tryAgain: 'Try again',
  },
  /** Said on the page a person is sent to from an area their role does not open (RefusedAreaNotice). */
  refusedArea: {
    staff: "That page is for your organization's staff.",
    orgAdmin: "That page is for your organization's owners and administrators.",
  },
};

export type ComponentsMessages = typeof en;
export const text: ComponentsMessages = messagesFor({ en });
