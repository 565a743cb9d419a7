/**
 * The assistant with its UI runtime (Preact) and chat panel: one chunk, loaded when the
 * closed launcher (assistant.element.ts, plain DOM) is first opened, hovered or focused,
 * or at once for display="chatBox". It takes over the element's shadow root from then on.
 */
import { h, render } from 'preact';
import { pathcraftEvent } from '@pathcraft/sdk/embed';
import type { Emit } from '../lib/define-element.ts';
import { applyElementLanguage } from '../lib/language.ts';
import themeCss from '../ui/theme.css';
import * as panelModule from './assistant-panel.ts';
import { AssistantElement, type AssistantElementProps } from './AssistantElement.tsx';

export type AssistantAppProps = Omit<AssistantElementProps, 'emit' | 'load' | 'createApi'>;

// The panel is in this chunk already: opening needs no further request.
const loadPanel = () => Promise.resolve(panelModule);

/** Each element's language, settled once before its first render (Spanish texts load first). */
const languages = new WeakMap<Element, Promise<unknown> | null>();

/** Renders the assistant into `container` (null unmounts it). */
export function renderAssistant(container: Element, props: AssistantAppProps | null): void {
  if (!props) {
    render(null, container);
    return;
  }
  if (!languages.has(props.host))
    languages.set(
      props.host,
      applyElementLanguage(props.host, () => import('./assistant.es.ts')),
    );
  const loading = languages.get(props.host);
  if (loading) {
    loading.then(
      () => {
        languages.set(props.host, null);
        renderAssistant(container, props);
      },
      () => props.setState('error'),
    );
    return;
  }
  // The theme's variables and defaults, which the closed launcher did without.
  props.addStyles(themeCss);
  const emit: Emit = (name, detail) => props.host.dispatchEvent(pathcraftEvent(name, detail));
  render(h(AssistantElement, { ...props, emit, load: loadPanel }), container);
}
