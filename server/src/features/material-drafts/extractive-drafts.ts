import { MATERIAL_DRAFT_TEXT, type PromptPreset } from '@pathcraft/sdk';
import type { Block } from '../assistant/content-passages.ts';
import { queryTerms } from '../assistant/search-content.ts';
import { splitSentences } from '../assistant/split-sentences.ts';

/**
 * The embedded default for drafts: no model, so every point is a sentence of the source as
 * written, chosen by how many of its words recur in the source (and in its title and heading).
 * Templated words (questions, greeting, sign-off) frame them; the first paragraph says so.
 */

export interface DraftSource {
  title: string;
  /** The source's text blocks, headings marked (htmlBlocks or textBlocks). */
  blocks: Block[];
}

interface KeySentence {
  text: string;
  position: number;
  stems: string[];
  score: number;
}

interface Section {
  heading: string | null;
  sentences: KeySentence[];
}

const QA_PAIRS = 3;
const MAIN_POINTS = 8;
const EMAIL_POINTS = 5;
const POST_POINTS = 3;
const HOOK_MAX_CHARS = 160;
/** Sentences with fewer content words say little on their own ('Bring a photo ID.'). */
const SHORT_SENTENCE_TERMS = 4;

export const LINKEDIN_CLOSING = 'What would you add? Share your experience in the comments.';
export const EMAIL_GREETING = 'Hello,';
export const EMAIL_SIGN_OFF = 'Best regards,';

/** Content words that make no topic ('every week', 'also'): never asked about. */
const NOT_TOPICS = new Set([
  'every',
  'each',
  'any',
  'all',
  'some',
  'many',
  'much',
  'more',
  'most',
  'also',
  'just',
  'always',
  'never',
  'often',
  'only',
  'even',
  'still',
  'well',
  'make',
  'made',
  'need',
  'one',
  'two',
  'three',
  'first',
  'new',
]);

/** Word stems, roughly: the first five letters, so 'applying' meets 'apply' and 'apprentices' 'apprenticeship'. */
const stemOf = (word: string) => word.slice(0, 5);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const stemsOf = (text: string) => [...new Set(queryTerms(text).map(stemOf))];

function sectionsOf(blocks: Block[]): Section[] {
  const sections: Section[] = [{ heading: null, sentences: [] }];
  let position = 0;
  for (const block of blocks) {
    if (block.heading) {
      sections.push({ heading: block.text, sentences: [] });
      continue;
    }
    for (const { text } of splitSentences(block.text))
      sections.at(-1)!.sentences.push({ text, position: position++, stems: stemsOf(text), score: 0 });
  }
  return sections.filter((s) => s.sentences.length > 0);
}

/** How often each stem recurs across sentences, plus a bonus for the title's and the section heading's words. */
function score(sections: Section[], title: string): Map<string, number> {
  const frequency = new Map<string, number>();
  for (const s of sections.flatMap((section) => section.sentences))
    for (const stem of s.stems) frequency.set(stem, (frequency.get(stem) ?? 0) + 1);
  const titleStems = new Set(stemsOf(title));
  for (const section of sections) {
    const headingStems = new Set(stemsOf(section.heading ?? ''));
    for (const s of section.sentences) {
      const weight = s.stems.reduce(
        (sum, stem) =>
          sum + frequency.get(stem)! - 1 + (titleStems.has(stem) ? 2 : 0) + (headingStems.has(stem) ? 1 : 0),
        0,
      );
      s.score = s.stems.length ? weight / Math.sqrt(s.stems.length) : 0;
      if (s.stems.length < SHORT_SENTENCE_TERMS) s.score /= 2;
    }
  }
  return frequency;
}

/** Sentences from the best to the least, the earlier first among equals. */
const ranked = (sentences: KeySentence[]) =>
  [...sentences].sort((a, b) => b.score - a.score || a.position - b.position);

/** The n best sentences, in the order the source has them. */
const best = (sentences: KeySentence[], n: number) =>
  ranked(sentences)
    .slice(0, n)
    .sort((a, b) => a.position - b.position);

/** A key point per headed section (its best sentence under its heading); without headings, the best sentences. */
function keyPoints(sections: Section[], max: number): { heading: string | null; text: string }[] {
  if (!sections.some((s) => s.heading))
    return best(
      sections.flatMap((s) => s.sentences),
      max,
    ).map((s) => ({ heading: null, text: s.text }));
  return sections.slice(0, max).map((s) => ({ heading: s.heading, text: best(s.sentences, 1)[0]!.text }));
}

const pointItem = (p: { heading: string | null; text: string }) =>
  `<li>${p.heading ? `<strong>${escapeHtml(p.heading)}</strong>: ` : ''}${escapeHtml(p.text)}</li>`;

export function questionOfHeading(heading: string): string {
  if (heading.endsWith('?')) return heading;
  return `What should you know about “${heading.replace(/[\s.:;,!]+$/, '')}”?`;
}

/** A question about a sentence's two most recurring words, as the sentence spells them. */
export function questionOfSentence(sentence: string, frequency: ReadonlyMap<string, number>): string {
  const words = (sentence.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).map((word, i) => {
    const term = queryTerms(word).find((t) => !NOT_TOPICS.has(t));
    // The sentence's first word is capitalized for the sentence, not for itself.
    const shown = i === 0 && word !== word.toUpperCase() ? word.toLowerCase() : word;
    return { shown, stem: term ? stemOf(term) : null };
  });
  const seen = new Set<string>();
  const candidates = words.filter(
    (w): w is { shown: string; stem: string } => !!w.stem && !seen.has(w.stem) && !!seen.add(w.stem),
  );
  const topics = [...candidates]
    .sort((a, b) => frequency.get(b.stem)! - frequency.get(a.stem)!)
    .slice(0, 2)
    .sort((a, b) => candidates.indexOf(a) - candidates.indexOf(b))
    .map((w) => w.shown);
  return topics.length ? `What should you know about ${topics.join(' and ')}?` : 'What should you know about this?';
}

function qaPairs(sections: Section[], frequency: Map<string, number>): string[] {
  const pairs: { question: string; answer: KeySentence[] }[] = sections
    .filter((s) => s.heading)
    .slice(0, QA_PAIRS)
    .map((s) => ({ question: questionOfHeading(s.heading!), answer: best(s.sentences, 2) }));
  // Too few headings: the best sentences not already in an answer make the rest, with the sentence after each.
  const used = new Set(pairs.flatMap((p) => p.answer));
  const extra: typeof pairs = [];
  for (const s of ranked(sections.flatMap((sec) => sec.sentences).filter((x) => x.stems.length > 0))) {
    if (pairs.length + extra.length >= QA_PAIRS) break;
    if (used.has(s)) continue;
    const section = sections.find((sec) => sec.sentences.includes(s))!;
    const next = section.sentences[section.sentences.indexOf(s) + 1];
    const answer = next && !used.has(next) ? [s, next] : [s];
    for (const a of answer) used.add(a);
    extra.push({ question: questionOfSentence(s.text, frequency), answer });
  }
  pairs.push(...extra.sort((a, b) => a.answer[0]!.position - b.answer[0]!.position));
  return pairs.map(
    (p) => `<h3>${escapeHtml(p.question)}</h3><p>${escapeHtml(p.answer.map((s) => s.text).join(' '))}</p>`,
  );
}

function linkedInPost(title: string, sections: Section[]): string[] {
  const all = sections.flatMap((s) => s.sentences);
  const hook = ranked(all.filter((s) => s.text.length <= HOOK_MAX_CHARS))[0];
  const points = best(
    all.filter((s) => s !== hook),
    POST_POINTS,
  );
  return [
    `<p><strong>${escapeHtml(title)}</strong>${hook ? `: ${escapeHtml(hook.text)}` : ''}</p>`,
    ...(points.length ? [`<ul>${points.map((s) => `<li>${escapeHtml(s.text)}</li>`).join('')}</ul>`] : []),
    `<p>${escapeHtml(LINKEDIN_CLOSING)}</p>`,
  ];
}

function email(title: string, sections: Section[]): string[] {
  return [
    `<p><strong>Subject:</strong> ${escapeHtml(title)}</p>`,
    `<p>${escapeHtml(EMAIL_GREETING)}</p>`,
    `<p>Here are the key points of “${escapeHtml(title)}”:</p>`,
    `<ul>${keyPoints(sections, EMAIL_POINTS).map(pointItem).join('')}</ul>`,
    `<p>${escapeHtml(EMAIL_SIGN_OFF)}</p>`,
  ];
}

/**
 * A draft of the preset from the source, as HTML fragments to stream (each whole blocks, text
 * escaped), starting with the paragraph that says it is extractive.
 */
export function extractiveDraft(promptType: PromptPreset, source: DraftSource): string[] {
  const sections = sectionsOf(source.blocks);
  const frequency = score(sections, source.title);
  const notice = `<p><em>${escapeHtml(MATERIAL_DRAFT_TEXT.extractiveNotice)}</em></p>`;
  if (sections.length === 0) return [notice];
  switch (promptType) {
    case 'qaPairs':
      return [notice, ...qaPairs(sections, frequency)];
    case 'mainPoints':
      return [notice, '<h2>Main points</h2>', `<ul>${keyPoints(sections, MAIN_POINTS).map(pointItem).join('')}</ul>`];
    case 'linkedInPost':
      return [notice, ...linkedInPost(source.title, sections)];
    case 'email':
      return [notice, ...email(source.title, sections)];
  }
}
