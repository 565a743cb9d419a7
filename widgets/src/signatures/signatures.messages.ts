import { MESSAGES, messagesFor } from '@pathcraft/sdk';

/** US English, with the specification's exact texts. A translation is another object of this shape. */
const en = {
  /** Read after 'Sign in' when no one is signed in. */
  signInTo: 'add your signature',
  yourSignature: 'Your signature',
  add: 'Add Signature',
  change: 'Change Signature',
  dialog: {
    title: 'Signature',
    /** The server answers an empty pad with the same words. */
    empty: 'Please provide a signature first.',
    saving: 'Saving signature...',
    failed: MESSAGES.somethingWentWrongTryAgain,
    clear: 'Clear',
    adopt: 'Adopt and Save',
    adopting: 'Saving...',
    hint: 'Draw your signature in the box with a mouse, pen or finger, or choose Type to type your name.',
    pad: 'Signature pad',
  },
  /** Draw or Type: the two ways to make a signature. */
  field: {
    /** The language of these words: the field sits inside agreements that stay in English (lang="en"). */
    lang: 'en',
    how: 'How to sign',
    draw: 'Draw',
    type: 'Type',
    typeName: 'Type your full name',
    preview: (name: string) => `Signature of ${name}, as it will appear`,
    previewEmpty: 'Your typed signature appears here',
  },
};

export type SignatureMessages = typeof en;
export const text: SignatureMessages = messagesFor({ en });
