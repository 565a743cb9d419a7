import { canonical, languageOf, type UiLanguage } from './i18n.ts';

/*
 * The visitor's language, apart from the catalogues and formats: only elements and hosted pages
 * resolve it, so a lazily loaded chunk that just formats and reads texts does not carry it.
 */

/** Where a visitor's language can come from, strongest first. */
export interface LanguageSources {
  /** A hosted page: the visitor's choice from the language switch (`?lang=`, else remembered). */
  choice?: string | null;
  /** A widget: the `lang` of the element or its closest ancestor (the document's `<html lang>` included). */
  lang?: string | null;
  /** The browser's preferences, `navigator.languages`. */
  browser?: readonly string[];
}

export interface ResolvedLanguage {
  language: UiLanguage;
  /** The locale numbers, dates and money are written in: the Spanish tag with its region when one says it, else US Spanish (amounts are US dollars); 'en-US' for English. */
  locale: string;
}

/** The locale to write numbers and dates in for `language`, from the tag that asked for it (or the browser's own Spanish). */
function localeFor(language: UiLanguage, tag: string | null | undefined, browser: readonly string[]): string {
  if (language === 'en') return 'en-US';
  const regional = [tag, ...browser].find((t): t is string => languageOf(t) === 'es' && /[-_]/.test(t ?? ''));
  return regional ? canonical(regional, 'es-US') : 'es-US';
}

/**
 * The visitor's language: the hosted page's switch, else the element's or page's `lang`, else the
 * first of the browser's languages we speak; Spanish for any es-*, otherwise English. A page that
 * says its language (any `lang`, 'fr' included) is believed: a French page gets English, not the
 * browser's Spanish.
 */
export function resolveLanguage({ choice, lang, browser = [] }: LanguageSources): ResolvedLanguage {
  const chosen = languageOf(choice);
  if (chosen) return { language: chosen, locale: localeFor(chosen, choice, browser) };
  if (lang?.trim()) {
    const language = languageOf(lang) ?? 'en';
    return { language, locale: localeFor(language, lang, []) };
  }
  const preferred = browser.find((tag) => languageOf(tag));
  const language = languageOf(preferred) ?? 'en';
  return { language, locale: localeFor(language, preferred, browser) };
}

/**
 * The language an API answer is written in, from the request's Accept-Language (RFC 9110 §12.5.4):
 * the caller's most wanted language we speak (a higher q first; equal q keep their order), Spanish
 * for any es-*. English when it names none ('*', 'fr', nothing) or refuses Spanish (es;q=0): the
 * API's language stays English for anyone not asking for Spanish.
 */
export function answerLanguageOf(acceptLanguage: string | null | undefined): UiLanguage {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*(.*?)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: languageOf(tag), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((r) => r.language !== null && r.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked[0]?.language ?? 'en';
}
