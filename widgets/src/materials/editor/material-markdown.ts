import { marked } from 'marked';

/**
 * Markdown pasted in 'Import Markdown' as HTML. Raw HTML inside the Markdown
 * passes through here; the editor's schema (the material allow-list) then keeps
 * only what a material may hold when the HTML is inserted.
 */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false, gfm: true, breaks: false });
}
