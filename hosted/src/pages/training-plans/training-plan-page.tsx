import { useEffect, type ReactNode } from 'react';
import {
  type JobProfileCreated,
  notifyParent,
  createTrainingPlanApi,
  trainingPlanCss,
  type TrainingPlanApi,
} from '@pathcraft/widgets/training-plans';
import { api } from '../../session.ts';
import { adoptCss } from '../../styles.ts';

/** The training plan's calls from a hosted page: this origin, with the visitor's sign-in when there is one. */
export const trainingPlanApi: TrainingPlanApi = createTrainingPlanApi('', api);

/** The training plan's styles, put in the document once. */
export function useTrainingPlanCss() {
  useEffect(() => adoptCss('training-plan', trainingPlanCss), []);
}

/** A framed page reports a saved plan to its parent's exact origin (docs/rules.md#training-plans). */
export const reportToParent = (created: JobProfileCreated) => void notifyParent(created);

export function FullScreenMessage({ children }: { children: ReactNode }) {
  return (
    <div className="tp-page__full" role="alert">
      <p>{children}</p>
    </div>
  );
}
