import { materialDraftTitle, type MaterialDraftMeta, type MaterialDraftRequest } from '@pathcraft/sdk';
import type { Actor } from '../../platform/actor.ts';
import type { Deps } from '../../platform/deps.ts';
import { streamChatCompletion } from '../assistant/compose-with-llm.ts';
import { editableMaterial } from '../materials/material-access.ts';
import { sanitizeMaterialBody } from '../materials/sanitize-material-body.ts';
import { draftMessages } from './draft-prompts.ts';
import { draftSource } from './draft-source.ts';
import { extractiveDraft } from './extractive-drafts.ts';
import { sanitizedBlocks } from './sanitized-blocks.ts';

export interface MaterialDraft {
  meta: MaterialDraftMeta;
  /** Sanitized HTML, whole blocks, as they are written. */
  html: AsyncIterable<string>;
}

async function* inOrder(fragments: string[]): AsyncGenerator<string> {
  yield* fragments;
}

/**
 * A draft of a preset from a material the caller may edit (or one of its files): written by the
 * configured model, else extractive. Never saved here: the author saves it from the editor.
 */
export async function generateMaterialDraft(
  deps: Pick<Deps, 'db' | 'config'>,
  actor: Actor,
  materialId: string,
  { promptType, fileId }: MaterialDraftRequest,
  signal?: AbortSignal,
): Promise<MaterialDraft> {
  const material = await editableMaterial(deps.db, actor, materialId);
  const source = await draftSource(deps.db, material, fileId);
  const llm = deps.config.llm;
  const written = llm
    ? streamChatCompletion(llm, draftMessages(promptType, source), { signal })
    : inOrder(extractiveDraft(promptType, source));
  return {
    meta: {
      title: materialDraftTitle(promptType, material.title),
      promptType,
      extractive: !llm,
      sourceMaterialId: material.id,
      resourceId: material.resourceId,
    },
    // A model's HTML is untrusted like any body: each piece goes through the materials sanitizer before it leaves.
    html: sanitizedBlocks(written, (html) => sanitizeMaterialBody(html, deps.config.publicUrl)),
  };
}
