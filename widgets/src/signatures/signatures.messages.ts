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
    hint: 'Draw your signature in the box with a mouse, pen or finger.',
    pad: 'Signature pad',
  },
};

export type SignatureMessages = typeof en;
export const text: SignatureMessages = messagesFor({ en });
