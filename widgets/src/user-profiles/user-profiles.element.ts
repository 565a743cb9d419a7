/**
 * <pathcraft-user-profile> (docs/rules.md#private-information): a button opening
 * 'Edit Personal Information' with the General and Private tabs.
 *
 * Attributes: user-id (default: the signed-in user), tab ('profile' or
 * 'privateInfo', the tab shown first), api-base (default: where this chunk
 * was loaded from). Needs the platform's sign-in, so it works on the
 * platform's own origin; elsewhere it links to the sign-in page.
 */
import { createElement, type FunctionComponent } from 'react';
import { defineElement, type AttributeProps, type ElementProps } from '../lib/define-element.ts';
import { originOf } from '../lib/origin.ts';
import buttonCss from '../ui/button.css';
import formCss from '../ui/form-field.css';
import modalCss from '../ui/modal.css';
import spinnerCss from '../ui/spinner.css';
import tabsCss from '../ui/tabs.css';
import themeCss from '../ui/theme.css';
import toastCss from '../ui/toast.css';
import css from './user-profiles.css';
import { attributes, UserProfileElement } from './UserProfileElement.tsx';

const defaultApiBase = originOf(import.meta.url);
const Element: FunctionComponent<AttributeProps<typeof attributes> & ElementProps> = (props) =>
  createElement(UserProfileElement, { ...props, defaultApiBase });

defineElement('pathcraft-user-profile', Element, {
  attributes,
  css: [themeCss, buttonCss, spinnerCss, modalCss, toastCss, tabsCss, formCss, css].join('\n'),
  spanish: () => import('./user-profiles.es.ts'),
});
