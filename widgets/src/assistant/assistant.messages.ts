import { ASSISTANT_TEXT, CONTENT_TYPE_LABELS, messagesFor, PROGRESS_TEXT, PUBLIC_PAGE_TEXT } from '@pathcraft/sdk';

/**
 * US English, with the specification's exact texts. A translation is another object of this shape.
 * The closed launcher's button name stays in launcher-look.ts: that chunk has a byte budget of its own.
 */
const en = {
  noAssistant: PUBLIC_PAGE_TEXT.noAssistant,
  welcome: ASSISTANT_TEXT.welcome,
  placeholder: ASSISTANT_TEXT.placeholder,
  failure: ASSISTANT_TEXT.failure,
  profanityClose: ASSISTANT_TEXT.profanityClose,
  knowledgeGap: ASSISTANT_TEXT.knowledgeGap,
  forwardOffer: ASSISTANT_TEXT.forwardOffer,
  forwardEmailInvalid: ASSISTANT_TEXT.forwardEmailInvalid,
  messageSent: ASSISTANT_TEXT.messageSent,
  /** What the assistant is doing while it answers. */
  progress: PROGRESS_TEXT,
  contentTypes: CONTENT_TYPE_LABELS,
  close: (name: string) => `Close ${name}`,
  conversation: 'Conversation',
  suggestedQuestions: 'Suggested questions',
  ask: (name: string) => `Ask ${name} a question`,
  send: 'Send',
  searchOptions: 'Search options',
  sendEmail: 'Send us an e-mail',
  newConversation: 'New conversation',
  searchIn: 'Search in',
  traditional: 'Traditional search (list what was found, without an answer)',
  sources: 'Sources',
  /** Before a question, for screen readers. */
  you: 'You: ',
  forwardMyQuestion: 'Forward my question',
  forward: {
    label: 'Forward your question',
    email: 'Your e-mail address',
    message: 'Your message',
    send: 'Send',
    sending: 'Sending...',
    cancel: 'Cancel',
  },
};

export type AssistantMessages = typeof en;
export const text: AssistantMessages = messagesFor({ en });
