import sanitizeHtml from 'sanitize-html';

/**
 * E-mail HTML from callers keeps its formatting but loses what can run or
 * phone home on open: scripts, frames, forms, event handlers, javascript: URLs.
 */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'center', 'font', 'span', 'table', 'thead', 'tbody', 'tr', 'td', 'th'],
    allowedAttributes: { '*': ['style', 'align', 'width', 'height', 'cellpadding', 'cellspacing', 'border', 'role', 'bgcolor', 'color'], a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height', 'style'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  });
}
