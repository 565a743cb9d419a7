/** The chat panel's chunk, loaded when the launcher opens (or at once in a chatBox). */
import css from './assistant.css';

export { AssistantPanel } from './AssistantPanel.tsx';

/** The panel's styles, added to the element's shadow root when this chunk loads (ElementProps.addStyles); the conversation's parts bring theirs. */
export const panelCss = css;
