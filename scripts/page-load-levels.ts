/** The sequential request levels of a page load (npm run page-load), from the requests Chromium reported. */

/** One request as CDP reported it (times in ms since the epoch). */
export interface SeenRequest {
  id: string;
  url: string;
  /** CDP's resource type: Document, Script, Fetch, XHR, Image, Stylesheet, Font, Other… */
  type: string;
  /** The address of what asked for it: the document for the parser, the script on top of the stack for a script. */
  initiatorUrl: string | null;
  /** For a script-initiated request: it was started by running code (and may wait for data). */
  byScript: boolean;
  start: number;
  end: number | null;
  fromCache: boolean;
}

const isData = (r: SeenRequest) => r.type === 'Fetch' || r.type === 'XHR';

/**
 * Sequential levels per request: the document is 1; a request is one level below what asked
 * for it (the initiator chain). A request started by code is also one level below every data
 * request (fetch/XHR) that had finished before it started: code that awaits one answer before
 * asking the next (the signed-in user before the lists, the page before its images) is a
 * waterfall even though the same script asked for both. Requests served from the cache add no level.
 */
export function requestLevels(requests: SeenRequest[]): Map<string, { level: number; parent: SeenRequest | null }> {
  const levels = new Map<string, { level: number; parent: SeenRequest | null }>();
  const byUrl = new Map<string, SeenRequest>();
  const ordered = [...requests].sort((a, b) => a.start - b.start);
  for (const r of ordered) {
    let level = 1;
    let parent: SeenRequest | null = null;
    const from = r.initiatorUrl ? byUrl.get(r.initiatorUrl) : undefined;
    if (from) {
      level = (levels.get(from.id)?.level ?? 1) + (from.fromCache ? 0 : 1);
      parent = from;
    } else if (levels.size > 0) {
      level = 2; // asked for by the browser itself (a favicon) or by a document we did not see: below the HTML
      parent = ordered[0] ?? null;
    }
    if (r.byScript) {
      for (const d of ordered) {
        if (d === r || !isData(d) || d.fromCache || d.end === null || d.end > r.start) continue;
        const after = (levels.get(d.id)?.level ?? 1) + 1;
        if (after > level) {
          level = after;
          parent = d;
        }
      }
    }
    if (r.fromCache) level = parent ? (levels.get(parent.id)?.level ?? 1) : 1;
    levels.set(r.id, { level, parent });
    if (!byUrl.has(r.url)) byUrl.set(r.url, r);
  }
  return levels;
}

/**
 * The levels before the LCP element: an image's own request level; for text, the deepest
 * request (not an image) that had finished when the LCP was painted.
 */
export function levelsBeforeLcp(
  requests: SeenRequest[],
  lcp: { time: number; url: string | null },
): { levels: number; chain: string[] } {
  const levels = requestLevels(requests);
  const chainOf = (r: SeenRequest | null | undefined): string[] => {
    const out: string[] = [];
    for (let at = r; at; at = levels.get(at.id)?.parent) out.unshift(at.url);
    return out;
  };
  if (lcp.url) {
    const image = requests.find((r) => r.url === lcp.url && !r.fromCache);
    if (image) return { levels: levels.get(image.id)!.level, chain: chainOf(image) };
  }
  let deepest: SeenRequest | null = null;
  for (const r of requests) {
    if (r.type === 'Image' || r.fromCache || r.end === null || r.end > lcp.time) continue;
    if (!deepest || levels.get(r.id)!.level > levels.get(deepest.id)!.level) deepest = r;
  }
  return { levels: deepest ? levels.get(deepest.id)!.level : 1, chain: chainOf(deepest) };
}
