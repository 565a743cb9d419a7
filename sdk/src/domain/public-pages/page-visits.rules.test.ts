import { describe, expect, it } from 'vitest';
import {
  linkUrlFor,
  markVisit,
  pageLinkTarget,
  publicPageTitle,
  shouldTrackVisit,
  zoneWidths,
} from './page-visits.rules.ts';

describe('public page rules', () => {
  it.each([
    ['layout1', [6, 6, 12]],
    ['layout2', [12, 6, 6]],
    [null, [6, 6, 12]],
    ['layout9', [6, 6, 12]],
  ])('zone widths of %s are %j', (layout, widths) => {
    expect(zoneWidths(layout)).toEqual(widths);
  });

  it.each([
    [{ inFrame: false, search: '', devMode: false }, true],
    [{ inFrame: true, search: '', devMode: false }, false],
    [{ inFrame: false, search: '?nt=true', devMode: false }, false],
    [{ inFrame: false, search: '?nt', devMode: false }, false],
    [{ inFrame: false, search: '?x=1', devMode: true }, false],
  ])('tracks %j: %s', (ctx, expected) => {
    expect(shouldTrackVisit(ctx)).toBe(expected);
  });

  it('marks only the first visit of a session as unique', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(markVisit(storage, 'pages', 'p1')).toBe(true);
    expect(markVisit(storage, 'pages', 'p1')).toBe(false);
    expect(markVisit(storage, 'pageLinks', 'p1')).toBe(true);
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
    };
    expect(markVisit(blocked, 'pages', 'p1')).toBe(true);
  });

  it.each([
    ['https://a.test/x', { includeEmail: true }, { email: 'a@b.test' }, 'https://a.test/x?email=a%40b.test'],
    [
      'https://a.test/x?y=1#top',
      { includeEmail: true, includeExternalUserId: true },
      { email: 'a@b.test', externalUserId: 'E 1' },
      'https://a.test/x?y=1&email=a%40b.test&externalUserId=E%201#top',
    ],
    ['https://a.test/x', { includeEmail: true }, null, 'https://a.test/x'],
    [
      'https://a.test/x',
      { includeEmail: false, includeExternalUserId: true },
      { email: 'a@b.test' },
      'https://a.test/x',
    ],
  ])('link %s with %j for %j is %s', (url, card, user, expected) => {
    expect(linkUrlFor(url, card, user)).toBe(expected);
  });

  it.each([
    ['Resources', 'Three Rivers', 'Resources | Three Rivers'],
    ['', null, 'Page | Pathcraft'],
    [null, '  ', 'Page | Pathcraft'],
  ])('title of %j in %j is %s', (page, org, expected) => {
    expect(publicPageTitle(page, org)).toBe(expected);
  });

  it.each([
    [
      { pageId: 'p', url: null, enablePageContent: false, orgSlug: 'o' },
      { kind: 'page', path: '/o/o/page/p' },
    ],
    [
      { pageId: 'p', url: 'https://x.test', enablePageContent: true, orgSlug: 'o' },
      { kind: 'page', path: '/o/o/page/p' },
    ],
    [
      { pageId: 'p', url: 'https://x.test', enablePageContent: false, orgSlug: 'o' },
      { kind: 'url', url: 'https://x.test' },
    ],
    [{ pageId: null, url: null, enablePageContent: true, orgSlug: 'o' }, { kind: 'none' }],
  ])('link %j goes to %j', (link, expected) => {
    expect(pageLinkTarget(link)).toEqual(expected);
  });
});
