import { MATERIAL_DRAFT_TEXT, MATERIAL_TEXT, messagesFor } from '@pathcraft/sdk';

/**
 * US English, with the specification's exact texts. A translation is another object of this shape.
 * The side sheet's texts live in the sdk (the server and the hosted console use them too); the
 * editor, a chunk of its own, has editor/editor.messages.ts.
 */
const en = {
  ...MATERIAL_TEXT,
  /** 'Generate draft' and its menu. */
  drafts: MATERIAL_DRAFT_TEXT,
};

export type MaterialMessages = typeof en;
export const text: MaterialMessages = messagesFor({ en });
