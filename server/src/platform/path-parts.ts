/** A path part with its %-escapes decoded, or null when one is malformed (decodeURIComponent would throw). */
export function decodePathPart(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
