/**
 * <pathcraft-page page-id="…"> (docs/rules.md#public-pages): an organization's
 * public page inside a customer's page.
 *
 * Attributes (strings, parsed once in define-element):
 *   page-id   the page (required)
 *   org-slug  optional: the page must belong to this organization
 *   api-base  the API's origin (default: where this chunk was loaded from)
 * State: state="loading", then "ready" (or "error": no such page, or it needs an access code).
 * A visit is counted once the page shows (not inside frames, nor with ?nt in the page's address).
 * Events: none.
 */
import { createElement, type FunctionComponent } from 'react';
import { defineElement, type AttributeProps, type ElementProps } from '../lib/define-element.ts';
import { originOf } from '../lib/origin.ts';
import buttonCss from '../ui/button.css';
import modalCss from '../ui/modal.css';
import themeCss from '../ui/theme.css';
import css from './public-pages.css';
import { attributes, PageElement } from './PageElement.tsx';

const defaultApiBase = originOf(import.meta.url);
const Element: FunctionComponent<AttributeProps<typeof attributes> & ElementProps> = (props) =>
  createElement(PageElement, { ...props, defaultApiBase });

defineElement('pathcraft-page', Element, {
  attributes,
  css: [themeCss, buttonCss, modalCss, css].join('\n'),
  spanish: () => import('./public-pages.es.ts'),
});
