import { describe, expect, it } from 'vitest';
import { sanitizeMaterialBody } from '../materials/sanitize-material-body.ts';
import { sanitizedBlocks } from './sanitized-blocks.ts';

async function* chunked(pieces: string[]): AsyncGenerator<string> {
  yield* pieces;
}
async function collect(pieces: string[]): Promise<string[]> {
  const out: string[] = [];
  for await (const html of sanitizedBlocks(chunked(pieces), (h) => sanitizeMaterialBody(h, null))) out.push(html);
  return out;
}

describe('sanitizedBlocks', () => {
  it.each([
    [
      'a tag split across pieces waits for its block to close',
      ['<h', '2>Main po', 'ints</h2><p>One', ' two.</p>'],
      ['<h2>Main points</h2>', '<p>One two.</p>'],
    ],
    [
      'a list goes out whole, with its nested blocks',
      ['<ul><li><p>A</p></li>', '<li>B</li></ul>'],
      ['<ul><li><p>A</p></li><li>B</li></ul>'],
    ],
    ['blocks closed in one piece go out together', ['<p>A</p><p>B</p>'], ['<p>A</p><p>B</p>']],
    [
      'what may not be in a material is removed',
      ['<p onclick="x()">Hi<script>alert(1)</script></p>', '<iframe src="https://evil.test"></iframe>'],
      ['<p>Hi</p>'],
    ],
    ['code fences around the HTML are dropped', ['```html\n<p>A</p>\n', '```'], ['<p>A</p>']],
    [
      'text without block tags becomes paragraphs as they end',
      ['First paragraph', ' goes on.\n\nSecond <b>bold</b> one.'],
      ['<p>First paragraph goes on.</p>', '<p>Second <b>bold</b> one.</p>'],
    ],
    ['an unclosed block goes out at the end', ['<p>Never closed'], ['<p>Never closed</p>']],
    ['nothing but whitespace gives nothing', ['\n', '  '], []],
    ['a stray "<" in text stays text', ['Costs < $5 and > $1.'], ['<p>Costs &lt; $5 and &gt; $1.</p>']],
  ])('%s', async (_name, pieces, expected) => {
    expect(await collect(pieces)).toEqual(expected);
  });

  it('lets an endless block go once it is too long to hold', async () => {
    const long = 'word '.repeat(2000);
    const out = await collect(['<p>', long, 'end</p>']);
    expect(out).toHaveLength(2);
    expect(out[0]!.startsWith('<p>word')).toBe(true);
  });
});
