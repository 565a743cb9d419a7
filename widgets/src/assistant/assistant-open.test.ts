// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toggleChat, type LauncherPort, type TakeOver } from './assistant-open.ts';
import { ava } from './fixtures.ts';

/** The session the open chat starts: fetch is the network boundary. */
const fetchSession = vi.fn(
  async (_url: string, _init?: RequestInit) =>
    new Response(JSON.stringify({ sessionId: 's1', token: 'tok', integration: ava }), {
      status: 201,
      headers: { 'content-type': 'application/json' },
    }),
);
beforeEach(() => {
  fetchSession.mockClear();
  vi.stubGlobal('fetch', fetchSession);
});
afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A launcher as assistant.element.ts gives it: a host with a shadow root, its mount and button. */
function launcher(takeOver: LauncherPort['takeOver']) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const mount = document.createElement('div');
  const button = document.createElement('button');
  root.append(mount, button);
  const port = {
    host,
    mount,
    integrationId: ava.id,
    look: ava,
    button,
    addStyles: vi.fn(),
    setState: vi.fn(),
    takeOver: vi.fn(takeOver),
  } satisfies LauncherPort;
  const input = () => root.querySelector<HTMLInputElement>('.pc-as__ask input')!;
  const send = async (text: string) => {
    input().value = text;
    root.querySelector<HTMLFormElement>('.pc-as__ask')!.requestSubmit();
    await settle();
  };
  const texts = (selector: string) => [...root.querySelectorAll(selector)].map((el) => el.textContent);
  return { port, root, input, send, texts };
}

describe('the open chat (plain DOM)', () => {
  it('opens on the look it was given, focused, and starts the conversation', async () => {
    const l = launcher(async () => true);
    toggleChat(l.port);
    await settle();
    expect(l.root.querySelector('h2')!.textContent).toBe('Ava');
    expect(l.root.activeElement).toBe(l.input());
    expect(l.port.button.getAttribute('aria-expanded')).toBe('true');
    expect(fetchSession.mock.calls[0]![0]).toMatch(/\/v1\/assistant\/sessions$/);
    await vi.waitFor(() => expect(l.root.querySelector('section')!.dataset.state).toBe('ready'));
  });

  it.each([
    { question: '', notice: 'Please enter a question so I can better assist you.' },
    { question: '   ', notice: 'Please enter a question so I can better assist you.' },
    { question: 'a.b', notice: 'Please enter a longer question so I can better assist you.' },
  ])('answers "$question" itself, without the Preact UI', async ({ question, notice }) => {
    const l = launcher(async () => true);
    toggleChat(l.port);
    await settle();
    await l.send(question);
    expect(l.texts('.pc-as__notice')).toEqual([notice]);
    expect(l.port.takeOver).not.toHaveBeenCalled();
  });

  it('shows a question at once and hands it over with the options chosen and the conversation it started', async () => {
    let state: TakeOver | undefined;
    const l = launcher(async (extra) => {
      state = extra?.();
      return true;
    });
    toggleChat(l.port);
    await settle();
    l.root.querySelector<HTMLButtonElement>('.pc-as__tool')!.click();
    const boxes = [...l.root.querySelectorAll<HTMLInputElement>('.pc-as__options fieldset input')];
    boxes[1]!.click();
    await l.send('  What does OSHA 10 cover?  ');
    expect(l.texts('.pc-as__msg--user')).toEqual(['You: What does OSHA 10 cover?']);
    const handoff = state!.handoff!();
    expect(handoff).toMatchObject({
      question: 'What does OSHA 10 cover?',
      chosen: ['resources', 'projects', 'courses'],
      optionsOpen: true,
      forwardOpen: false,
      text: '  What does OSHA 10 cover?  ',
    });
    expect(handoff.entries.map((e) => e.kind)).toEqual(['welcome', 'question']);
    expect(await handoff.session).toEqual({ sessionId: 's1', token: 'tok', integration: ava });
    expect(state!.startOpen).toBe(true);
    state!.onRender!();
    expect(l.root.querySelector('section')).toBeNull();
  });

  it('keeps the question with the failure text when the Preact UI cannot load', async () => {
    const l = launcher(async () => false);
    toggleChat(l.port);
    await settle();
    await l.send('What does OSHA 10 cover?');
    await settle();
    expect(l.texts('.pc-as__msg--user')).toEqual(['You: What does OSHA 10 cover?']);
    expect(l.texts('.pc-as__notice')).toEqual(["We've been notified that something went wrong, please try again."]);
    expect(l.root.querySelector<HTMLButtonElement>('.pc-as__send')!.disabled).toBe(false);
    expect(l.input().value).toBe('What does OSHA 10 cover?');
  });

  it('opens a kept conversation in the Preact UI at once, and tries again on the next click when it could not load', async () => {
    sessionStorage.setItem(
      `pathcraft:assistant:${ava.id}`,
      JSON.stringify({
        session: { sessionId: 's0', token: 't', integration: ava },
        state: { entries: [], misses: 0, strikes: 0 },
      }),
    );
    const l = launcher(async () => false);
    toggleChat(l.port);
    await settle();
    toggleChat(l.port);
    await settle();
    expect(l.port.takeOver).toHaveBeenCalledTimes(2);
    expect(l.root.querySelector('section')).toBeNull();
  });
});
