import { describe, expect, it } from 'vitest';
import { actingOrgId, actsForOrg, orgScopeFor, orgScopeOf } from './acting-org.rules.ts';

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

describe('orgScopeFor', () => {
  it.each([
    ['a super admin naming one, limited to it', superAdmin, 'org-b', { orgId: 'org-b' }],
    ['a super admin naming none, every organization', superAdmin, undefined, { orgId: null }],
    ['a super admin naming a blank, every organization', superAdmin, ' ', { orgId: null }],
    ['a super admin with no organization naming none, every organization', homelessSuper, null, { orgId: null }],
    ['an admin naming none, their own', admin, undefined, { orgId: 'org-a' }],
    ['an admin naming their own, their own', admin, 'org-a', { orgId: 'org-a' }],
    ['an admin naming another: refused', admin, 'org-b', { refused: true }],
    ['a member of no organization naming none, nothing', noOrg, undefined, { orgId: '' }],
    ['a member of no organization naming one: refused', noOrg, 'org-a', { refused: true }],
  ] as const)('%s', (_case, actor, requested, expected) => {
    expect(orgScopeFor(actor, requested)).toEqual(expected);
  });
});

describe('actsForOrg', () => {
  const staff = ['owner', 'admin', 'teacher'];
  it.each([
    ['a super admin, for any organization', superAdmin, 'org-b', staff, true],
    ['a super admin, for a record of no organization', homelessSuper, null, undefined, true],
    ['an admin, for their own with a staff role', admin, 'org-a', staff, true],
    ['an admin, for their own with any role', admin, 'org-a', undefined, true],
    ['an admin, for another', admin, 'org-b', staff, false],
    ['a student, for their own as a member', student, 'org-a', undefined, true],
    ['a student, for their own without a staff role', student, 'org-a', staff, false],
    ['a member of no organization, for a record of none', noOrg, null, undefined, false],
    ['a member of no organization, for one', noOrg, 'org-a', undefined, false],
    ['an admin, for a record of no organization', admin, undefined, undefined, false],
  ] as const)('%s', (_case, actor, orgId, roles, expected) => {
    expect(actsForOrg(actor, orgId, roles)).toBe(expected);
  });
});
