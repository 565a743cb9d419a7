import type { Translation } from '@pathcraft/sdk';
import type { LibMessages } from './lib.messages.ts';

/** Spanish (issue 28). */
export const es: Translation<LibMessages> = {
  signIn: {
    link: 'Inicie sesión',
    toDo: (what) => ` para ${what}.`,
  },
};
