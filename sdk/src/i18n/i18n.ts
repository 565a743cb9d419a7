/**
 * Texts and formats for people. Each widget feature and hosted page area keeps its words in one
 * catalogue (`<area>.messages.ts`), English first, with the specification's exact texts; a
 * translation is one more object in that file. Dates and numbers go through Intl with the page's
 * locale, so a translated page also writes its dates and numbers the local way.
 */

/** The languages the visitor surfaces speak. English is the default and carries the specification's exact texts. */
export const UI_LANGUAGES = ['en', 'es'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** 'es' for Spanish in any region ('es', 'es-MX', 'ES-419'), 'en' for English; null for anything else (or nothing). */
export function languageOf(tag: string | null | undefined): UiLanguage | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'es' || primary === 'en' ? primary : null;
}

/** A tag's canonical form ('es-mx' → 'es-MX'), or `fallback` when it is not a language tag. */
export const canonical = (tag: string, fallback: string) => {
  try {
    return Intl.getCanonicalLocales(tag.trim().replace(/_/g, '-'))[0] ?? fallback;
  } catch {
    return fallback;
  }
};

let uiLocale: string | null = null;

/** Fixes the locale every format below defaults to (a hosted page's or a widget's resolved language); null goes back to the page's. */
export function setUiLocale(locale: string | null): void {
  uiLocale = locale;
}

/** The locale set by setUiLocale, else the page's language (`<html lang>`), else the browser's, else US English. */
export function pageLocale(): string {
  if (uiLocale) return uiLocale;
  const doc = (globalThis as { document?: { documentElement?: { lang?: string } } }).document;
  const fromPage = doc?.documentElement?.lang?.trim();
  const fromBrowser = (globalThis as { navigator?: { language?: string } }).navigator?.language;
  return canonical(fromPage || fromBrowser || 'en-US', 'en-US');
}

/** The language the visitor surfaces speak on this page (see pageLocale). */
export const uiLanguage = (): UiLanguage => languageOf(pageLocale()) ?? 'en';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function copyCatalogue<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyCatalogue) as T;
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copyCatalogue(v)])) as T;
  return value;
}

/**
 * An area's catalogue: its own copy of the English texts (the specification's constants it quotes
 * are copied, never shared), which a translation later overwrites in place (translate). Every
 * translation has English's shape, so a missing text is a type error; messagesFor's other
 * catalogues are ignored (translations load on demand, see translate).
 */
export function messagesFor<T>(catalogues: { en: T } & Partial<Record<string, T>>): T {
  return copyCatalogue(catalogues.en);
}

/**
 * Messages the server and the rules write (refusals, field problems), in the visitor's language.
 * The server answers in the language the client asks for (Accept-Language); a message a rule wrote
 * in the browser, or an English answer, is shown in the visitor's language when a translation has
 * been loaded (setMessageTranslation: the same lookup the server uses), and in English otherwise.
 */
export const messageTranslation: { of: ((english: string) => string | undefined) | null } = { of: null };

export const localizeMessage = (message: string): string => messageTranslation.of?.(message) ?? message;

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let f = formatters.get(key) as F | undefined;
  if (!f) formatters.set(key, (f = make()));
  return f;
}

const asDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** 'Mar 5, 2026' in US English. */
export const formatDate = (value: Date | string | number, locale = pageLocale()) =>
  cached(
    `d:${locale}`,
    () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }),
  ).format(asDate(value));

/**
 * 'Nov 9, 2026' for a calendar day ('2026-11-09'): read as that day where the reader is, so no time
 * zone west of UTC shows the day before. Anything else is returned as it came.
 */
export const formatDay = (day: string, locale = pageLocale()) => {
  const date = localDay(day);
  return date ? formatDate(date, locale) : day;
};

/** A calendar day ('2026-11-09') as midnight where the reader is; null for anything else. */
function localDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** '03/05/2026' in US English: the form a signed document shows. */
export const formatNumericDate = (value: Date | string | number, locale = pageLocale()) =>
  cached(
    `nd:${locale}`,
    () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(asDate(value));

/**
 * '11/09/2026' in US English for a calendar day ('2026-11-09', as stored and sent): the form a signed
 * document shows, read as that day where the reader is. Anything else is returned as it came.
 */
export const formatNumericDay = (day: string, locale = pageLocale()) => {
  const date = localDay(day);
  return date ? formatNumericDate(date, locale) : day;
};

/** 'Mar 5, 2026, 2:07 PM' in US English. */
export const formatDateTime = (value: Date | string | number, locale = pageLocale()) =>
  cached(`dt:${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })).format(
    asDate(value),
  );

/** '3/5/2026, 2:07:09 PM' in US English: the form a signed document's history shows. */
export const formatNumericDateTime = (value: Date | string | number, locale = pageLocale()) =>
  cached(
    `ndt:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
  ).format(asDate(value));

/** '12,345' in US English. */
export const formatNumber = (value: number, locale = pageLocale()) =>
  cached(`n:${locale}`, () => new Intl.NumberFormat(locale)).format(value);

/** '$52,000' (digits 0) or '$25.50' (digits 2) in US English; amounts are US dollars. */
export const formatMoney = (value: number, digits = 0, locale = pageLocale()) =>
  cached(
    `m:${locale}:${digits}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  ).format(value);
