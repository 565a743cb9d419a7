import {
  isAllowedEmbedSrc,
  MATERIAL_HTML,
  MATERIAL_MAX_CHARS,
  MATERIAL_TEXT,
  materialTextLength,
} from '@pathcraft/sdk';
import { sanitizeHtml, type SanitizeHtml } from '../../platform/sanitize-html.ts';
import { fail } from '../../platform/errors.ts';

/** rel tokens a link may keep; target=_blank always gets noopener and noreferrer. */
const REL_TOKENS = ['noopener', 'noreferrer', 'nofollow', 'ugc'];
const BLANK_REL = ['noopener', 'noreferrer'];
/** Images load from the web or from this platform's files, never from data:, javascript: or a protocol-relative host. */
const IMAGE_SRC = /^(?:https?:\/\/|\/files\/)/i;
/** sanitize-html writes void tags XHTML style (`<br />`); the editor's DOM writes `<br>`. */
const XHTML_VOID = /<(br|hr|img)((?:\s[^>]*)?) \/>/g;
/** Kept as the entity the editor writes, so a saved body reads back unchanged. */
const NBSP = /\u00a0/g;

function linkAttributes(attribs: SanitizeHtml.Attributes): SanitizeHtml.Attributes {
  const out = { ...attribs };
  if (out.target !== undefined && out.target !== '_blank') delete out.target;
  const kept = (out.rel ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((t) => REL_TOKENS.includes(t));
  if (out.target === '_blank') for (const t of BLANK_REL) if (!kept.includes(t)) kept.push(t);
  if (kept.length) out.rel = [...new Set(kept)].join(' ');
  else delete out.rel;
  return out;
}

function optionsFor(platformOrigin: string | null): SanitizeHtml.IOptions {
  return {
    allowedTags: [...MATERIAL_HTML.tags],
    allowedAttributes: { ...MATERIAL_HTML.attributes, iframe: [...MATERIAL_HTML.attributes.iframe!, 'sandbox'] },
    allowedClasses: MATERIAL_HTML.classes,
    allowedSchemes: [...MATERIAL_HTML.schemes],
    allowedSchemesByTag: {
      img: ['http', 'https'],
      iframe: ['https', ...(platformOrigin?.startsWith('http:') ? ['http'] : [])],
    },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs) }),
      // Whatever sandbox the input claimed, every frame gets ours.
      iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, sandbox: MATERIAL_HTML.iframeSandbox } }),
    },
    exclusiveFilter: (frame) => {
      const src = frame.attribs.src ?? '';
      if (frame.tag === 'iframe') return !platformOriginAllows(src, platformOrigin);
      if (frame.tag === 'img') return !IMAGE_SRC.test(src);
      return false;
    },
  };
}

function platformOriginAllows(src: string, platformOrigin: string | null): boolean {
  // Without the platform's origin only video hosts pass (own PDFs need it to be recognised).
  return isAllowedEmbedSrc(src, platformOrigin ?? 'https://invalid.invalid');
}

/**
 * A material body reduced to what the editor produces (sdk MATERIAL_HTML): the only way a body
 * is stored, and applied again when public pages show one. Frames only from the allowed video
 * hosts and this platform's public PDFs, always sandboxed.
 */
export function sanitizeMaterialBody(html: string, platformOrigin: string | null): string;
export function sanitizeMaterialBody(html: string | null, platformOrigin: string | null): string | null;
export function sanitizeMaterialBody(html: string | null, platformOrigin: string | null): string | null {
  if (!html) return html;
  return sanitizeHtml(html, optionsFor(platformOrigin)).replace(XHTML_VOID, '<$1$2>').replace(NBSP, '&nbsp;');
}

/** The text a reader sees (tags stripped, entities decoded), as the editor counts it against the limit. */
export function materialBodyTextLength(html: string): number {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  // sanitize-html escapes exactly these; decode them back (&amp; last).
  const decoded = text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  return materialTextLength(decoded);
}

/** A body as it is stored: sanitized, and refused (400) when its text passes the limit (docs/rules.md#materials-and-files). */
export function storedMaterialBody(html: string, platformOrigin: string | null): string {
  const clean = sanitizeMaterialBody(html, platformOrigin);
  if (materialBodyTextLength(clean) > MATERIAL_MAX_CHARS)
    throw fail('bad_request', MATERIAL_TEXT.overLimit(MATERIAL_MAX_CHARS));
  return clean;
}
