/**
 * <pathcraft-assistant> (002 §2 'AI assistant embed page', §4 'Chat').
 *
 * Attributes (strings, parsed once in define-element):
 *   integration-id  the assistant; changing it starts a new conversation ('No Assistant Selected' without one)
 *   display         'chatBox' shows the chat in the page; otherwise a launcher button opens it
 *   api-base        the API's origin (default: where this chunk was loaded from)
 * The page's origin must be one of the assistant's allowed domains: the server refuses others.
 * Events: pathcraft:assistantClose { integrationId, reason: 'user' | 'profanity' } (bubbles, composed).
 * State: state="loading", then "ready" (or "error" when the assistant can't be used on this page).
 * The launcher chunk is small; the chat panel is a chunk of its own, loaded on the first open.
 */
import { createElement, type FunctionComponent } from 'react';
import { defineElement, type AttributeProps, type ElementProps } from '../lib/define-element.ts';
import themeCss from '../ui/theme.css';
import launcherCss from './launcher.css';
import { AssistantElement, attributes } from './AssistantElement.tsx';
import { originOf } from '../lib/origin.ts';


const defaultApiBase = originOf(import.meta.url);
const Element: FunctionComponent<AttributeProps<typeof attributes> & ElementProps> = (props) => createElement(AssistantElement, { ...props, defaultApiBase });

defineElement('pathcraft-assistant', Element, { attributes, css: [themeCss, launcherCss].join('\n') });
