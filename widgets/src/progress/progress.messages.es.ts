import type { Translation } from '@pathcraft/sdk';
import type { ProgressWidgetMessages } from './progress.messages.ts';

/** Spanish: the signed-in apprentice's progress on a sponsor's site. */
export const es: Translation<ProgressWidgetMessages> = {
  signInTo: 'ver el progreso de su aprendizaje',
  none: 'Todavía no es aprendiz de ningún programa.',
  heading: (program) => `Su progreso: ${program}`,
  ojt: 'Horas en el trabajo',
  rti: 'Horas de instrucción relacionada',
  hoursOf: (done, total) => `${done} de ${total} horas`,
  hoursOnly: (done) => `${done} horas`,
  current: (period, wage) => `Período salarial ${period}: ${wage} por hora`,
  next: (period, wage, hours) => `Próximo paso: período ${period} a ${wage}, tras ${hours} horas aprobadas más`,
  due: (period, wage) => `Corresponde el período salarial ${period} (${wage}): falta que el empleador lo confirme.`,
  complete: 'Completo: todas las horas y competencias están cumplidas.',
  open: 'Registrar horas',
};
