/** The signature element in Spanish (issue 28): loaded by the element only when its language is Spanish. */
import { translate } from '@pathcraft/sdk';
import '../lib/lib.es.ts';
import '../ui/ui.es.ts';
import { es } from './signatures.messages.es.ts';
import { text } from './signatures.messages.ts';

translate(text, es);
