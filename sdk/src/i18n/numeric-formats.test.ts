import { describe, expect, it } from 'vitest';
import { formatNumericDate, formatNumericDateTime } from './i18n.ts';

// The signed-document forms replaced toLocale*String('en-US') calls: for US English they must write the same.
const moments = [new Date(2026, 10, 25, 17, 22, 5), new Date(2026, 2, 5, 9, 7, 0), new Date(2027, 0, 1, 0, 0, 59)];

describe('numeric date forms in US English', () => {
  it.each(moments)('%s', (moment) => {
    expect(formatNumericDate(moment, 'en-US')).toBe(
      moment.toLocaleDateString('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' }),
    );
    expect(formatNumericDateTime(moment, 'en-US')).toBe(moment.toLocaleString('en-US'));
  });

  it.each([
    ['a date', new Date(2026, 10, 25, 17, 22, 5), '11/25/2026', '11/25/2026, 5:22:05 PM'],
    ['a morning date', new Date(2026, 2, 5, 9, 7, 0), '03/05/2026', '3/5/2026, 9:07:00 AM'],
  ])('%s reads the US way', (_name, moment, date, dateTime) => {
    expect(formatNumericDate(moment, 'en-US')).toBe(date);
    expect(formatNumericDateTime(moment, 'en-US')).toBe(dateTime);
  });
});
