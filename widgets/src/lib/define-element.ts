/**
 * Registers a component written against the React API (compiled with preact)
 * as a custom element with an open shadow root. The component's element is made
 * with the React API's createElement (preact/compat's in the build, which is
 * preact's own), so the component keeps its React type; preact renders it as
 * a child of the styles' fragment.
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
import { Fragment, h, render } from 'preact';
import { createElement, type ComponentType } from 'react';
import { applyElementLanguage } from './language.ts';
import {
  getEmbedConfig,
  pathcraftEvent,
  type AttributeType,
  type PathcraftEventDetail,
  type PathcraftEventName,
} from '@pathcraft/sdk/embed';

export type { AttributeType };
export type AttributeSpec = Readonly<Record<string, AttributeType>>;

type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;
type ParsedAttribute<T extends AttributeType> = T extends 'boolean'
  ? boolean
  : T extends 'number'
    ? number | undefined
    : string | undefined;

/** `{ 'org-id': 'string', 'view-only': 'boolean' }` -> `{ orgId: string | undefined; viewOnly: boolean }`. */
export type AttributeProps<A extends AttributeSpec> = {
  [K in keyof A & string as CamelCase<K>]: ParsedAttribute<A[K]>;
};

export type ElementState = 'loading' | 'ready' | 'error';

/** The detail without its version: the element stamps `v` on. */
export type Emit = <K extends PathcraftEventName>(name: K, detail: PathcraftEventDetail<K>) => boolean;

/** What the element gives its component beside the attributes. */
export interface ElementProps {
  /** Dispatches `pathcraft:<name>` on the element (bubbles, composed). */
  emit: Emit;
  /** Reflects `state="loading|ready|error"` on the element; it starts as 'loading'. */
  setState: (state: ElementState) => void;
  /** Adds a stylesheet to the shadow root (once per text), e.g. a lazily loaded chunk's. */
  addStyles: (css: string) => void;
  host: HTMLElement;
}

export interface DefineElementOptions<A extends AttributeSpec> {
  attributes: A;
  css?: string;
  /**
   * Loads the feature's Spanish texts (a dynamic import of its `<feature>.es.ts`, which translates
   * its catalogues when evaluated): English pages never download it.
   */
  spanish?: () => Promise<unknown>;
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

/*
 * Styles under a strict customer CSP (style-src without 'unsafe-inline'): a
 * constructed stylesheet is not inline style, so browsers that can adopt one get
 * that; the others get a <style> carrying the embed script tag's nonce.
 */
const canAdopt = () =>
  typeof CSSStyleSheet === 'function' &&
  'replaceSync' in CSSStyleSheet.prototype &&
  'adoptedStyleSheets' in ShadowRoot.prototype;

const sheets = new Map<string, CSSStyleSheet>();
/** One constructed sheet per stylesheet text, shared by every element that uses it. */
function sharedSheet(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

export function defineElement<A extends AttributeSpec>(
  tag: string,
  Component: ComponentType<AttributeProps<A> & ElementProps>,
  { attributes, css = '', spanish }: DefineElementOptions<A>,
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;

  const names = Object.keys(attributes);

  class PathcraftElement extends HTMLElement {
    static observedAttributes = names;
    readonly #root: ShadowRoot;
    readonly #adopt = canAdopt();
    /** Every stylesheet text in the shadow root, in order. */
    readonly #styles: string[] = [];
    readonly #elementProps: ElementProps;
    #mounted = false;
    /** Until the element's language is known (and its texts loaded), it renders nothing. */
    #languageReady = false;
    #languageChecked = false;

    constructor() {
      super();
      this.#root = this.attachShadow({ mode: 'open' });
      if (css) this.#addStyles(css);
      this.#elementProps = {
        emit: (name, detail) => this.dispatch(name, detail),
        setState: (state) => this.setAttribute('state', state),
        addStyles: (more) => this.#addStyles(more),
        host: this,
      };
    }

    dispatch<K extends PathcraftEventName>(name: K, detail: PathcraftEventDetail<K>): boolean {
      return this.dispatchEvent(pathcraftEvent(name, detail));
    }

    #addStyles(text: string) {
      if (this.#styles.includes(text)) return;
      this.#styles.push(text);
      if (this.#adopt) this.#root.adoptedStyleSheets = [...this.#root.adoptedStyleSheets, sharedSheet(text)];
      else if (this.#mounted) this.#render();
    }

    connectedCallback() {
      if (!this.#mounted) this.setAttribute('state', 'loading');
      this.#mounted = true;
      if (!this.#languageChecked) {
        this.#languageChecked = true;
        const loading = applyElementLanguage(this, spanish);
        if (loading)
          loading.then(
            () => {
              this.#languageReady = true;
              if (this.#mounted) this.#render();
            },
            () => this.setAttribute('state', 'error'),
          );
        else this.#languageReady = true;
      }
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
      if (!this.#languageReady) return;
      const props: Record<string, unknown> = { ...this.#elementProps };
      for (const name of names) props[camelCase(name)] = parseAttribute(attributes[name]!, this.getAttribute(name));
      const nonce = getEmbedConfig().nonce ?? undefined;
      const styles = this.#adopt ? null : this.#styles.map((text) => h('style', { key: text, nonce }, text));
      // Each attribute, parsed under its camel-cased name, beside the element's own props: what AttributeProps<A> maps.
      render(
        h(Fragment, null, styles, createElement(Component, props as AttributeProps<A> & ElementProps)),
        this.#root,
      );
    }
  }

  customElements.define(tag, PathcraftElement);
  return PathcraftElement;
}
