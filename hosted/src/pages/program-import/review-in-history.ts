import type { CompetencyRow, ProgramDetailsForm } from '@pathcraft/sdk';

export type Step = 'upload' | 'details' | 'competencies';

export interface Review {
  fileName: string;
  notes: string[];
  details: ProgramDetailsForm;
  rows: CompetencyRow[];
}

export interface SavedReview {
  orgId: string;
  step: Step;
  review: Review;
}

const KEY = 'programImport';
const STEPS: readonly Step[] = ['upload', 'details', 'competencies'];

/**
 * The review lives in this page's history entry, so a reload, or Back to the page from elsewhere,
 * finds the edits where they were; opening the page afresh (a new entry) starts at the upload.
 * It never leaves the tab, unlike sessionStorage shared by every entry.
 */
export function readSavedReview(orgId: string): SavedReview | null {
  const saved: unknown = (history.state as Record<string, unknown> | null)?.[KEY];
  if (!saved || typeof saved !== 'object') return null;
  const { orgId: savedOrg, step, review } = saved as Partial<SavedReview>;
  if (savedOrg !== orgId || !STEPS.includes(step as Step)) return null;
  if (typeof review?.fileName !== 'string' || !Array.isArray(review.rows) || !Array.isArray(review.notes)) return null;
  if (!review.details || typeof review.details !== 'object') return null;
  return { orgId, step: step as Step, review };
}

/** Keeps (or, with no review, drops) the review in the current history entry; the URL is unchanged. */
export function writeSavedReview(saved: SavedReview | null) {
  const state = { ...((history.state as Record<string, unknown> | null) ?? {}) };
  if (saved) state[KEY] = saved;
  else delete state[KEY];
  history.replaceState(state, '');
}
