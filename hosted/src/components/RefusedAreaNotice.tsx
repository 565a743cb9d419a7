import { useSearchParams } from '../router.tsx';
import { text } from './components.messages.ts';

/** The areas a role may be refused, as the console's gate names them in `?refused=` (console-gate.ts). */
export type RefusedArea = keyof typeof text.refusedArea;

/** `path?refused=area`: where a person refused `area` is sent, so the page says why they are there. */
export const refusedAreaUrl = (path: string, area: RefusedArea) => `${path}?refused=${area}`;

/** Why the person is on this page and not the one they opened (a page of an area their role does not open). */
export function RefusedAreaNotice() {
  const area = useSearchParams().get('refused');
  // Only the areas there are words for: the URL is the visitor's to change.
  if (!area || !Object.hasOwn(text.refusedArea, area)) return null;
  return (
    <p className="pc-alert pc-alert--info refused-area" role="status">
      {text.refusedArea[area as RefusedArea]}
    </p>
  );
}
