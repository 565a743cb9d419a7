import { z } from 'zod';
import { zId } from '../common.schema.ts';
import { PROMPT_PRESETS, type PromptPreset } from '../materials/materials.rules.ts';

export * from './material-drafts.rules.ts';

const PRESET_VALUES = PROMPT_PRESETS.map((p) => p.value) as [PromptPreset, ...PromptPreset[]];

/** `POST /v1/materials/{id}/draft`: a preset, and optionally one of the material's files as the source. */
export const ZMaterialDraftRequest = z.object({
  promptType: z.enum(PRESET_VALUES, { error: `promptType must be one of ${PRESET_VALUES.join(', ')}` }),
  fileId: zId.optional(),
});
export type MaterialDraftRequest = z.infer<typeof ZMaterialDraftRequest>;

/**
 * The draft's stream (server-sent events, each `data:` one line of JSON):
 * `meta` {@link MaterialDraftMeta} first, then `delta` {@link MaterialDraftDelta} pieces of sanitized
 * HTML (each a whole block), then `done` {}; a failure while writing ends it with `error` { message }.
 */
export const ZMaterialDraftMeta = z.object({
  title: z.string(),
  promptType: z.enum(PRESET_VALUES),
  /** True when no model wrote it: the sentences come from the source as they are. */
  extractive: z.boolean(),
  sourceMaterialId: z.string(),
  /** The source material's resource: the saved draft joins the same resource. */
  resourceId: z.string().nullable(),
});
export type MaterialDraftMeta = z.infer<typeof ZMaterialDraftMeta>;
export const ZMaterialDraftDelta = z.object({ html: z.string() });
export type MaterialDraftDelta = z.infer<typeof ZMaterialDraftDelta>;
