import { type Dispatch, useEffect, useRef } from 'react';
import type { ToastApi } from '../ui/Toast.tsx';
import { errorText } from './plan-errors.ts';
import {
  decodePlan,
  encodePlan,
  type PlanSnapshot,
  type PlanUrlMode,
  readPlanQuery,
  snapshotOf,
  stepOf,
  withPlan,
} from './plan-url.ts';
import type { TrainingPlanApi } from './training-plans.api.ts';
import { text } from './training-plans.messages.ts';
import type { PlanAction, PlanLocation, PlanState } from './training-plans.state.ts';

export interface PlanUrlDeps {
  /** null: the address is left alone (a saved plan, or an embedder that keeps its own). */
  mode: PlanUrlMode | null;
  state: PlanState;
  dispatch: Dispatch<PlanAction>;
  api: TrainingPlanApi;
  orgId?: string | undefined;
  debug?: boolean | undefined;
  toast: ToastApi;
  /** The starting place, for a plan whose address names no ZIP. */
  start: { readonly current: Promise<PlanLocation | null> | null };
}

const same = (a: PlanSnapshot, b: PlanSnapshot) => encodePlan(a).toString() === encodePlan(b).toString();

/**
 * Keeps the plan in the address: a new step (results, an occupation, back to search) is a new
 * history entry, an edit within a step replaces the current one; Back, Forward, a reload and a
 * shared link read the plan back. The page's own history.state goes along untouched.
 */
export function usePlanUrl({ mode, state, ...deps }: PlanUrlDeps) {
  /** True while the address is being read back: nothing is written meanwhile. */
  const reading = useRef(false);
  /** The first write replaces the entry the visitor landed on (a keyword search on start is not a step back to). */
  const written = useRef(false);
  // The latest state and calls for the popstate handler, which is added once.
  const latest = useRef({ state, ...deps });
  latest.current = { state, ...deps };

  useEffect(() => {
    if (!mode) return;
    let live = true;
    const read = async () => {
      const { state: now, api, orgId, debug, dispatch, toast, start } = latest.current;
      const snapshot = decodePlan(readPlanQuery(location.search, mode));
      if (same(snapshot, snapshotOf(now))) return;
      reading.current = true;
      dispatch({ type: 'loading', text: text.toasts.loading });
      try {
        const results = snapshot.keyword ? await api.searchOccupations(snapshot.keyword).catch(() => null) : null;
        const zip = snapshot.code ? snapshot.zip || (await (start.current ?? null))?.zip || '' : '';
        const detail = snapshot.code ? await api.getOccupation({ code: snapshot.code, zip, orgId, debug }) : null;
        if (live) dispatch({ type: 'restored', snapshot, results, detail });
      } catch (err) {
        if (live) {
          dispatch({ type: 'failed' });
          toast.error(errorText(err));
        }
      } finally {
        reading.current = false;
      }
    };
    const opened = decodePlan(readPlanQuery(location.search, mode));
    // An address that already holds a plan is a step of its own: the next step is a new entry.
    if (opened.code || opened.keyword) {
      written.current = true;
      void read();
    }
    window.addEventListener('popstate', read);
    return () => {
      live = false;
      window.removeEventListener('popstate', read);
    };
  }, [mode]);

  useEffect(() => {
    if (!mode || reading.current || state.loading) return;
    const next = snapshotOf(state);
    const current = decodePlan(readPlanQuery(location.search, mode));
    if (same(next, current)) return;
    const href = withPlan(location.href, encodePlan(next), mode);
    if (written.current && stepOf(next) !== stepOf(current)) history.pushState(history.state, '', href);
    else history.replaceState(history.state, '', href);
    written.current = true;
  }, [mode, state]);
}
