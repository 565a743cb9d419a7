import { describe, expect, it } from 'vitest';
import { ZApiKeyCreate } from './auth.schema.ts';

describe('ZApiKeyCreate allowedOrigins', () => {
  it.each([
    ['https://example.org', 'https://example.org'],
    ['https://example.org/', 'https://example.org'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['  https://Shop.Example.org  ', 'https://shop.example.org'],
  ])('keeps %s as the origin %s', (given, origin) => {
    expect(ZApiKeyCreate.parse({ name: 'Site', allowedOrigins: [given] }).allowedOrigins).toEqual([origin]);
  });

  it.each([
    'https://example.org/shop',
    'https://example.org/?a=1',
    'ftp://example.org',
    'example.org',
    'javascript:alert(1)',
  ])('refuses %s', (given) => {
    const result = ZApiKeyCreate.safeParse({ name: 'Site', allowedOrigins: [given] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter an origin such as https://example.org (no path).');
  });
});
