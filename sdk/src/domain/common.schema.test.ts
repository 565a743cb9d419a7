import { describe, expect, it } from 'vitest';
import { HTTP_URL_MESSAGE, zHttpUrl, zRequired } from './common.schema.ts';

describe('zHttpUrl', () => {
  it.each([
    ['https://www.pacareerlink.pa.gov', 'https://www.pacareerlink.pa.gov'],
    ['http://localhost:3000/files/public/org/abc.png', 'http://localhost:3000/files/public/org/abc.png'],
    ['HTTPS://Example.org/Path?q=1#top', 'HTTPS://Example.org/Path?q=1#top'],
    ['  https://example.org/padded  ', 'https://example.org/padded'],
    [
      '/files/public/demo-workforce-org/AbCdEfGhIjKlMnOpQrSt.png',
      '/files/public/demo-workforce-org/AbCdEfGhIjKlMnOpQrSt.png',
    ],
    [
      '/o/demo-workforce/courses/courseSlug/industrial-maintenance-fundamentals',
      '/o/demo-workforce/courses/courseSlug/industrial-maintenance-fundamentals',
    ],
    ['/login/demo-workforce?action=signup&inviteId=', '/login/demo-workforce?action=signup&inviteId='],
    ['', ''],
  ])('accepts %j', (value, parsed) => {
    expect(zHttpUrl.parse(value)).toBe(parsed);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/png;base64,iVBORw0KGgo=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.org/a',
    'mailto:someone@example.org',
    'https:example.org',
    'https:/example.org',
    'https://',
    'http://exa mple.org',
    '//evil.example.org/x',
    '/\\evil.example.org',
    '/\n/evil.example.org',
    'files/relative-without-slash',
    'example.org',
  ])('refuses %j with one clear message', (value) => {
    const result = zHttpUrl.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([HTTP_URL_MESSAGE]);
  });

  it('refuses a URL longer than 2048 characters', () => {
    const result = zHttpUrl.safeParse(`https://example.org/${'a'.repeat(2048)}`);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['A URL has at most 2048 characters.']);
  });

  it('says what to enter', () => {
    expect(HTTP_URL_MESSAGE).toBe('Enter a valid http(s) URL.');
  });
});

describe('zRequired', () => {
  const title = zRequired('Title is required.', 20);
  it.each([
    [undefined, 'Title is required.'],
    [42, 'Title is required.'],
    ['   ', 'Title is required.'],
    // Too long says so: it once said 'Title is required.' for any refusal.
    ['x'.repeat(21), 'Use at most 20 characters.'],
  ])('refuses %j with %s', (value, message) => {
    expect(title.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
  it('takes a value within the limit, trimmed', () => {
    expect(title.parse('  Director  ')).toBe('Director');
  });
});
