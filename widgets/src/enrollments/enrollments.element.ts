/**
 * <pathcraft-enroll class-id="…"> (docs/rules.md#enrollments):
 * an Enroll button; the dialog asks for a cohort and class codes, Continue
 * enrols the signed-in user and goes to the class's register URL or course page.
 *
 * Attributes: class-id (required), api-base (default: where this chunk was loaded from).
 */
import { createElement, type FunctionComponent } from 'react';
import { defineElement, type AttributeProps, type ElementProps } from '../lib/define-element.ts';
import { originOf } from '../lib/origin.ts';
import buttonCss from '../ui/button.css';
import formCss from '../ui/form-field.css';
import modalCss from '../ui/modal.css';
import themeCss from '../ui/theme.css';
import css from './enrollments.css';
import { attributes, EnrollElement } from './EnrollElement.tsx';

const defaultApiBase = originOf(import.meta.url);
const Element: FunctionComponent<AttributeProps<typeof attributes> & ElementProps> = (props) =>
  createElement(EnrollElement, { ...props, defaultApiBase });

defineElement('pathcraft-enroll', Element, {
  attributes,
  css: [themeCss, buttonCss, modalCss, formCss, css].join('\n'),
  spanish: () => import('./enrollments.es.ts'),
});
