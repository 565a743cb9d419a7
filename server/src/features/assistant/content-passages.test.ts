import { describe, expect, it } from 'vitest';
import { htmlBlocks, passagesOf, snippetOf, textBlocks } from './content-passages.ts';

describe('htmlBlocks', () => {
  it('keeps the text of block elements, marks headings and drops scripts, styles and attributes', () => {
    const html = `<h2 onclick="x()">Lockout/tagout</h2><p>Isolate <b>every</b> energy&nbsp;source &amp; lock it.</p>
      <script>alert(1)</script><style>p{}</style><ul><li>Electrical</li><li>Hydraulic &lt;and&gt; pneumatic</li></ul><img src=x onerror=alert(1)>`;
    expect(htmlBlocks(html)).toEqual([
      { heading: true, text: 'Lockout/tagout' },
      { heading: false, text: 'Isolate every energy source & lock it.' },
      { heading: false, text: 'Electrical' },
      { heading: false, text: 'Hydraulic <and> pneumatic' },
    ]);
  });

  it.each([[null], [''], ['<p> </p>']])('gives nothing for %j', (html) => expect(htmlBlocks(html)).toEqual([]));

  it('reads plain text as one block per line', () => {
    expect(textBlocks('First line.\n\n  Second   line. \r\nThird')).toEqual([
      { heading: false, text: 'First line.' },
      { heading: false, text: 'Second line.' },
      { heading: false, text: 'Third' },
    ]);
  });

  it('marks Markdown headings, in plain text and in a body without tags', () => {
    const markdown = '## Wages\nPay starts at $13.40 an hour.\n#1 priority: safety.';
    const expected = [
      { heading: true, text: 'Wages' },
      { heading: false, text: 'Pay starts at $13.40 an hour.' },
      { heading: false, text: '#1 priority: safety.' },
    ];
    expect(textBlocks(markdown)).toEqual(expected);
    expect(htmlBlocks(markdown)).toEqual(expected);
  });

  it.each([
    [
      'a short line without an end mark before a paragraph',
      'Lockout/tagout\nBefore you clear a jam, lock it out.',
      [true, false],
    ],
    ['a step title with a colon inside', 'Step 1: Create your account\nSign up on this site.', [true, false]],
    ['a list of short lines', 'Tools\nElectrical\nHydraulic\nBring them all.', [false, false, false, false]],
    ['a short line ending a page', 'Bring your ID.\nSee you there', [false, false]],
    ['a sentence', 'Wages rise every year.\nAsk HR.', [false, false]],
  ])('reads a heading of plain text (a document page) from its shape: %s', (_what, text, headings) => {
    expect(textBlocks(text).map((b) => b.heading)).toEqual(headings);
  });
});

describe('passagesOf', () => {
  const long = 'A sentence that goes on for a while about lockout. '.repeat(30).trim();

  it('puts each paragraph under its heading and joins short ones', () => {
    const blocks = [
      { heading: true, text: 'Step 1' },
      { heading: false, text: 'Short.' },
      { heading: false, text: 'A paragraph long enough to stand as a passage on its own, with some more words in it.' },
      { heading: true, text: 'Empty heading' },
      { heading: true, text: 'Step 2' },
      { heading: false, text: 'Last words.' },
    ];
    expect(passagesOf(blocks)).toEqual([
      {
        heading: 'Step 1',
        body: 'Short. A paragraph long enough to stand as a passage on its own, with some more words in it.',
      },
      { heading: null, body: 'Empty heading' },
      { heading: 'Step 2', body: 'Last words.' },
    ]);
  });

  it('splits long paragraphs at sentence ends', () => {
    const passages = passagesOf([{ heading: false, text: long }], { max: 300 });
    expect(passages.length).toBeGreaterThan(4);
    expect(passages.every((p) => p.body.length <= 300 && p.body.endsWith('.'))).toBe(true);
    expect(passages.map((p) => p.body).join(' ')).toBe(long);
  });

  it('never splits a long paragraph inside a number or after an abbreviation', () => {
    const text = 'Pay starts at $13.40 an hour, e.g. for Dr. Lee in the U.S. Department of Labor program. '
      .repeat(6)
      .trim();
    const passages = passagesOf([{ heading: false, text }], { max: 200 });
    expect(passages.map((p) => p.body)).toEqual(
      Array(3).fill(
        'Pay starts at $13.40 an hour, e.g. for Dr. Lee in the U.S. Department of Labor program. '.repeat(2).trim(),
      ),
    );
  });

  it('shortens snippets at a word', () => {
    expect(snippetOf('short')).toBe('short');
    expect(snippetOf(long, 40)).toBe('A sentence that goes on for a while…');
  });
});
