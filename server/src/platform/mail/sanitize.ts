import { defaultAllowedTags, sanitizeHtml } from '../sanitize-html.ts';

/** Inline raster images load nothing from elsewhere; SVG is left out because it can carry its own references. */
const INLINE_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/**
 * A CSS value that cannot fetch anything: no url(), image-set() or other
 * function but colour and calc ones, and no backslash escape that could spell one.
 */
const STATIC_VALUE = /^(?:[^\\()]|(?<![\w-])(?:rgba?|hsla?|calc)\([^\\()]*\))*$/i;

/** The properties e-mail clients honour for layout and type; anything else is dropped. */
const EMAIL_CSS_PROPERTIES = [
  'color',
  'background',
  'background-color',
  'opacity',
  'font',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-decoration',
  'text-transform',
  'text-indent',
  'vertical-align',
  'white-space',
  'word-break',
  'word-wrap',
  'overflow-wrap',
  'width',
  'min-width',
  'max-width',
  'height',
  'min-height',
  'max-height',
  'display',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-color',
  'border-style',
  'border-width',
  'border-radius',
  'border-collapse',
  'border-spacing',
  'table-layout',
  'list-style',
  'list-style-type',
  'list-style-position',
];

/**
 * E-mail HTML from callers keeps its formatting but loses what can run or
 * phone home on open: scripts, frames, forms, event handlers, javascript: URLs,
 * remote images and CSS that loads anything (url(), image-set()).
 */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...defaultAllowedTags(),
      'img',
      'center',
      'font',
      'span',
      'table',
      'thead',
      'tbody',
      'tr',
      'td',
      'th',
    ],
    allowedAttributes: {
      '*': ['style', 'align', 'width', 'height', 'cellpadding', 'cellspacing', 'border', 'role', 'bgcolor', 'color'],
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'style'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['data'] },
    allowProtocolRelative: false,
    allowedStyles: { '*': Object.fromEntries(EMAIL_CSS_PROPERTIES.map((property) => [property, [STATIC_VALUE]])) },
    // An image whose source was remote (and so removed) has nothing left to show.
    exclusiveFilter: (frame) => frame.tag === 'img' && !INLINE_IMAGE.test(frame.attribs.src ?? ''),
  });
}
