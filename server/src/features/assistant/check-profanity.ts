import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';

let matcher: RegExpMatcher | null = null;

/**
 * True when a message uses profanity, by obscenity's maintained English word list with its
 * recommended transformers (l33t speak, repeated and confusable characters). Built once, on first use.
 */
export function isProfane(text: string): boolean {
  matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  return matcher.hasMatch(text);
}
