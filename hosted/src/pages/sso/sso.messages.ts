import { messagesFor } from '@pathcraft/sdk';

/** US English, with the specification's exact texts. A translation is another object of this shape. */
const en = {
  signingIn: 'Signing in',
};

export type SsoMessages = typeof en;
export const text: SsoMessages = messagesFor({ en });
