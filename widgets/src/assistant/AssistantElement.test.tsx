// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PathcraftError } from '@pathcraft/sdk';
import type { AssistantApi } from './assistant.api.ts';
import { AssistantElement, type AssistantElementProps } from './AssistantElement.tsx';
import { AssistantPanel } from './AssistantPanel.tsx';
import { ava, fakeApi } from './fixtures.ts';

const containers: HTMLElement[] = [];
afterEach(() => {
  sessionStorage.clear();
  for (const c of containers.splice(0)) {
    render(null, c);
    c.remove();
  }
});

const flush = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  });

function setup(api: AssistantApi = fakeApi()) {
  const container = document.createElement('div');
  document.body.append(container);
  containers.push(container);
  const emit = vi.fn(() => true);
  const setState = vi.fn();
  const addStyles = vi.fn();
  const load = vi.fn(async () => ({ AssistantPanel, panelCss: '.pc-as{}' }));
  const createApi = vi.fn(() => api);
  const show = (props: Partial<AssistantElementProps>) =>
    act(() => {
      render(
        <AssistantElement
          integrationId="demo-assistant"
          display={undefined}
          apiBase={undefined}
          emit={emit}
          setState={setState}
          addStyles={addStyles}
          host={container}
          defaultApiBase="http://localhost:3000"
          createApi={createApi}
          load={load}
          {...props}
        />,
        container,
      );
    });
  const launcher = () => container.querySelector<HTMLButtonElement>('.pc-as-launcher__button');
  const click = async (el: Element) => {
    await act(() => (el as HTMLElement).click());
    await flush();
  };
  return { container, emit, setState, addStyles, load, createApi, show, launcher, click };
}

describe('<pathcraft-assistant> launcher', () => {
  it("shows the assistant's button in its colour, and loads the chat panel only when opened", async () => {
    const s = setup();
    await s.show({});
    await flush();
    const button = s.launcher()!;
    expect(button.getAttribute('aria-label')).toBe('Chat with Ava');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.style.background).toContain('#1d4ed8');
    expect(s.setState).toHaveBeenLastCalledWith('ready');
    expect(s.load).not.toHaveBeenCalled();

    await s.click(button);
    expect(s.load).toHaveBeenCalledTimes(1);
    const dialog = s.container.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.activeElement).toBe(s.container.querySelector('.pc-as__ask input'));
    // The panel's styles go to the element's shadow root (adopted there), never as an inline <style>.
    expect(s.addStyles).toHaveBeenCalledWith('.pc-as{}');
    expect(s.container.querySelector('style')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('true');

    await s.click(s.container.querySelector('.pc-as__close')!);
    expect(s.container.querySelector<HTMLElement>('[role="dialog"]')!.parentElement!.hidden).toBe(true);
    expect(s.emit).toHaveBeenCalledWith('assistantClose', { integrationId: 'demo-assistant', reason: 'user' });
    expect(document.activeElement).toBe(button);
  });

  it('keeps the conversation when closed and opened again, and starts a new one after the third profanity strike', async () => {
    let strikes = 0;
    const api = fakeApi({
      ask: vi.fn(async () => ({ profane: true as const, strikes: ++strikes, closed: strikes >= 3, reply: '' })),
    });
    const s = setup(api);
    await s.show({});
    await flush();
    await s.click(s.launcher()!);
    const send = async () => {
      const input = s.container.querySelector<HTMLInputElement>('.pc-as__ask input')!;
      await act(() => {
        input.value = 'bad words';
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
      await act(() => s.container.querySelector<HTMLFormElement>('.pc-as__ask')!.requestSubmit());
      await flush();
    };
    await send();
    await s.click(s.launcher()!); // close
    await s.click(s.launcher()!); // open again
    expect(s.container.querySelectorAll('.pc-as__notice')).toHaveLength(1);
    await send();
    await send();
    expect(s.emit).toHaveBeenLastCalledWith('assistantClose', { integrationId: 'demo-assistant', reason: 'profanity' });
    expect(s.container.querySelector<HTMLElement>('[role="dialog"]')!.parentElement!.hidden).toBe(true);
    expect(s.container.querySelector('.pc-as-launcher__notice')!.textContent).toBe(
      'Please refrain from using profanity.',
    );
    await s.click(s.launcher()!);
    expect(s.container.querySelectorAll('.pc-as__notice')).toHaveLength(0);
    expect(api.start).toHaveBeenCalledTimes(2);
  });

  it('starts over with another assistant when integration-id changes', async () => {
    const api = fakeApi({ look: vi.fn(async (id: string) => ({ ...ava, id, name: id === 'other' ? 'Otto' : 'Ava' })) });
    const s = setup(api);
    await s.show({});
    await flush();
    await s.click(s.launcher()!);
    await s.show({ integrationId: 'other' });
    await flush();
    expect(api.look).toHaveBeenLastCalledWith('other');
    expect(s.launcher()!.getAttribute('aria-label')).toBe('Chat with Otto');
    expect(s.container.querySelector('[role="dialog"]')).toBeNull();
  });

  it('shows the chat in the page with display="chatBox"', async () => {
    const s = setup();
    await s.show({ display: 'chatBox' });
    await flush();
    expect(s.launcher()).toBeNull();
    expect(s.container.querySelector('section[role="region"]')).not.toBeNull();
    expect(s.container.querySelector('.pc-as__close')).toBeNull();
    expect(s.addStyles).toHaveBeenCalledWith('.pc-as{}');
    expect(s.container.querySelector('style')).toBeNull();
    expect(s.setState).toHaveBeenLastCalledWith('ready');
  });

  it("stays hidden and reports an error where the assistant isn't allowed", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = setup(
      fakeApi({
        look: vi.fn(async () =>
          Promise.reject(new PathcraftError('forbidden', 'This assistant is not allowed on https://evil.example.')),
        ),
      }),
    );
    await s.show({});
    await flush();
    expect(s.launcher()).toBeNull();
    expect(s.setState).toHaveBeenLastCalledWith('error');
    expect(warn).toHaveBeenCalledWith(
      "[pathcraft] assistant 'demo-assistant': This assistant is not allowed on https://evil.example.",
    );
    warn.mockRestore();
  });

  it("says 'No Assistant Selected' without an integration-id", async () => {
    const s = setup();
    await s.show({ integrationId: undefined });
    expect(s.container.textContent).toBe('No Assistant Selected');
    expect(s.setState).toHaveBeenCalledWith('error');
  });

  it('uses api-base for its calls, else where its chunk came from', async () => {
    const s = setup();
    await s.show({ apiBase: 'https://pathcraft.example.org' });
    expect(s.createApi).toHaveBeenLastCalledWith('https://pathcraft.example.org');
    await s.show({ apiBase: undefined });
    expect(s.createApi).toHaveBeenLastCalledWith('http://localhost:3000');
  });
});
