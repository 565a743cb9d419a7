import type { PlanUrlMode } from './plan-url.ts';
import type { TrainingPlanApi } from './training-plans.api.ts';

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
  /**
   * Keep the plan in the address (Back, reload, share): 'query' on a page of our own (readable
   * parameters), 'namespaced' on a customer's page (one `pathcraft-plan` parameter). Off for a saved plan.
   */
  urlState?: PlanUrlMode | undefined;
  onJobProfileCreate?: ((created: JobProfileCreated) => void) | undefined;
  /** Called once the first search of `keyword` ran (the hosted page then clears its query string). */
  onKeywordSearched?: (() => void) | undefined;
  /** Called when the plan is first ready to use, or could not load. */
  onReady?: ((ok: boolean) => void) | undefined;
  /** Called instead of an error toast when the saved plan does not exist (a page then shows its own not-found page). */
  onNotFound?: (() => void) | undefined;
}
