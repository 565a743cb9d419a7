import { resolveLanguage, setUiLocale, type ResolvedLanguage } from '@pathcraft/sdk';

/** An element's language: its own `lang` or its closest ancestor's (the page's `<html lang>`), else the browser's. */
export function elementLanguage(host: Element): ResolvedLanguage {
  const browser =
    typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return resolveLanguage({ lang: host.closest('[lang]')?.getAttribute('lang'), browser });
}

/**
 * Puts an element in its language before it first renders: formats follow its locale, its `lang`
 * says the language to assistive technology when the page says none, and a Spanish element loads
 * its feature's Spanish texts. Null when it can render now, else a promise for the texts.
 * Catalogues are per page: elements in two languages on one page all speak the last one loaded.
 */
export function applyElementLanguage(
  host: Element,
  spanish: (() => Promise<unknown>) | undefined,
): Promise<unknown> | null {
  const { language, locale } = elementLanguage(host);
  setUiLocale(locale);
  if (!host.closest('[lang]')) host.setAttribute('lang', locale);
  return language === 'es' && spanish ? spanish() : null;
}
