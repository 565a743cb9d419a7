import { describe, expect, it } from 'vitest';
import type { AnswerPassage } from './answer-composer.ts';
import { createExtractiveComposer } from './compose-extractive.ts';

async function answer(prompt: string, passages: AnswerPassage[]) {
  const cited: number[] = [];
  let text = '';
  for await (const piece of createExtractiveComposer().compose({
    prompt,
    promptType: 'prompt',
    passages,
    history: [],
    systemPrompt: null,
    includeCitations: true,
    cite: (n) => cited.push(n),
  }))
    text += piece;
  return { text, cited };
}

const LOCKOUT = 'Before you clear a jam, every energy source must be locked. Each worker applies their own lock.';
const passage = (n: number, title: string, body: string, heading: string | null = null): AnswerPassage => ({
  n,
  title,
  heading,
  body,
});

describe('the extractive composer', () => {
  it('quotes a passage once, though another source or a longer passage holds it too', async () => {
    const { text, cited } = await answer('How do I lock a machine before I clear a jam?', [
      passage(1, 'OSHA 10 safety basics', LOCKOUT, 'Lockout/tagout'),
      passage(1, 'OSHA 10 safety basics', 'Each worker applies their own lock.'),
      passage(2, 'OSHA 10 handout', LOCKOUT, 'Lockout/tagout'),
      passage(3, 'First-week checklist', `Bring a padlock for lockout. ${LOCKOUT}`),
    ]);
    expect(text).toBe(
      'Here is what I found in our content:\n\n**OSHA 10 safety basics** [1]\n> Before you clear a jam, every energy source must be locked. Each worker applies their own lock.\n\n\n**First-week checklist** [3]\n> Bring a padlock for lockout.\n',
    );
    expect(cited).toEqual([1, 3]);
  });

  it('never quotes a Markdown heading, nor as the start of a sentence', async () => {
    const { text } = await answer('What is the wage?', [
      passage(1, 'Pay', '## Wages\nThe wage starts at $13.40 an hour.\n\n## Hours\nShifts rotate.'),
    ]);
    expect(text).toBe('Here is what I found in our content:\n\n**Pay** [1]\n> The wage starts at $13.40 an hour.\n');
  });
});
