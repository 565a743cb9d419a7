import type { Translation } from '@pathcraft/sdk';
import type { UiMessages } from './ui.messages.ts';

/** Spanish (issue 28). */
export const es: Translation<UiMessages> = {
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  loadingButton: 'Cargando...',
  loading: 'Cargando',
  dismiss: 'Descartar',
};
