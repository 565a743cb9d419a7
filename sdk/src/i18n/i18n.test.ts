import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatNumericDate, messagesFor } from './i18n.ts';

const en = { save: 'Save' };
const catalogues = { en, fr: { save: 'Enregistrer' }, 'pt-BR': { save: 'Salvar' } };

describe('messagesFor', () => {
  it.each([
    ['en-US', 'Save'],
    ['fr', 'Enregistrer'],
    ['fr-CA', 'Enregistrer'],
    ['pt-br', 'Salvar'],
    ['pt-PT', 'Save'],
    ['de', 'Save'],
  ])('%s reads %s', (locale, expected) => {
    expect(messagesFor(catalogues, locale).save).toBe(expected);
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
    ['dollars and cents', () => formatMoney(25.5, 2, 'en-US'), '$25.50'],
  ])('%s', (_name, format, expected) => {
    expect(format()).toBe(expected);
  });

  it('writes a date and time', () => {
    expect(formatDateTime(new Date(2026, 2, 5, 14, 7), 'en-US')).toBe('Mar 5, 2026, 2:07 PM');
  });
});
