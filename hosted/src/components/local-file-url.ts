/**
 * Hosted pages are served by the API's own server, so one of our file URLs
 * loads from this origin whatever public URL the server was configured with.
 */
export function localFileUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url, location.href);
    return u.pathname.startsWith('/files/') ? u.pathname + u.search : url;
  } catch {
    return null;
  }
}
