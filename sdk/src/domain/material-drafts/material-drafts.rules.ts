import { PROMPT_PRESETS, type PromptPreset } from '../materials/materials.rules.ts';

// Drafts' texts and rules without zod: the sheet's menu and stream reader load these, not the validators.

/** The tags a generated draft is written in: a subset of MATERIAL_HTML the model is asked for. */
export const DRAFT_HTML_TAGS = ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote'] as const;

/** Texts of draft generation (docs/rules.md#materials-and-files). */
export const MATERIAL_DRAFT_TEXT = {
  generate: 'Generate draft',
  generating: 'Generating draft...',
  /** The menu's heading over the presets. */
  presetsHeading: 'Draft a new material',
  /** The source choice, shown when the material has files. */
  sourceLabel: 'Draft from',
  fromBody: 'The material',
  /** The first paragraph of every draft written without a model. */
  extractiveNotice: 'Extractive draft: sentences taken from the source, no AI model is configured.',
  noSourceText:
    'This source has no text to draft from: add a body, or a transcript or text for the file, and try again.',
  failed: 'The draft could not be written: try again, or write it yourself.',
} as const;

export const MATERIAL_DRAFT_EVENTS = { meta: 'meta', delta: 'delta', done: 'done', error: 'error' } as const;

const TITLE_MAX = 200;

/** The draft's title: the preset, then the source's title ('LinkedIn post: OSHA 10 safety basics'). */
export function materialDraftTitle(promptType: PromptPreset, sourceTitle: string): string {
  const label = PROMPT_PRESETS.find((p) => p.value === promptType)!.label;
  const title = `${label[0]!.toUpperCase()}${label.slice(1)}: ${sourceTitle.trim()}`;
  return title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1).trimEnd()}…` : title;
}
