import type { Translation } from '@pathcraft/sdk';
import type { SignatureMessages } from './signatures.messages.ts';

/** Spanish (issue 28). */
export const es: Translation<SignatureMessages> = {
  signInTo: 'agregar su firma',
  yourSignature: 'Su firma',
  add: 'Agregar firma',
  change: 'Cambiar firma',
  dialog: {
    title: 'Firma',
    empty: 'Primero agregue una firma.',
    saving: 'Guardando la firma...',
    failed: 'Algo salió mal; inténtelo de nuevo.',
    clear: 'Borrar',
    adopt: 'Adoptar y guardar',
    adopting: 'Guardando...',
    hint: 'Dibuje su firma en el recuadro con el mouse, un lápiz o el dedo, o elija Escribir para escribir su nombre.',
    pad: 'Recuadro de firma',
  },
  field: {
    lang: 'es',
    how: 'Cómo firmar',
    draw: 'Dibujar',
    type: 'Escribir',
    typeName: 'Escriba su nombre completo',
    preview: (name) => `Firma de ${name}, tal como aparecerá`,
    previewEmpty: 'Aquí aparece su firma escrita',
  },
};
