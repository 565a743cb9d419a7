import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatNumericDay,
  formatMoney,
  formatNumber,
  formatNumericDate,
  localizeMessage,
  messagesFor,
} from './i18n.ts';
import { answerLanguageOf, resolveLanguage } from './language.ts';
import { missingTranslations, setMessageTranslation, translate } from './translate.ts';

describe('resolveLanguage', () => {
  it.each([
    ['nothing said', {}, 'en', 'en-US'],
    ['a Spanish browser', { browser: ['es-MX', 'en-US'] }, 'es', 'es-MX'],
    ['a Spanish browser without region', { browser: ['es'] }, 'es', 'es-US'],
    ['Latin American Spanish', { browser: ['es-419'] }, 'es', 'es-419'],
    ['an English browser that also reads Spanish', { browser: ['en-US', 'es'] }, 'en', 'en-US'],
    ['a French browser that reads Spanish second', { browser: ['fr-FR', 'es-ES', 'en'] }, 'es', 'es-ES'],
    ['a German browser', { browser: ['de-DE'] }, 'en', 'en-US'],
    ["the element's lang over the browser", { lang: 'es', browser: ['en-US'] }, 'es', 'es-US'],
    ["the element's regional lang", { lang: 'ES-es', browser: ['en-US'] }, 'es', 'es-ES'],
    ['an English page in a Spanish browser', { lang: 'en', browser: ['es-MX'] }, 'en', 'en-US'],
    ['a French page in a Spanish browser', { lang: 'fr', browser: ['es-MX'] }, 'en', 'en-US'],
    ['a blank lang', { lang: '  ', browser: ['es-MX'] }, 'es', 'es-MX'],
    ['the switch over the browser', { choice: 'es', browser: ['en-US'] }, 'es', 'es-US'],
    ['the switch keeps the browser region', { choice: 'es', browser: ['en-US', 'es-MX'] }, 'es', 'es-MX'],
    ['English from the switch in a Spanish browser', { choice: 'en', browser: ['es-MX'] }, 'en', 'en-US'],
    ['an unknown choice', { choice: 'xx', browser: ['es-AR'] }, 'es', 'es-AR'],
    ['an underscore tag', { browser: ['es_CO'] }, 'es', 'es-CO'],
  ])('%s', (_name, sources, language, locale) => {
    expect(resolveLanguage(sources)).toEqual({ language, locale });
  });
});

describe('answerLanguageOf: the language of an API answer, from Accept-Language', () => {
  it.each([
    ['es', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['ES-419', 'es'],
    ['es_CO', 'es'],
    ['en', 'en'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['en;q=0.5, es;q=0.8', 'es'],
    ['en;q=0.8, es;q=0.8', 'en'],
    ['fr, es;q=0.5', 'es'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['fr', 'en'],
    ['*', 'en'],
    ['*, es;q=0.1', 'es'],
    ['es;q=0', 'en'],
    ['es;q=0.000, en;q=0.1', 'en'],
    ['es;q=x', 'en'],
    ['', 'en'],
    [' , ;q=1', 'en'],
    [undefined, 'en'],
    [null, 'en'],
  ])('%j → %s', (header, language) => {
    expect(answerLanguageOf(header)).toBe(language);
  });
});

describe('catalogues', () => {
  const QUOTED = { title: 'Saved!' } as const;
  const english = () =>
    messagesFor({
      en: { save: 'Save', quoted: QUOTED, count: (n: number): string => `${n} results`, choices: ['One', 'Two'] },
    });

  it('translates in place, without touching the constants English quotes', () => {
    const text = english();
    translate(text, {
      save: 'Guardar',
      quoted: { title: '¡Guardado!' },
      count: (n: number): string => `${n} resultados`,
      choices: ['Uno', 'Dos'],
    });
    expect([text.save, text.quoted.title, text.count(3), text.choices[1]]).toEqual([
      'Guardar',
      '¡Guardado!',
      '3 resultados',
      'Dos',
    ]);
    expect(QUOTED.title).toBe('Saved!');
    expect(english().save).toBe('Save');
  });

  it.each([
    ['complete', { save: 'Guardar', quoted: { title: 'Listo' }, count: (): string => '', choices: ['Uno', 'Dos'] }, []],
    ['a missing key', { quoted: { title: 'Listo' }, count: (): string => '', choices: ['Uno', 'Dos'] }, ['save']],
    [
      'an empty text',
      { save: ' ', quoted: { title: 'Listo' }, count: (): string => '', choices: ['Uno', 'Dos'] },
      ['save'],
    ],
    [
      'a missing nested key and list item',
      { save: 'Guardar', quoted: {}, count: (): string => '', choices: ['Uno'] },
      ['quoted.title', 'choices[1]'],
    ],
    [
      'a text where a function belongs',
      { save: 'Guardar', quoted: { title: 'Listo' }, count: 'n', choices: ['Uno', 'Dos'] },
      ['count'],
    ],
  ] as [string, unknown, string[]][])('names what a translation lacks: %s', (_name, translation, missing) => {
    expect(missingTranslations(english(), translation)).toEqual(missing);
  });
});

describe('server messages', () => {
  it('shows a message in English until a translation loads, then translated, a pattern filled in, and an unknown one as it came', () => {
    expect(localizeMessage('Only in tests.')).toBe('Only in tests.');
    setMessageTranslation((english) => {
      if (english === 'Only in tests.') return 'Solo en pruebas.';
      const m = /^Use at most (\S+) test characters\.$/.exec(english);
      return m ? `Usa como máximo ${m[1]} caracteres de prueba.` : undefined;
    });
    expect(localizeMessage('Only in tests.')).toBe('Solo en pruebas.');
    expect(localizeMessage('Use at most 12 test characters.')).toBe('Usa como máximo 12 caracteres de prueba.');
    expect(localizeMessage('Something else.')).toBe('Something else.');
  });
});

describe('formats', () => {
  const when = new Date('2026-03-05T14:07:00Z');
  it.each([
    ['a date', () => formatDate(when, 'en-US'), 'Mar 5, 2026'],
    ['a numeric date', () => formatNumericDate('2026-03-05T14:07:00Z', 'en-US'), '03/05/2026'],
    ['a German date', () => formatNumericDate(when, 'de-DE'), '05.03.2026'],
    ['a number', () => formatNumber(12345, 'en-US'), '12,345'],
    ['a French number', () => formatNumber(12345, 'fr-FR'), '12\u202f345'],
    ['whole dollars', () => formatMoney(52000, 0, 'en-US'), '$52,000'],
    ['whole dollars in Spain', () => formatMoney(52000, 0, 'es-ES'), '52.000\u00a0US$'],
    ['whole dollars in US Spanish', () => formatMoney(52000, 0, 'es-US'), '$52,000'],
    ['a Spanish date', () => formatDate(when, 'es-US'), '5 mar 2026'],
    ['dollars and cents', () => formatMoney(25.5, 2, 'en-US'), '$25.50'],
  ])('%s', (_name, format, expected) => {
    expect(format()).toBe(expected);
  });

  describe('a calendar day, in a time zone west of UTC', () => {
    const zone = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = 'America/Los_Angeles';
    });
    afterAll(() => {
      process.env.TZ = zone;
    });
    it.each([
      ['2026-11-09', 'en-US', 'Nov 9, 2026'],
      ['2026-01-01', 'en-US', 'Jan 1, 2026'],
      ['2026-11-09', 'es-US', '9 nov 2026'],
      ['not a day', 'en-US', 'not a day'],
      ['2026-11-09T00:00:00Z', 'en-US', '2026-11-09T00:00:00Z'],
    ])('%s (%s) → %s', (day, locale, expected) => {
      expect(formatDay(day, locale)).toBe(expected);
    });
    it.each([
      ['1999-04-18', 'en-US', '04/18/1999'],
      ['2026-01-01', 'en-US', '01/01/2026'],
      ['1999-04-18', 'es-US', '18/04/1999'],
      ['not a day', 'en-US', 'not a day'],
      ['1999-04-18T00:00:00Z', 'en-US', '1999-04-18T00:00:00Z'],
    ])('%s (%s) → %s, as digits', (day, locale, expected) => {
      expect(formatNumericDay(day, locale)).toBe(expected);
    });
  });

  it('writes a date and time', () => {
    expect(formatDateTime(new Date(2026, 2, 5, 14, 7), 'en-US')).toBe('Mar 5, 2026, 2:07 PM');
  });
});
