/** The user-profile element in Spanish (issue 28): loaded by the element only when its language is Spanish. */
import { translate } from '@pathcraft/sdk';
import '../lib/lib.es.ts';
import '../ui/ui.es.ts';
import { es } from './user-profiles.messages.es.ts';
import { text } from './user-profiles.messages.ts';

translate(text, es);
