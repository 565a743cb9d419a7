/**
 * The draft call of the material side sheet: `POST /v1/materials/{id}/draft`, answered as
 * server-sent events (`meta`, then `delta` { html } pieces, then `done`; `error` { message } on a
 * failure while writing). The sdk client adds the signed-in author's bearer token, refreshed.
 */
import {
  createClient,
  MATERIAL_DRAFT_EVENTS as E,
  MATERIAL_DRAFT_TEXT,
  PathcraftError,
  postMaterialsByIdDraft,
  readEvents,
  type MaterialDraftDelta,
  type MaterialDraftMeta,
  type MaterialDraftRequest,
  type ServerSentEvent,
  type SessionStore,
} from '@pathcraft/sdk';

export interface MaterialDraftStream {
  meta: MaterialDraftMeta;
  /** Sanitized HTML pieces as the server writes them; throws a PathcraftError if writing fails. */
  chunks: AsyncIterable<string>;
}

export interface MaterialDraftApi {
  /** Resolves once the server has accepted and named the draft; refusals (403, 422…) reject with the server's message. */
  draft(materialId: string, request: MaterialDraftRequest, signal?: AbortSignal): Promise<MaterialDraftStream>;
}

/** The draft of a stream of events: its `meta` first, then its pieces. */
export async function draftOfEvents(events: AsyncIterator<ServerSentEvent>): Promise<MaterialDraftStream> {
  const first = await events.next();
  if (first.done || first.value.event !== E.meta) throw new PathcraftError('bad_gateway', MATERIAL_DRAFT_TEXT.failed);
  async function* chunks(): AsyncGenerator<string> {
    for (let next = await events.next(); !next.done; next = await events.next()) {
      const { event, data } = next.value;
      if (event === E.delta) yield (JSON.parse(data) as MaterialDraftDelta).html;
      else if (event === E.done) return;
      else if (event === E.error)
        throw new PathcraftError('bad_gateway', (JSON.parse(data) as { message: string }).message);
    }
    // Cut off before `done`: what arrived is not the whole draft.
    throw new PathcraftError('bad_gateway', MATERIAL_DRAFT_TEXT.failed);
  }
  return { meta: JSON.parse(first.value.data) as MaterialDraftMeta, chunks: chunks() };
}

export function createMaterialDraftApi(
  base: string,
  opts: { session?: SessionStore; fetch?: typeof fetch } = {},
): MaterialDraftApi {
  const client = createClient({ baseUrl: base, session: opts.session, fetch: opts.fetch });
  return {
    async draft(materialId, request, signal) {
      const res = await postMaterialsByIdDraft(client, { id: materialId }, { body: request, signal });
      return draftOfEvents(readEvents(res.body!));
    },
  };
}
