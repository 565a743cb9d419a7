import type { Translation } from '@pathcraft/sdk';
import type { SsoMessages } from './sso.messages.ts';

/** Spanish (issue 28). */
export const es: Translation<SsoMessages> = {
  signingIn: 'Iniciando sesión',
};
