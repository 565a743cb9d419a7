import { describe, expect, it } from 'vitest';
import { sanitizeEmailHtml } from './sanitize.ts';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('sanitizeEmailHtml', () => {
  it.each([
    ['drops a remote image', '<p>Hi<img src="https://track.example.org/p.gif" alt="x"></p>', '<p>Hi</p>'],
    ['drops a protocol-relative image', '<img src="//track.example.org/p.gif">', ''],
    ['drops an image without a source', '<img alt="x">', ''],
    ['keeps an inline PNG', `<img src="${PIXEL}" alt="logo">`, `<img src="${PIXEL}" alt="logo" />`],
    ['drops an inline SVG image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    [
      'drops a CSS url() and keeps the rest of the style',
      '<td style="color:#333;background:url(https://t.example.org/b.gif)">x</td>',
      '<td style="color:#333">x</td>',
    ],
    [
      'drops a background-image',
      '<div style="background-image: url(\'https://t.example.org/b.gif\')">x</div>',
      '<div>x</div>',
    ],
    [
      'drops image-set()',
      '<div style="background-image:image-set(\'https://t.example.org/b.gif\' 1x)">x</div>',
      '<div>x</div>',
    ],
    [
      'drops a url hidden by a CSS escape',
      '<div style="background:\\75rl(https://t.example.org/b.gif)">x</div>',
      '<div>x</div>',
    ],
    [
      'drops a list-style image',
      '<ul style="list-style:url(https://t.example.org/b.gif)"><li>a</li></ul>',
      '<ul><li>a</li></ul>',
    ],
    [
      'drops properties outside the e-mail list',
      '<p style="behavior:foo;position:fixed;color:red">x</p>',
      '<p style="color:red">x</p>',
    ],
    [
      'keeps colors and layout',
      '<p style="color:rgb(0, 0, 0);padding:4px 8px;font-family:Arial, sans-serif;text-align:center">x</p>',
      '<p style="color:rgb(0, 0, 0);padding:4px 8px;font-family:Arial, sans-serif;text-align:center">x</p>',
    ],
    ['drops a style sheet', '<style>p{background:url(https://t.example.org/b.gif)}</style><p>x</p>', '<p>x</p>'],
    [
      'drops a table background attribute',
      '<table background="https://t.example.org/b.gif"><tr><td>x</td></tr></table>',
      '<table><tr><td>x</td></tr></table>',
    ],
    [
      'keeps an ordinary link',
      '<a href="https://example.org/plan">Plan</a>',
      '<a href="https://example.org/plan">Plan</a>',
    ],
    ['drops a javascript: link target', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ])('%s', (_name, html, clean) => {
    expect(sanitizeEmailHtml(html)).toBe(clean);
  });
});
