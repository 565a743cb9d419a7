import { describe, expect, it } from 'vitest';
import {
  deactivationRefusal,
  isAdminLike,
  isSuperAdmin,
  orgVocabulary,
  outrankedBy,
  primaryRole,
  reactivationRefusal,
  roleGrantRefusal,
  roleLabel,
  roleName,
  userChangeRefusal,
} from './roles.rules.ts';

describe('roleLabel', () => {
  it.each([
    ['superAdmin', 'workforce', 'Super Admin'],
    ['owner', 'community', 'Owner'],
    ['admin', 'workforce', 'Admin'],
    ['teacher', 'workforce', 'Expert'],
    ['teacher', 'community', 'Teacher'],
    ['teacher', null, 'Teacher'],
    ['student', 'workforce', 'User'],
    ['student', 'community', 'Student'],
    ['student', 'education', 'Student'],
  ] as const)('%s in a %s organization is labelled %s', (role, orgType, label) => {
    expect(roleLabel(role, orgType)).toBe(label);
  });

  it.each([
    ['superAdmin', 'workforce', 'superAdmin'],
    ['owner', 'community', 'owner'],
    ['admin', null, 'admin'],
    ['teacher', 'workforce', 'expert'],
    ['teacher', 'business', 'teacher'],
    ['student', 'workforce', 'user'],
    ['student', null, 'student'],
  ] as const)('%s in a %s organization is named %s (the key a catalogue translates)', (role, orgType, name) => {
    expect(roleName(role, orgType)).toBe(name);
  });
});

describe('role checks', () => {
  it.each([
    [['superAdmin'], true, true, 'superAdmin'],
    [['owner'], true, false, 'owner'],
    [['admin', 'teacher'], true, false, 'admin'],
    [['teacher'], false, false, 'teacher'],
    [['something'], false, false, 'student'],
    [[], false, false, 'student'],
    [null, false, false, 'student'],
  ] as const)('%j: adminLike %s, superAdmin %s, primary %s', (roles, adminLike, superAdmin, primary) => {
    expect(isAdminLike(roles)).toBe(adminLike);
    expect(isSuperAdmin(roles)).toBe(superAdmin);
    expect(primaryRole(roles)).toBe(primary);
  });
});

describe('orgVocabulary', () => {
  it('workforce organizations call people Location, Expert and User', () => {
    expect(orgVocabulary('workforce')).toEqual({ location: 'Location', teacher: 'Expert', student: 'User' });
  });
  it.each(['community', 'education', undefined])('%s organizations call them Employer, Teacher and Student', (type) => {
    expect(orgVocabulary(type)).toEqual({ location: 'Employer', teacher: 'Teacher', student: 'Student' });
  });
});

describe('roleGrantRefusal', () => {
  it.each([
    // granter, current, next, refusal
    [['superAdmin'], ['student'], ['superAdmin'], null],
    [['superAdmin'], ['superAdmin'], ['admin'], null],
    [['owner'], ['student'], ['owner'], null],
    [['owner'], ['admin'], ['teacher'], null],
    [['owner'], ['owner'], ['admin'], null],
    [['admin'], ['student'], ['teacher'], null],
    [['admin'], ['teacher'], ['admin'], null],
    [['admin'], null, ['student'], null],
    [['admin'], ['admin'], ['student'], null],
    [['admin', 'teacher'], ['student'], ['admin', 'teacher'], null],
    [['admin'], ['student'], ['owner'], "You can't grant the Owner role: it is above your own."],
    [['admin'], ['student'], ['superAdmin'], 'Only a super admin can grant or remove the super admin role.'],
    [['owner'], ['student'], ['superAdmin'], 'Only a super admin can grant or remove the super admin role.'],
    [['owner'], ['superAdmin'], ['student'], 'Only a super admin can grant or remove the super admin role.'],
    [['owner'], ['superAdmin'], ['superAdmin', 'owner'], "Only a super admin can change this user's roles."],
    [['admin'], ['owner'], ['student'], "Only an owner can change this user's roles."],
    [['admin'], ['owner'], ['owner', 'admin'], "Only an owner can change this user's roles."],
    [['teacher'], ['student'], ['teacher'], "Your role can't change roles."],
    [['student'], ['student'], ['admin'], "Your role can't change roles."],
    [[], ['student'], ['student'], "Your role can't change roles."],
  ] as const)('%j changing %j to %j: %s', (granter, current, next, refusal) => {
    expect(roleGrantRefusal(granter, current, next)).toBe(refusal);
  });

  it.each([
    // granter (changing their own roles), next, refusal
    [['superAdmin'], ['student'], "You can't change your own role."],
    [['owner'], ['admin'], "You can't change your own role."],
    [['admin'], ['teacher'], "You can't change your own role."],
    [['admin'], ['owner'], "You can't grant the Owner role: it is above your own."],
    [['teacher'], ['student'], "Your role can't change roles."],
  ] as const)('%j changing their own roles to %j: %s', (granter, next, refusal) => {
    expect(roleGrantRefusal(granter, granter, next, true)).toBe(refusal);
  });
});

describe('deactivationRefusal', () => {
  it.each([
    // caller roles, caller is the target, target roles, refusal
    [['superAdmin'], false, ['superAdmin'], null],
    [['superAdmin'], false, ['student'], null],
    [['owner'], false, ['owner'], null],
    [['owner'], false, ['admin'], null],
    [['admin'], false, ['admin'], null],
    [['admin'], false, ['teacher'], null],
    [['admin'], false, null, null],
    [['admin'], false, ['owner'], 'Only an owner can deactivate this user.'],
    [['owner'], false, ['superAdmin'], 'Only a super admin can deactivate this user.'],
    [['admin'], false, ['superAdmin'], 'Only a super admin can deactivate this user.'],
    [['teacher'], false, ['student'], "Your role can't deactivate accounts."],
    [['student'], false, ['student'], "Your role can't deactivate accounts."],
    [['superAdmin'], true, ['superAdmin'], "You can't deactivate your own account."],
    [['admin'], true, ['admin'], "You can't deactivate your own account."],
  ] as const)('%j (self: %s) deactivating %j: %s', (caller, self, target, refusal) => {
    expect(deactivationRefusal(caller, target, self)).toBe(refusal);
  });
});

describe('outrankedBy: nobody acts on a user ranked above them', () => {
  const RANKS = [['superAdmin'], ['owner'], ['admin'], ['teacher'], ['student']] as const;
  // Ranked above: refused, naming who may (an owner for an owner, else the super admin); peers and below: allowed.
  const cases = RANKS.flatMap((caller, c) =>
    RANKS.map(
      (target, t) => [caller, target, c === 0 || t >= c ? null : t === 1 ? 'an owner' : 'a super admin'] as const,
    ),
  );
  it.each(cases)('%j acting on %j: needs %s', (caller, target, needs) => {
    expect(outrankedBy(caller, target)).toBe(needs);
  });
  it.each([
    [['admin', 'teacher'], ['owner'], 'an owner'],
    [['teacher'], ['admin', 'student'], 'a super admin'],
    [['student'], null, null],
  ] as const)('%j acting on %j: needs %s', (caller, target, needs) => {
    expect(outrankedBy(caller, target)).toBe(needs);
  });
});

describe('userChangeRefusal', () => {
  it.each([
    // caller roles, caller is the target, target roles, refusal
    [['superAdmin'], false, ['superAdmin'], null],
    [['superAdmin'], false, ['owner'], null],
    [['owner'], false, ['owner'], null],
    [['owner'], false, ['admin'], null],
    [['owner'], false, ['student'], null],
    [['admin'], false, ['admin'], null],
    [['admin'], false, ['teacher'], null],
    [['admin'], false, null, null],
    [['admin'], false, ['owner'], 'Only an owner can change this user.'],
    [['admin'], false, ['superAdmin'], 'Only a super admin can change this user.'],
    [['owner'], false, ['superAdmin'], 'Only a super admin can change this user.'],
    [['owner'], false, ['superAdmin', 'owner'], 'Only a super admin can change this user.'],
    [['teacher'], false, ['student'], "Your role can't change other users."],
    [['student'], false, ['student'], "Your role can't change other users."],
    [['student'], true, ['student'], null],
    [['admin'], true, ['admin'], null],
  ] as const)('%j (self: %s) changing %j: %s', (caller, self, target, refusal) => {
    expect(userChangeRefusal(caller, target, self)).toBe(refusal);
  });
});

describe('reactivationRefusal', () => {
  it.each([
    // caller roles, caller is the target, target roles, refusal
    [['superAdmin'], false, ['owner'], null],
    [['owner'], false, ['owner'], null],
    [['owner'], false, ['teacher'], null],
    [['admin'], false, ['student'], null],
    [['admin'], false, null, null],
    [['admin'], false, ['owner'], 'Only an owner can reactivate this user.'],
    [['owner'], false, ['superAdmin'], 'Only a super admin can reactivate this user.'],
    [['teacher'], false, ['student'], "Your role can't reactivate accounts."],
    [['admin'], true, ['admin'], "You can't reactivate your own account."],
  ] as const)('%j (self: %s) reactivating %j: %s', (caller, self, target, refusal) => {
    expect(reactivationRefusal(caller, target, self)).toBe(refusal);
  });
});
