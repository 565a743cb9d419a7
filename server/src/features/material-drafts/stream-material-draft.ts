import { MATERIAL_DRAFT_EVENTS, MATERIAL_DRAFT_TEXT } from '@pathcraft/sdk';
import type { Logger } from '../../platform/log.ts';
import { sseFrame, type TextStream } from '../assistant/stream-chat.ts';
import type { MaterialDraft } from './generate-material-draft.ts';

/**
 * The draft as server-sent events, each `data:` one line of JSON: `meta` first, then one `delta`
 * { html } per sanitized piece, then `done` {}. A failure while writing (the model endpoint
 * refuses or breaks off) ends it with `error` { message } instead of `done`.
 */
export function streamMaterialDraft(draft: MaterialDraft, log: Pick<Logger, 'error'>): TextStream {
  const encoder = new TextEncoder();
  const pieces = draft.html[Symbol.asyncIterator]();
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const send = (event: string, data: unknown) => controller.enqueue(encoder.encode(sseFrame(event, data)));
      if (!started) {
        started = true;
        send(MATERIAL_DRAFT_EVENTS.meta, draft.meta);
        return;
      }
      try {
        const { value, done } = await pieces.next();
        if (!done) return send(MATERIAL_DRAFT_EVENTS.delta, { html: value });
        send(MATERIAL_DRAFT_EVENTS.done, {});
      } catch (err) {
        log.error('material draft failed', { materialId: draft.meta.sourceMaterialId, reason: (err as Error).message });
        send(MATERIAL_DRAFT_EVENTS.error, { message: MATERIAL_DRAFT_TEXT.failed });
      }
      controller.close();
    },
    async cancel() {
      await pieces.return?.(undefined);
    },
  });
  return { body, contentType: 'text/event-stream; charset=utf-8' };
}
