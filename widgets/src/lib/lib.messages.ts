import { messagesFor } from '@pathcraft/sdk';

/** US English, with the specification's exact texts. A translation is another object of this shape. */
const en = {
  signIn: {
    link: 'Sign in',
    /** After the link: what signing in lets the visitor do. */
    toDo: (what: string) => ` to ${what}.`,
  },
};

export type LibMessages = typeof en;
export const text: LibMessages = messagesFor({ en });
