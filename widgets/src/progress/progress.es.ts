/** The progress element in Spanish: loaded by the element only when its language is Spanish. */
import { translate } from '@pathcraft/sdk';
import '../lib/lib.es.ts';
import { es } from './progress.messages.es.ts';
import { text } from './progress.messages.ts';

translate(text, es);
