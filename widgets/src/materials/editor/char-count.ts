import { materialTextLength } from '@pathcraft/sdk';
import { text as T } from './editor.messages.ts';

export interface CharCount {
  chars: number;
  overLimit: boolean;
  /** The line under the editor: characters remaining, or the over-limit message. */
  message: string;
}

/** The live count under the editor (docs/rules.md#materials-and-files): the plain text's length against the limit. */
export function charCount(plainText: string, maxChars: number): CharCount {
  const chars = materialTextLength(plainText);
  const overLimit = chars > maxChars;
  return { chars, overLimit, message: overLimit ? T.overLimit(maxChars) : T.charactersRemaining(maxChars - chars) };
}
