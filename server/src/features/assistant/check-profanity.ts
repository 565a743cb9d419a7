import type { RegExpMatcher } from 'obscenity';

let matcher: Promise<RegExpMatcher> | null = null;

/**
 * True when a message uses profanity, by obscenity's maintained English word list with its
 * recommended transformers (l33t speak, repeated and confusable characters). Loaded and built
 * on first use: the word list costs ~75 ms at start-up otherwise.
 */
export async function isProfane(text: string): Promise<boolean> {
  matcher ??= import('obscenity').then(
    ({ englishDataset, englishRecommendedTransformers, RegExpMatcher: Matcher }) =>
      new Matcher({ ...englishDataset.build(), ...englishRecommendedTransformers }),
  );
  return (await matcher).hasMatch(text);
}
