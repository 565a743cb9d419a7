/** The material editor in Spanish, for the console in Spanish (loaded with the other widgets' Spanish, never on customer pages). */
import { translate } from '@pathcraft/sdk';
import { es } from './editor.messages.es.ts';
import { text } from './editor.messages.ts';

translate(text, es);
