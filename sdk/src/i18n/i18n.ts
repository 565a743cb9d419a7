/**
 * Texts and formats for people. Each widget feature and hosted page area keeps its words in one
 * catalogue (`<area>.messages.ts`), English first, with the specification's exact texts; a
 * translation is one more object in that file. Dates and numbers go through Intl with the page's
 * locale, so a translated page also writes its dates and numbers the local way.
 */

/** The page's language (`<html lang>`), else the browser's, else US English. */
export function pageLocale(): string {
  const doc = (globalThis as { document?: { documentElement?: { lang?: string } } }).document;
  const fromPage = doc?.documentElement?.lang?.trim();
  const fromBrowser = (globalThis as { navigator?: { language?: string } }).navigator?.language;
  const locale = fromPage || fromBrowser || 'en-US';
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

/**
 * The catalogue for the page's language: an exact match ('fr-CA'), then the language alone
 * ('fr'), then English. Every translation has English's shape, so a missing text is a type error.
 */
export function messagesFor<T>(catalogues: { en: T } & Partial<Record<string, T>>, locale = pageLocale()): T {
  const lower = locale.toLowerCase();
  const byLower = Object.fromEntries(Object.entries(catalogues).map(([k, v]) => [k.toLowerCase(), v])) as Record<string, T | undefined>;
  return byLower[lower] ?? byLower[lower.split('-')[0]!] ?? catalogues.en;
}

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let f = formatters.get(key) as F | undefined;
  if (!f) formatters.set(key, (f = make()));
  return f;
}

const asDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** 'Mar 5, 2026' in US English. */
export const formatDate = (value: Date | string | number, locale = pageLocale()) =>
  cached(`d:${locale}`, () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' })).format(asDate(value));

/** '03/05/2026' in US English: the form a signed document shows. */
export const formatNumericDate = (value: Date | string | number, locale = pageLocale()) =>
  cached(`nd:${locale}`, () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' })).format(asDate(value));

/** 'Mar 5, 2026, 2:07 PM' in US English. */
export const formatDateTime = (value: Date | string | number, locale = pageLocale()) =>
  cached(`dt:${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })).format(asDate(value));

/** '3/5/2026, 2:07:09 PM' in US English: the form a signed document's history shows. */
export const formatNumericDateTime = (value: Date | string | number, locale = pageLocale()) =>
  cached(`ndt:${locale}`, () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })).format(asDate(value));

/** '12,345' in US English. */
export const formatNumber = (value: number, locale = pageLocale()) => cached(`n:${locale}`, () => new Intl.NumberFormat(locale)).format(value);

/** '$52,000' (digits 0) or '$25.50' (digits 2) in US English; amounts are US dollars. */
export const formatMoney = (value: number, digits = 0, locale = pageLocale()) =>
  cached(`m:${locale}:${digits}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits })).format(value);
