/**
 * The assistant with its UI runtime (Preact) and chat panel: one chunk, loaded when the open
 * chat's first question is sent (or "Send us an e-mail" is asked for; the plain-DOM panel of
 * assistant-open.ts shows it until then, from the launcher or in the page), when a conversation
 * kept over a reload opens, or without an integration-id. It takes over the element's shadow root
 * from then on.
 */
import { h, render } from 'preact';
import { pathcraftEvent } from '@pathcraft/sdk/embed';
import type { Emit } from '../lib/define-element.ts';
import themeCss from '../ui/theme.css';
import { assistantLanguage } from './assistant-language.ts';
import * as panelModule from './assistant-panel.ts';
import type { PanelHandoff } from './assistant.state.ts';
import { AssistantElement, type AssistantElementProps } from './AssistantElement.tsx';

export type AssistantAppProps = Omit<AssistantElementProps, 'emit' | 'load' | 'createApi' | 'handoff'> & {
  /** The plain-DOM panel's state, read when this renders (the visitor may type while this chunk loads). */
  handoff?: (() => PanelHandoff) | null;
  /** Called right before the first render here, in the same task: the plain-DOM parts leave as these arrive. */
  onRender?: () => void;
};

// The panel is in this chunk already: opening needs no further request.
const loadPanel = () => Promise.resolve(panelModule);

/** Containers this module has rendered into. */
const drawn = new WeakSet<Element>();

/** Renders the assistant into `container` (null unmounts it). */
export function renderAssistant(container: Element, props: AssistantAppProps | null): void {
  if (!props) {
    render(null, container);
    return;
  }
  const loading = assistantLanguage(props.host);
  if (loading) {
    loading.then(
      () => renderAssistant(container, props),
      () => props.setState('error'),
    );
    return;
  }
  // The theme's variables and defaults, which the closed launcher did without.
  props.addStyles(themeCss);
  const { handoff, onRender, ...rest } = props;
  const emit: Emit = (name, detail) => props.host.dispatchEvent(pathcraftEvent(name, detail));
  const taken = handoff ? { state: handoff(), panel: panelModule } : null;
  if (taken) props.addStyles(panelModule.panelCss);
  onRender?.();
  // The first render replaces whatever plain DOM is left there (the open chat, when another display
  // took over from it): Preact would otherwise try to reuse those elements.
  if (!drawn.has(container)) container.replaceChildren();
  drawn.add(container);
  render(h(AssistantElement, { ...rest, emit, load: loadPanel, handoff: taken }), container);
}
