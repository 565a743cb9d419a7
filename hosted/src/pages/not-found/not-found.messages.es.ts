import type { Translation } from '@pathcraft/sdk';
import type { NotFoundMessages } from './not-found.messages.ts';

/** Spanish (issue 28). */
export const es: Translation<NotFoundMessages> = {
  title: 'No se encontró la página',
  backHome: 'Volver a la página de inicio',
};
