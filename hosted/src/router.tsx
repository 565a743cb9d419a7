import { Suspense, useMemo, useSyncExternalStore, type AnchorHTMLAttributes, type ComponentType, type MouseEvent } from 'react';
import { LoadingScreen } from '@pathcraft/widgets/ui/Spinner.tsx';
import { resolveRoute, type RouteParams } from './match-path.ts';

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
