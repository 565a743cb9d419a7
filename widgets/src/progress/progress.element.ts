/**
 * <pathcraft-progress> (issue 27): the signed-in apprentice's progress on a sponsor's site: approved
 * OJT and RTI hours against the program's totals, the wage period and the next step, a step due.
 *
 * Attributes: api-base (default: where this chunk was loaded from).
 */
import { createElement, type FunctionComponent } from 'react';
import { defineElement, type AttributeProps, type ElementProps } from '../lib/define-element.ts';
import { originOf } from '../lib/origin.ts';
import themeCss from '../ui/theme.css';
import css from './progress.css';
import { attributes, ProgressElement } from './ProgressElement.tsx';

const defaultApiBase = originOf(import.meta.url);
const Element: FunctionComponent<AttributeProps<typeof attributes> & ElementProps> = (props) =>
  createElement(ProgressElement, { ...props, defaultApiBase });

defineElement('pathcraft-progress', Element, {
  attributes,
  css: [themeCss, css].join('\n'),
  spanish: () => import('./progress.es.ts'),
});
