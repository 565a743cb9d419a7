import { DRAFT_HTML_TAGS, type PromptPreset } from '@pathcraft/sdk';
import type { ChatCompletionMessage } from '../assistant/compose-with-llm.ts';
import type { DraftSource } from './extractive-drafts.ts';

/** Plenty for a material (50 000 characters of text at most) while keeping the request bounded. */
const SOURCE_MAX_CHARS = 60_000;

const FORMAT = [
  `Answer with HTML only, using only these tags: ${DRAFT_HTML_TAGS.map((t) => `<${t}>`).join(', ')}.`,
  'No other tags, no attributes, no Markdown, no code fences, no text outside the tags.',
  'Use only facts from the source: do not invent names, numbers, dates or links. Write in the language of the source.',
].join(' ');

const TASK: Record<PromptPreset, string> = {
  qaPairs:
    'Write exactly 3 question/answer pairs a learner could study from: each question in an <h3>, its answer in one or two <p> right after it.',
  mainPoints:
    'Write the main points and observations: an <h2>Main points</h2> followed by a <ul> of the key points, then an <h2>Observations</h2> followed by two or three <p> on what the source means for a learner.',
  linkedInPost:
    'Write a LinkedIn post about it: a short hook in a <p>, then a <ul> of exactly 3 key points, then a closing line in a <p> that invites readers to respond. At most 150 words.',
  email:
    'Write an e-mail that shares it: first a <p> that starts with <strong>Subject:</strong> and the subject line, then a greeting in a <p>, the key points as a <ul>, and a sign-off in a <p>.',
};

/** The system prompt of a preset. */
export function draftSystemPrompt(promptType: PromptPreset): string {
  return `You help the author of a learning material on a workforce-training platform write a draft from a source text. ${TASK[promptType]} ${FORMAT}`;
}

/** The source as the model reads it: its title, then its text with Markdown headings. */
export function draftSourceText(source: DraftSource): string {
  const text = source.blocks.map((b) => (b.heading ? `## ${b.text}` : b.text)).join('\n\n');
  return `Title: ${source.title}\n\n${text.length > SOURCE_MAX_CHARS ? text.slice(0, SOURCE_MAX_CHARS) : text}`;
}

export function draftMessages(promptType: PromptPreset, source: DraftSource): ChatCompletionMessage[] {
  return [
    { role: 'system', content: draftSystemPrompt(promptType) },
    { role: 'user', content: draftSourceText(source) },
  ];
}
