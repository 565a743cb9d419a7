import type { Translation } from '@pathcraft/sdk';
import type { PublicPageMessages } from './public-pages.messages.ts';

/** Spanish (issue 28). */
export const es: Translation<PublicPageMessages> = {
  noPage: 'ERROR AL REDIRIGIR AL ENLACE DE PÁGINA (no hay página)',
  noDashboard: 'ERROR AL REDIRIGIR AL ENLACE DE PÁGINA (no hay panel)',
  noContentYet: 'Esta página todavía no tiene contenido.',
  checkBackLater: 'Vuelva a consultarla más tarde.',
  reference: (code) => `Referencia: ${code}`,
  noLinks: 'No hay enlaces.',
  noMaterials: 'No hay materiales.',
  noMaterial: 'No hay material.',
  noAssistant: 'No se seleccionó ningún asistente',
  noMedia: 'No hay contenido multimedia.',
  loading: 'Cargando...',
  accessCodeTitle: 'Código de acceso',
  accessCodeText: 'Escriba el código de acceso para continuar.',
  zone: (n) => `Zona ${n}`,
  reorder: 'Reordenar',
  featured: 'Destacado',
  settings: 'Configuración',
  settingsOf: (title) => `Configuración de ${title}`,
  go: 'IR',
  goTo: (title) => `IR: ${title}`,
  open: 'ABRIR',
  openNamed: (title) => `ABRIR: ${title}`,
};
