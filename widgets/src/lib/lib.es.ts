/** The sign-in prompt in Spanish (issue 28), for the features that show it. */
import { translate } from '@pathcraft/sdk';
import { es } from './lib.messages.es.ts';
import { text } from './lib.messages.ts';

translate(text, es);
