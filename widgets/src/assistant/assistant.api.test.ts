import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PathcraftError, setUiLocale } from '@pathcraft/sdk';
import { createAssistantApi } from './assistant.api.ts';

const session = { sessionId: 's 1', token: 'tok' };
// The element's language, which the calls send as Accept-Language: English here, whatever the machine's.
beforeAll(() => setUiLocale('en-US'));
afterAll(() => setUiLocale(null));
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
// Whole answers: outside production every answer is checked against the API contract.
const look = {
  id: 'demo-assistant',
  name: 'Ava',
  agentImage: null,
  colorBtnBkg: '#1d4ed8',
  defaultPrompts: [],
  contentTypes: ['resources'],
  serviceDelayCount: 0,
  hasServiceEmail: false,
};
const posted = { profane: false, message: { id: 'm1', content: 'What does OSHA 10 cover?', promptType: 'prompt' } };
const found = {
  items: [],
  resourceVecIds: [],
  resourceIds: [],
  users: [],
  projects: [],
  courses: [],
  groups: [],
  cdnFiles: [],
  sources: [],
  assistantMessageId: null,
  parentMessageId: null,
};

describe('createAssistantApi', () => {
  it("calls the conversation's routes with its token, never a user's Authorization", async () => {
    const fetch = vi.fn(async (url: RequestInfo | URL, _init?: RequestInit) =>
      String(url).endsWith('/vectorSearch') ? json(found) : json(posted, 201),
    );
    const api = createAssistantApi('https://pathcraft.example.org/', fetch);
    await api.ask(session, 'What does OSHA 10 cover?', ['resources']);
    expect(fetch).toHaveBeenCalledWith('https://pathcraft.example.org/v1/assistant/sessions/s%201/messages', {
      method: 'POST',
      headers: { 'accept-language': 'en', 'content-type': 'application/json', 'x-chat-token': 'tok' },
      body: JSON.stringify({ content: 'What does OSHA 10 cover?', contentTypes: ['resources'] }),
    });
    await api.search(session, { prompt: 'x', contentTypes: ['resources'], chatMessageId: 'm1' });
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({
      prompt: 'x',
      contentTypes: ['resources'],
      chatMessageId: 'm1',
      chatSessionId: 's 1',
      saveSearch: true,
    });
  });

  it('sends a GET with no content type and no custom header (Accept-Language is safelisted), so a cross-site page pays no CORS preflight', async () => {
    const fetch = vi.fn(async () => json({ item: look }));
    await createAssistantApi('https://pathcraft.example.org', fetch).look('demo-assistant');
    expect(fetch).toHaveBeenCalledWith('https://pathcraft.example.org/v1/assistant/integrations/demo-assistant', {
      method: 'GET',
      headers: { 'accept-language': 'en' },
      body: undefined,
    });
  });

  it("turns the server's error into a PathcraftError with its code and message", async () => {
    const api = createAssistantApi('', async () =>
      json({ error: { code: 'forbidden', message: 'This assistant is not allowed on https://evil.example.' } }, 403),
    );
    await expect(api.look('demo-assistant')).rejects.toEqual(
      new PathcraftError('forbidden', 'This assistant is not allowed on https://evil.example.'),
    );
    const offline = createAssistantApi('', async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(offline.start('demo-assistant')).rejects.toMatchObject({ code: 'bad_gateway' });
  });

  it('reads the answer as server-sent events', async () => {
    const frames =
      'event: start\ndata: {"nodes":2}\n\nevent: text\ndata: {"text":"Lock out"}\n\nevent: sources\ndata: {"sources":[{"n":1}]}\n\nevent: error\ndata: {"message":"x"}\n\nevent: done\ndata: {}\n\n';
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(frames, { headers: { 'content-type': 'text/event-stream' } }),
    );
    const api = createAssistantApi('', fetch);
    const events = [];
    for await (const e of api.answer(session, {
      prompt: 'q',
      promptType: 'keyword',
      chatMessageId: null,
      resourceVecIds: ['1'],
      chatHistory: [],
    }))
      events.push(e);
    expect(events).toEqual([
      { type: 'text', text: 'Lock out' },
      { type: 'sources', sources: [{ n: 1 }] },
      { type: 'error', message: 'x' },
    ]);
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({ accept: 'text/event-stream', 'x-chat-token': 'tok' });
    expect(JSON.parse(String(init?.body))).not.toHaveProperty('chatMessageId');
  });
});
