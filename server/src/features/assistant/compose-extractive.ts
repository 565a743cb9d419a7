import { ASSISTANT_TEXT } from '@pathcraft/sdk';
import type { AnswerComposer, AnswerPassage, ComposeInput } from './answer-composer.ts';
import { queryTerms } from './search-content.ts';
import { splitSentences } from './split-sentences.ts';

/** Markdown's special characters in quoted content, escaped so they show as written. */
const escapeMarkdown = (text: string) => text.replace(/([\\`*_[\]<>#|])/g, '\\$1');

const MAX_SOURCES = 3;
const PASSAGES_PER_SOURCE = 2;
const SENTENCES_PER_PASSAGE = 3;

/** Word stems, roughly: the first five letters, so 'applying' meets 'apply' and 'apprentices' 'apprenticeship'. */
export const stemOf = (word: string) => word.slice(0, 5);

/** Text compared for repeats: case and spacing do not make a passage new. */
const comparable = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The sentences of a passage that share words with the question, in their order; else its
 * opening. Headings are never quoted, nor are sentences in `quoted` (already in the answer).
 */
export function quoteOf(body: string, stems: Set<string>, quoted: ReadonlySet<string> = new Set()): string[] {
  const sentences = splitSentences(body)
    .filter((s) => !s.heading && !quoted.has(comparable(s.text)))
    .map((s) => s.text);
  const matching = sentences.filter((s) => queryTerms(s).some((w) => stems.has(stemOf(w))));
  return (matching.length ? matching : sentences).slice(0, SENTENCES_PER_PASSAGE);
}

/**
 * The passages to quote, by source in the order found: at most PASSAGES_PER_SOURCE per source and
 * MAX_SOURCES sources. A passage already quoted (by this source or another: a resource and its
 * handout hold the same text), or contained in a quoted one, is left out, and so is a sentence
 * already quoted; a source with nothing new is not shown.
 */
function selectQuotes(passages: AnswerPassage[], stems: Set<string>) {
  const quotedBodies: string[] = [];
  const quotedSentences = new Set<string>();
  const bySource = new Map<number, { title: string; quotes: string[][] }>();
  for (const p of passages) {
    const source = bySource.get(p.n);
    if (source ? source.quotes.length >= PASSAGES_PER_SOURCE : bySource.size >= MAX_SOURCES) continue;
    const body = comparable(p.body);
    if (quotedBodies.some((q) => q.includes(body))) continue;
    const quote = quoteOf(p.body, stems, quotedSentences);
    if (quote.length === 0) continue;
    quotedBodies.push(body);
    for (const sentence of quote) quotedSentences.add(comparable(sentence));
    if (source) source.quotes.push(quote);
    else bySource.set(p.n, { title: p.title, quotes: [quote] });
  }
  return bySource;
}

/**
 * The embedded default: no model, an answer made of the best passages, quoted with their sources
 * ([1], [2]) and streamed sentence by sentence as it is put together.
 */
export function createExtractiveComposer(): AnswerComposer {
  return {
    name: 'extractive',
    async *compose({ prompt, promptType, passages, includeCitations, cite }: ComposeInput) {
      const bySource = selectQuotes(passages, new Set(queryTerms(prompt).map(stemOf)));
      if (bySource.size === 0) {
        yield ASSISTANT_TEXT.knowledgeGap;
        return;
      }
      yield promptType === 'keyword' ? `Here is what I found about "${escapeMarkdown(prompt.trim())}":\n\n` : 'Here is what I found in our content:\n\n';
      let first = true;
      for (const [n, { title, quotes }] of bySource) {
        cite?.(n);
        yield `${first ? '' : '\n\n'}**${escapeMarkdown(title)}**${includeCitations ? ` [${n}]` : ''}\n`;
        first = false;
        for (const [i, quote] of quotes.entries()) {
          for (const [j, sentence] of quote.entries()) yield `${j === 0 ? `${i ? '\n' : ''}> ` : ' '}${escapeMarkdown(sentence)}`;
          yield '\n';
        }
      }
    },
  };
}
