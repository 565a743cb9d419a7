/** The origin a chunk came from; '' (the page's own) when it isn't http(s). Elements default their API base to it. */
export function originOf(url: string): string {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : '';
  } catch {
    return '';
  }
}
