import { resolveRoute } from './match-path.ts';
import { navigate, preloadRoute } from './router.tsx';
import { NotFound, routes } from './routes.tsx';

/**
 * Goes to `to` once its page's chunk has loaded: a page shown the moment it is asked for suspends
 * (use() of a promise React has not seen settle), and React then holds the loading screen for its
 * throttle (about 300 ms) even when the chunk was preloaded. For redirects a page makes on its own.
 */
export function navigateWhenLoaded(to: string, options: { replace?: boolean } = {}): Promise<void> {
  const go = () => navigate(to, options);
  return preloadRoute(routes, NotFound, new URL(to, location.href).pathname).then(go, go);
}

/**
 * Goes on to where a person was headed (after signing in): a page of this app without a reload;
 * any other page of the platform (an example page with an element, /examples/…) by loading it,
 * which the app's router would otherwise show as "Page not found".
 */
export function continueTo(to: string): void {
  if (resolveRoute(routes, new URL(to, location.href).pathname)) navigate(to, { replace: true });
  else location.replace(to);
}
