import type { Translation } from '@pathcraft/sdk';
import type { PageLinksMessages } from './page-links.messages.ts';

/** Spanish (issue 28): a page link, its access code and its message pages. */
export const es: Translation<PageLinksMessages> = {
  pageTitle: 'Página | Pathcraft',
  messageTitle: (title) => `${title} | Pathcraft`,
  heading: 'Enlace de página',
  loading: 'Cargando...',
  redirecting: 'Redirigiendo a...',
  linkId: (id) => `ID: ${id}`,
  noId: '…',
  inactiveTitle: 'Página inactiva',
  inactiveText: 'Esta página ya no está activa.',
  notFoundTitle: '404',
  notFoundText: 'No se encontró la página',
  notFoundNext: 'Revise el enlace que recibió o pida uno nuevo a quien se lo compartió.',
  inactiveNext: 'Pregunte a la organización que compartió este enlace adónde se movió la página.',
  accessCode: {
    title: 'Código de acceso',
    text: 'Escriba el código de acceso para continuar.',
    label: 'Código de acceso',
    continue: 'Continuar',
    otherFailure: 'Ocurrió un error; inténtelo de nuevo.',
  },
};
