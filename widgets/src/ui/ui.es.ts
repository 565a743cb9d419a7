/**
 * What every widget in Spanish needs (issue 28): the shared controls' texts and the server's and the
 * rules' messages. Imported by each feature's Spanish module (<feature>.es.ts).
 */
import { setMessageTranslation, spanishMessage, translate } from '@pathcraft/sdk';
import { es } from './ui.messages.es.ts';
import { text } from './ui.messages.ts';

translate(text, es);
setMessageTranslation(spanishMessage);
