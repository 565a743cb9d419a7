import type { Translation } from '@pathcraft/sdk';
import type { AssistantMessages } from './assistant.messages.ts';

/** Spanish (issue 28). */
export const es: Translation<AssistantMessages> = {
  pageTitle: 'Asistente | Pathcraft',
  heading: 'Asistente',
  noAssistant: 'No se seleccionó ningún asistente',
  closed: 'El asistente está cerrado.',
  profanityClose: 'Por favor, evite usar malas palabras.',
};
