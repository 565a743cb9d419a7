/** The signature element in Spanish (issue 28): loaded by the element only when its language is Spanish. */
import { translate } from '@pathcraft/sdk';
import '../lib/lib.es.ts';
import '../ui/ui.es.ts';
import { es } from './signature.messages.es.ts';
import { text } from './signature.messages.ts';

translate(text, es);
