import { searchKeyword, type Certificate, type OccupationElement, type OccupationSummary } from '@pathcraft/sdk';
import { useCallback, useMemo, useReducer, useRef } from 'react';
import { useToast } from '../ui/Toast.tsx';
import { customItemId } from './plan-location.ts';
import { errorText } from './plan-errors.ts';
import { text } from './training-plans.messages.ts';
import type { TrainingPlanOptions } from './training-plans.options.ts';
import {
  initialPlanState,
  planReducer,
  type Category,
  type KeepSelection,
  type ModalState,
  type PlanItem,
  type PlanState,
} from './training-plans.state.ts';
import { usePlanSave } from './use-plan-save.ts';
import { usePlanStart } from './use-plan-start.ts';
import { usePlanUrl } from './use-plan-url.ts';

export type { JobProfileCreated, TrainingPlanOptions } from './training-plans.options.ts';

/**
 * The training plan's state and the actions a visitor takes, with the calls and toasts around the
 * reducer: searching and choosing here, the start in usePlanStart, Save and Share in usePlanSave.
 */
export function useTrainingPlan(options: TrainingPlanOptions) {
  const { api, orgId, jobProfileId, debug } = options;
  const [state, dispatch] = useReducer(planReducer, undefined, () => initialPlanState());
  const toast = useToast();
  const latest = useRef(options);
  latest.current = options;
  const stateRef = useRef<PlanState>(state);
  stateRef.current = state;

  const loadOccupation = useCallback(
    async (code: string, zip: string, keep: KeepSelection) => {
      dispatch({ type: 'loading', text: text.toasts.loading });
      try {
        const detail = await api.getOccupation({ code, zip, orgId, debug });
        dispatch({ type: 'occupationLoaded', detail, zip, keep });
        return true;
      } catch (err) {
        dispatch({ type: 'failed' });
        toast.error(errorText(err));
        return false;
      }
    },
    [api, orgId, debug, toast],
  );

  const search = useCallback(
    async (keyword: string) => {
      const trimmed = searchKeyword(keyword);
      if (!trimmed) return;
      dispatch({ type: 'loading', text: text.toasts.loading });
      try {
        dispatch({ type: 'searched', keyword: trimmed, results: await api.searchOccupations(trimmed) });
      } catch (err) {
        dispatch({ type: 'failed' });
        toast.error(errorText(err));
      }
    },
    [api, toast],
  );

  const deps = { options, dispatch, toast, latest, stateRef };
  /** The visitor's starting place, asked once; a search waits for it. */
  const visitor = usePlanStart({ ...deps, search });
  const { save, share } = usePlanSave(deps);
  usePlanUrl({
    mode: jobProfileId ? null : (options.urlState ?? null),
    state,
    dispatch,
    api,
    orgId,
    debug,
    toast,
    start: visitor,
  });

  const actions = useMemo(
    () => ({
      search,
      changeSearch: () => dispatch({ type: 'changeSearch' }),
      async selectOccupation(occupation: OccupationSummary) {
        // The visitor's place may still be on its way: wait for it rather than show national figures.
        const zip = stateRef.current.location.zip || (await (visitor.current ?? null))?.zip || '';
        return loadOccupation(occupation.OnetCode, zip, 'none');
      },
      changeOccupation: () => dispatch({ type: 'changeOccupation' }),
      reset: () => dispatch({ type: 'reset' }),
      editCopy: () => dispatch({ type: 'editCopy' }),
      /**
       * Another place for the plan. An empty ZIP gives 'Please try again' and clears the place (docs/rules.md#training-plans):
       * the plan then shows national figures. Resolves the reason a search failed (an unknown ZIP),
       * for the ZIP box to show beside itself, or null.
       */
      async searchLocation(zip: string): Promise<string | null> {
        const value = zip.trim();
        const occupation = stateRef.current.occupation;
        if (!value) toast.info(text.toasts.tryAgain);
        if (!occupation) return null;
        dispatch({ type: 'loading', text: text.toasts.loading });
        try {
          const detail = await api.getOccupation({ code: occupation.OnetCode, zip: value, orgId, debug });
          dispatch({ type: 'occupationLoaded', detail, zip: value, keep: jobProfileId ? 'all' : 'location' });
          return null;
        } catch (err) {
          dispatch({ type: 'failed' });
          return errorText(err);
        }
      },
      openModal: (modal: NonNullable<ModalState>) => dispatch({ type: 'openModal', modal }),
      closeModal: () => dispatch({ type: 'closeModal' }),
      choose: (category: Category, items: PlanItem[]) => dispatch({ type: 'choose', category, items }),
      createSkill(skill: Omit<OccupationElement, 'ElementId'>) {
        const name = skill.ElementName.trim();
        dispatch({
          type: 'addSkill',
          skill: {
            ...skill,
            ElementName: name,
            ElementDescription: skill.ElementDescription.trim(),
            ElementId: customItemId('skill'),
          },
        });
        toast.success(text.toasts.added(name));
      },
      createCertificate(cert: Omit<Certificate, 'Id' | 'CertDetailList'>) {
        const name = cert.Name.trim();
        dispatch({ type: 'addCert', cert: { ...cert, Name: name, Id: customItemId('cert'), CertDetailList: [] } });
        toast.success(text.toasts.added(name));
      },
      save,
      share,
    }),
    [api, orgId, debug, jobProfileId, loadOccupation, search, toast, visitor, save, share],
  );

  return { state, actions };
}

export type TrainingPlanActions = ReturnType<typeof useTrainingPlan>['actions'];
