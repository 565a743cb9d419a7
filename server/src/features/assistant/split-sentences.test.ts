import { describe, expect, it } from 'vitest';
import { splitSentences } from './split-sentences.ts';

const texts = (text: string) => splitSentences(text).map((s) => (s.heading ? `# ${s.text}` : s.text));

describe('splitSentences', () => {
  it.each([
    ['sentence ends', 'One. Two! Three? Four', ['One.', 'Two!', 'Three?', 'Four']],
    [
      'money',
      'The apprenticeship starts at $13.40 an hour. It reaches $24.80.',
      ['The apprenticeship starts at $13.40 an hour.', 'It reaches $24.80.'],
    ],
    [
      'percentages and thousands',
      'Wages rose 3.5% last year. The fund paid $1,000.50 each. Done.',
      ['Wages rose 3.5% last year.', 'The fund paid $1,000.50 each.', 'Done.'],
    ],
    [
      'a number ending a sentence',
      'The course began in 2019. It runs every spring.',
      ['The course began in 2019.', 'It runs every spring.'],
    ],
    [
      'e.g. and i.e.',
      'Bring tools, e.g. a tape measure. Wear boots, i.e. steel-toed ones.',
      ['Bring tools, e.g. a tape measure.', 'Wear boots, i.e. steel-toed ones.'],
    ],
    [
      'e.g. before a capital',
      'Some hazards, e.g. Electrical ones, need a lock.',
      ['Some hazards, e.g. Electrical ones, need a lock.'],
    ],
    ['titles', 'Ask Mr. Lee or Dr. Patel. Ms. Diaz signs.', ['Ask Mr. Lee or Dr. Patel.', 'Ms. Diaz signs.']],
    [
      'U.S.',
      'The U.S. Department of Labor registers programs. It keeps a list.',
      ['The U.S. Department of Labor registers programs.', 'It keeps a list.'],
    ],
    [
      'etc. inside and at the end of a sentence',
      'Gloves, glasses, etc. are provided. Bring a lock, a badge, etc. Then sign in.',
      ['Gloves, glasses, etc. are provided.', 'Bring a lock, a badge, etc.', 'Then sign in.'],
    ],
    [
      'No. before a number',
      'See form No. 5 for details. No. That is all.',
      ['See form No. 5 for details.', 'No.', 'That is all.'],
    ],
    [
      'initials',
      'John F. Kennedy and J. R. Smith signed. Then they left.',
      ['John F. Kennedy and J. R. Smith signed.', 'Then they left.'],
    ],
    [
      'a lower-case word after a period',
      'It takes approx. two hours. Bring water.',
      ['It takes approx. two hours.', 'Bring water.'],
    ],
    [
      'a.m. and p.m.',
      'Tests start at 9 a.m. on Tuesdays. Doors close at 5 p.m. Bring ID.',
      ['Tests start at 9 a.m. on Tuesdays.', 'Doors close at 5 p.m.', 'Bring ID.'],
    ],
    [
      'closing quotes and brackets',
      'It happens "just for a second." Then it is too late. (Really.) Yes.',
      ['It happens "just for a second."', 'Then it is too late.', '(Really.)', 'Yes.'],
    ],
    [
      'web addresses and decimals without spaces',
      'Visit example.org for v2.1 of the form. Thanks.',
      ['Visit example.org for v2.1 of the form.', 'Thanks.'],
    ],
    ['an ellipsis', 'Wait... then lock it. Done.', ['Wait... then lock it.', 'Done.']],
    [
      'Markdown headings, never part of a sentence',
      '## Wages\nPay starts at $13.40 an hour.\n# Hours ##\nShifts rotate',
      ['# Wages', 'Pay starts at $13.40 an hour.', '# Hours', 'Shifts rotate'],
    ],
    [
      'a line break inside a paragraph and a blank line between paragraphs',
      'Pay starts at\n$13.40 an hour\n\nShifts rotate',
      ['Pay starts at $13.40 an hour', 'Shifts rotate'],
    ],
    ['a hash that is no heading', '#1 priority is safety. Always.', ['#1 priority is safety.', 'Always.']],
    ['nothing', '  \n ', []],
  ])('%s', (_what, text, expected) => {
    expect(texts(text)).toEqual(expected);
  });
});
