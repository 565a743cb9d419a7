/** The assistant in Spanish (issue 28): loaded with its panel only when its language is Spanish. */
import { translate } from '@pathcraft/sdk';
import '../ui/ui.es.ts';
import { es } from './assistant.messages.es.ts';
import { text } from './assistant.messages.ts';

translate(text, es);
