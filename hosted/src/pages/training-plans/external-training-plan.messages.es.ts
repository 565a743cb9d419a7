import type { Translation } from '@pathcraft/sdk';
import type { JobProfilesMessages } from './external-training-plan.messages.ts';

/** Spanish (issue 28): a saved training plan. */
export const es: Translation<JobProfilesMessages> = {
  pageTitle: 'Plan de capacitación | Pathcraft',
  notFoundPageTitle: 'No se encontró el plan de capacitación | Pathcraft',
  notFoundTitle: 'No se encontró el plan de capacitación',
  notFoundText:
    'Este enlace no lleva a un plan de capacitación guardado. Puede estar mal escrito, o el plan se eliminó.',
  buildPlan: 'Crear un plan de capacitación',
  loadFailed: 'No se pudo cargar este plan de capacitación.',
  heading: 'Perfil de puesto',
  poweredBy: 'CON LA TECNOLOGÍA DE',
  productName: 'Pathcraft',
};
