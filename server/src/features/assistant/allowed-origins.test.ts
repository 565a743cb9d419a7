import { describe, expect, it } from 'vitest';
import { frameAncestorsOf, isAllowedOrigin, matchesDomain, requestOrigin } from './allowed-origins.ts';

const req = (headers: Record<string, string>, url = 'http://127.0.0.1:4321/v1/assistant/sessions') => ({
  url,
  header: (name: string) => headers[name],
});

describe('requestOrigin', () => {
  it.each([
    [{ origin: 'https://www.example.org' }, 'https://www.example.org'],
    [{ origin: 'https://www.example.org/' }, 'https://www.example.org'],
    [{ origin: 'null' }, null],
    [{ origin: 'file://' }, null],
    [{}, null],
    [{ 'sec-fetch-site': 'cross-site' }, null],
    [{ 'sec-fetch-site': 'same-origin' }, 'http://127.0.0.1:4321'],
  ])('%j → %j', (headers, origin) => expect(requestOrigin(req(headers))).toBe(origin));
});

describe('matchesDomain', () => {
  it.each([
    ['https://www.example.org', 'https://www.example.org', true],
    ['https://www.example.org', 'https://www.example.org/help/', true],
    ['https://www.example.org', 'http://www.example.org', false],
    ['https://www.example.org', 'www.example.org', true],
    ['http://www.example.org', 'WWW.example.org', true],
    ['https://evil.example.org', 'example.org', false],
    ['https://www.example.org.evil.test', 'www.example.org', false],
    ['http://localhost:8080', 'localhost:8080', true],
    ['http://localhost:8081', 'localhost:8080', false],
    ['https://www.example.org', '*', false],
    ['https://www.example.org', '', false],
  ])('%s against %j → %s', (origin, entry, ok) => expect(matchesDomain(origin, entry)).toBe(ok));
});

describe('isAllowedOrigin', () => {
  const platform = ['http://localhost:3000'];
  it.each([
    ['http://localhost:3000', null, true],
    ['https://www.example.org', ['https://www.example.org'], true],
    ['https://other.example', ['https://www.example.org'], false],
    [null, ['https://www.example.org'], false],
  ])('%j with %j → %s', (origin, domains, ok) => expect(isAllowedOrigin(origin, domains, platform)).toBe(ok));
});

describe('frameAncestorsOf', () => {
  it('lists the platform and the allowed origins, and nothing that could break the header', () => {
    expect(
      frameAncestorsOf([
        'https://www.example.org/help',
        'partner.example:8443',
        "x; script-src 'unsafe-inline'",
        'javascript:alert(1)',
      ]),
    ).toBe("'self' https://www.example.org partner.example:8443");
    expect(frameAncestorsOf(null)).toBe("'self'");
  });
});
