/**
 * <pathcraft-hello org-id="..."> (placeholder until the real features land).
 * Attributes: org-id (falls back to the script tag's data-org).
 * Events: none. State: ready after the first render.
 */
import { defineElement } from '../lib/define-element.ts';
import themeCss from '../ui/theme.css';
import { Hello } from './Hello.tsx';
import css from './hello.css';

export const attributes = { 'org-id': 'string' } as const;

defineElement('pathcraft-hello', Hello, { attributes, css: themeCss + css });
