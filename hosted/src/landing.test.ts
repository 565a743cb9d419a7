import { describe, expect, it } from 'vitest';
import { landingAfterSignIn } from './landing.ts';

describe('landingAfterSignIn', () => {
  it.each([
    // continue path, super admin, landing
    ['/', true, '/'],
    ['/users?x=1', true, '/users?x=1'],
    ['/', false, '/account'],
    ['/organizations', false, '/account'],
    ['/users/', false, '/account'],
    ['/outbox', false, '/account'],
    ['/locations', false, '/account'],
    ['/job-profiles', false, '/account'],
    ['/classes/c1', false, '/account'],
    ['/org', false, '/org'],
    ['/org/classes/c1', false, '/org/classes/c1'],
    ['/account', false, '/account'],
    ['/enroll/c1', false, '/enroll/c1'],
    ['/apprenticeships/a1/wage-schedules', false, '/apprenticeships/a1/wage-schedules'],
    ['/external/pathways?orgId=o1', false, '/external/pathways?orgId=o1'],
  ] as const)('%s for a super admin %s → %s', (continuePath, superAdmin, landing) => {
    expect(landingAfterSignIn(continuePath, superAdmin)).toBe(landing);
  });
});
