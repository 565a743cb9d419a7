/** The assistant's public entry for hosted pages: the panel, its client and its styles. */
import panelCss from './assistant.css';
import conversationCss from './conversation.css';

export { AssistantPanel, type CloseReason } from './AssistantPanel.tsx';
export { type AssistantApi, createAssistantApi } from './assistant.api.ts';

/** Every style of the panel, the conversation's parts included (hosted pages have the building blocks' own). */
export const assistantCss = `${panelCss}\n${conversationCss}`;
