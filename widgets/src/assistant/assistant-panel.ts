/** The Preact chat panel's module, in assistant-app.ts's chunk (AssistantElement.tsx's loadPanel for tests and other hosts). */
import css from './assistant.css';

export { AssistantPanel } from './AssistantPanel.tsx';

/** The panel's styles, added to the element's shadow root when this chunk loads (ElementProps.addStyles); the conversation's parts bring theirs. */
export const panelCss = css;
