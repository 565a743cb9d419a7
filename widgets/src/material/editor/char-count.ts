import { MATERIAL_TEXT, materialTextLength } from '@pathcraft/sdk';

export interface CharCount {
  chars: number;
  overLimit: boolean;
  /** The line under the editor: characters remaining, or the over-limit message. */
  message: string;
}

/** The live count under the editor (002 §5): the plain text's length against the limit. */
export function charCount(plainText: string, maxChars: number): CharCount {
  const chars = materialTextLength(plainText);
  const overLimit = chars > maxChars;
  return { chars, overLimit, message: overLimit ? MATERIAL_TEXT.overLimit(maxChars) : MATERIAL_TEXT.charactersRemaining(maxChars - chars) };
}
