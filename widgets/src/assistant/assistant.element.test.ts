// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHCRAFT_ELEMENTS } from '@pathcraft/sdk/embed';
import { ava } from './fixtures.ts';
import { ASSISTANT_ATTRIBUTES } from './launcher-look.ts';
import './assistant.element.ts';

/** The element as a page gets it, with the look the server answers; fetch is the network boundary. */
const fetchLook = vi.fn(
  async (url: string, _init?: RequestInit) =>
    new Response(
      JSON.stringify(
        // The open chat starts a conversation; everything else here asks for the look.
        String(url).endsWith('/v1/assistant/sessions')
          ? { sessionId: 's1', token: 'tok', integration: ava }
          : { item: ava },
      ),
      { status: 200, headers: { 'content-type': 'application/json' } },
    ),
);
beforeEach(() => {
  fetchLook.mockClear();
  vi.stubGlobal('fetch', fetchLook);
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function place(attributes: string): Promise<HTMLElement> {
  document.body.innerHTML = `<pathcraft-assistant ${attributes}></pathcraft-assistant>`;
  const element = document.querySelector<HTMLElement>('pathcraft-assistant')!;
  await vi.waitFor(() => expect(element.getAttribute('state')).not.toBe('loading'));
  return element;
}

describe('<pathcraft-assistant>, closed launcher (plain DOM, no UI runtime)', () => {
  it('observes the attributes the sdk declares', () => {
    const element = customElements.get('pathcraft-assistant');
    const observed = element && 'observedAttributes' in element ? element.observedAttributes : undefined;
    expect(observed).toEqual(Object.keys(PATHCRAFT_ELEMENTS['pathcraft-assistant'].attributes));
    expect(ASSISTANT_ATTRIBUTES).toEqual(PATHCRAFT_ELEMENTS['pathcraft-assistant'].attributes);
  });

  it("draws the assistant's button from its look, fetched with a simple GET (no CORS preflight)", async () => {
    const element = await place('integration-id="demo-assistant" api-base="https://pathcraft.example.org"');
    expect(element.getAttribute('state')).toBe('ready');
    expect(fetchLook).toHaveBeenCalledTimes(1);
    const [url, init] = fetchLook.mock.calls[0]!;
    expect(url).toBe('https://pathcraft.example.org/v1/assistant/integrations/demo-assistant');
    expect(init).toBeUndefined();
    const button = element.shadowRoot!.querySelector('button')!;
    expect(button.className).toBe('pc-as-launcher__button');
    expect(button.getAttribute('aria-label')).toBe('Chat with Ava');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.style.background).toContain('#1d4ed8');
    expect(button.querySelector('svg path')!.getAttribute('d')).toMatch(/^M21 12/);
    // No inline <style> where the browser adopts sheets (strict CSP).
    expect(element.shadowRoot!.querySelector('style')).toBeNull();
  });

  it('shows the agent image from the API origin when the assistant has one', async () => {
    fetchLook.mockImplementationOnce(
      async () => new Response(JSON.stringify({ item: { ...ava, agentImage: '/files/ava.png' } }), { status: 200 }),
    );
    const element = await place('integration-id="demo-assistant" api-base="https://pathcraft.example.org"');
    expect(element.shadowRoot!.querySelector('button img')!.getAttribute('src')).toBe(
      'https://pathcraft.example.org/files/ava.png',
    );
  });

  it("stays hidden and reports an error where the assistant isn't allowed", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchLook.mockImplementationOnce(
      async () =>
        new Response(
          JSON.stringify({
            error: { code: 'forbidden', message: 'This assistant is not allowed on https://evil.example.' },
          }),
          { status: 403 },
        ),
    );
    const element = await place('integration-id="demo-assistant"');
    expect(element.getAttribute('state')).toBe('error');
    expect(element.shadowRoot!.querySelector('button')).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      "[pathcraft] assistant 'demo-assistant': This assistant is not allowed on https://evil.example.",
    );
    warn.mockRestore();
  });

  it('fetches the look again for another integration-id', async () => {
    const element = await place('integration-id="demo-assistant"');
    fetchLook.mockImplementationOnce(
      async () => new Response(JSON.stringify({ item: { ...ava, id: 'other', name: 'Otto' } }), { status: 200 }),
    );
    element.setAttribute('integration-id', 'other');
    await vi.waitFor(() =>
      expect(element.shadowRoot!.querySelector('button')?.getAttribute('aria-label')).toBe('Chat with Otto'),
    );
    expect(fetchLook.mock.calls.at(-1)![0]).toMatch(/\/v1\/assistant\/integrations\/other$/);
  });

  it('opens the chat on the first click (plain DOM too), on the same look', async () => {
    const element = await place('integration-id="demo-assistant"');
    element.shadowRoot!.querySelector('button')!.click();
    await vi.waitFor(() => expect(element.shadowRoot!.querySelector('[role="dialog"]')).not.toBeNull(), {
      timeout: 5000,
    });
    await settle();
    const buttons = element.shadowRoot!.querySelectorAll('.pc-as-launcher__button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.getAttribute('aria-expanded')).toBe('true');
    expect(buttons[0]!.getAttribute('aria-label')).toBe('Close Ava');
    // The UI took the look the launcher had: no second GET of it.
    expect(fetchLook.mock.calls.filter(([url]) => String(url).includes('/integrations/'))).toHaveLength(1);
  });

  it('opens the chat on a double click (the second click while it opens is not a close)', async () => {
    const element = await place('integration-id="demo-assistant"');
    const button = element.shadowRoot!.querySelector('button')!;
    button.click();
    button.click();
    const dialog = () => element.shadowRoot!.querySelector('[role="dialog"]');
    await vi.waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 5000 });
    await settle();
    expect(dialog()!.parentElement!.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    button.click();
    await settle();
    expect(dialog()!.parentElement!.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the chat inline alone when display becomes chatBox while the open chat shows', async () => {
    const element = await place('integration-id="demo-assistant"');
    element.shadowRoot!.querySelector('button')!.click();
    await vi.waitFor(() => expect(element.shadowRoot!.querySelector('[role="dialog"]')).not.toBeNull(), {
      timeout: 5000,
    });
    element.setAttribute('display', 'chatBox');
    await vi.waitFor(() => expect(element.shadowRoot!.querySelector('[role="region"]')).not.toBeNull(), {
      timeout: 5000,
    });
    expect(element.shadowRoot!.querySelectorAll('section')).toHaveLength(1);
    expect(element.shadowRoot!.querySelector('[role="dialog"]')).toBeNull();
    expect(element.shadowRoot!.querySelector('.pc-as-launcher__button')).toBeNull();
  });

  it("says 'No Assistant Selected' alone when integration-id goes while the open chat shows", async () => {
    const element = await place('integration-id="demo-assistant"');
    element.shadowRoot!.querySelector('button')!.click();
    await vi.waitFor(() => expect(element.shadowRoot!.querySelector('[role="dialog"]')).not.toBeNull(), {
      timeout: 5000,
    });
    element.removeAttribute('integration-id');
    await vi.waitFor(() => expect(element.shadowRoot!.textContent).toContain('No Assistant Selected'), {
      timeout: 5000,
    });
    expect(element.shadowRoot!.querySelector('section')).toBeNull();
    // The UI sets the state in an effect after it has drawn the text: wait for it too.
    await vi.waitFor(() => expect(element.getAttribute('state')).toBe('error'), { timeout: 5000 });
  });

  it('shows the chat in the page at once with display="chatBox", its look from the conversation it starts', async () => {
    const element = await place('integration-id="demo-assistant" display="chatBox"');
    expect(element.getAttribute('state')).toBe('ready');
    const region = element.shadowRoot!.querySelector<HTMLElement>('[role="region"]')!;
    expect(region.className).toBe('pc-as pc-as--inline');
    await vi.waitFor(() => expect(region.dataset.state).toBe('ready'));
    expect(region.querySelector('h2')!.textContent).toBe('Ava');
    expect(region.querySelector('.pc-as__close')).toBeNull();
    expect(element.shadowRoot!.querySelector('.pc-as-launcher__button')).toBeNull();
    expect(fetchLook.mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringMatching(/\/v1\/assistant\/sessions$/),
    ]);
  });
});
