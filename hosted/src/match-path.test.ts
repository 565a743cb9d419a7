import { describe, expect, it } from 'vitest';
import { matchPath, resolveRoute } from './match-path.ts';

describe('matchPath', () => {
  it.each([
    ['/', '/', {}],
    ['/', '', {}],
    ['/', '/org', null],
    ['/org', '/org', {}],
    ['/org', '/org/', {}],
    ['/org', '/ORG', {}],
    ['/org', '/organizations', null],
    ['/o/:orgSlug/page/:pageId', '/o/acme/page/p1', { orgSlug: 'acme', pageId: 'p1' }],
    ['/o/:orgSlug/page/:pageId', '/o/acme/page', null],
    ['/o/:orgSlug/page/:pageId', '/o/acme/page/p1/extra', null],
    ['/o/:orgSlug/page/:pageId', '/o/a%20b/page/%E2%9C%93', { orgSlug: 'a b', pageId: '✓' }],
    ['/o/:orgSlug/page/:pageId', '/o/%E0%A4%A/page/p1', { orgSlug: '%E0%A4%A', pageId: 'p1' }],
    ['/login/:organizationSlug?', '/login', { organizationSlug: undefined }],
    ['/login/:organizationSlug?', '/login/', { organizationSlug: undefined }],
    ['/login/:organizationSlug?', '/login/acme', { organizationSlug: 'acme' }],
    ['/login/:organizationSlug?', '/login/acme/more', null],
    ['/link/msg/:messageType?', '/link/msg/inactive', { messageType: 'inactive' }],
    ['/external/job-profiles/:jobProfileId', '/external/job-profiles/jp_1', { jobProfileId: 'jp_1' }],
    ['/files/*', '/files', { '*': undefined }],
    ['/files/*', '/files/a/b.pdf', { '*': 'a/b.pdf' }],
    ['/a.b', '/axb', null],
  ])('%s matches %j as %j', (pattern, pathname, expected) => {
    expect(matchPath(pattern, pathname)).toEqual(expected);
  });
});

describe('resolveRoute', () => {
  const routes = [{ path: '/link/msg/:messageType?' }, { path: '/link/:pageLinkId?' }, { path: '/' }];

  it.each([
    ['/link/msg/expired', '/link/msg/:messageType?', { messageType: 'expired' }],
    ['/link/abc', '/link/:pageLinkId?', { pageLinkId: 'abc' }],
    ['/link', '/link/:pageLinkId?', { pageLinkId: undefined }],
    ['/', '/', {}],
  ])('%s resolves to %s', (pathname, path, params) => {
    expect(resolveRoute(routes, pathname)).toEqual({ route: { path }, params });
  });

  it('resolves nothing when no route matches', () => {
    expect(resolveRoute(routes, '/nowhere')).toBeNull();
  });
});
