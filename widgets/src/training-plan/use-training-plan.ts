import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { PathcraftError, type Certificate, type OccupationElement, type OccupationSummary, type SharePlanFormInput, type VisitorLocation } from '@pathcraft/sdk';
import { useToast } from '../ui/Toast.tsx';
import type { TrainingPlanApi } from './training-plan.api.ts';
import { initialPlanState, planReducer, toJobProfile, type Category, type KeepSelection, type ModalState, type PlanItem, type PlanState } from './training-plan.state.ts';

/** What a saved job profile reports: to the element's DOM event and the parent window. */
export interface JobProfileCreated {
  docId: string;
  orgId: string | null;
  time: number;
}

export interface TrainingPlanOptions {
  api: TrainingPlanApi;
  orgId?: string | undefined;
  locationId?: string | undefined;
  /** A saved plan to show instead of a search. */
  jobProfileId?: string | undefined;
  /** Searched once on start (and again when it changes). */
  keyword?: string | undefined;
  debug?: boolean | undefined;
  onJobProfileCreate?: ((created: JobProfileCreated) => void) | undefined;
  /** Called once the first search of `keyword` ran (the hosted page then clears its query string). */
  onKeywordSearched?: (() => void) | undefined;
  /** Called when the plan is first ready to use, or could not load. */
  onReady?: ((ok: boolean) => void) | undefined;
  /** Called instead of an error toast when the saved plan does not exist (a page then shows its own not-found page). */
  onNotFound?: (() => void) | undefined;
}

export const TEXT = {
  loading: 'Loading',
  tryAgain: 'Please try again',
  saving: 'Saving...',
  created: 'Job Profile Created!',
  sent: 'Training Plan sent!',
  sendFailed: 'Unable to send plan, please refresh and try again ',
  saveAndSendFailed: 'Unable to save & send plan, please refresh and try again.',
  added: (name: string) => `${name} added!`,
} as const;

const SAVE_TOAST = 'trainingPlanSave';
const toPlace = (v: VisitorLocation | null) => (v?.zip ? { zip: v.zip, place: { zip: v.zip, city: v.city, state: v.state, latitude: v.latitude, longitude: v.longitude } } : null);
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));
let customCount = 0;
const customId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(++customCount).toString(36)}`;

/** The training plan's state and the actions a visitor takes, with the calls and toasts around the reducer. */
export function useTrainingPlan(options: TrainingPlanOptions) {
  const { api, orgId, locationId, jobProfileId, keyword, debug } = options;
  const [state, dispatch] = useReducer(planReducer, undefined, () => initialPlanState());
  const toast = useToast();
  const latest = useRef(options);
  latest.current = options;
  const stateRef = useRef<PlanState>(state);
  stateRef.current = state;
  /** The visitor's starting place, asked once; a search waits for it. */
  const visitor = useRef<Promise<VisitorLocation | null> | null>(null);
  /** True while a Save runs, so a double click saves once. */
  const saving = useRef(false);

  const loadOccupation = useCallback(
    async (code: string, zip: string, keep: KeepSelection) => {
      dispatch({ type: 'loading', text: TEXT.loading });
      try {
        const detail = await api.getOccupation({ code, zip, orgId, debug });
        dispatch({ type: 'occupationLoaded', detail, zip, keep });
        return true;
      } catch (err) {
        dispatch({ type: 'failed' });
        toast.error(message(err));
        return false;
      }
    },
    [api, orgId, debug, toast],
  );

  const search = useCallback(
    async (text: string) => {
      const trimmed = text.trim();
      if (!trimmed) return;
      dispatch({ type: 'loading', text: TEXT.loading });
      try {
        dispatch({ type: 'searched', keyword: trimmed, results: await api.searchOccupations(trimmed) });
      } catch (err) {
        dispatch({ type: 'failed' });
        toast.error(message(err));
      }
    },
    [api, toast],
  );

  // Start: a saved plan, or the visitor's place for a new one (and the keyword's search).
  useEffect(() => {
    let live = true;
    if (jobProfileId) {
      dispatch({ type: 'loading', text: TEXT.loading });
      api
        .getJobProfile(jobProfileId)
        .then(async (plan) => {
          if (!live) return;
          dispatch({ type: 'planLoaded', plan });
          latest.current.onReady?.(true);
          // Wages are read live for the saved place; the plan keeps its own choices.
          const detail = await api.getOccupation({ code: plan.OnetCode, zip: plan.location ?? undefined, orgId: orgId ?? plan.orgId ?? undefined, debug }).catch(() => null);
          if (live && detail) dispatch({ type: 'occupationLoaded', detail, zip: plan.location ?? '', keep: 'all' });
        })
        .catch((err: unknown) => {
          if (!live) return;
          dispatch({ type: 'failed' });
          const onNotFound = latest.current.onNotFound;
          if (onNotFound && err instanceof PathcraftError && err.code === 'not_found') onNotFound();
          else toast.error(message(err), { persistent: true });
          latest.current.onReady?.(false);
        });
      return () => {
        live = false;
      };
    }
    visitor.current = api.visitorLocation();
    void visitor.current.then((v) => {
      const location = toPlace(v);
      if (live && location && !stateRef.current.location.zip) dispatch({ type: 'located', location });
      latest.current.onReady?.(true);
    });
    return () => {
      live = false;
    };
  }, [api, jobProfileId, orgId, debug, toast]);

  useEffect(() => {
    if (!keyword || jobProfileId) return;
    void search(keyword).then(() => latest.current.onKeywordSearched?.());
  }, [keyword, jobProfileId, search]);

  const actions = useMemo(
    () => ({
      search,
      changeSearch: () => dispatch({ type: 'changeSearch' }),
      async selectOccupation(occupation: OccupationSummary) {
        // The visitor's place may still be on its way: wait for it rather than show national figures.
        const zip = stateRef.current.location.zip || toPlace(await (visitor.current ?? null))?.zip || '';
        return loadOccupation(occupation.OnetCode, zip, 'none');
      },
      changeOccupation: () => dispatch({ type: 'changeOccupation' }),
      reset: () => dispatch({ type: 'reset' }),
      /** An empty ZIP is refused with 'Please try again' (002 §5); the caller clears its box. */
      async searchLocation(zip: string) {
        const value = zip.trim();
        const occupation = stateRef.current.occupation;
        if (!value) {
          toast.info(TEXT.tryAgain);
          return false;
        }
        if (!occupation) return false;
        return loadOccupation(occupation.OnetCode, value, jobProfileId ? 'all' : 'location');
      },
      openModal: (modal: NonNullable<ModalState>) => dispatch({ type: 'openModal', modal }),
      closeModal: () => dispatch({ type: 'closeModal' }),
      choose: (category: Category, items: PlanItem[]) => dispatch({ type: 'choose', category, items }),
      createSkill(skill: Omit<OccupationElement, 'ElementId'>) {
        const name = skill.ElementName.trim();
        dispatch({ type: 'addSkill', skill: { ...skill, ElementName: name, ElementDescription: skill.ElementDescription.trim(), ElementId: customId('skill') } });
        toast.success(TEXT.added(name));
      },
      createCertificate(cert: Omit<Certificate, 'Id' | 'CertDetailList'>) {
        const name = cert.Name.trim();
        dispatch({ type: 'addCert', cert: { ...cert, Name: name, Id: customId('cert'), CertDetailList: [] } });
        toast.success(TEXT.added(name));
      },
      /**
       * Save (an organization and no job profile yet): 'Saving...', then 'Job Profile Created!' and the
       * jobProfileCreate report. The plan is then that profile: saving it again makes nothing new, and
       * neither does a second click while the first save runs.
       */
      async save() {
        const saved = stateRef.current.savedDocId;
        if (saved || saving.current) return saved;
        saving.current = true;
        toast.info(TEXT.saving, { id: SAVE_TOAST, persistent: true });
        try {
          const docId = await api.createJobProfile(toJobProfile(stateRef.current, { orgId, locationId }));
          dispatch({ type: 'saved', docId });
          toast.success(TEXT.created, { id: SAVE_TOAST });
          latest.current.onJobProfileCreate?.({ docId, orgId: orgId ?? null, time: Date.now() });
          return docId;
        } catch (err) {
          toast.error(message(err), { id: SAVE_TOAST });
          return null;
        } finally {
          saving.current = false;
        }
      },
      /**
       * Share (001 §4): with a job profile, send it; otherwise save it with the
       * form's contact fields first, then send. Resolves true when sent.
       */
      async share(form: SharePlanFormInput) {
        const existing = stateRef.current.savedDocId ?? jobProfileId ?? null;
        if (existing) {
          try {
            await api.sharePlan(existing, form);
          } catch {
            toast.error(TEXT.sendFailed);
            return false;
          }
        } else {
          try {
            const docId = await api.createJobProfile(toJobProfile(stateRef.current, { orgId, locationId, contact: form }));
            dispatch({ type: 'saved', docId });
            await api.sharePlan(docId, form);
          } catch {
            toast.error(TEXT.saveAndSendFailed);
            return false;
          }
        }
        dispatch({ type: 'closeModal' });
        toast.success(TEXT.sent);
        return true;
      },
    }),
    [api, jobProfileId, loadOccupation, locationId, orgId, search, toast],
  );

  return { state, actions };
}

export type TrainingPlanActions = ReturnType<typeof useTrainingPlan>['actions'];
