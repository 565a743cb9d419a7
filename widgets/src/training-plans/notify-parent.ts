import { exactOrigin, jobProfileCreateMessage, postToParent } from '@pathcraft/sdk/embed';
import type { JobProfileCreated } from './use-training-plan.ts';

type FrameWindow = Pick<Window, 'parent' | 'postMessage'> & {
  location: { ancestorOrigins?: ArrayLike<string> };
  document: { referrer: string };
};

/** The origin of the page that frames this one: location.ancestorOrigins, else the referrer; null when unknown. */
export function parentOrigin(win: FrameWindow): string | null {
  const candidate = win.location.ancestorOrigins?.[0] || win.document.referrer;
  if (!candidate) return null;
  try {
    return exactOrigin(candidate);
  } catch {
    return null;
  }
}

/**
 * Tells the framing page that a job profile was saved (docs/rules.md#training-plans): postMessage to
 * the parent's exact origin, never '*', and nothing when the page is not
 * framed or the parent's origin is unknown. Returns true when posted.
 */
export function notifyParent(created: JobProfileCreated, win: FrameWindow = window): boolean {
  if (win.parent === (win as unknown)) return false;
  const origin = parentOrigin(win);
  if (!origin) return false;
  return postToParent(jobProfileCreateMessage(created.docId, created.orgId, created.time), origin, win.parent);
}
