import { PathcraftError } from '@pathcraft/sdk';
import { type Dispatch, useEffect, useRef } from 'react';
import type { ToastApi } from '../ui/Toast.tsx';
import { toPlanLocation } from './plan-location.ts';
import { errorText } from './plan-errors.ts';
import { text } from './training-plans.messages.ts';
import type { PlanAction, PlanLocation, PlanState } from './training-plans.state.ts';
import type { TrainingPlanOptions } from './training-plans.options.ts';

export interface PlanStartDeps {
  options: TrainingPlanOptions;
  dispatch: Dispatch<PlanAction>;
  toast: ToastApi;
  /** The latest options, so the callbacks are read when they are called, not when the effect ran. */
  latest: { readonly current: TrainingPlanOptions };
  stateRef: { readonly current: PlanState };
  search: (text: string) => Promise<void>;
}

/**
 * Start: a saved plan (with its wages read live), or the starting place of a new one, and the
 * keyword's search. The place is the organization's location (location-id) when it has a ZIP code,
 * else the visitor's from their IP address. Answers that place as it is asked, since a chosen
 * occupation waits for it.
 */
export function usePlanStart({ options, dispatch, toast, latest, stateRef, search }: PlanStartDeps) {
  const { api, jobProfileId, orgId, locationId, debug, keyword } = options;
  const visitor = useRef<Promise<PlanLocation | null> | null>(null);

  useEffect(() => {
    let live = true;
    if (jobProfileId) {
      dispatch({ type: 'loading', text: text.toasts.loading });
      api
        .getJobProfile(jobProfileId)
        .then(async (plan) => {
          if (!live) return;
          dispatch({ type: 'planLoaded', plan });
          latest.current.onReady?.(true);
          // Wages are read live for the saved place; the plan keeps its own choices.
          const detail = await api
            .getOccupation({
              code: plan.OnetCode,
              zip: plan.location ?? undefined,
              orgId: orgId ?? plan.orgId ?? undefined,
              debug,
            })
            .catch(() => null);
          if (live && detail) dispatch({ type: 'occupationLoaded', detail, zip: plan.location ?? '', keep: 'all' });
        })
        .catch((err: unknown) => {
          if (!live) return;
          dispatch({ type: 'failed' });
          const onNotFound = latest.current.onNotFound;
          if (onNotFound && err instanceof PathcraftError && err.code === 'not_found') onNotFound();
          else toast.error(errorText(err), { persistent: true });
          latest.current.onReady?.(false);
        });
      return () => {
        live = false;
      };
    }
    const ofLocation = locationId ? api.locationZip(locationId, orgId) : Promise.resolve(null);
    visitor.current = ofLocation.then(
      async (zip): Promise<PlanLocation | null> =>
        zip ? { zip, place: null } : toPlanLocation(await api.visitorLocation()),
    );
    void visitor.current.then((location) => {
      if (live && location && !stateRef.current.location.zip) dispatch({ type: 'located', location });
      latest.current.onReady?.(true);
    });
    return () => {
      live = false;
    };
  }, [api, jobProfileId, orgId, locationId, debug, toast, dispatch, latest, stateRef]);

  useEffect(() => {
    if (!keyword || jobProfileId) return;
    void search(keyword).then(() => latest.current.onKeywordSearched?.());
  }, [keyword, jobProfileId, search, latest]);

  return visitor;
}
