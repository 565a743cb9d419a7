// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PathcraftError } from '@pathcraft/sdk';
import { cleanup, mount } from '../training-plans/test-render.tsx';
import type { AssistantApi } from './assistant.api.ts';
import { AssistantPanel, type AssistantPanelProps } from './AssistantPanel.tsx';
import type { PanelHandoff } from './assistant.state.ts';
import { answerStream, ava, fakeApi, found, nothingFound } from './fixtures.ts';

afterEach(() => {
  cleanup();
  // Conversations are kept in sessionStorage over a reload: each test starts without one.
  sessionStorage.clear();
});

const flush = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  });

async function panel(api: AssistantApi, props: Partial<AssistantPanelProps> = {}) {
  const r = await mount(<AssistantPanel api={api} integrationId="demo-assistant" variant="inline" {...props} />);
  await flush();
  const input = () => r.container.querySelector<HTMLInputElement>('input[placeholder="Ask a question..."]')!;
  const log = () => r.container.querySelector('[role="log"]')!;
  const status = () => r.container.querySelector('.pc-as__progress')!.textContent;
  async function send(text: string) {
    await act(() => {
      input().value = text;
      input().dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(() => {
      r.container.querySelector<HTMLFormElement>('.pc-as__ask')!.requestSubmit();
    });
    await flush();
  }
  const notices = () => Array.from(r.container.querySelectorAll('.pc-as__notice')).map((n) => n.textContent);
  return { ...r, input, log, status, send, notices };
}

/** The forward form shows (after the state update). */
const formLoaded = (p: { container: Element }) =>
  vi.waitFor(async () => {
    await flush();
    expect(p.container.querySelector('.pc-as__forward')).not.toBeNull();
  });

describe('AssistantPanel', () => {
  it('welcomes the visitor under the assistant’s name, labels the input and suggests the default prompts', async () => {
    const p = await panel(fakeApi());
    expect(p.container.querySelector('h2')!.textContent).toBe('Ava');
    expect(p.log().textContent).toContain("Hello, I'm an AI Assistant here to answer any questions.");
    expect(p.log().getAttribute('aria-live')).toBe('polite');
    const label = p.container.querySelector(`label[for="${p.input().id}"]`);
    expect(label!.textContent).toBe('Ask Ava a question');
    expect(Array.from(p.container.querySelectorAll('.pc-as__prompts button')).map((b) => b.textContent)).toEqual([
      'How do I apply for the maintenance apprenticeship?',
      'What does OSHA 10 cover?',
    ]);
    expect(p.container.querySelector('.pc-as__close')).toBeNull();
  });

  it('answers a suggested prompt: progress texts in order, the streamed answer, then its sources', async () => {
    let finishSearch!: (v: typeof found) => void;
    const gate = answerStream(undefined, true);
    const api = fakeApi({
      search: vi.fn(() => new Promise<typeof found>((r) => (finishSearch = r))),
      answer: vi.fn(() => gate.stream()),
    });
    const p = await panel(api);
    await p.click(p.button('What does OSHA 10 cover?'));
    await flush();
    expect(p.log().textContent).toContain('What does OSHA 10 cover?');
    expect(p.status()).toBe('Retrieving relevant info...');
    expect(api.ask).toHaveBeenCalledWith(
      { sessionId: 's1', token: 'tok', integration: expect.anything() },
      'What does OSHA 10 cover?',
      ['resources', 'users', 'projects', 'courses'],
    );

    await act(async () => finishSearch(found));
    await flush();
    expect(api.search).toHaveBeenCalledWith(expect.anything(), {
      prompt: 'What does OSHA 10 cover?',
      contentTypes: ['resources', 'users', 'projects', 'courses'],
      chatMessageId: 'm1',
    });
    const answer = () => p.container.querySelector('.pc-as__answer')!;
    // Answers render with the conversation's parts, a chunk requested with the question.
    await vi.waitFor(async () => {
      await flush();
      expect(answer()).not.toBeNull();
    });
    expect(answer().getAttribute('aria-busy')).toBe('true');
    expect(answer().querySelector('.pc-as__meta')!.textContent).toBe(
      'Retrieved 1 files & 2 nodes · Composing answer from 2 nodes',
    );

    await act(async () => gate.next());
    await flush();
    expect(answer().textContent).toContain('Here is what I found in our content:');
    expect(answer().textContent).not.toContain('Before you clear a jam');
    await act(async () => gate.next());
    await act(async () => gate.next());
    await flush();
    expect(answer().getAttribute('aria-busy')).toBe('false');
    expect(answer().querySelector('strong')!.textContent).toBe('OSHA 10 safety basics');
    expect(answer().querySelector('blockquote')!.textContent).toBe(
      'Before you clear a jam, every energy source must be locked.',
    );
    const link = answer().querySelector<HTMLAnchorElement>('.pc-as__sources a')!;
    expect(link.textContent).toBe('OSHA 10 safety basics');
    expect(link.getAttribute('href')).toBe('http://localhost:3000/examples/assistant.html#osha');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(answer().querySelector('.pc-as__meta')!.textContent).toBe(
      'Retrieved 1 files & 2 nodes · Answer composed from 2 nodes',
    );
    expect(api.answer).toHaveBeenCalledWith(expect.anything(), {
      prompt: 'What does OSHA 10 cover?',
      promptType: 'prompt',
      chatMessageId: 'a1',
      resourceVecIds: ['14', '15'],
      chatHistory: [],
    });
    // The suggestions go once a question was asked.
    expect(p.container.querySelector('.pc-as__prompts')).toBeNull();
  });

  it('sends a keyword search as searchText and clears the input', async () => {
    const api = fakeApi();
    const p = await panel(api);
    await p.send('OSHA');
    expect(api.search).toHaveBeenCalledWith(expect.anything(), {
      searchText: 'OSHA',
      contentTypes: ['resources', 'users', 'projects', 'courses'],
      chatMessageId: 'm1',
    });
    expect(p.input().value).toBe('');
  });

  it.each([
    ['', 'Please enter a question so I can better assist you.'],
    ['a.b', 'Please enter a longer question so I can better assist you.'],
  ])('refuses %j with %j and sends nothing', async (text, message) => {
    const api = fakeApi();
    const p = await panel(api);
    await p.send(text);
    expect(p.notices()).toEqual([message]);
    expect(api.ask).not.toHaveBeenCalled();
  });

  it('searches only the content types chosen, and needs one', async () => {
    const api = fakeApi();
    const p = await panel(api);
    await p.click(p.button('Search options'));
    const boxes = () =>
      Array.from(p.container.querySelectorAll<HTMLInputElement>('.pc-as__options fieldset input[type="checkbox"]'));
    expect(
      Array.from(p.container.querySelectorAll('.pc-as__options fieldset label')).map((l) => l.textContent!.trim()),
    ).toEqual(['Resources', 'People', 'Projects', 'Courses']);
    await p.click(boxes()[1]!);
    await p.send('OSHA');
    expect(vi.mocked(api.ask).mock.calls[0]![2]).toEqual(['resources', 'projects', 'courses']);
    for (const box of boxes()) if (box.checked) await p.click(box);
    await p.send('OSHA');
    expect(p.notices()).toEqual(['Select at least one content type to search.']);
    expect(api.ask).toHaveBeenCalledTimes(1);
  });

  it('lists what was found without an answer in a traditional search', async () => {
    const api = fakeApi();
    const p = await panel(api);
    await p.click(p.button('Search options'));
    await p.click(p.container.querySelector<HTMLInputElement>('.pc-as__options > label input')!);
    await p.send('OSHA');
    expect(api.answer).not.toHaveBeenCalled();
    const results = p.container.querySelector('.pc-as__results')!;
    expect(results.querySelector('a')!.textContent).toBe('OSHA 10 safety basics');
    expect(results.textContent).toContain('Retrieved 1 files & 2 nodes');
  });

  it('answers misses with the knowledge-gap reply, offers to forward after two, and sends the e-mail', async () => {
    const api = fakeApi({ search: vi.fn(async () => nothingFound) });
    const p = await mount(<AssistantPanel api={api} integrationId="demo-assistant" variant="inline" />);
    await flush();
    const send = async (text: string) => {
      const input = p.container.querySelector<HTMLInputElement>('.pc-as__ask input')!;
      await act(() => {
        input.value = text;
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
      await act(() => p.container.querySelector<HTMLFormElement>('.pc-as__ask')!.requestSubmit());
      await flush();
    };
    await send('Is there a night shift?');
    expect(p.text()).toContain(
      "I can't give an accurate or relevant response to your query. I'll try again, if you rephrase it.",
    );
    expect(p.buttons('Forward my question')).toHaveLength(0);
    await send('Can I bring my own tools?');
    await p.click(p.button('Forward my question'));
    await formLoaded(p);
    const email = p.field('Your e-mail address');
    expect(p.container.ownerDocument.activeElement === email || email.getRootNode() !== document).toBe(true);
    await p.type('Your e-mail address', 'jordan@example');
    await act(() => p.container.querySelector<HTMLFormElement>('.pc-as__forward')!.requestSubmit());
    await flush();
    expect(p.container.querySelector('.pc-as__forward [role="alert"]')!.textContent).toBe(
      'Enter a valid e-mail address.',
    );
    expect(api.forward).not.toHaveBeenCalled();
    await p.type('Your e-mail address', 'jordan.reyes@example.org');
    await act(() => p.container.querySelector<HTMLFormElement>('.pc-as__forward')!.requestSubmit());
    await flush();
    // The message is required (issue 25 #16): the field says so, and nothing is sent.
    expect(p.container.querySelector('.pc-as__forward [role="alert"]')!.textContent).toBe(
      'Enter a message for our team.',
    );
    expect(p.field('Your message').getAttribute('aria-invalid')).toBe('true');
    expect(api.forward).not.toHaveBeenCalled();
    await p.type('Your message', 'Do you have evening classes?');
    await act(() => p.container.querySelector<HTMLFormElement>('.pc-as__forward')!.requestSubmit());
    await flush();
    expect(api.forward).toHaveBeenCalledWith(
      expect.anything(),
      'jordan.reyes@example.org',
      'Do you have evening classes?',
    );
    expect(p.container.querySelector('.pc-as__forward')).toBeNull();
    expect(p.container.querySelector('.pc-toast__message')!.textContent).toBe('Message sent!');
  });

  it('keeps the conversation over a reload, in its server conversation, until New conversation (issue 25 #17)', async () => {
    const api = fakeApi();
    const first = await panel(api);
    await first.click(first.button('What does OSHA 10 cover?'));
    await flush();
    expect(first.container.querySelector('.pc-as__answer[data-state="done"]')).not.toBeNull();
    first.unmount();

    const again = await panel(api);
    const questions = () => Array.from(again.container.querySelectorAll('.pc-as__msg--user')).map((q) => q.textContent);
    expect(questions()).toEqual(['You: What does OSHA 10 cover?']);
    expect(again.container.querySelector('.pc-as__answer blockquote')!.textContent).toBe(
      'Before you clear a jam, every energy source must be locked.',
    );
    expect(api.start).toHaveBeenCalledTimes(1);
    await again.send('Who teaches it?');
    expect(api.ask).toHaveBeenLastCalledWith(
      { sessionId: 's1', token: 'tok', integration: expect.anything() },
      'Who teaches it?',
      expect.anything(),
    );

    await again.click(again.button('New conversation'));
    await flush();
    expect(questions()).toEqual([]);
    expect(again.container.querySelector('.pc-as__answer')).toBeNull();
    expect(api.start).toHaveBeenCalledTimes(2);
    again.unmount();
    expect((await panel(api)).container.querySelector('.pc-as__msg--user')).toBeNull();
  });

  it('offers the send-email option at any time when the assistant has a service address', async () => {
    const p = await panel(fakeApi());
    await p.click(p.button('Send us an e-mail'));
    await formLoaded(p);
    const without = await panel(
      fakeApi({
        start: vi.fn(async () => ({
          sessionId: 's2',
          token: 't',
          integration: { ...(await fakeApi().look('x')), hasServiceEmail: false },
        })),
      }),
    );
    expect(without.buttons('Send us an e-mail')).toHaveLength(0);
  });

  it('warns about profanity twice and closes on the third strike', async () => {
    let strikes = 0;
    const api = fakeApi({
      ask: vi.fn(async () => ({ profane: true as const, strikes: ++strikes, closed: strikes >= 3, reply: '' })),
    });
    const onClose = vi.fn();
    const p = await panel(api, { variant: 'launcher', onClose });
    await p.send('bad words');
    await p.send('bad words');
    expect(p.notices()).toEqual(["Let's keep it clean, try again.", "Let's keep it clean, try again."]);
    expect(onClose).not.toHaveBeenCalled();
    await p.send('bad words');
    expect(onClose).toHaveBeenCalledWith('profanity');
    expect(api.search).not.toHaveBeenCalled();
  });

  it('shows the closing words in place of an inline assistant on the third strike', async () => {
    let strikes = 0;
    const p = await panel(
      fakeApi({
        ask: vi.fn(async () => ({ profane: true as const, strikes: ++strikes, closed: strikes >= 3, reply: '' })),
      }),
    );
    for (let i = 0; i < 3; i++) await p.send('bad words');
    expect(p.container.querySelector('[role="status"].pc-as--closed')!.textContent).toBe(
      'Please refrain from using profanity.',
    );
    expect(p.container.querySelector('input')).toBeNull();
  });

  it('shows HTML from a model as text', async () => {
    const api = fakeApi({
      answer: vi.fn(() =>
        answerStream([
          { type: 'text', text: '<img src=x onerror="alert(1)"> [x](javascript:alert(1)) <script>alert(2)</script>' },
        ]).stream(),
      ),
    });
    const p = await panel(api);
    await p.send('What does OSHA 10 cover?');
    const answer = p.container.querySelector('.pc-as__answer')!;
    expect(answer.querySelector('img, script, a')).toBeNull();
    expect(answer.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it.each([
    ['the search fails', { search: vi.fn(async () => Promise.reject(new PathcraftError('internal', 'boom'))) }],
    [
      'the answer fails',
      {
        answer: vi.fn(() =>
          answerStream([
            { type: 'text', text: 'Lock out' },
            { type: 'error', message: 'x' },
          ]).stream(),
        ),
      },
    ],
  ])('shows the failure text when %s', async (_, overrides) => {
    const p = await panel(fakeApi(overrides));
    await p.send('What does OSHA 10 cover?');
    expect(p.log().textContent).toContain("We've been notified that something went wrong, please try again.");
    expect(p.container.querySelector<HTMLButtonElement>('.pc-as__send')!.disabled).toBe(false);
  });

  it('closes with its button and with Escape when it may be closed', async () => {
    const onClose = vi.fn();
    const p = await panel(fakeApi(), { variant: 'launcher', onClose });
    expect(p.container.querySelector('section')!.getAttribute('role')).toBe('dialog');
    const close = p.container.querySelector<HTMLButtonElement>('.pc-as__close')!;
    expect(close.getAttribute('aria-label')).toBe('Close Ava');
    await p.click(close);
    expect(onClose).toHaveBeenLastCalledWith('user');
    await act(() => {
      p.input().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('takes over from the plain open chat: its conversation, inputs and session; sends its shown question once', async () => {
    const api = fakeApi();
    const session = { sessionId: 'plain', token: 'tok-plain', integration: ava };
    const failure = "We've been notified that something went wrong, please try again.";
    const handoff: PanelHandoff = {
      entries: [
        { id: 'welcome', kind: 'welcome', text: "Hello, I'm an AI Assistant here to answer any questions." },
        { id: 'q-open1', kind: 'question', text: 'Is there parking?' },
        { id: 'n-open2', kind: 'notice', text: failure, tone: 'error' },
        { id: 'q-open3', kind: 'question', text: 'What does OSHA 10 cover?' },
      ],
      text: 'What does OSHA 10 cover? And',
      chosen: ['resources'],
      traditional: false,
      optionsOpen: true,
      question: 'What does OSHA 10 cover?',
      forwardOpen: false,
      look: ava,
      session: Promise.resolve(session),
      failed: false,
    };
    const p = await panel(api, { handoff });
    await vi.waitFor(async () => {
      await flush();
      expect(p.container.querySelector('.pc-as__answer[data-state="done"]')).not.toBeNull();
    });
    // The session the plain chat started, the types chosen there; the question sent once.
    expect(api.start).not.toHaveBeenCalled();
    expect(api.ask).toHaveBeenCalledTimes(1);
    expect(api.ask).toHaveBeenCalledWith(session, 'What does OSHA 10 cover?', ['resources']);
    // The model's history: what came before the shown question, as if this panel had asked them all.
    expect(vi.mocked(api.answer).mock.calls[0]![1].chatHistory).toEqual([
      { role: 'user', content: 'Is there parking?' },
    ]);
    expect(Array.from(p.container.querySelectorAll('.pc-as__msg--user')).map((q) => q.textContent)).toEqual([
      'You: Is there parking?',
      'You: What does OSHA 10 cover?',
    ]);
    expect(p.notices()).toEqual([failure]);
    const boxes = Array.from(p.container.querySelectorAll<HTMLInputElement>('.pc-as__options fieldset input'));
    expect(boxes.map((b) => b.checked)).toEqual([true, false, false, false]);
    expect(p.input().value).toBe('');
  });
});
