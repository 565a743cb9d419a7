/**
 * Which pages may talk to an assistant: the origins in the integration's allowedDomains, plus the
 * platform itself (its hosted /external/assistant page and the example pages are served from it).
 * A request without an Origin is refused (fail closed), except a browser's same-origin GET, which
 * carries no Origin but a Sec-Fetch-Site: same-origin that scripts cannot set.
 */

export interface OriginRequest {
  /** The request URL as the server saw it (its origin is the platform's, for this request). */
  url: string;
  header(name: string): string | undefined;
}

/** An http(s) origin ('https://example.org'), or null. */
export function originOf(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origins of the platform: its configured public URL and the host this request reached. */
export function platformOrigins(req: OriginRequest, publicUrl: string): string[] {
  return [originOf(publicUrl), originOf(req.url)].filter((o): o is string => o !== null);
}

/** The calling page's origin: the Origin header, or the platform's for a same-origin browser request. */
export function requestOrigin(req: OriginRequest): string | null {
  const origin = req.header('origin');
  if (origin) return origin === 'null' ? null : originOf(origin);
  return req.header('sec-fetch-site') === 'same-origin' ? originOf(req.url) : null;
}

/**
 * An allowedDomains entry: an origin ('https://example.org', a path is ignored) matches exactly;
 * a bare host ('example.org', 'localhost:8080') matches that host on http or https. No wildcards.
 */
export function matchesDomain(origin: string, entry: string): boolean {
  const value = entry.trim();
  if (!value) return false;
  if (/^https?:\/\//i.test(value)) return originOf(value) === origin;
  const host = originOf(origin) ? new URL(origin).host : null;
  return host !== null && host === value.toLowerCase().replace(/\/.*$/, '');
}

export function isAllowedOrigin(
  origin: string | null,
  allowedDomains: readonly string[] | null | undefined,
  platform: readonly string[],
): origin is string {
  if (!origin) return false;
  return platform.includes(origin) || (allowedDomains ?? []).some((entry) => matchesDomain(origin, entry));
}

/** CSP frame-ancestors sources for an integration's hosted page: the platform and each allowed origin. */
export function frameAncestorsOf(allowedDomains: readonly string[] | null | undefined): string {
  const sources = new Set<string>(["'self'"]);
  for (const entry of allowedDomains ?? []) {
    const value = entry.trim();
    const origin = /^https?:\/\//i.test(value)
      ? originOf(value)
      : /^[a-z0-9.-]+(:\d{1,5})?$/i.test(value)
        ? value.toLowerCase()
        : null;
    // Only plain origins and hosts reach the header: nothing that could end the directive.
    if (origin && /^[a-z0-9:/.-]+$/i.test(origin)) sources.add(origin);
  }
  return [...sources].join(' ');
}
