import { MATERIAL_DRAFT_TEXT, type PromptPreset } from '@pathcraft/sdk';
import { describe, expect, it } from 'vitest';
import { htmlBlocks, textBlocks } from '../assistant/content-passages.ts';
import { extractiveDraft, questionOfHeading, questionOfSentence } from './extractive-drafts.ts';

const NOTICE = `<p><em>${MATERIAL_DRAFT_TEXT.extractiveNotice}</em></p>`;

/** A body with an introduction and two headed sections. */
const HEADED = {
  title: 'Shop safety',
  blocks: htmlBlocks(
    '<p>Safety on the shop floor starts before the shift begins.</p><h2>Lockout</h2><p>Lock every energy source on the machine before you clear a jam. Test the machine after locking it out.</p><h2>Guards</h2><p>Never remove a machine guard. Report a missing guard to your supervisor & tag the machine.</p>',
  ),
};
/** A transcript: no headings at all. */
const PLAIN = {
  title: 'Mentors and shifts',
  blocks: textBlocks(
    'Our plant runs three shifts. Every apprentice works with a journeyworker mentor on each shift. Mentors sign off competencies in the training plan every week.\nApprentices keep a notebook of every machine they work on. The notebook helps mentors sign off competencies quickly.',
  ),
};
const LINKEDIN_CLOSING = '<p>What would you add? Share your experience in the comments.</p>';

describe('extractiveDraft', () => {
  it.each<[string, PromptPreset, typeof HEADED, string[]]>([
    [
      'questions from the headings, then from key sentences when headings run out',
      'qaPairs',
      HEADED,
      [
        '<h3>What should you know about “Lockout”?</h3><p>Lock every energy source on the machine before you clear a jam. Test the machine after locking it out.</p>',
        '<h3>What should you know about “Guards”?</h3><p>Never remove a machine guard. Report a missing guard to your supervisor &amp; tag the machine.</p>',
        '<h3>What should you know about safety and shop?</h3><p>Safety on the shop floor starts before the shift begins.</p>',
      ],
    ],
    [
      'questions from key sentences when there are no headings',
      'qaPairs',
      PLAIN,
      [
        '<h3>What should you know about apprentice and mentor?</h3><p>Every apprentice works with a journeyworker mentor on each shift. Mentors sign off competencies in the training plan every week.</p>',
        '<h3>What should you know about apprentices and notebook?</h3><p>Apprentices keep a notebook of every machine they work on.</p>',
        '<h3>What should you know about notebook and mentors?</h3><p>The notebook helps mentors sign off competencies quickly.</p>',
      ],
    ],
    [
      'main points: each heading with its key sentence',
      'mainPoints',
      HEADED,
      [
        '<h2>Main points</h2>',
        '<ul><li>Safety on the shop floor starts before the shift begins.</li><li><strong>Lockout</strong>: Lock every energy source on the machine before you clear a jam.</li><li><strong>Guards</strong>: Never remove a machine guard.</li></ul>',
      ],
    ],
    [
      'main points: the key sentences without headings',
      'mainPoints',
      PLAIN,
      [
        '<h2>Main points</h2>',
        '<ul><li>Our plant runs three shifts.</li><li>Every apprentice works with a journeyworker mentor on each shift.</li><li>Mentors sign off competencies in the training plan every week.</li><li>Apprentices keep a notebook of every machine they work on.</li><li>The notebook helps mentors sign off competencies quickly.</li></ul>',
      ],
    ],
    [
      'a LinkedIn post: a short hook, 3 key points, a closing line',
      'linkedInPost',
      PLAIN,
      [
        '<p><strong>Mentors and shifts</strong>: Every apprentice works with a journeyworker mentor on each shift.</p>',
        '<ul><li>Mentors sign off competencies in the training plan every week.</li><li>Apprentices keep a notebook of every machine they work on.</li><li>The notebook helps mentors sign off competencies quickly.</li></ul>',
        LINKEDIN_CLOSING,
      ],
    ],
    [
      'a LinkedIn post from a headed body',
      'linkedInPost',
      HEADED,
      [
        '<p><strong>Shop safety</strong>: Never remove a machine guard.</p>',
        '<ul><li>Safety on the shop floor starts before the shift begins.</li><li>Lock every energy source on the machine before you clear a jam.</li><li>Report a missing guard to your supervisor &amp; tag the machine.</li></ul>',
        LINKEDIN_CLOSING,
      ],
    ],
    [
      'an e-mail: subject, greeting, key points, sign-off',
      'email',
      HEADED,
      [
        '<p><strong>Subject:</strong> Shop safety</p>',
        '<p>Hello,</p>',
        '<p>Here are the key points of “Shop safety”:</p>',
        '<ul><li>Safety on the shop floor starts before the shift begins.</li><li><strong>Lockout</strong>: Lock every energy source on the machine before you clear a jam.</li><li><strong>Guards</strong>: Never remove a machine guard.</li></ul>',
        '<p>Best regards,</p>',
      ],
    ],
  ])('%s (%s)', (_name, preset, source, expected) => {
    expect(extractiveDraft(preset, source)).toEqual([NOTICE, ...expected]);
  });

  it('escapes the source: its text never becomes markup', () => {
    const html = extractiveDraft('mainPoints', {
      title: '<b>T</b>',
      blocks: textBlocks('Use <script>alert(1)</script> "quotes" & more words in this sentence.'),
    }).join('');
    expect(html).toContain(
      'Use &lt;script&gt;alert(1)&lt;/script&gt; &quot;quotes&quot; &amp; more words in this sentence.',
    );
    expect(html).not.toContain('<script>');
  });

  it('is only the notice when the source has no sentences', () => {
    expect(extractiveDraft('email', { title: 'Empty', blocks: [] })).toEqual([NOTICE]);
  });
});

describe('questionOfHeading', () => {
  it.each([
    ['Lockout/tagout', 'What should you know about “Lockout/tagout”?'],
    ['Step 1: Create your account.', 'What should you know about “Step 1: Create your account”?'],
    ['Who can apply?', 'Who can apply?'],
  ])('%j → %j', (heading, question) => expect(questionOfHeading(heading)).toBe(question));
});

describe('questionOfSentence', () => {
  it.each([
    [
      'the two most recurring words, as the sentence spells them',
      'OSHA training covers lockout.',
      { osha: 3, train: 1, cover: 1, locko: 2 },
      'What should you know about OSHA and lockout?',
    ],
    ['one word when that is all there is', 'Ladders.', { ladde: 1 }, 'What should you know about ladders?'],
    ['no topic words', 'It is what it is.', {}, 'What should you know about this?'],
  ])('%s', (_name, sentence, frequency, question) => {
    expect(questionOfSentence(sentence, new Map(Object.entries(frequency)))).toBe(question);
  });
});
