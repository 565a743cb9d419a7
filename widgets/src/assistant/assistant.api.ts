/**
 * Every call the assistant makes, in one place, so components take plain data and tests never
 * stand in for the server. A conversation's calls carry its short-lived token (x-chat-token);
 * the browser adds the page's Origin, which the server checks against the assistant's domains.
 */
import {
  type AssistantLook,
  type ChatSessionStart,
  type ChatSource,
  type ContentType,
  type ErrorCode,
  getAssistantIntegrationsByIntegrationId,
  PathcraftError,
  postApiContentChatEngine,
  postApiContentVectorSearch,
  postAssistantSessions,
  postAssistantSessionsBySessionIdForward,
  postAssistantSessionsBySessionIdMessages,
  type PromptType,
  type Requester,
  uiLanguage,
  type Streamer,
  type VectorSearchAnswer,
} from '@pathcraft/sdk';
import { loadConversationParts } from './load-parts.ts';

export interface ChatSession {
  sessionId: string;
  token: string;
}

export type AskResult =
  | { profane: true; strikes: number; closed: boolean; reply: string }
  | { profane: false; message: { id: string; content: string; promptType: PromptType } };

export interface SearchRequest {
  prompt?: string;
  searchText?: string;
  contentTypes: ContentType[];
  chatMessageId: string;
}

export interface AnswerRequest {
  prompt: string;
  promptType: PromptType;
  chatMessageId: string | null;
  resourceVecIds: string[];
  chatHistory: { role: 'user' | 'assistant'; content: string }[];
}

/** `gap`: the answer was the knowledge-gap reply (the question counts as unanswered). */
export type AnswerEvent =
  | { type: 'text'; text: string }
  | { type: 'sources'; sources: ChatSource[] }
  | { type: 'gap' }
  | { type: 'error'; message: string };

export interface AssistantApi {
  /** The API's origin ('' for the page's own): source links that are paths resolve against it. */
  readonly base: string;
  look(integrationId: string): Promise<AssistantLook>;
  start(integrationId: string, originDomain?: string): Promise<ChatSessionStart>;
  ask(session: ChatSession, content: string, contentTypes: ContentType[]): Promise<AskResult>;
  search(session: ChatSession, request: SearchRequest): Promise<VectorSearchAnswer>;
  answer(session: ChatSession, request: AnswerRequest, signal?: AbortSignal): AsyncIterable<AnswerEvent>;
  forward(session: ChatSession, email: string, message: string): Promise<void>;
}

async function failure(res: Response): Promise<PathcraftError> {
  const body = (await res.json().catch(() => null)) as { error?: { code?: ErrorCode; message?: string } } | null;
  return new PathcraftError(
    body?.error?.code ?? 'internal',
    body?.error?.message ?? `HTTP error! status: ${res.status}`,
  );
}

export function createAssistantApi(baseUrl: string, doFetch: typeof fetch = (...args) => fetch(...args)): AssistantApi {
  const base = baseUrl.replace(/\/$/, '');
  // Content-Type only with a body: a GET with no custom header is a simple request, so a cross-site page pays no CORS preflight.
  // Accept-Language ('en' or 'es', the element's language) is a safelisted header: it asks for refusals in that language.
  const headers = (session?: ChatSession, extra: Record<string, string> = {}, body = true) => ({
    'accept-language': uiLanguage(),
    ...(body ? { 'content-type': 'application/json' } : {}),
    ...(session ? { 'x-chat-token': session.token } : {}),
    ...extra,
  });

  /** The conversation's calls as the generated operations want them: this fetch, with the session's token. */
  const as = (session?: ChatSession): Requester & Streamer => ({
    async request<T>(method: string, path: string, init: { body?: unknown } = {}): Promise<T> {
      let res: Response;
      try {
        res = await doFetch(`${base}${path}`, {
          method,
          headers: headers(session, {}, init.body !== undefined),
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
        });
      } catch {
        throw new PathcraftError('bad_gateway', 'The server could not be reached.');
      }
      if (!res.ok) throw await failure(res);
      return (await res.json()) as T;
    },
    async stream(method, path, init = {}) {
      const res = await doFetch(`${base}${path}`, {
        method,
        headers: headers(session, { accept: 'text/event-stream' }),
        body: JSON.stringify(init.body),
        signal: init.signal,
      });
      if (!res.ok || !res.body) throw await failure(res);
      return res;
    },
  });

  return {
    base,
    look: (integrationId) => getAssistantIntegrationsByIntegrationId(as(), { integrationId }).then((r) => r.item),
    start: (integrationId, originDomain) =>
      postAssistantSessions(as(), { body: { integrationId, ...(originDomain ? { originDomain } : {}) } }),
    ask: (s, content, contentTypes) =>
      postAssistantSessionsBySessionIdMessages(as(s), { sessionId: s.sessionId }, { body: { content, contentTypes } }),
    search: (s, request) =>
      postApiContentVectorSearch(as(s), { body: { ...request, chatSessionId: s.sessionId, saveSearch: true } }),
    async *answer(s, { chatMessageId, ...request }, signal) {
      const res = await postApiContentChatEngine(as(s), {
        body: {
          ...request,
          ...(chatMessageId ? { chatMessageId } : {}),
          chatSessionId: s.sessionId,
          includeCitations: true,
        },
        signal,
      });
      const { readEvents } = await loadConversationParts();
      for await (const { event, data } of readEvents(res.body!)) {
        if (event === 'text') yield { type: 'text', text: (JSON.parse(data) as { text: string }).text };
        else if (event === 'sources')
          yield { type: 'sources', sources: (JSON.parse(data) as { sources: ChatSource[] }).sources };
        else if (event === 'gap') yield { type: 'gap' };
        else if (event === 'error') yield { type: 'error', message: (JSON.parse(data) as { message: string }).message };
      }
    },
    forward: async (s, email, message) => {
      await postAssistantSessionsBySessionIdForward(
        as(s),
        { sessionId: s.sessionId },
        { body: { email: email.trim(), message: message.trim() } },
      );
    },
  };
}
