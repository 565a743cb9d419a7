/**
 * <pathcraft-assistant> (docs/rules.md#assistant).
 *
 * Attributes (strings, parsed here):
 *   integration-id  the assistant; changing it starts a new conversation ('No Assistant Selected' without one)
 *   display         'chatBox' shows the chat in the page; otherwise a launcher button opens it
 *   api-base        the API's origin (default: where this chunk was loaded from)
 * The page's origin must be one of the assistant's allowed domains: the server refuses others.
 * Events: pathcraft:assistantClose { integrationId, reason: 'user' | 'profanity' } (bubbles, composed).
 * State: state="loading", then "ready" (or "error" when the assistant can't be used on this page).
 *
 * The closed launcher is plain DOM: no UI runtime, one small chunk. The first open (or hover or
 * focus, as a head start) loads the open chat, plain DOM too (assistant-open.ts); the runtime and
 * the Preact panel (assistant-app.ts) load with its first question and take over the shadow root.
 * display="chatBox" shows the open chat at once, in the page.
 */
import { type AssistantLook, getAssistantIntegrationsByIntegrationIdUrl } from '@pathcraft/sdk';
import type { PathcraftGlobal } from '@pathcraft/sdk/embed';
import launcherCss from './launcher.css';
import type { AssistantAppProps } from './assistant-app.ts';
import type { LauncherPort, TakeOver } from './assistant-open.ts';
import { CHAT_ICON_PATH, defaultApiBase, imageSrc, launcherLabel } from './launcher-look.ts';

type App = typeof import('./assistant-app.ts');

const TAG = 'pathcraft-assistant';
// Whether shadow roots adopt constructed sheets (lib/define-element.ts does the same for the other
// elements; not imported, to keep the closed launcher one small chunk).
const canAdopt = 'adoptedStyleSheets' in ShadowRoot.prototype && 'replaceSync' in CSSStyleSheet.prototype;
const SVG = 'http://www.w3.org/2000/svg';

let app: Promise<App> | null = null;
/** The assistant's UI, fetched once for every element on the page (again after a failure). */
function loadApp(): Promise<App> {
  app ??= import('./assistant-app.ts').catch((error: unknown) => {
    app = null;
    throw error;
  });
  return app;
}

let open: Promise<typeof import('./assistant-open.ts')> | null = null;
/** The open chat before its first question (plain DOM), fetched once (again after a failure). */
function loadOpen() {
  open ??= import('./assistant-open.ts').catch((error: unknown) => {
    open = null;
    throw error;
  });
  return open;
}

/**
 * The assistant's look (GET: no body, no custom header, so a cross-site page pays no CORS preflight).
 * A network failure keeps the browser's own message: it only reaches the console, and every byte here counts.
 */
async function fetchLook(base: string, integrationId: string): Promise<AssistantLook> {
  const res = await fetch(getAssistantIntegrationsByIntegrationIdUrl({ baseUrl: base }, { integrationId }));
  const body = (await res.json().catch(() => null)) as { item?: AssistantLook; error?: { message?: string } } | null;
  if (!res.ok || !body?.item) throw new Error(body?.error?.message ?? `HTTP error! status: ${res.status}`);
  return body.item;
}

function chatIcon(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({
    width: '28',
    height: '28',
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
  })) {
    svg.setAttribute(name, value);
  }
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', CHAT_ICON_PATH);
  svg.append(path);
  return svg;
}

class AssistantLauncherElement extends HTMLElement {
  // The attributes of launcher-look.ts's ASSISTANT_ATTRIBUTES (a test compares them).
  static observedAttributes = ['integration-id', 'display', 'api-base'];
  readonly #root = this.attachShadow({ mode: 'open' });
  /** Where the assistant's UI renders once it has taken over. */
  readonly #mount = document.createElement('div');
  readonly #styles: string[] = [];
  #app: App | null = null;
  #look: AssistantLook | null = null;
  /** The base and integration the shown (or awaited) look belongs to. */
  #lookKey = '';
  #button: HTMLButtonElement | null = null;
  #started = false;
  #connected = false;
  // Stable, so the UI's effects don't re-run on every render.
  readonly #addStyles = (css: string) => this.#addStyle(css);
  readonly #setState = (state: 'loading' | 'ready' | 'error') => this.setAttribute('state', state);

  constructor() {
    super();
    this.#root.append(this.#mount);
    this.#addStyle(launcherCss);
  }

  /** Adopted where the browser can (strict CSP needs nothing), else a <style> with the script tag's nonce. */
  #addStyle(css: string) {
    if (this.#styles.includes(css)) return;
    this.#styles.push(css);
    if (canAdopt) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      this.#root.adoptedStyleSheets = [...this.#root.adoptedStyleSheets, sheet];
      return;
    }
    const style = document.createElement('style');
    const nonce = (window as { Pathcraft?: PathcraftGlobal }).Pathcraft?.nonce;
    if (nonce) style.nonce = nonce;
    style.textContent = css;
    this.#mount.before(style);
  }

  #attributes() {
    return {
      integrationId: this.getAttribute('integration-id') ?? undefined,
      display: this.getAttribute('display') ?? undefined,
      apiBase: this.getAttribute('api-base') ?? undefined,
    };
  }

  connectedCallback() {
    if (!this.#started) this.#setState('loading');
    this.#started = true;
    this.#connected = true;
    this.#update();
  }

  attributeChangedCallback() {
    // Upgrades call this once per attribute before connectedCallback, which updates once.
    if (this.#connected) this.#update();
  }

  disconnectedCallback() {
    this.#connected = false;
    // A move (disconnect then connect in one task) keeps the conversation.
    queueMicrotask(() => {
      if (this.isConnected || !this.#app) return;
      this.#app.renderAssistant(this.#mount, null);
    });
  }

  #update() {
    if (this.#app) return this.#render(false);
    const { integrationId, display, apiBase } = this.#attributes();
    if (!integrationId) return void this.#takeOver(false);
    const base = apiBase || defaultApiBase;
    const inline = display === 'chatBox';
    const key = `${inline} ${base} ${integrationId}`;
    if (key === this.#lookKey) return;
    this.#lookKey = key;
    this.#look = null;
    // Another assistant or display: the open chat of the last one goes.
    this.#mount.replaceChildren();
    this.#draw();
    // In the page: the open chat at once (plain DOM), which asks for the look with its conversation
    // (without it, the assistant's UI is tried, and says why it could not load).
    if (inline)
      return void loadOpen().then(
        (chat) => void (this.#lookKey === key && chat.openInline(this.#port(integrationId))),
        () => this.#takeOver(false),
      );
    fetchLook(base, integrationId).then(
      (look) => {
        if (this.#lookKey !== key || this.#app) return;
        this.#look = look;
        this.#draw();
        this.#setState('ready');
      },
      (error: Error) => {
        if (this.#lookKey !== key || this.#app) return;
        this.#setState('error');
        console.warn(`[pathcraft] assistant '${integrationId}': ${error.message}`);
      },
    );
  }

  /** The closed launcher button (none until the look arrives), as the UI draws it after the takeover. */
  #draw() {
    this.#button?.remove();
    this.#button = null;
    const look = this.#look;
    if (!look) return;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'pc-as-launcher__button';
    // A CSSOM property, not a style attribute: allowed under a strict style-src.
    button.style.background = look.colorBtnBkg;
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-haspopup', 'dialog');
    button.setAttribute('aria-label', launcherLabel(look.name, false));
    const avatar = imageSrc(look.agentImage, (this.getAttribute('api-base') || defaultApiBase).replace(/\/$/, ''));
    if (avatar) {
      const img = document.createElement('img');
      img.src = avatar;
      img.alt = '';
      button.append(img);
    } else button.append(chatIcon());
    const headStart = () => void loadOpen().catch(() => {});
    button.addEventListener('pointerenter', headStart, { once: true });
    button.addEventListener('focus', headStart, { once: true });
    // The open chat (assistant-open.ts) opens and closes, until the assistant's UI takes over.
    button.addEventListener('click', () =>
      loadOpen().then(
        (chat) => chat.toggleChat(this.#port(look.id, look, button)),
        (error) => console.error(`[pathcraft] could not load <${TAG}>`, error),
      ),
    );
    this.#mount.after(button);
    this.#button = button;
  }

  /** What the open chat (assistant-open.ts) draws with, inline or from the launcher's button. */
  #port(integrationId: string, look: AssistantLook | null = null, button?: HTMLButtonElement): LauncherPort {
    return {
      host: this,
      mount: this.#mount,
      integrationId,
      look,
      button,
      addStyles: this.#addStyles,
      setState: this.#setState,
      takeOver: (state) => this.#takeOver(!!button, state),
    };
  }

  /**
   * Loads the assistant's UI and hands the shadow root to it (open at once, or as the open chat
   * leaves it: `state()` gives its state once the UI is here). False when it could not load.
   */
  async #takeOver(open: boolean, state?: () => TakeOver | undefined) {
    try {
      this.#app ??= await loadApp();
    } catch (error) {
      // The button, or the open chat, stays: the next click or question tries again.
      if (!this.#button && !state) this.#setState('error');
      console.error(`[pathcraft] could not load <${TAG}>`, error);
      return false;
    }
    const extra = state?.();
    const hadFocus = this.#root.activeElement === this.#button;
    this.#button?.remove();
    this.#button = null;
    if (this.#connected) this.#render(open, extra);
    // The UI's panel takes the focus when it opens; without opening, its own button gets it back.
    if (hadFocus && !(extra?.startOpen ?? open))
      this.#root.querySelector<HTMLElement>('.pc-as-launcher__button')?.focus();
    return true;
  }

  #render(startOpen: boolean, extra?: Partial<AssistantAppProps>) {
    this.#app!.renderAssistant(this.#mount, {
      ...this.#attributes(),
      host: this,
      setState: this.#setState,
      addStyles: this.#addStyles,
      defaultApiBase,
      initialLook: this.#look,
      startOpen,
      ...extra,
    });
  }
}

if (!customElements.get(TAG)) customElements.define(TAG, AssistantLauncherElement);
