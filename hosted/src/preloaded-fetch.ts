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
  const anonymous = !headers.has('authorization') && !headers.has('x-access-token') && !headers.has('x-api-key');
  return fetch(input, anonymous ? { ...init, credentials: 'include' } : init);
}
