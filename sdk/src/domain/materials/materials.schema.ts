import { z } from 'zod';
import { zId, zNullable, zRequired, zText } from '../common.schema.ts';
import { MATERIAL_TEXT, PROMPT_PRESETS, type PromptPreset } from './materials.rules.ts';

export * from './materials.rules.ts';

export const ZPromptPreset = z.enum(PROMPT_PRESETS.map((p) => p.value) as [PromptPreset, ...PromptPreset[]]);

/** One file attached to a material, as the side sheet shows it. */
export const ZMaterialFile = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  type: z.string().nullable(),
  size: z.number().nullable(),
  transcript: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type MaterialFile = z.infer<typeof ZMaterialFile>;

/** What the side sheet reads: the material, its author block, its files, and what the reader may do. */
export const ZMaterialView = z.object({
  material: z.object({
    id: z.string(),
    orgId: z.string(),
    title: z.string(),
    /** Sanitized HTML. */
    body: z.string().nullable(),
    isDraft: z.boolean(),
    isEmbedded: z.boolean(),
    resourceId: z.string().nullable(),
    promptType: z.string().nullable(),
    userId: z.string().nullable(),
    createdAt: z.string().nullable(),
    updatedAt: z.string().nullable(),
  }),
  author: z.object({ name: z.string(), title: z.string().nullable(), picture: z.string().nullable() }).nullable(),
  files: z.array(ZMaterialFile),
  /** Edit in the menu: an admin-like role of the organization or the material's author. */
  canEdit: z.boolean(),
  /** Delete in the file table. */
  canDeleteFiles: z.boolean(),
  maxChars: z.number(),
});
export type MaterialView = z.infer<typeof ZMaterialView>;

/** A create from the side sheet (new material or a generated draft). */
export const ZMaterialCreate = z.object({
  organizationId: zId,
  title: zRequired(MATERIAL_TEXT.titleRequired),
  body: z.string().max(400_000).optional(),
  isDraft: z.boolean().optional(),
  isEmbedded: z.boolean().optional(),
  resourceId: zNullable(zId),
  promptType: zNullable(ZPromptPreset),
});
export type MaterialCreate = z.infer<typeof ZMaterialCreate>;

/** An update: the body only when the editor is dirty (docs/rules.md#materials-and-files). */
export const ZMaterialUpdate = z.object({
  title: zRequired(MATERIAL_TEXT.titleRequired).optional(),
  body: z.string().max(400_000).optional(),
  isDraft: z.boolean().optional(),
  /** Set when the material is moved to the assistant's resources ('Add Material'). */
  resourceId: zNullable(zId),
  isEmbedded: z.boolean().optional(),
  transcripts: z
    .array(z.object({ fileId: zId, transcript: zText(200_000) }))
    .max(200)
    .optional(),
});
export type MaterialUpdate = z.infer<typeof ZMaterialUpdate>;
