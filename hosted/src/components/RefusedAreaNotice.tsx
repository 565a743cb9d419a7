import { useEffect, useState } from 'react';
import { navigate, useSearchParams } from '../router.tsx';
import { text } from './components.messages.ts';

/** The areas a role may be refused, as the console's gate names them in `?refused=` (console-gate.ts). */
export type RefusedArea = keyof typeof text.refusedArea;

const REFUSED_PARAM = 'refused';

/** `path?refused=area`: where a person refused `area` is sent, so the page says why they are there. */
export const refusedAreaUrl = (path: string, area: RefusedArea) => `${path}?${REFUSED_PARAM}=${area}`;

/** Only the areas there are words for: the URL is the visitor's to change. */
const areaOf = (value: string | null): RefusedArea | null =>
  value && Object.hasOwn(text.refusedArea, value) ? (value as RefusedArea) : null;

/**
 * Why the person is on this page and not the one they opened (a page of an area their role does not open).
 * Said once, for the visit the refusal sent them on: the notice is kept by the page and `?refused=` leaves the
 * address at once (replacing its history entry, the page's own parameters kept), so the page's later
 * addresses, a reload, a shared link, Back and Forward never say it again. Going through history ends it.
 */
export function RefusedAreaNotice() {
  const named = useSearchParams().get(REFUSED_PARAM);
  const [area, setArea] = useState<RefusedArea | null>(null);
  useEffect(() => {
    if (named === null) return;
    setArea(areaOf(named));
    const query = new URLSearchParams(location.search);
    query.delete(REFUSED_PARAM);
    navigate(`${location.pathname}${query.size ? `?${query}` : ''}${location.hash}`, { replace: true });
  }, [named]);
  useEffect(() => {
    if (!area) return;
    const end = () => setArea(null);
    window.addEventListener('popstate', end);
    return () => window.removeEventListener('popstate', end);
  }, [area]);
  const shown = areaOf(named) ?? area;
  if (!shown) return null;
  return (
    <p className="pc-alert pc-alert--info refused-area" role="status">
      {text.refusedArea[shown]}
    </p>
  );
}
