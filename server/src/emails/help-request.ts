import { ASSISTANT_TEXT } from '@pathcraft/sdk';
import { type Branding, renderEmail } from './render.ts';

/** One line of the conversation, as the service address reads it. */
export interface HelpRequestTurn {
  role: 'user' | 'assistant';
  text: string;
  /** A question no content could answer. */
  knowledgeGap?: boolean;
}

/** The help-request e-mail to a site owner (docs/rules.md#e-mails): the visitor's e-mail, the assistant's name and id, the chat history. */
export interface HelpRequestProps {
  visitorEmail: string;
  assistantName: string;
  assistantId: string;
  /** The site the visitor was on. */
  originDomain: string | null;
  /** What the visitor wrote to the team in the forward form. */
  message: string;
  chatHistory: HelpRequestTurn[];
}

export const helpRequestSample: HelpRequestProps = {
  visitorEmail: 'jordan.reyes@example.org',
  assistantName: 'Ava',
  assistantId: 'demo-assistant',
  originDomain: 'https://www.threeriversworkforce.example',
  message: 'I work nights at a warehouse. Could I still do the maintenance apprenticeship?',
  chatHistory: [
    { role: 'assistant', text: "Hello, I'm an AI Assistant here to answer any questions." },
    { role: 'user', text: 'Is there a night-shift option for the maintenance apprenticeship?', knowledgeGap: true },
    { role: 'assistant', text: ASSISTANT_TEXT.knowledgeGap },
    { role: 'user', text: 'Can I bring my own tools to the assessment?', knowledgeGap: true },
    { role: 'assistant', text: ASSISTANT_TEXT.knowledgeGap },
  ],
};

/** The history of a visitor who wrote before asking anything. */
const NO_CHAT = 'The visitor wrote before asking the assistant anything.';

export function helpRequestEmail(props: HelpRequestProps, branding: Branding = {}) {
  const subject = ASSISTANT_TEXT.helpRequestSubject;
  const who = (t: HelpRequestTurn) => (t.role === 'user' ? 'Visitor' : props.assistantName);
  const chatHistory = props.chatHistory.map((t) => ({ who: who(t), text: t.text, gap: !!t.knowledgeGap }));
  const html = renderEmail('help-request', subject, { ...props, chatHistory, noChat: NO_CHAT }, branding);
  const text = [
    subject,
    '',
    `Visitor e-mail: ${props.visitorEmail}`,
    `Assistant: ${props.assistantName}`,
    `Assistant ID: ${props.assistantId}`,
    ...(props.originDomain ? [`Site: ${props.originDomain}`] : []),
    '',
    'Message',
    props.message,
    '',
    'Chat history',
    ...(props.chatHistory.length
      ? props.chatHistory.map((t) => `${who(t)}${t.knowledgeGap ? ' (no answer found)' : ''}: ${t.text}`)
      : [NO_CHAT]),
    '',
    'Reply to this e-mail to answer the visitor.',
  ].join('\n');
  return { subject, html, text };
}
