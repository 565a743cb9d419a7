import { messagesFor } from '@pathcraft/sdk';

/** US English, with the specification's exact texts. A translation is another object of this shape. */
const en = {
  title: 'Page not found',
  backHome: 'Back to the home page',
};

export type NotFoundMessages = typeof en;
export const text: NotFoundMessages = messagesFor({ en });
