import type { Translation } from '@pathcraft/sdk';
import type { EnrollmentsMessages } from './enrollments.messages.ts';

/** Spanish (issue 28): course sign-up. */
export const es: Translation<EnrollmentsMessages> = {
  title: 'Inscribirse',
  chooseCohort: 'Elija una cohorte y sus códigos de clase para inscribirse.',
  continueToEnroll: 'Continúe para inscribirse en esta clase.',
  enroll: 'Inscribirse',
};
