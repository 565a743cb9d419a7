/**
 * Where a link or image of an answer may point: its own module, because the chat panel needs it
 * at once (the agent's image) and the Markdown parser only once an answer arrives (a lazy chunk).
 */

/** A safe href for a Markdown link target, or null. */
export function safeHref(target: string, base: string): string | null {
  const value = target.trim();
  if (/^(https?:|mailto:)/i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) {
    try {
      return new URL(value, base || 'http://invalid.invalid').href.replace(/^http:\/\/invalid\.invalid/, '');
    } catch {
      return null;
    }
  }
  return value.startsWith('#') ? value : null;
}
