/**
 * The open chat before its first question, in plain DOM (issue 29 goal 7): the panel
 * AssistantPanel.tsx draws (header, welcome, suggested questions, question box, search options,
 * "Send us an e-mail") without the UI runtime, so a visitor can read and type while it is all a
 * page has downloaded: opened from the launcher, or in the page at once (display="chatBox"). The first question sent (or "Send us an e-mail") loads the Preact panel
 * (assistant-app.ts; the first keystroke starts loading it), which takes over with this panel's
 * conversation, inputs and session: the question shows at once and is sent as soon as it is there.
 * A conversation kept over a reload needs the Preact panel (answers in Markdown): it loads at once.
 */
import {
  assistantName,
  CHAT_INPUT_MAX,
  chatInputError,
  type AssistantLook,
  type ChatSessionStart,
  type ContentType,
} from '@pathcraft/sdk';
import { pathcraftEvent } from '@pathcraft/sdk/embed';
import themeCss from '../ui/theme.css';
import { createAssistantApi } from './assistant.api.ts';
import panelCss from './assistant.css';
import { assistantLanguage } from './assistant-language.ts';
import { text as T } from './assistant.messages.ts';
import type { ChatEntry, PanelHandoff } from './assistant.state.ts';
import { readConversation } from './conversation-store.ts';
import type { AssistantAppProps } from './assistant-app.ts';
import { defaultApiBase, launcherLabel } from './launcher-look.ts';
import { safeHref } from './safe-href.ts';

/** What the element (assistant.element.ts) gives the open chat. */
export interface LauncherPort {
  host: HTMLElement;
  /** Where the assistant's UI renders: this panel first, then the Preact one in its place. */
  mount: HTMLElement;
  integrationId: string;
  /** The look the launcher fetched; in the page (no launcher), the conversation brings it. */
  look: AssistantLook | null;
  /** The launcher's button, which opens and closes this panel until the Preact UI draws its own; none in the page. */
  button?: HTMLButtonElement | undefined;
  addStyles: (css: string) => void;
  setState: (state: 'ready' | 'error') => void;
  /**
   * Loads the Preact UI and renders it with `extra()`, read once it has loaded (this panel's state
   * then, and what to remove as it renders; nothing once this panel has gone). False when it could not load.
   */
  takeOver: (extra?: () => TakeOver | undefined) => Promise<boolean>;
}

export type TakeOver = Pick<AssistantAppProps, 'handoff' | 'onRender' | 'startOpen'>;

type PlainEntry = Extract<ChatEntry, { kind: 'welcome' | 'question' | 'notice' }>;

let panels = 0;
let entries = 0;
const entryId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-open${++entries}`;

/** Each launcher button's open chat (none once the Preact UI took over: its own button toggles then). */
const chats = new WeakMap<HTMLButtonElement, Promise<PlainPanel | null>>();
const opening = new WeakSet<HTMLButtonElement>();

/**
 * The launcher's click: opens the chat (the plain panel; the Preact one at once for a conversation
 * kept over a reload, whose answers it draws), or closes and opens it again.
 */
export function toggleChat(port: LauncherPort): void {
  const { button } = port;
  // Another integration-id, or the Preact UI, drew another button meanwhile.
  if (!button?.isConnected) return;
  let chat = chats.get(button);
  if (chat) {
    // A second click while it opens (a double click) leaves it opening.
    if (!opening.has(button)) void chat.then((panel) => panel?.toggle());
    return;
  }
  chat = readConversation(port.integrationId)
    ? port.takeOver().then((taken) => {
        // Not loaded (it said why): the next click tries again.
        if (!taken) chats.delete(button);
        return null;
      })
    : Promise.resolve(assistantLanguage(port.host)).then(() => new PlainPanel(port));
  chats.set(button, chat);
  opening.add(button);
  chat
    .catch((error: unknown) => {
      // The button stays: the next click tries again (the Spanish texts could not load).
      chats.delete(button);
      console.error('[pathcraft] could not open <pathcraft-assistant>', error);
    })
    .finally(() => opening.delete(button));
}

/** The chat in the page (display="chatBox"): the plain panel, or the Preact one at once for a kept conversation. */
export async function openInline(port: LauncherPort): Promise<void> {
  try {
    if (readConversation(port.integrationId)) {
      await port.takeOver();
      return;
    }
    await assistantLanguage(port.host);
    new PlainPanel(port);
    port.setState('ready');
  } catch (error) {
    port.setState('error');
    console.error('[pathcraft] could not open <pathcraft-assistant>', error);
  }
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

const button = (label: string, onClick: () => void, className?: string) => {
  const node = el('button', className ? { type: 'button', className } : { type: 'button' }, label);
  node.addEventListener('click', onClick);
  return node;
};

/** Adds or removes `node` at the end of `parent` (kept where it is, so a focused button keeps the focus). */
function place(parent: Element, node: Element, present: boolean) {
  if (!present) node.remove();
  else if (node.parentNode !== parent) parent.append(node);
}

class PlainPanel {
  readonly #context: LauncherPort;
  readonly #id = `pc-as-open${++panels}`;
  #look: AssistantLook | null;
  /** From the launcher (a dialog it opens and closes), or in the page. */
  readonly #launcher: HTMLButtonElement | undefined;
  readonly #session: Promise<ChatSessionStart>;
  #ready = false;
  #failed = false;
  #entries: PlainEntry[] = [{ id: 'welcome', kind: 'welcome', text: T.welcome }];
  #chosen: ContentType[] | null = null;
  #traditional = false;
  #optionsOpen = false;
  /** Sent, shown, and waiting for the Preact panel. */
  #question: string | null = null;
  #forwardOpen = false;
  #handing = false;
  #open = false;

  readonly #section = el('section');
  /** What the panel adds to the element: the launcher's panel in a box it hides, as AssistantElement.tsx draws it. */
  readonly #wrap: HTMLElement;
  readonly #header = el('header', { className: 'pc-as__header' });
  readonly #avatar = el('img', { className: 'pc-as__avatar', alt: '', width: 32, height: 32 });
  readonly #title = el('h2', { id: `${this.#id}-title`, className: 'pc-as__title' });
  readonly #close = button('×', () => this.#hide(), 'pc-as__close');
  readonly #log = el('div', { className: 'pc-as__log' });
  readonly #label = el('label', { className: 'pc-visually-hidden', htmlFor: `${this.#id}-question` });
  readonly #input = el('input', {
    id: `${this.#id}-question`,
    type: 'text',
    autocomplete: 'off',
    placeholder: T.placeholder,
    maxLength: CHAT_INPUT_MAX,
  });
  readonly #send = el('button', { type: 'submit', className: 'pc-as__send' }, T.send);
  readonly #tools = el('div', { className: 'pc-as__tools' });
  readonly #optionsButton = button(
    T.searchOptions,
    () => {
      this.#optionsOpen = !this.#optionsOpen;
      this.#drawOptions();
    },
    'pc-as__tool',
  );
  readonly #emailButton = button(T.sendEmail, () => void this.#handOver(null), 'pc-as__tool');
  readonly #newButton = button(
    T.newConversation,
    () => {
      this.#entries = this.#entries.slice(0, 1);
      this.#draw();
    },
    'pc-as__tool',
  );
  readonly #options = el('div', { id: `${this.#id}-options`, className: 'pc-as__options' });

  constructor(context: LauncherPort) {
    this.#context = context;
    this.#look = context.look;
    this.#launcher = context.button;
    this.#wrap = this.#launcher ? el('div', {}, this.#section) : this.#section;
    context.addStyles(themeCss);
    context.addStyles(panelCss);
    this.#session = createAssistantApi(this.#base).start(context.integrationId);
    this.#session.then(
      ({ integration }) => {
        this.#look = integration;
        this.#ready = true;
        this.#draw();
      },
      () => {
        this.#failed = true;
        this.#draw();
      },
    );

    const section = this.#section;
    section.className = `pc-as pc-as--${this.#launcher ? 'launcher' : 'inline'}`;
    section.setAttribute('role', this.#launcher ? 'dialog' : 'region');
    section.setAttribute('aria-labelledby', this.#title.id);
    section.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !this.#launcher) return;
      event.stopPropagation();
      this.#hide();
    });
    this.#log.setAttribute('role', 'log');
    this.#log.setAttribute('aria-live', 'polite');
    this.#log.setAttribute('aria-label', T.conversation);
    const progress = el('p', { className: 'pc-as__progress' });
    progress.setAttribute('role', 'status');
    const form = el('form', { className: 'pc-as__ask' }, this.#label, this.#input, this.#send);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.#submit(this.#input.value);
    });
    // A head start: the Preact panel loads while the visitor types the first question.
    this.#input.addEventListener('input', () => void import('./assistant-app.ts').catch(() => {}), { once: true });
    this.#optionsButton.setAttribute('aria-controls', this.#options.id);
    this.#header.append(this.#title);
    if (this.#launcher) this.#header.append(this.#close);
    this.#tools.append(this.#optionsButton);
    section.append(this.#header, this.#log, progress, form, this.#tools);
    context.mount.append(this.#wrap);
    this.#draw();
    this.#drawOptions();
    if (this.#launcher) this.toggle();
  }

  get #base() {
    return this.#context.host.getAttribute('api-base') || defaultApiBase;
  }

  toggle() {
    if (this.#open) return this.#hide();
    this.#setOpen(true);
    this.#input.focus();
  }

  #handoff(): PanelHandoff {
    return {
      entries: this.#entries,
      text: this.#input.value,
      chosen: this.#chosen,
      traditional: this.#traditional,
      optionsOpen: this.#optionsOpen,
      question: this.#question,
      forwardOpen: this.#forwardOpen,
      look: this.#look,
      session: this.#session,
      failed: this.#failed,
    };
  }

  /** The launcher's panel only (its look is the launcher's). */
  #setOpen(open: boolean) {
    this.#open = open;
    this.#wrap.hidden = !open;
    const { button, look } = this.#context;
    button?.setAttribute('aria-expanded', String(open));
    button?.setAttribute('aria-label', launcherLabel(look?.name ?? '', open));
  }

  #hide() {
    this.#setOpen(false);
    const { host, integrationId, button } = this.#context;
    host.dispatchEvent(pathcraftEvent('assistantClose', { integrationId, reason: 'user' }));
    button?.focus();
  }

  get #types(): ContentType[] {
    return this.#chosen ?? this.#look?.contentTypes ?? [];
  }

  /** A question is on its way: the Send button waits, as in the Preact panel. */
  get #busy() {
    return this.#question !== null;
  }

  #submit(question: string) {
    if (this.#busy) return;
    const problem = chatInputError(question, this.#types);
    if (problem) {
      this.#entries.push({ id: entryId('notice'), kind: 'notice', text: problem, tone: 'error' });
      this.#draw();
      this.#input.focus();
      return;
    }
    void this.#handOver(question.trim());
  }

  /** A question to send (shown at once), or null for the forward form: both need the Preact panel. */
  async #handOver(question: string | null) {
    if (question === null) this.#forwardOpen = !this.#forwardOpen;
    else {
      this.#question = question;
      this.#entries.push({ id: entryId('q'), kind: 'question', text: question });
    }
    this.#draw();
    if (this.#handing || !(this.#busy || this.#forwardOpen)) return;
    this.#handing = true;
    const root = this.#wrap.getRootNode() as ShadowRoot;
    let focused = false;
    const taken = await this.#context.takeOver(() =>
      // Gone meanwhile (another integration-id or display): the Preact UI starts afresh.
      this.#wrap.isConnected
        ? {
            startOpen: this.#open,
            handoff: () => this.#handoff(),
            // In the task the Preact panel renders in: nothing in between is painted.
            onRender: () => {
              focused = this.#wrap.contains(root.activeElement);
              this.#wrap.remove();
            },
          }
        : undefined,
    );
    this.#handing = false;
    if (taken) {
      // Where the visitor was in this panel, the Preact panel's question box takes the focus (its effect would, a frame later).
      if (focused) root.querySelector<HTMLElement>('.pc-as__ask input')?.focus();
      return;
    }
    // Offline: as when a question fails, the failure text, and the next question tries again.
    if (this.#question !== null)
      this.#entries.push({ id: entryId('notice'), kind: 'notice', text: T.failure, tone: 'error' });
    this.#question = null;
    this.#forwardOpen = false;
    this.#draw();
  }

  #draw() {
    const look = this.#look;
    const name = assistantName(look?.name);
    this.#section.dataset.state = this.#ready ? 'ready' : this.#failed ? 'error' : 'loading';
    if (look) this.#header.style.background = look.colorBtnBkg;
    const avatar = look?.agentImage ? safeHref(look.agentImage, this.#base.replace(/\/$/, '')) : null;
    if (avatar) this.#avatar.src = avatar;
    if (avatar && !this.#avatar.isConnected) this.#header.prepend(this.#avatar);
    if (!avatar) this.#avatar.remove();
    this.#title.textContent = name;
    this.#close.setAttribute('aria-label', T.close(name));
    this.#label.textContent = T.ask(name);

    const asked = this.#entries.some((e) => e.kind === 'question');
    const log: HTMLElement[] = this.#entries.map((entry) =>
      entry.kind === 'notice'
        ? el(
            'p',
            { className: `pc-as__msg pc-as__msg--assistant pc-as__notice pc-as__notice--${entry.tone}` },
            entry.text,
          )
        : el(
            'div',
            { className: `pc-as__msg pc-as__msg--${entry.kind === 'question' ? 'user' : 'assistant'}` },
            el('span', { className: 'pc-visually-hidden' }, entry.kind === 'question' ? T.you : `${name}: `),
            entry.text,
          ),
    );
    if (this.#failed) log.push(el('p', { className: 'pc-as__msg pc-as__notice pc-as__notice--error' }, T.failure));
    if (!asked && look?.defaultPrompts.length) {
      const prompts = el(
        'ul',
        { className: 'pc-as__prompts' },
        ...look.defaultPrompts.map((prompt) =>
          el(
            'li',
            {},
            button(prompt, () => this.#submit(prompt)),
          ),
        ),
      );
      prompts.setAttribute('aria-label', T.suggestedQuestions);
      log.push(prompts);
    }
    this.#log.replaceChildren(...log);
    this.#log.scrollTop = this.#log.scrollHeight;

    this.#send.disabled = this.#busy;
    place(this.#tools, this.#emailButton, Boolean(look?.hasServiceEmail));
    place(this.#tools, this.#newButton, asked);
    this.#newButton.disabled = this.#busy;
  }

  #drawOptions() {
    this.#optionsButton.setAttribute('aria-expanded', String(this.#optionsOpen));
    place(this.#section, this.#options, this.#optionsOpen);
    if (!this.#optionsOpen) return;
    const check = (label: string, checked: boolean, onChange: (on: boolean) => void) => {
      const box = el('input', { type: 'checkbox', checked });
      box.addEventListener('change', () => onChange(box.checked));
      return el('label', {}, box, ' ', label);
    };
    const types = this.#types;
    this.#options.replaceChildren(
      el(
        'fieldset',
        {},
        el('legend', {}, T.searchIn),
        ...(this.#look?.contentTypes ?? []).map((type, _, all) =>
          check(T.contentTypes[type], types.includes(type), (on) => {
            const chosen = this.#types;
            this.#chosen = all.filter((t) => (t === type ? on : chosen.includes(t)));
          }),
        ),
      ),
      check(T.traditional, this.#traditional, (on) => {
        this.#traditional = on;
      }),
    );
  }
}
