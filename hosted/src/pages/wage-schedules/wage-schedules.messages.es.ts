import type { Translation } from '@pathcraft/sdk';
import type { WageSchedulesMessages } from './wage-schedules.messages.ts';

/** Spanish (issue 28). */
export const es: Translation<WageSchedulesMessages> = {
  title: 'Escalas salariales',
  ownersAndAdminsOnly: 'Solo los propietarios y administradores de la organización administran las escalas salariales.',
};
