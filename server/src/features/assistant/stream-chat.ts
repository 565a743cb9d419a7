import type { ChatEngineRun, ChatEvent } from './chat-engine.ts';
import type { AnswerSource } from './describe-hits.ts';

/** The plain-text form of the sources, after the answer. */
export function sourcesText(sources: AnswerSource[]): string {
  return `\n\nSources:\n${sources.map((s) => `[${s.n}] ${s.title}${s.url ? ` — ${s.url}` : ''}`).join('\n')}\n`;
}

/** A streamed answer: its body, written as it is composed, and its content type (http/stream.ts sends it). */
export interface TextStream {
  body: ReadableStream<Uint8Array>;
  contentType: string;
}

export const sseFrame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * chatEngine's answer as a chunked stream, written as it is composed.
 *
 * Default (what the specification calls streamed text): `text/plain; charset=utf-8`, the answer
 * in Markdown, then a blank line, 'Sources:' and one `[n] Title — link` line per source; a
 * failure while composing ends it with the failure text.
 *
 * With `Accept: text/event-stream` (the widget): server-sent events `start` {nodes, composer},
 * `text` {text} for each piece, `sources` {sources: [{n, kind, id, title, url, snippet}]} or
 * `gap` {} (the answer is the knowledge-gap reply: the question counts as unanswered),
 * `error` {message} and finally `done` {}; each `data:` is one line of JSON.
 */
export function streamChat(run: ChatEngineRun, accept: string | undefined, composerName?: string): TextStream {
  const sse = /\btext\/event-stream\b/i.test(accept ?? '');
  const encoder = new TextEncoder();
  const events = run.events;
  let wroteText = false;
  let started = false;

  const serialize = (event: ChatEvent): string => {
    if (sse) {
      if (event.type === 'text') return sseFrame('text', { text: event.text });
      if (event.type === 'sources') return sseFrame('sources', { sources: event.sources });
      if (event.type === 'gap') return sseFrame('gap', {});
      return sseFrame('error', { message: event.message });
    }
    if (event.type === 'gap') return '';
    if (event.type === 'text') {
      wroteText = true;
      return event.text;
    }
    if (event.type === 'sources') return event.sources.length ? sourcesText(event.sources) : '';
    return `${wroteText ? '\n\n' : ''}${event.message}`;
  };

  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sse && !started) {
        started = true;
        controller.enqueue(
          encoder.encode(sseFrame('start', { nodes: run.nodes, ...(composerName ? { composer: composerName } : {}) })),
        );
        return;
      }
      const { value, done } = await events.next();
      if (done) {
        if (sse) controller.enqueue(encoder.encode(sseFrame('done', {})));
        controller.close();
        return;
      }
      const chunk = serialize(value);
      if (chunk) controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await events.return(undefined);
    },
  });

  return { body, contentType: sse ? 'text/event-stream; charset=utf-8' : 'text/plain; charset=utf-8' };
}
