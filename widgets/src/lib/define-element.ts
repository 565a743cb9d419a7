/**
 * Registers a component written against the React API (compiled with preact)
 * as a custom element with an open shadow root.
 *
 * Theming: styles live in the shadow root, so a host page themes elements
 * through inherited CSS custom properties, e.g.
 *   pathcraft-training-plan { --pathcraft-primary: #0b6e4f; }
 *   --pathcraft-font          font family (system UI stack)
 *   --pathcraft-text          text colour (#1f2937)
 *   --pathcraft-muted         secondary text (#6b7280)
 *   --pathcraft-surface       background of panels and dialogs (#fff)
 *   --pathcraft-border        borders and dividers (#d1d5db)
 *   --pathcraft-primary       primary buttons, links, focus ring (#1d4ed8)
 *   --pathcraft-on-primary    text on primary (#fff)
 *   --pathcraft-danger        errors and destructive actions (#b91c1c)
 *   --pathcraft-success       success messages (#15803d)
 *   --pathcraft-radius        corner radius (6px)
 * (defaults in ui/theme.css).
 */
import { Fragment, h, render, type ComponentType as PreactComponentType } from 'preact';
import type { ComponentType } from 'react';
import { eventType, type PathcraftEventMap, type PathcraftEventName } from '@pathcraft/sdk/embed';

export type AttributeType = 'string' | 'boolean' | 'number';
export type AttributeSpec = Readonly<Record<string, AttributeType>>;

type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;
type ParsedAttribute<T extends AttributeType> = T extends 'boolean' ? boolean : T extends 'number' ? number | undefined : string | undefined;

/** `{ 'org-id': 'string', 'view-only': 'boolean' }` -> `{ orgId: string | undefined; viewOnly: boolean }`. */
export type AttributeProps<A extends AttributeSpec> = { [K in keyof A & string as CamelCase<K>]: ParsedAttribute<A[K]> };

export type ElementState = 'loading' | 'ready' | 'error';

export type Emit = <K extends PathcraftEventName>(name: K, detail: PathcraftEventMap[K]) => boolean;

/** What the element gives its component beside the attributes. */
export interface ElementProps {
  /** Dispatches `pathcraft:<name>` on the element (bubbles, composed). */
  emit: Emit;
  /** Reflects `state="loading|ready|error"` on the element; it starts as 'loading'. */
  setState: (state: ElementState) => void;
  host: HTMLElement;
}

export interface DefineElementOptions<A extends AttributeSpec> {
  attributes: A;
  css?: string;
}

/** The one place attribute strings become values. */
export function parseAttribute(type: AttributeType, value: string | null): string | number | boolean | undefined {
  if (type === 'boolean') return value !== null && value !== 'false';
  if (value === null) return undefined;
  if (type === 'number') {
    const n = value.trim() === '' ? Number.NaN : Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return value;
}

const camelCase = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

const canAdopt = () =>
  typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype && 'adoptedStyleSheets' in ShadowRoot.prototype;

export function defineElement<A extends AttributeSpec>(
  tag: string,
  Component: ComponentType<AttributeProps<A> & ElementProps>,
  { attributes, css = '' }: DefineElementOptions<A>,
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;

  const names = Object.keys(attributes);
  let sheet: CSSStyleSheet | undefined;

  class PathcraftElement extends HTMLElement {
    static observedAttributes = names;
    readonly #root: ShadowRoot;
    readonly #inlineCss: string;
    readonly #elementProps: ElementProps;
    #mounted = false;

    constructor() {
      super();
      this.#root = this.attachShadow({ mode: 'open' });
      const adopt = css !== '' && canAdopt();
      if (adopt) {
        if (!sheet) {
          sheet = new CSSStyleSheet();
          sheet.replaceSync(css);
        }
        this.#root.adoptedStyleSheets = [sheet];
      }
      this.#inlineCss = adopt ? '' : css;
      this.#elementProps = {
        emit: (name, detail) => this.dispatch(name, detail),
        setState: (state) => this.setAttribute('state', state),
        host: this,
      };
    }

    dispatch<K extends PathcraftEventName>(name: K, detail: PathcraftEventMap[K]): boolean {
      return this.dispatchEvent(new CustomEvent(eventType(name), { detail, bubbles: true, composed: true }));
    }

    connectedCallback() {
      if (!this.#mounted) this.setAttribute('state', 'loading');
      this.#mounted = true;
      this.#render();
    }

    attributeChangedCallback() {
      // Upgrades call this once per attribute before connectedCallback, which renders once.
      if (this.#mounted) this.#render();
    }

    disconnectedCallback() {
      // A move (disconnect then connect in one task) keeps the component's state.
      queueMicrotask(() => {
        if (this.isConnected || !this.#mounted) return;
        this.#mounted = false;
        render(null, this.#root);
      });
    }

    #render() {
      const props: Record<string, unknown> = { ...this.#elementProps };
      for (const name of names) props[camelCase(name)] = parseAttribute(attributes[name]!, this.getAttribute(name));
      const style = this.#inlineCss ? h('style', null, this.#inlineCss) : null;
      render(h(Fragment, null, style, h(Component as unknown as PreactComponentType<typeof props>, props)), this.#root);
    }
  }

  customElements.define(tag, PathcraftElement);
  return PathcraftElement;
}
