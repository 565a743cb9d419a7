import type { SharePlanFormInput } from '@pathcraft/sdk';
import { type Dispatch, useMemo, useRef } from 'react';
import type { ToastApi } from '../ui/Toast.tsx';
import { errorText } from './plan-errors.ts';
import { text } from './training-plans.messages.ts';
import { type PlanAction, type PlanState, toJobProfile } from './training-plans.state.ts';
import type { TrainingPlanOptions } from './training-plans.options.ts';

export interface PlanSaveDeps {
  options: TrainingPlanOptions;
  dispatch: Dispatch<PlanAction>;
  toast: ToastApi;
  latest: { readonly current: TrainingPlanOptions };
  stateRef: { readonly current: PlanState };
}

const SAVE_TOAST = 'trainingPlanSave';

/** Save the plan as a job profile, and share it (saving it first when it is not one yet). */
export function usePlanSave({ options, dispatch, toast, latest, stateRef }: PlanSaveDeps) {
  const { api, orgId, locationId, jobProfileId } = options;
  /** True while a Save runs, so a double click saves once. */
  const saving = useRef(false);

  return useMemo(
    () => ({
      /**
       * Save (an organization and no job profile yet): 'Saving...', then 'Job Profile Created!' and the
       * jobProfileCreate report. The plan is then that profile: saving it again makes nothing new, and
       * neither does a second click while the first save runs.
       */
      async save() {
        const saved = stateRef.current.savedDocId;
        if (saved || saving.current) return saved;
        saving.current = true;
        toast.info(text.toasts.saving, { id: SAVE_TOAST, persistent: true });
        try {
          const docId = await api.createJobProfile(toJobProfile(stateRef.current, { orgId, locationId }));
          dispatch({ type: 'saved', docId });
          toast.success(text.toasts.created, { id: SAVE_TOAST });
          latest.current.onJobProfileCreate?.({ docId, orgId: orgId ?? null, time: Date.now() });
          return docId;
        } catch (err) {
          toast.error(errorText(err), { id: SAVE_TOAST });
          return null;
        } finally {
          saving.current = false;
        }
      },
      /**
       * Share (docs/rules.md#training-plans): with a job profile, send it; otherwise save it with the
       * form's contact fields first, then send. Resolves true when sent.
       */
      async share(form: SharePlanFormInput) {
        const existing = stateRef.current.savedDocId ?? jobProfileId ?? null;
        if (existing) {
          try {
            await api.sharePlan(existing, form);
          } catch {
            toast.error(text.toasts.sendFailed);
            return false;
          }
        } else {
          try {
            const docId = await api.createJobProfile(
              toJobProfile(stateRef.current, { orgId, locationId, contact: form }),
            );
            dispatch({ type: 'saved', docId });
            await api.sharePlan(docId, form);
          } catch {
            toast.error(text.toasts.saveAndSendFailed);
            return false;
          }
        }
        dispatch({ type: 'closeModal' });
        toast.success(text.toasts.sent);
        return true;
      },
    }),
    [api, jobProfileId, locationId, orgId, toast, dispatch, latest, stateRef],
  );
}
