import { ASSISTANT_TEXT } from '@pathcraft/sdk';
import { escapeMarkdown, type AnswerComposer, type AnswerPassage, type ComposeInput } from './answer-composer.ts';
import { queryTerms } from './search-content.ts';

const MAX_SOURCES = 3;
const PASSAGES_PER_SOURCE = 2;
const SENTENCES_PER_PASSAGE = 3;

const sentencesOf = (text: string) => (text.match(/[^.!?]+(?:[.!?]+["')\]]*|$)/g) ?? [text]).map((s) => s.trim()).filter(Boolean);

/** Word stems, roughly: the first five letters, so 'applying' meets 'apply' and 'apprentices' 'apprenticeship'. */
const stemOf = (word: string) => word.slice(0, 5);

/** The sentences of a passage that share words with the question, in their order; else its opening. */
export function quoteOf(body: string, stems: Set<string>): string[] {
  const sentences = sentencesOf(body);
  const matching = sentences.filter((s) => queryTerms(s).some((w) => stems.has(stemOf(w))));
  return (matching.length ? matching : sentences).slice(0, SENTENCES_PER_PASSAGE);
}

/**
 * The embedded default: no model, an answer made of the best passages, quoted with their sources
 * ([1], [2]) and streamed sentence by sentence as it is put together.
 */
export function createExtractiveComposer(): AnswerComposer {
  return {
    name: 'extractive',
    async *compose({ prompt, promptType, passages, includeCitations, cite }: ComposeInput) {
      if (passages.length === 0) {
        yield ASSISTANT_TEXT.knowledgeGap;
        return;
      }
      const stems = new Set(queryTerms(prompt).map(stemOf));
      const bySource = new Map<number, AnswerPassage[]>();
      for (const p of passages) {
        const list = bySource.get(p.n) ?? [];
        if (list.length < PASSAGES_PER_SOURCE) bySource.set(p.n, [...list, p]);
      }
      yield promptType === 'keyword' ? `Here is what I found about "${escapeMarkdown(prompt.trim())}":\n\n` : 'Here is what I found in our content:\n\n';
      let first = true;
      for (const [n, list] of [...bySource].slice(0, MAX_SOURCES)) {
        cite?.(n);
        yield `${first ? '' : '\n\n'}**${escapeMarkdown(list[0]!.title)}**${includeCitations ? ` [${n}]` : ''}\n`;
        first = false;
        for (const [i, passage] of list.entries()) {
          const quote = quoteOf(passage.body, stems);
          for (const [j, sentence] of quote.entries()) yield `${j === 0 ? `${i ? '\n' : ''}> ` : ' '}${escapeMarkdown(sentence)}`;
          yield '\n';
        }
      }
    },
  };
}
