/**
 * <pathcraft-signature> (docs/rules.md#signatures): Add Signature opens the pad (Draw or Type);
 * Adopt and Save stores a PNG under the organization's user-content prefix
 * and shows it.
 *
 * Attributes: user-id (default: the signed-in user; only they can sign),
 * api-base (default: where this chunk was loaded from).
 */
import { createElement, type FunctionComponent } from 'react';
import { defineElement, type AttributeProps, type ElementProps } from '../lib/define-element.ts';
import { originOf } from '../lib/origin.ts';
import buttonCss from '../ui/button.css';
import formCss from '../ui/form-field.css';
import modalCss from '../ui/modal.css';
import tabsCss from '../ui/tabs.css';
import themeCss from '../ui/theme.css';
import toastCss from '../ui/toast.css';
import css from './signatures.css';
import { attributes, SignatureElement } from './SignatureElement.tsx';

const defaultApiBase = originOf(import.meta.url);
const Element: FunctionComponent<AttributeProps<typeof attributes> & ElementProps> = (props) =>
  createElement(SignatureElement, { ...props, defaultApiBase });

defineElement('pathcraft-signature', Element, {
  attributes,
  css: [themeCss, buttonCss, modalCss, tabsCss, toastCss, formCss, css].join('\n'),
  spanish: () => import('./signatures.es.ts'),
});
