/** The enrollment element in Spanish (issue 28): loaded by the element only when its language is Spanish. */
import { translate } from '@pathcraft/sdk';
import '../lib/lib.es.ts';
import '../ui/ui.es.ts';
import { es } from './enrollments.messages.es.ts';
import { text } from './enrollments.messages.ts';

translate(text, es);
