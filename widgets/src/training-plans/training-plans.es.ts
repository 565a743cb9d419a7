/** The training-plan element in Spanish (issue 28): loaded by the element only when its language is Spanish. */
import { translate } from '@pathcraft/sdk';
import '../ui/ui.es.ts';
import { es } from './training-plans.messages.es.ts';
import { text } from './training-plans.messages.ts';

translate(text, es);
