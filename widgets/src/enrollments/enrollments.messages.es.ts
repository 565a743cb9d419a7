import type { Translation } from '@pathcraft/sdk';
import type { EnrollmentMessages } from './enrollments.messages.ts';

/** Spanish (issue 28). */
export const es: Translation<EnrollmentMessages> = {
  enroll: 'Inscribirse',
  signInTo: 'inscribirse',
  dialog: {
    title: (course) => `Inscribirse en ${course}`,
    cancel: 'Cancelar',
    continue: 'Continuar',
    continuing: 'Continuando...',
    verifyNotice:
      'Usted se inscribe en esta clase en el sitio del proveedor. Después, un administrador verifica su inscripción.',
    failed: 'Algo salió mal; inténtelo de nuevo.',
    noCohorts: 'Esta clase no tiene cohortes para elegir. Continúe para inscribirse.',
    chooseCohort: 'Elija una cohorte',
    classCodes: (n) => (n === 1 ? '1 código de clase' : `${n} códigos de clase`),
    selectCohort: (cohort) => `Seleccionar ${cohort}`,
    select: 'Seleccionar',
    cohort: 'Cohorte: ',
    change: 'Cambiar',
    classCodesLegend: 'Códigos de clase',
    noClassCodes: 'Esta cohorte no tiene códigos de clase para elegir.',
  },
};
