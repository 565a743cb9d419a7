/** The training-plan element in Spanish (issue 28): loaded by the element only when its language is Spanish. */
import { translate } from '@pathcraft/sdk';
import '../ui/ui.es.ts';
import { es } from './training-plan.messages.es.ts';
import { text } from './training-plan.messages.ts';

translate(text, es);
