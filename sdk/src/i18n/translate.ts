import { messageTranslation } from './i18n.ts';

/*
 * Writing a translation over the English catalogues and the server's messages: imported by the
 * translations themselves (loaded only for a page in another language), never by English pages.
 */

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function copy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copy) as T;
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v)])) as T;
  return value;
}

/**
 * A catalogue's translation: the same keys and functions, any words (the English quotes the
 * specification's constants, whose types are their exact English texts).
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { [K in keyof T]: Translation<T[K]> };

/**
 * Writes a translation over a catalogue, in place, before the components that read it render:
 * modules read their texts at render time (`text.save`), so the whole area speaks the new language.
 * Loaded with a dynamic import, so a page in English never downloads the translation.
 */
export function translate<T>(catalogue: T, translation: Translation<T>): void {
  const target = catalogue as Record<string, unknown>;
  for (const [key, value] of Object.entries(translation as Record<string, unknown>)) {
    const current = target[key];
    if (isRecord(value) && !Array.isArray(value) && isRecord(current) && !Array.isArray(current))
      translate<unknown>(current, value as Translation<unknown>);
    else target[key] = copy(value);
  }
}

/**
 * The keys of `english` that `translation` lacks or leaves empty, as dotted paths ('discard.title',
 * 'choices[2]'): what a translator still has to write.
 */
export function missingTranslations(english: unknown, translation: unknown, path = ''): string[] {
  if (typeof english === 'string') return typeof translation === 'string' && translation.trim() !== '' ? [] : [path];
  if (typeof english === 'function') return typeof translation === 'function' ? [] : [path];
  if (Array.isArray(english)) {
    if (!Array.isArray(translation)) return [path];
    return english.flatMap((item, i) => missingTranslations(item, translation[i], `${path}[${i}]`));
  }
  if (isRecord(english)) {
    if (!isRecord(translation)) return [path];
    return Object.entries(english).flatMap(([key, value]) =>
      missingTranslations(value, translation[key], path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/** Loads a language's words for the server's and the rules' English messages (localizeMessage): e.g. spanishMessage. */
export function setMessageTranslation(translateMessage: (english: string) => string | undefined): void {
  messageTranslation.of = translateMessage;
}
