import type { Translation } from '@pathcraft/sdk';
import type { PublicPagesMessages } from './public-pages.messages.ts';

/** Spanish (issue 28): a public page and its links' settings (staff see those on the page itself). */
export const es: Translation<PublicPagesMessages> = {
  heading: 'Página',
  noPage: 'ERROR AL REDIRIGIR AL ENLACE DE PÁGINA (no hay página)',
  notFoundTitle: '404',
  notFoundText: 'No se encontró la página',
  notFoundNext: 'Revise la dirección o pida un enlace nuevo a quien se la compartió.',
  reference: (code) => `Referencia: ${code}`,
  failedTitle: 'Algo salió mal',
  failedNext: 'No se pudo cargar la página. Revise su conexión e inténtelo de nuevo.',
  tryAgain: 'Intentar de nuevo',
  cancel: 'Cancelar',
  save: 'Guardar',
  saving: 'Guardando...',
  linkSettings: {
    title: 'Configuración del enlace',
    loading: 'Cargando...',
    gone: 'Este enlace ya no existe.',
    checkFields: 'Revise los campos.',
    saved: '¡Enlace guardado!',
    fields: {
      title: 'Título',
      body: 'Descripción',
      url: 'URL',
      linkTarget: 'Abrir en',
      newTab: 'Una pestaña nueva',
      sameTab: 'La misma pestaña',
      isFeatured: 'Destacado',
      includeEmail: 'Agregar el correo electrónico del visitante a la URL',
      includeExternalUserId: 'Agregar el ID de usuario externo del visitante a la URL',
    },
  },
  reorder: {
    title: 'Reordenar enlaces',
    pageTitle: (pageTitle) => `Reordenar enlaces | ${pageTitle || 'Página'}`,
    staffOnly: 'Solo el personal de esta organización puede reordenar sus enlaces.',
    noLinks: 'No hay enlaces.',
    backToPage: 'Volver a la página',
    moveUp: 'Subir',
    moveUpCard: (title) => `Subir: ${title}`,
    moveDown: 'Bajar',
    moveDownCard: (title) => `Bajar: ${title}`,
    reordered: '¡Enlaces reordenados!',
  },
};
