/**
 * <pathcraft-wage-schedules apprenticeship-id="…"> (docs/rules.md#wage-schedules).
 *
 * Attributes: apprenticeship-id (required), api-base (default: where this
 * chunk was loaded from). Needs the platform's sign-in (an owner or admin of
 * the apprenticeship's organization), so it works on the platform's own
 * origin; elsewhere it links to the sign-in page.
 * State: state="loading", then "ready" (or "error").
 */
import { createElement, type FunctionComponent } from 'react';
import { defineElement, type AttributeProps, type ElementProps } from '../lib/define-element.ts';
import { originOf } from '../lib/origin.ts';
import buttonCss from '../ui/button.css';
import formCss from '../ui/form-field.css';
import modalCss from '../ui/modal.css';
import spinnerCss from '../ui/spinner.css';
import themeCss from '../ui/theme.css';
import toastCss from '../ui/toast.css';
import css from './wage-schedules.css';
import { attributes, WageSchedulesElement } from './WageSchedulesElement.tsx';

const defaultApiBase = originOf(import.meta.url);
const Element: FunctionComponent<AttributeProps<typeof attributes> & ElementProps> = (props) =>
  createElement(WageSchedulesElement, { ...props, defaultApiBase });

defineElement('pathcraft-wage-schedules', Element, {
  attributes,
  css: [themeCss, buttonCss, spinnerCss, modalCss, toastCss, formCss, css].join('\n'),
  spanish: () => import('./wage-schedules.es.ts'),
});
