/** The chat panel's chunk, loaded when the launcher opens (or at once in a chatBox). */
import buttonCss from '../ui/button.css';
import toastCss from '../ui/toast.css';
import css from './assistant.css';

export { AssistantPanel } from './AssistantPanel.tsx';

/** The panel's styles, added to the element's shadow root when this chunk loads (ElementProps.addStyles). */
export const panelCss = [buttonCss, toastCss, css].join('\n');
