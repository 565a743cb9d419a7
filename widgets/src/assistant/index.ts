/** The assistant's public entry for hosted pages: the panel, its client and its styles. */
export { AssistantPanel, type CloseReason } from './AssistantPanel.tsx';
export { type AssistantApi, createAssistantApi } from './assistant.api.ts';
export { default as assistantCss } from './assistant.css';
