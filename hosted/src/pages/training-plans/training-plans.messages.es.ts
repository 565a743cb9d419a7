import type { Translation } from '@pathcraft/sdk';
import type { TrainingPlanMessages } from './training-plans.messages.ts';

/** Spanish (issue 28): the hosted career pathway tool around the training plan. */
export const es: Translation<TrainingPlanMessages> = {
  pageTitle: 'Plan de capacitación | Pathcraft',
  cannotLoadOrganization: 'No se puede cargar la organización',
  productName: 'Pathcraft',
  heading: 'Trayectoria profesional',
  back: 'Atrás',
  backTo: (name) => `VOLVER A ${name}`,
};
