import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown.ts';
import { safeHref } from './safe-href.ts';

const text = (t: string) => ({ type: 'text', text: t });

describe('safeHref', () => {
  it.each([
    ['https://www.osha.gov/training', 'https://www.osha.gov/training'],
    ['mailto:help@example.org', 'mailto:help@example.org'],
    ['/examples/assistant.html#osha', 'http://localhost:3000/examples/assistant.html#osha'],
    ['#top', '#top'],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['//evil.example/x', null],
    ['vbscript:x', null],
  ])('%s → %s', (target, href) => expect(safeHref(target, 'http://localhost:3000')).toBe(href));

  it("keeps a path relative on the page's own origin", () => expect(safeHref('/o/demo/page', '')).toBe('/o/demo/page'));
});

describe('parseInline', () => {
  it.each([
    ['plain', [text('plain')]],
    ['**OSHA 10 safety basics** [1]', [{ type: 'strong', children: [text('OSHA 10 safety basics')] }, text(' [1]')]],
    [
      'an *emphasis* and `code`',
      [text('an '), { type: 'em', children: [text('emphasis')] }, text(' and '), { type: 'code', text: 'code' }],
    ],
    ['5 * 3 * 2', [text('5 * 3 * 2')]],
    ['\\*not bold\\* \\[1\\]', [text('*not bold* [1]')]],
    [
      'see [OSHA](https://www.osha.gov)',
      [text('see '), { type: 'link', href: 'https://www.osha.gov', children: [text('OSHA')] }],
    ],
    ['[click](javascript:alert(1))', [text('[click](javascript:alert(1))')]],
    ['<img src=x onerror=alert(1)>', [text('<img src=x onerror=alert(1)>')]],
    [
      'visit https://www.pacareerlink.pa.gov.',
      [
        text('visit '),
        { type: 'link', href: 'https://www.pacareerlink.pa.gov', children: [text('https://www.pacareerlink.pa.gov')] },
        text('.'),
      ],
    ],
    ['one\ntwo', [text('one'), { type: 'br' }, text('two')]],
  ])('%j', (input, nodes) => expect(parseInline(input)).toEqual(nodes));
});

describe('parseMarkdown', () => {
  it("reads the extractive composer's answer: intro, titled quotes", () => {
    const answer =
      'Here is what I found in our content:\n\n**OSHA 10 safety basics** [1]\n> Before you clear a jam. Each worker applies their own lock.\n\n> Guards protect you.\n\n\n**Financial aid for training** [2]\n> Cost should not be the reason.\n';
    expect(parseMarkdown(answer).map((b) => b.type)).toEqual(['p', 'p', 'quote', 'quote', 'p', 'quote']);
    expect(parseMarkdown(answer)[2]).toEqual({
      type: 'quote',
      children: [text('Before you clear a jam. Each worker applies their own lock.')],
    });
  });

  it('reads lists and headings', () => {
    expect(parseMarkdown('## Options\n- WIOA\n- Pell Grants\n\n1. Apply\n2. Interview')).toEqual([
      { type: 'h', children: [text('Options')] },
      { type: 'ul', items: [[text('WIOA')], [text('Pell Grants')]] },
      { type: 'ol', items: [[text('Apply')], [text('Interview')]] },
    ]);
  });

  it('gives nothing for nothing', () => expect(parseMarkdown('\n\n')).toEqual([]));
});
