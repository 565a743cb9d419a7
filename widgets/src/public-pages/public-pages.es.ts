/**
 * A public page in Spanish (issue 28). What it opens speaks for itself: the material side sheet loads
 * its Spanish with its chunk, and <pathcraft-assistant> is an element with its own language.
 */
import { translate } from '@pathcraft/sdk';
import '../ui/ui.es.ts';
import { es } from './public-pages.messages.es.ts';
import { text } from './public-pages.messages.ts';

translate(text, es);
