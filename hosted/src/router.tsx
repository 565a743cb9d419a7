import {
  Suspense,
  use,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
} from 'react';
import { LoadingScreen } from '@pathcraft/widgets/ui';
import { resolveRoute, type RouteParams } from './match-path.ts';
import { PageNotLoaded } from './components/PageNotLoaded.tsx';

export type { RouteParams } from './match-path.ts';

export interface RouteProps {
  params: RouteParams;
}

export interface Route {
  /** See match-path.ts: `/o/:orgSlug/page/:pageId`, `/login/:organizationSlug?`. */
  path: string;
  /** Usually `lazy(() => import('./pages/...'))`, so each route is its own chunk. */
  component: ComponentType<RouteProps>;
}

/** A route's page whose chunk can be fetched ahead of rendering (see preloadable). */
export type PreloadableComponent = ComponentType<RouteProps> & { preload: () => Promise<unknown> };

/**
 * Like React.lazy, but the chunk can be loaded before the first render (preload), and once
 * loaded the page renders at once: React.lazy suspends on its first render even when the
 * chunk is there, and React then holds the fallback for its throttle (about 300 ms).
 */
export function preloadable(load: () => Promise<{ default: ComponentType<RouteProps> }>): PreloadableComponent {
  let loaded: ComponentType<RouteProps> | null = null;
  let loading: Promise<ComponentType<RouteProps>> | null = null;
  let failed = false;
  const preload = () =>
    (loading ??= load().then(
      (m) => (loaded = m.default),
      (error: unknown) => {
        loading = null;
        failed = true;
        throw error;
      },
    ));
  // biome-ignore lint/correctness/noComponentHookFactories: one component per route, made once when the route table is built
  function PreloadedPage(props: RouteProps) {
    // Code that could not be fetched (here or by an earlier preload) shows PageNotLoaded, not a blank page.
    const Page = loaded ?? (failed ? PageNotLoaded : use(preload().catch(() => PageNotLoaded)));
    return <Page {...props} />;
  }
  return Object.assign(PreloadedPage, { preload });
}

/** Loads the chunk of the page at `pathname` (or the fallback's), so the first render does not suspend. */
export function preloadRoute(
  routes: readonly Route[],
  fallback: ComponentType<RouteProps>,
  pathname: string,
): Promise<unknown> {
  const page = resolveRoute(routes, pathname)?.route.component ?? fallback;
  return (page as Partial<PreloadableComponent>).preload?.() ?? Promise.resolve();
}

const NAVIGATE = 'pathcraft:navigate';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE, onChange);
  };
}

export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  window.dispatchEvent(new Event(NAVIGATE));
  if (!replace) window.scrollTo(0, 0);
}

export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => location.pathname);
}

export function useSearchParams(): URLSearchParams {
  const search = useSyncExternalStore(subscribe, () => location.search);
  return useMemo(() => new URLSearchParams(search), [search]);
}

export function Router({ routes, fallback }: { routes: readonly Route[]; fallback: ComponentType<RouteProps> }) {
  const pathname = usePathname();
  const found = resolveRoute(routes, pathname);
  const Page = found?.route.component ?? fallback;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Page key={found?.route.path ?? '*'} params={found?.params ?? {}} />
    </Suspense>
  );
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  replace?: boolean;
}

/** An anchor that navigates in place for plain left clicks on same-origin links. */
export function Link({ to, replace = false, onClick, ...rest }: LinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified || (rest.target && rest.target !== '_self')) return;
    const url = new URL(to, location.href);
    if (url.origin !== location.origin) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash, { replace });
  };
  return <a {...rest} href={to} onClick={handleClick} />;
}
