import { EARLY_READS_GLOBAL } from '@pathcraft/sdk';

/**
 * fetch for the hosted pages' API clients. A hosted shell preloads its page's first read
 * (`<link rel=preload as=fetch crossorigin=use-credentials>`, server/src/web/web.ts), made without a
 * sign-in or an access code. Chromium hands a preloaded answer to a fetch of the same URL and
 * credentials mode whatever its headers, so only a call that carries neither asks in that mode
 * ('include': on the same origin it sends what the default 'same-origin' sends); a signed-in or
 * code-bearing call keeps the default and is never given the anonymous answer.
 */
export function fetchTakingPreloads(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  const early = takeEarlyRead(input, init, headers);
  if (early) return early.catch(() => fetch(input, init));
  const anonymous = !headers.has('authorization') && !headers.has('x-access-token') && !headers.has('x-api-key');
  return fetch(input, anonymous ? { ...init, credentials: 'include' } : init);
}

interface EarlyRead {
  url: string;
  authorization: string;
  answer: Promise<Response>;
}

/** An address compared as the browser sends it (same path, same parameters in the same order). */
const sameAddress = (url: string) => {
  const parsed = new URL(url, location.href);
  return `${parsed.origin}${parsed.pathname}?${new URLSearchParams(parsed.search)}`;
};

/**
 * A signed-in read the console shell's inline script started with the HTML (sdk console-first-reads),
 * for the same address with the same sign-in: taken once, so a later read asks anew.
 */
export function takeEarlyRead(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  headers: Headers,
): Promise<Response> | null {
  const reads = (globalThis as Record<string, unknown>)[EARLY_READS_GLOBAL] as EarlyRead[] | undefined;
  const authorization = headers.get('authorization');
  if (!reads?.length || !authorization || (init?.method ?? 'GET') !== 'GET' || typeof input !== 'string') return null;
  const address = sameAddress(input);
  const index = reads.findIndex((r) => r.authorization === authorization && sameAddress(r.url) === address);
  if (index < 0) return null;
  const [read] = reads.splice(index, 1);
  return read!.answer;
}
