/**
 * The training plan as plain data and one reducer (docs/rules.md#training-plans):
 * no occupation (search and results), then an occupation (the plan), and
 * Reset back to search. useTrainingPlan adds the calls around it.
 */
import { byImportance, LIST_PREVIEW_COUNT } from '@pathcraft/sdk';
import { picksFrom, type PlanSnapshot } from './plan-url.ts';
import type {
  Certificate,
  JobProfileView,
  OccupationDetailResponse,
  OccupationElement,
  OccupationSummary,
  PlaceInfo,
  SchoolProgram,
  WageInfo,
} from '@pathcraft/sdk';

export type Category = 'skills' | 'knowledge' | 'certs' | 'programs';

export interface PlanItems {
  skills: OccupationElement[];
  knowledge: OccupationElement[];
  certs: Certificate[];
  programs: SchoolProgram[];
}

export type PlanItem = PlanItems[Category][number];

/** The open modal, by its key (docs/rules.md#training-plans). */
export type ModalState =
  | { key: 'editOccupation'; category: Category }
  | { key: 'manageSkill' }
  | { key: 'manageCertificate' }
  | { key: 'pathwaysPrint' }
  | null;

/** Where the plan is: what a visitor typed resolved to a place. */
export interface PlanLocation {
  zip: string;
  place: PlaceInfo | null;
}

export interface PlanState {
  /** The keyword of the last search; '' before one. */
  keyword: string;
  /** null until a search ran. */
  results: OccupationSummary[] | null;
  occupation: OccupationSummary | null;
  wages: WageInfo | null;
  location: PlanLocation;
  /** What the visitor can choose from. */
  available: PlanItems;
  /** What the plan holds. */
  selected: PlanItems;
  /** The text of the loading overlay, or null. */
  loading: string | null;
  modal: ModalState;
  /**
   * The job profile this plan was saved as (by Save, or by a share): Save hides and a later share only
   * sends it again. Cleared when the plan changes, since that is a new plan to save.
   */
  savedDocId: string | null;
  /** The visitor changed the plan's choices or made items since the occupation loaded: Change and Reset ask first. */
  edited: boolean;
}

export const emptyItems = (): PlanItems => ({ skills: [], knowledge: [], certs: [], programs: [] });

export const initialPlanState = (location: PlanLocation = { zip: '', place: null }): PlanState => ({
  keyword: '',
  results: null,
  occupation: null,
  wages: null,
  location,
  available: emptyItems(),
  selected: emptyItems(),
  loading: null,
  modal: null,
  savedDocId: null,
  edited: false,
});

/** The identity of an item within its category. */
export function itemKey(item: PlanItem): string {
  if ('ElementId' in item) return item.ElementId;
  if ('Id' in item) return item.Id;
  return item.ID;
}

/** The items of `a`, then those of `b` not already in `a`. */
function union<T extends PlanItem>(a: readonly T[], b: readonly T[]): T[] {
  const seen = new Set(a.map(itemKey));
  return [...a, ...b.filter((item) => !seen.has(itemKey(item)))];
}

/** Which choices survive new occupation data: none (a new occupation), all but programs (a new place), or all (a saved plan). */
export type KeepSelection = 'none' | 'location' | 'all';

export type PlanAction =
  | { type: 'loading'; text: string }
  | { type: 'failed' }
  | { type: 'located'; location: PlanLocation }
  | { type: 'searched'; keyword: string; results: OccupationSummary[] }
  | { type: 'changeSearch' }
  | { type: 'occupationLoaded'; detail: OccupationDetailResponse; zip: string; keep: KeepSelection }
  | { type: 'planLoaded'; plan: JobProfileView }
  | { type: 'changeOccupation' }
  | { type: 'reset' }
  | { type: 'choose'; category: Category; items: PlanItem[] }
  | { type: 'addSkill'; skill: OccupationElement }
  | { type: 'addCert'; cert: Certificate }
  | { type: 'openModal'; modal: NonNullable<ModalState> }
  | { type: 'closeModal' }
  | { type: 'saved'; docId: string }
  /** After a Save, the visitor edits a copy: a new plan with the same choices, saved anew. */
  | { type: 'editCopy' }
  /** A plan read back from the address (Back, reload, a shared link), in one step. */
  | {
      type: 'restored';
      snapshot: PlanSnapshot;
      results: OccupationSummary[] | null;
      detail: OccupationDetailResponse | null;
    };

/** The choices a fresh occupation starts with: the first few of each list (skills and knowledge by importance). */
function defaults(available: PlanItems): PlanItems {
  return {
    skills: available.skills.slice(0, LIST_PREVIEW_COUNT),
    knowledge: available.knowledge.slice(0, LIST_PREVIEW_COUNT),
    certs: available.certs.slice(0, LIST_PREVIEW_COUNT),
    programs: available.programs.slice(0, LIST_PREVIEW_COUNT),
  };
}

function fromDetail(detail: OccupationDetailResponse): PlanItems {
  return {
    skills: byImportance(detail.SkillsDataList ?? []),
    knowledge: byImportance(detail.KnowledgeDataList ?? []),
    certs: detail.CertList ?? [],
    programs: detail.SchoolPrograms ?? [],
  };
}

const asList = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** Skills and knowledge are listed most important first, whatever order they were chosen or added in. */
function inOrder(items: PlanItems): PlanItems {
  return { ...items, skills: byImportance(items.skills), knowledge: byImportance(items.knowledge) };
}

export function planReducer(state: PlanState, action: PlanAction): PlanState {
  switch (action.type) {
    case 'loading':
      return { ...state, loading: action.text };
    case 'failed':
      return { ...state, loading: null };
    case 'located':
      return { ...state, location: action.location };
    case 'searched':
      return { ...state, loading: null, keyword: action.keyword, results: action.results, occupation: null };
    case 'changeSearch':
      return { ...state, results: null, occupation: null };
    case 'occupationLoaded': {
      const { detail, keep } = action;
      const summary = detail.OccupationDetail[0];
      if (!summary) return { ...state, loading: null };
      const live = fromDetail(detail);
      const available: PlanItems =
        keep === 'none'
          ? live
          : {
              skills: union(live.skills, state.available.skills),
              knowledge: union(live.knowledge, state.available.knowledge),
              certs: union(live.certs, state.available.certs),
              programs: keep === 'all' ? union(live.programs, state.available.programs) : live.programs,
            };
      const selected =
        keep === 'none'
          ? defaults(live)
          : keep === 'location'
            ? { ...state.selected, programs: defaults(live).programs }
            : state.selected;
      const place = detail.Location ?? null;
      return {
        ...state,
        loading: null,
        occupation: {
          OnetTitle: summary.OnetTitle,
          OnetCode: summary.OnetCode,
          OccupationDescription: summary.OccupationDescription,
        },
        wages: detail.Wages ?? null,
        location: { zip: place?.zip ?? action.zip, place },
        available,
        selected,
        savedDocId: keep === 'all' ? state.savedDocId : null,
        edited: keep === 'none' ? false : state.edited,
      };
    }
    case 'planLoaded': {
      const { plan } = action;
      const place = (plan.occupationLocation ?? null) as PlaceInfo | null;
      const selected = inOrder({
        skills: asList(plan.selectedSkills),
        knowledge: asList(plan.selectedKnowledge),
        certs: asList(plan.selectedCerts),
        programs: asList(plan.selectedSchoolPrograms),
      });
      return {
        ...state,
        loading: null,
        occupation: {
          OnetTitle: plan.OnetTitle,
          OnetCode: plan.OnetCode,
          OccupationDescription: plan.OccupationDescription ?? '',
        },
        location: { zip: place?.zip ?? plan.location ?? '', place: place?.zip ? place : null },
        available: selected,
        selected,
      };
    }
    case 'changeOccupation':
      return { ...state, occupation: null, wages: null, modal: null, savedDocId: null };
    case 'reset':
      return initialPlanState(state.location);
    case 'choose':
      return {
        ...state,
        modal: null,
        savedDocId: null,
        edited: true,
        selected: inOrder({ ...state.selected, [action.category]: action.items }),
      };
    case 'addSkill':
      return {
        ...state,
        modal: null,
        savedDocId: null,
        edited: true,
        available: inOrder({ ...state.available, skills: [...state.available.skills, action.skill] }),
        selected: inOrder({ ...state.selected, skills: [...state.selected.skills, action.skill] }),
      };
    case 'addCert':
      return {
        ...state,
        modal: null,
        savedDocId: null,
        edited: true,
        available: { ...state.available, certs: [...state.available.certs, action.cert] },
        selected: { ...state.selected, certs: [...state.selected.certs, action.cert] },
      };
    case 'openModal':
      return { ...state, modal: action.modal };
    case 'closeModal':
      return { ...state, modal: null };
    case 'saved':
      return { ...state, savedDocId: action.docId };
    case 'editCopy':
      return { ...state, savedDocId: null };
    case 'restored':
      return restore(state, action.snapshot, action.results, action.detail);
  }
}

function restore(
  state: PlanState,
  snapshot: PlanSnapshot,
  results: OccupationSummary[] | null,
  detail: OccupationDetailResponse | null,
): PlanState {
  const base: PlanState = { ...initialPlanState(state.location), keyword: snapshot.keyword, results };
  if (!detail) return base;
  const loaded = planReducer(base, { type: 'occupationLoaded', detail, zip: snapshot.zip, keep: 'none' });
  const { skills, certs } = snapshot.custom;
  const available: PlanItems = inOrder({
    ...loaded.available,
    skills: [...loaded.available.skills, ...skills],
    certs: [...loaded.available.certs, ...certs],
  });
  const restored = { ...loaded, available, savedDocId: snapshot.saved };
  if (!snapshot.picks) return restored;
  return { ...restored, selected: inOrder(picksFrom(available, snapshot.picks)), edited: true };
}

/** The job profile a plan saves (docs/rules.md#training-plans); contact fields only when shared without an organization. */
export function toJobProfile(
  state: PlanState,
  context: {
    orgId?: string | undefined;
    locationId?: string | undefined;
    contact?: { name: string; email: string; phone: string; companyName: string };
  },
) {
  const occupation = state.occupation;
  if (!occupation) throw new Error('No occupation is selected.');
  return {
    orgId: context.orgId ?? null,
    locationId: context.locationId ?? null,
    OnetTitle: occupation.OnetTitle,
    OnetCode: occupation.OnetCode,
    OccupationDescription: occupation.OccupationDescription,
    location: state.location.zip || null,
    occupationLocation: state.location.place,
    selectedSkills: state.selected.skills,
    selectedKnowledge: state.selected.knowledge,
    selectedCerts: state.selected.certs,
    selectedSchoolPrograms: state.selected.programs,
    isExternal: true,
    ...(context.contact
      ? {
          name: context.contact.name.trim(),
          email: context.contact.email.trim(),
          phone: context.contact.phone.trim(),
          companyName: context.contact.companyName.trim(),
        }
      : {}),
  };
}
