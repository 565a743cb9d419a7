import type { PublicMedia } from '@pathcraft/sdk';
import { sanitizeHtml } from '../../platform/sanitize-html.ts';

const DEFAULT_HEIGHT = 320;
const VIDEO_FILE = /\.(mp4|webm|ogg)(\?|#|$)/i;

/** An https source on another site than the platform's own, so a sandboxed frame keeps it apart from us. */
function safeSource(raw: string | undefined, platformOrigin: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    if (url.protocol !== 'https:' || url.origin === platformOrigin || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * An embed widget's code reduced to what may be shown: the first iframe's or
 * video's https source and height (or a bare https URL). Anything else in the
 * code is dropped; null when nothing safe is left.
 */
export function mediaOf(
  widget: { id: string; title: string; body: string | null; embedCode: string | null },
  platformOrigin: string,
): PublicMedia | null {
  const code = widget.embedCode?.trim() ?? '';
  if (!code) return null;
  let found: { tag: string; src?: string; height?: string } | null = null;
  sanitizeHtml(code, {
    allowedTags: ['iframe', 'video', 'source'],
    allowedAttributes: { iframe: ['src', 'height'], video: ['src', 'height'], source: ['src'] },
    exclusiveFilter: (frame) => {
      if (!found && (frame.tag === 'iframe' || frame.tag === 'video' || frame.tag === 'source') && frame.attribs.src) {
        found = {
          tag: frame.tag === 'iframe' ? 'iframe' : 'video',
          src: frame.attribs.src,
          height: frame.attribs.height,
        };
      }
      return false;
    },
  });
  const hit = found as { tag: string; src?: string; height?: string } | null;
  const src = safeSource(hit?.src ?? (/^https:\/\/\S+$/.test(code) ? code : undefined), platformOrigin);
  if (!src) return null;
  const kind = hit?.tag === 'video' || (!hit && VIDEO_FILE.test(src)) ? 'video' : 'iframe';
  const height = Math.min(Math.max(Number.parseInt(hit?.height ?? '', 10) || DEFAULT_HEIGHT, 120), 900);
  return { id: widget.id, title: widget.title, body: widget.body, kind, src, height };
}
