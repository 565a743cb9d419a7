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
