import { ASSISTANT_TEXT, readEvents } from '@pathcraft/sdk';
import type { Config } from '../../config.ts';
import type { AnswerComposer, ComposeInput } from './answer-composer.ts';

const HISTORY_TURNS = 10;
const TIMEOUT_MS = 60_000;

/** The instructions and numbered passages the model answers from. */
export function systemMessage({
  systemPrompt,
  passages,
  includeCitations,
}: Pick<ComposeInput, 'systemPrompt' | 'passages' | 'includeCitations'>): string {
  const rules = [
    "Answer the visitor's question using only the numbered passages of the organization's content below.",
    includeCitations ? 'Cite the passages you use by their number, like [1].' : '',
    // Retrieval finds passages that share words with the question; not all of them are about it (issue 25).
    'Some passages may be about something else: use only those that answer this question, never your own knowledge, and never answer a different question.',
    `If the passages do not answer the question, reply exactly: "${ASSISTANT_TEXT.knowledgeGap}" and nothing else.`,
    'Write plain text or simple Markdown (bold, lists, links); never HTML.',
  ].filter(Boolean);
  const numbered = passages.map((p) => `[${p.n}] ${p.title}${p.heading ? ` — ${p.heading}` : ''}\n${p.body}`);
  return [
    systemPrompt?.trim() || 'You are a helpful assistant of a workforce-training organization.',
    rules.join(' '),
    'Passages:',
    ...numbered,
  ].join('\n\n');
}

/** The `data:` payloads of a server-sent event stream (the model's chunks), one per event. */
export async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  for await (const event of readEvents(body)) yield event.data;
}

export interface ChatCompletionMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * The text of an OpenAI-compatible chat completion (`POST {base}/chat/completions`, `stream: true`),
 * chunk by chunk as the model writes it. Throws when the endpoint refuses or the stream reports an error.
 */
export async function* streamChatCompletion(
  llm: NonNullable<Config['llm']>,
  messages: ChatCompletionMessage[],
  {
    signal,
    temperature = 0.2,
    fetchImpl = fetch,
  }: { signal?: AbortSignal; temperature?: number; fetchImpl?: typeof fetch } = {},
): AsyncGenerator<string> {
  const url = `${llm.baseUrl.replace(/\/$/, '')}/chat/completions`;
  const res = await fetchImpl(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: llm.model, stream: true, temperature, messages }),
    signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]) : AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok || !res.body) throw new Error(`The model endpoint answered ${res.status}`);
  for await (const data of sseData(res.body)) {
    if (data.trim() === '[DONE]') return;
    const chunk = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[]; error?: { message?: string } };
    if (chunk.error) throw new Error(`The model failed: ${chunk.error.message ?? 'unknown error'}`);
    const text = chunk.choices?.[0]?.delta?.content;
    if (typeof text === 'string' && text) yield text;
  }
}

/**
 * An OpenAI-compatible chat-completions endpoint, streamed (`stream: true`): the integration's
 * system prompt and the passages as the system message, the recent conversation, the question.
 */
export function createLlmComposer(llm: NonNullable<Config['llm']>, fetchImpl: typeof fetch = fetch): AnswerComposer {
  return {
    name: 'llm',
    async *compose(input) {
      if (input.passages.length === 0) {
        yield ASSISTANT_TEXT.knowledgeGap;
        return;
      }
      const messages: ChatCompletionMessage[] = [
        { role: 'system', content: systemMessage(input) },
        ...input.history.slice(-HISTORY_TURNS),
        { role: 'user', content: input.prompt },
      ];
      yield* streamChatCompletion(llm, messages, { signal: input.signal, fetchImpl });
    },
  };
}
