/**
 * The HTML a material body may hold: exactly what the editor produces. The
 * server's sanitizer keeps this and nothing else; the editor emits nothing else.
 */
export const MATERIAL_HTML = {
  tags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'iframe',
    'div',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  attributes: {
    a: ['href', 'target', 'rel', 'class', 'title'],
    img: ['src', 'alt', 'width', 'height', 'title'],
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen', 'class'],
    div: ['class'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  } as Record<string, string[]>,
  /** Classes the editor sets: link button styles, media and PDF embeds. */
  classes: {
    a: [
      'pc-btn',
      'pc-btn--primary',
      'pc-btn--secondary',
      'pc-btn--info',
      'pc-btn--warning',
      'pc-btn--danger',
      'pc-btn--link',
      'pc-pdf-link',
    ],
    div: ['pc-embed', 'pc-embed--video', 'pc-embed--pdf'],
    iframe: ['pc-embed__frame'],
  } as Record<string, string[]>,
  schemes: ['http', 'https', 'mailto', 'tel'],
  /** Every iframe is sandboxed like this (set by the sanitizer, whatever the input said). */
  iframeSandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
} as const;

const VIDEO_HOSTS: { test: RegExp; embed: (m: RegExpMatchArray) => string }[] = [
  {
    test: /^https:\/\/(?:www\.|m\.)?youtube\.com\/watch\?(?:.*&)?v=([\w-]{6,20})/,
    embed: (m) => `https://www.youtube-nocookie.com/embed/${m[1]}`,
  },
  { test: /^https:\/\/youtu\.be\/([\w-]{6,20})/, embed: (m) => `https://www.youtube-nocookie.com/embed/${m[1]}` },
  {
    test: /^https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([\w-]{6,20})/,
    embed: (m) => `https://www.youtube-nocookie.com/embed/${m[1]}`,
  },
  { test: /^https:\/\/(?:www\.)?vimeo\.com\/(\d{5,12})/, embed: (m) => `https://player.vimeo.com/video/${m[1]}` },
  { test: /^https:\/\/player\.vimeo\.com\/video\/(\d{5,12})/, embed: (m) => `https://player.vimeo.com/video/${m[1]}` },
  {
    test: /^https:\/\/(?:www\.)?loom\.com\/(?:share|embed)\/([0-9a-f]{16,40})/,
    embed: (m) => `https://www.loom.com/embed/${m[1]}`,
  },
];

/** The embed address of a video page from a well-known host, or null. */
export function videoEmbedUrl(url: string): string | null {
  for (const host of VIDEO_HOSTS) {
    const m = url.trim().match(host.test);
    if (m) return host.embed(m);
  }
  return null;
}

/**
 * May an iframe in a material load this address? Video embeds from the hosts
 * above (in their embed form), and PDFs stored on this platform's public files.
 */
export function isAllowedEmbedSrc(src: string, platformOrigin: string): boolean {
  if (videoEmbedUrl(src) === src) return true;
  const own = platformOrigin.replace(/\/$/, '');
  return src.startsWith(`${own}/files/public/`) && /\.pdf(?:$|[?#])/.test(src);
}
