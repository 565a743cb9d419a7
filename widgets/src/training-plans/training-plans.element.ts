/**
 * <pathcraft-training-plan> (docs/rules.md#training-plans).
 *
 * Attributes (strings, parsed once in define-element):
 *   org-id          the organization; Save shows with one, Share without (default: the script tag's data-org).
 *                   A visitor's Save is accepted from the organization's allowedOrigins (or its assistants'
 *                   allowedDomains) and the platform's own pages; elsewhere only a member's sign-in saves.
 *   location-id     the organization's location the saved plan belongs to
 *   job-profile-id  shows that saved plan instead of a search
 *   view-only       hides the change, choose and add buttons
 *   keyword         searched once on start
 *   api-base        the API's origin (default: where this chunk was loaded from)
 *   debug           logs what the element reports
 * Events: pathcraft:jobProfileCreate { docId, orgId, time } (bubbles, composed);
 * inside an iframe the same report is posted to the parent's origin as
 * { action: 'jobProfileCreate', docId, orgId, time }.
 * State: state="loading", then "ready" (or "error" when a saved plan can't load).
 */
import { createElement, type FunctionComponent } from 'react';
import { defineElement, type AttributeProps, type ElementProps } from '../lib/define-element.ts';
import buttonCss from '../ui/button.css';
import confirmDialogCss from '../ui/confirm-dialog.css';
import modalCss from '../ui/modal.css';
import spinnerCss from '../ui/spinner.css';
import themeCss from '../ui/theme.css';
import toastCss from '../ui/toast.css';
import css from './training-plans.css';
import { attributes, TrainingPlanElement } from './TrainingPlanElement.tsx';
import { originOf } from '../lib/origin.ts';

const defaultApiBase = originOf(import.meta.url);
const Element: FunctionComponent<AttributeProps<typeof attributes> & ElementProps> = (props) =>
  createElement(TrainingPlanElement, { ...props, defaultApiBase });

defineElement('pathcraft-training-plan', Element, {
  attributes,
  css: [themeCss, buttonCss, spinnerCss, modalCss, confirmDialogCss, toastCss, css].join('\n'),
  spanish: () => import('./training-plans.es.ts'),
});
