import { ASSISTANT_TEXT, messagesFor, PUBLIC_PAGE_TEXT } from '@pathcraft/sdk';

/** US English, with the specification's exact texts. A translation is another object of this shape. */
const en = {
  pageTitle: 'Assistant | Pathcraft',
  heading: 'Assistant',
  noAssistant: PUBLIC_PAGE_TEXT.noAssistant,
  closed: 'The assistant is closed.',
  profanityClose: ASSISTANT_TEXT.profanityClose,
};

export type AssistantMessages = typeof en;
export const text: AssistantMessages = messagesFor({ en });
