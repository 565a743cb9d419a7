import { describe, expect, it } from 'vitest';
import { actingOrgId, orgScopeOf } from './acting-org.rules.ts';

const superAdmin = { roles: ['superAdmin'], orgId: 'org-home' };
const homelessSuper = { roles: ['superAdmin'], orgId: null };
const admin = { roles: ['admin'], orgId: 'org-a' };
const student = { roles: ['student'], orgId: 'org-a' };
const noOrg = { roles: ['teacher'], orgId: null };

describe('actingOrgId', () => {
  it.each([
    ['a super admin, for the organization named', superAdmin, 'org-b', { orgId: 'org-b' }],
    ['a super admin naming none, for their own', superAdmin, undefined, { orgId: 'org-home' }],
    ['a super admin with no organization naming none, for none', homelessSuper, null, { orgId: null }],
    ['a super admin naming a blank, for their own', superAdmin, '  ', { orgId: 'org-home' }],
    ['an admin naming none, for their own', admin, undefined, { orgId: 'org-a' }],
    ['an admin naming their own, for their own', admin, 'org-a', { orgId: 'org-a' }],
    ['an admin naming another: refused', admin, 'org-b', { refused: true }],
    ['a student naming another: refused', student, 'org-b', { refused: true }],
    ['a member of no organization naming one: refused', noOrg, 'org-a', { refused: true }],
    ['a member of no organization naming none, for none', noOrg, undefined, { orgId: null }],
  ] as const)('%s', (_case, actor, requested, expected) => {
    expect(actingOrgId(actor, requested)).toEqual(expected);
  });
});

describe('orgScopeOf', () => {
  it.each([
    [superAdmin, null],
    [homelessSuper, null],
    [admin, 'org-a'],
    [noOrg, ''],
  ] as const)('%j is limited to %j', (actor, scope) => {
    expect(orgScopeOf(actor)).toBe(scope);
  });
});
