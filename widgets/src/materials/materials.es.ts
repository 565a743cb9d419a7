/** A material's side sheet in Spanish (issue 28), loaded from the sheet's chunk; the editor's Spanish loads with the other widgets' (spanish/index.ts). */
import { translate } from '@pathcraft/sdk';
import '../ui/ui.es.ts';
import { es } from './materials.messages.es.ts';
import { text } from './materials.messages.ts';

translate(text, es);
