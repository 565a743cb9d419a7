import { ASSISTANT_TEXT } from '@pathcraft/sdk';
import type { AnswerComposer, AnswerPassage, ComposeInput } from './answer-composer.ts';
import { answeredFoci, coverage, holdsRequired, questionOf, speaksTo, type Question } from './relevance.ts';
import { splitSentences } from './split-sentences.ts';

/** Markdown's special characters in quoted content, escaped so they show as written. */
const escapeMarkdown = (text: string) => text.replace(/([\\`*_[\]<>#|])/g, '\\$1');

const MAX_SOURCES = 3;
const PASSAGES_PER_SOURCE = 2;
const SENTENCES_PER_PASSAGE = 3;
/**
 * The share of the question (relevance.ts coverage) a passage must hold to be quoted: two thirds,
 * so a passage that holds only the question's common words, or one of its two subjects, is not
 * an answer. The search's threshold (0.3) finds candidates; this decides what answers. On the
 * demo's question table (question-table.test.ts) answers cover 0.79 or more, the best passage
 * for a question the content does not answer 0.57 or less.
 */
export const ANSWER_COVERAGE = 2 / 3;

/** Text compared for repeats: case and spacing do not make a passage new. */
const comparable = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The sentences of a passage that speak to the question (hold its words, or the kind of answer it
 * asks for), in their order, those with the asked-for answer first chosen; none when no sentence
 * does. Headings are never quoted, nor are sentences in `quoted` (already in the answer).
 */
export function quoteOf(body: string, question: Question, quoted: ReadonlySet<string> = new Set()): string[] {
  const all = splitSentences(body)
    .filter((s) => !s.heading && !quoted.has(comparable(s.text)))
    .map((s) => s.text);
  const sentences = all.filter((s) => speaksTo(question, s));
  const answering = sentences.filter((s) => answeredFoci(question, s).length > 0);
  const chosen = new Set([...answering, ...sentences].slice(0, SENTENCES_PER_PASSAGE));
  return sentences.filter((s) => chosen.has(s));
}

/** What to quote of a passage that covers the question: its sentences that speak to it, else (its title or heading does) its opening. */
function quoteOfPassage(p: AnswerPassage, question: Question, quoted: ReadonlySet<string>): string[] {
  const quote = quoteOf(p.body, question, quoted);
  if (quote.length) return quote;
  return splitSentences(p.body)
    .filter((s) => !s.heading && !quoted.has(comparable(s.text)))
    .map((s) => s.text)
    .slice(0, SENTENCES_PER_PASSAGE);
}

/**
 * The passages to quote: those that cover the question (ANSWER_COVERAGE) and hold the kind of
 * answer it asks for alone (a price for 'how much': relevance.ts holdsRequired), the best covering first
 * (in the order found among equals), grouped by source, at most PASSAGES_PER_SOURCE per source and
 * MAX_SOURCES sources. A passage already quoted (by this source or another: a resource and its
 * handout hold the same text), or contained in a quoted one, is left out, and so is a sentence
 * already quoted; a source with nothing new is not shown.
 */
function selectQuotes(passages: AnswerPassage[], question: Question) {
  const quotedBodies: string[] = [];
  const quotedSentences = new Set<string>();
  const bySource = new Map<number, { title: string; quotes: string[][] }>();
  const answering = passages
    .map((p, i) => ({ p, i, covered: coverage(question, p) }))
    .filter((a) => a.covered >= ANSWER_COVERAGE && holdsRequired(question, a.p))
    .sort((a, b) => b.covered - a.covered || a.i - b.i);
  for (const { p } of answering) {
    const source = bySource.get(p.n);
    if (source ? source.quotes.length >= PASSAGES_PER_SOURCE : bySource.size >= MAX_SOURCES) continue;
    const body = comparable(p.body);
    if (quotedBodies.some((q) => q.includes(body))) continue;
    const quote = quoteOfPassage(p, question, quotedSentences);
    if (quote.length === 0) continue;
    quotedBodies.push(body);
    for (const sentence of quote) quotedSentences.add(comparable(sentence));
    if (source) source.quotes.push(quote);
    else bySource.set(p.n, { title: p.title, quotes: [quote] });
  }
  return bySource;
}

/**
 * The embedded default: no model, an answer made of the passages that answer the question, quoted
 * with their sources ([1], [2]) and streamed sentence by sentence as it is put together; the
 * knowledge-gap reply when none does.
 */
export function createExtractiveComposer(): AnswerComposer {
  return {
    name: 'extractive',
    async *compose({ prompt, promptType, passages, includeCitations, cite, weights }: ComposeInput) {
      const bySource = selectQuotes(passages, questionOf(prompt, weights));
      if (bySource.size === 0) {
        yield ASSISTANT_TEXT.knowledgeGap;
        return;
      }
      yield promptType === 'keyword'
        ? `Here is what I found about "${escapeMarkdown(prompt.trim())}":\n\n`
        : 'Here is what I found in our content:\n\n';
      let first = true;
      for (const [n, { title, quotes }] of bySource) {
        cite?.(n);
        yield `${first ? '' : '\n\n'}**${escapeMarkdown(title)}**${includeCitations ? ` [${n}]` : ''}\n`;
        first = false;
        for (const [i, quote] of quotes.entries()) {
          for (const [j, sentence] of quote.entries())
            yield `${j === 0 ? `${i ? '\n' : ''}> ` : ' '}${escapeMarkdown(sentence)}`;
          yield '\n';
        }
      }
    },
  };
}
