/** The training plan's public entry for hosted pages: the tool, its client, the parent-page message and styles. */
export { TrainingPlan } from './TrainingPlan.tsx';
export { createTrainingPlanApi, type TrainingPlanApi } from './training-plans.api.ts';
export { notifyParent } from './notify-parent.ts';
export type { JobProfileCreated } from './use-training-plan.ts';
export { default as trainingPlanCss } from './training-plans.css';
