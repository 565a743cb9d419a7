import { describe, expect, it } from 'vitest';
import { isAdminLike, isSuperAdmin, orgVocabulary, primaryRole, roleLabel } from './roles.rules.ts';

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
