import { ZMaterialDraftRequest } from '@pathcraft/sdk';
import { declare, routes, signedIn } from '../../http/contract.ts';
import { streamed } from '../../http/stream.ts';
import type { Deps } from '../../platform/deps.ts';
import { generateMaterialDraft } from './generate-material-draft.ts';
import { streamMaterialDraft } from './stream-material-draft.ts';

/** Drafts from the AI prompt presets (docs/rules.md#materials-and-files), for authors of a material. */
export function materialDraftRoutes(deps: Deps) {
  const app = routes();
  declare(
    app,
    {
      method: 'post',
      path: '/:id/draft',
      summary: 'A draft from a prompt preset, streamed (not saved)',
      description:
        "Written from the material's body, or from one of its files (`fileId`: its transcript or extracted text), by the configured OpenAI-compatible model, else extractively (sentences of the source). Server-sent events: `meta` {title, promptType, extractive, sourceMaterialId, resourceId}, then `delta` {html} pieces of sanitized HTML, then `done` {}; a failure while writing sends `error` {message} instead of `done`. Only users who may edit the material. The author saves the draft as a new material (isDraft, promptType, resourceId).",
      tags: ['materials'],
      auth: 'user',
      before: [signedIn],
      body: ZMaterialDraftRequest,
      response: { contentType: 'text/event-stream', description: 'meta, delta… and done events' },
    },
    async (c, { params, body }) =>
      streamed(
        c,
        streamMaterialDraft(
          await generateMaterialDraft(deps, c.var.ctx.actor, params.id, body, c.req.raw.signal),
          deps.log,
        ),
      ),
  );
  return app;
}
