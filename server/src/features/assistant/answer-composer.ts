import type { PromptType } from '@pathcraft/sdk';
import type { Config } from '../../config.ts';
import { createExtractiveComposer } from './compose-extractive.ts';
import { createLlmComposer } from './compose-with-llm.ts';

/** A passage to answer from, with the number of the source it cites. */
export interface AnswerPassage {
  n: number;
  /** The kind of record it comes from (content-records.ts ContentKind). */
  kind?: string;
  title: string;
  heading: string | null;
  body: string;
}

export interface ComposeInput {
  prompt: string;
  promptType: PromptType;
  passages: AnswerPassage[];
  history: { role: 'user' | 'assistant'; content: string }[];
  systemPrompt: string | null;
  includeCitations: boolean;
  /** The idf of the prompt's search words in the content, to weigh how much of it a passage covers. */
  weights?: ReadonlyMap<string, number>;
  signal?: AbortSignal;
  /** Reports a source the answer quotes, so only those are listed beneath it. */
  cite?: (n: number) => void;
}

/**
 * Writes an answer from retrieved passages as a stream of text (Markdown without HTML). The
 * embedded default quotes the passages; with LLM_BASE_URL an OpenAI-compatible model writes it.
 * Either answers exactly ASSISTANT_TEXT.knowledgeGap when the passages do not answer the question
 * (chat-engine.ts then counts the question as a knowledge gap).
 */
export interface AnswerComposer {
  readonly name: 'extractive' | 'llm';
  compose(input: ComposeInput): AsyncIterable<string>;
}

/** Chosen once, from the config, at start-up. */
export function createAnswerComposer(config: Pick<Config, 'llm'>, fetchImpl: typeof fetch = fetch): AnswerComposer {
  return config.llm ? createLlmComposer(config.llm, fetchImpl) : createExtractiveComposer();
}
