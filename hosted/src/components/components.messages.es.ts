import type { Translation } from '@pathcraft/sdk';
import type { ComponentsMessages } from './components.messages.ts';

/** Spanish (issue 28): loaded by main.tsx for a visitor in Spanish (i18n/spanish.ts). */
export const es: Translation<ComponentsMessages> = {
  productName: 'Pathcraft',
  pageTitle: (title) => `${title} | Pathcraft`,
  authCard: {
    legal: 'Aviso legal',
    privacyPolicy: 'Política de privacidad',
    terms: 'Términos',
    poweredBy: 'Con la tecnología de',
  },
  markdown: {
    title: 'Guía rápida de Markdown',
    close: 'Cerrar',
    examples: 'Ejemplos de Markdown',
    caption: 'Markdown que puede escribir, y lo que muestra',
    typed: 'Escriba',
    shows: 'Para obtener',
    worksHere: 'Aquí puede usar Markdown.',
    cheatsheetFor: (label) => `Guía rápida de Markdown para ${label}`,
    rows: [
      ['# Título', 'Un título (## y ### para títulos más pequeños)'],
      ['**negrita**', 'Texto en negrita'],
      ['*cursiva*', 'Texto en cursiva'],
      ['[Pathcraft](https://example.org)', 'Un enlace'],
      ['- elemento', 'Una lista con viñetas'],
      ['1. elemento', 'Una lista numerada'],
      ['> cita', 'Una cita'],
      ['`código`', 'Código dentro de una oración'],
      ['![texto alternativo](https://example.org/a.png)', 'Una imagen'],
      ['---', 'Una línea divisoria'],
    ],
  },
  languageSwitch: {
    label: 'Idioma',
    english: 'English',
    spanish: 'Español',
  },
  pageFailed: {
    title: 'No se pudo cargar esta página',
    detail: 'Revise su conexión e inténtelo de nuevo.',
    tryAgain: 'Intentar de nuevo',
  },
  signedIn: {
    yourAccount: ', su cuenta',
    signOut: 'Cerrar sesión',
    console: 'Consola',
  },
  refusedArea: {
    staff: 'Esa página es para el personal de su organización.',
    orgAdmin: 'Esa página es para los propietarios y administradores de su organización.',
  },
};
