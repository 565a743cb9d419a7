// @vitest-environment happy-dom
import { Editor } from '@tiptap/core';
import { LINK_STYLES, MATERIAL_HTML } from '@pathcraft/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { charCount } from './char-count.ts';
import { materialExtensions } from './extensions.ts';
import { downscaleTarget } from './image-resize.ts';
import { allowedLinkClass, hasAllowedScheme, isLinkDialogUrl, linkStyleClass, linkStyleOf } from './link-style.ts';
import { markdownToHtml } from './material-markdown.ts';

/** Everything in the HTML outside MATERIAL_HTML (tags, attributes, classes); empty when it conforms. */
function outsideAllowList(html: string): string[] {
  const root = document.createElement('div');
  root.innerHTML = html;
  const problems: string[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (!(MATERIAL_HTML.tags as readonly string[]).includes(tag)) problems.push(`<${tag}>`);
    for (const { name, value } of Array.from(el.attributes)) {
      if (!(MATERIAL_HTML.attributes[tag] ?? []).includes(name)) problems.push(`${tag}[${name}]`);
      if (name === 'class')
        for (const c of value.split(/\s+/))
          if (!(MATERIAL_HTML.classes[tag] ?? []).includes(c)) problems.push(`${tag}.${c}`);
    }
  }
  return problems;
}

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((e) => e.destroy()));
/** HTML as the editor's schema keeps it (what loading, pasting or importing it gives). */
function throughEditor(html: string): string {
  const editor = new Editor({ element: null, extensions: materialExtensions, content: html, injectCSS: false });
  editors.push(editor);
  return editor.getHTML();
}

describe('link button styles', () => {
  it.each(LINK_STYLES.map((s) => [s.label, s.value, s.value ? `pc-btn pc-btn--${s.value}` : null]))(
    '%s gives the class %s',
    (_label, value, expected) => {
      expect(linkStyleClass(value)).toBe(expected);
      expect(linkStyleOf(expected)).toBe(value);
    },
  );

  it('keeps only the allow-list classes of a loaded or pasted link', () => {
    expect(allowedLinkClass('pc-btn pc-btn--primary evil')).toBe('pc-btn pc-btn--primary');
    expect(allowedLinkClass('btn btn-primary')).toBeNull();
    expect(allowedLinkClass('pc-pdf-link')).toBe('pc-pdf-link');
  });

  it.each([
    ['https://example.org/a', true],
    ['http://example.org', true],
    ['mailto:team@example.org', true],
    ['tel:+15551234567', false],
    ['javascript:alert(1)', false],
    ['example.org', false],
    ['https://', false],
  ])('the link dialog accepts %s: %s', (url, ok) => expect(isLinkDialogUrl(url)).toBe(ok));

  it.each([
    ['https://example.org', true],
    ['tel:+15551234567', true],
    ['/o/demo/page/1', true],
    ['javascript:alert(1)', false],
    ['java\nscript:alert(1)', false],
    [' JAVASCRIPT:alert(1)', false],
    ['data:text/html,x', false],
  ])('a loaded link may point at %j: %s', (url, ok) => expect(hasAllowedScheme(url)).toBe(ok));
});

describe('image downscaling', () => {
  it.each([
    ['small PNG stays', { type: 'image/png', width: 800, height: 600, bytes: 200_000 }, null],
    ['exactly 1600 px and 1 MB stays', { type: 'image/jpeg', width: 1600, height: 900, bytes: 1024 * 1024 }, null],
    [
      'wide JPEG to 1600 px JPEG',
      { type: 'image/jpeg', width: 4000, height: 3000, bytes: 900_000 },
      { width: 1600, height: 1200, type: 'image/jpeg' },
    ],
    [
      'tall PNG to 1600 px WebP',
      { type: 'image/png', width: 1000, height: 3201, bytes: 500_000 },
      { width: 500, height: 1600, type: 'image/webp' },
    ],
    [
      'heavy small JPEG re-encoded at its size',
      { type: 'image/jpeg', width: 1200, height: 800, bytes: 3_000_000 },
      { width: 1200, height: 800, type: 'image/jpeg' },
    ],
    [
      'heavy WebP stays WebP',
      { type: 'image/webp', width: 2000, height: 2000, bytes: 2_000_000 },
      { width: 1600, height: 1600, type: 'image/webp' },
    ],
    ['GIF stays (animation)', { type: 'image/gif', width: 3000, height: 2000, bytes: 5_000_000 }, null],
  ])('%s', (_name, facts, expected) => expect(downscaleTarget(facts)).toEqual(expected));
});

describe('the live count', () => {
  it.each([
    ['', 50_000, { chars: 0, overLimit: false, message: '50,000 characters remaining' }],
    ['héllo', 50_000, { chars: 5, overLimit: false, message: '49,995 characters remaining' }],
    ['x'.repeat(10), 10, { chars: 10, overLimit: false, message: '0 characters remaining' }],
    [
      'x'.repeat(11),
      10,
      { chars: 11, overLimit: true, message: 'This field exceeds the maximum number of characters (10) allowed.' },
    ],
  ])('%j against %i', (text, max, expected) => expect(charCount(text, max)).toEqual(expected));
});

describe('the schema is the allow-list', () => {
  it('converts Markdown to HTML the material keeps', () => {
    expect(throughEditor(markdownToHtml('# Heading\n\n- a\n- b'))).toBe(
      '<h1>Heading</h1><ul><li><p>a</p></li><li><p>b</p></li></ul>',
    );
  });

  it('drops whatever Markdown smuggles outside the allow-list', () => {
    const markdown = [
      '## Steps',
      '',
      '1. **one**',
      '2. _two_ ~~three~~ `code`',
      '',
      '```js',
      'const x = 1;',
      '```',
      '',
      '> quoted [site](https://example.org "Site") and [bad](javascript:alert(1))',
      '',
      '| a | b |',
      '|---|---|',
      '| 1 | 2 |',
      '',
      '<script>alert(1)</script><img src="x.png" onerror="alert(1)"><iframe src="https://evil.example/"></iframe>',
      '',
      '<p style="color:red" class="x" onclick="alert(1)">styled</p>',
      '',
      '![logo](https://example.org/logo.png)',
    ].join('\n');
    const html = throughEditor(markdownToHtml(markdown));
    expect(outsideAllowList(html)).toEqual([]);
    expect(html).toContain(
      '<h2>Steps</h2><ol><li><p><strong>one</strong></p></li><li><p><em>two</em> <s>three</s> <code>code</code></p></li></ol><pre><code>const x = 1;\n</code></pre>',
    );
    expect(html).toContain('<a href="https://example.org" title="Site">site</a> and bad');
    expect(html).toContain('<img src="https://example.org/logo.png" alt="logo">');
    expect(html).not.toMatch(/script|onerror|onclick|style=|evil|javascript/);
  });

  it('keeps the editor embeds, links and images exactly as the allow-list has them', () => {
    const pdf = 'https://pc.test/files/public/o1/guide.pdf';
    const html = [
      '<p><a href="https://example.org" target="_blank" rel="noopener noreferrer" class="pc-btn pc-btn--primary">Apply</a></p>',
      '<div class="pc-embed pc-embed--video"><iframe class="pc-embed__frame" src="https://player.vimeo.com/video/76979871" title="Video" allowfullscreen=""></iframe></div>',
      `<div class="pc-embed pc-embed--pdf"><iframe class="pc-embed__frame" src="${pdf}" title="guide.pdf"></iframe></div>`,
      `<p><a href="${pdf}" target="_blank" rel="noopener noreferrer" class="pc-pdf-link">guide.pdf</a></p>`,
      '<img src="https://pc.test/files/public/o1/a.webp" alt="A chart">',
      '<ol start="3"><li><p>third</p></li></ol>',
    ].join('');
    expect(throughEditor(html)).toBe(html);
    expect(outsideAllowList(html)).toEqual([]);
  });

  it('turns a pasted player into the embed and drops frames from anywhere else', () => {
    expect(
      throughEditor(
        '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560"></iframe><iframe src="https://evil.example/x"></iframe><div class="pc-embed pc-embed--video"><iframe src="https://evil.example/embed/1"></iframe></div>',
      ),
    ).toBe(
      '<div class="pc-embed pc-embed--video"><iframe class="pc-embed__frame" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video" allowfullscreen=""></iframe></div>',
    );
  });
});
