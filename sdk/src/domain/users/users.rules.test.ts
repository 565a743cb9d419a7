import { describe, expect, it } from 'vitest';
import {
  applyUserListUpdate,
  composeFullName,
  mayChangeUserRecords,
  membershipReadable,
  recordListsIn,
  userSearchFilters,
} from './users.rules.ts';

describe('membershipReadable', () => {
  it.each([
    [['starter', 'inactive', 'pro'], 'inactive'],
    [['starter', 'pro'], 'pro'],
    [['premium', 'starter'], 'premium'],
    [['starter'], 'starter'],
    [['trial', 'other'], 'trial'],
    [[], undefined],
    [null, undefined],
  ])('%j reads as %s', (membership, readable) => {
    expect(membershipReadable(membership)).toBe(readable);
  });
});

describe('applyUserListUpdate', () => {
  it.each([
    [
      'adds ids without duplicates',
      { courseIds: ['a', 'b'] },
      { courseIds: ['b', 'c'] },
      { courseIds: ['a', 'b', 'c'] },
    ],
    ['starts a list that was null', { cohortIds: null }, { cohortIds: ['x'] }, { cohortIds: ['x'] }],
    ['ignores empty additions', { courseIds: ['a'] }, { courseIds: [] }, {}],
    [
      'removes a completed course from the open list',
      { courseIds: ['a', 'b'], completedCourseIds: null },
      { completedCourseIds: ['a'] },
      { completedCourseIds: ['a'], courseIds: ['b'] },
    ],
    [
      'sets an emptied list to null',
      { courseIds: ['a'] },
      { completedCourseIds: ['a'] },
      { completedCourseIds: ['a'], courseIds: null },
    ],
    [
      'adding and completing the same id in one update leaves it completed only',
      { courseIds: [] },
      { courseIds: ['a'], completedCourseIds: ['a'] },
      { courseIds: null, completedCourseIds: ['a'] },
    ],
  ])('%s', (_name, current, additions, expected) => {
    expect(applyUserListUpdate(current, additions)).toEqual(expected);
  });
});

describe('recordListsIn', () => {
  it.each([
    ['topic progress is self-service', { completedCourseTopicIds: ['t1'] }, []],
    ['a completion is a record', { completedCourseIds: ['c1'] }, ['completedCourseIds']],
    [
      'every other list is a record',
      {
        courseIds: ['a'],
        educationUnitIds: ['e'],
        uniqueCertificateIds: ['u'],
        externalRegisteredCourseIds: ['x'],
        cohortIds: ['h'],
        apprenticeshipIds: ['p'],
      },
      [
        'courseIds',
        'educationUnitIds',
        'uniqueCertificateIds',
        'externalRegisteredCourseIds',
        'cohortIds',
        'apprenticeshipIds',
      ],
    ],
    ['empty additions change nothing', { cohortIds: [], apprenticeshipIds: null }, []],
  ])('%s', (_name, additions, records) => {
    expect(recordListsIn(additions)).toEqual(records);
  });
});

describe('mayChangeUserRecords', () => {
  it.each([
    [['superAdmin'], null, 'org-b', true],
    [['owner'], 'org-a', 'org-a', true],
    [['admin'], 'org-a', 'org-a', true],
    [['admin'], 'org-a', 'org-b', false],
    [['teacher'], 'org-a', 'org-a', false],
    [['student'], 'org-a', 'org-a', false],
    [[], 'org-a', 'org-a', false],
    [['admin'], null, null, false],
  ])('%j of %s on a user of %s: %s', (roles, orgId, userOrgId, allowed) => {
    expect(mayChangeUserRecords({ roles, orgId }, userOrgId)).toBe(allowed);
  });
});

describe('composeFullName', () => {
  it.each([
    [{ firstName: 'Ada', lastName: 'Lovelace' }, 'Ada Lovelace'],
    [{ firstName: 'Martin', middleName: 'Luther', lastName: 'King', suffix: 'Jr.' }, 'Martin Luther King, Jr.'],
    [{ firstName: ' Ann ', middleName: '', lastName: 'Lee', suffix: ' ' }, 'Ann Lee'],
    [{ firstName: 'Sam', lastName: 'Ortiz', suffix: 'III' }, 'Sam Ortiz, III'],
  ])('%j → %s', (parts, name) => {
    expect(composeFullName(parts)).toBe(name);
  });
});

describe('userSearchFilters', () => {
  const students = { field: 'role', op: '!ov', value: 'superAdmin,owner,admin,teacher' };
  it.each([
    [{}, []],
    [{ name: '  ' }, []],
    [{ name: ' Carter ' }, [{ field: 'name', op: 'ilike', value: 'Carter' }]],
    [{ role: 'teacher' }, [{ field: 'role', op: 'ov', value: 'teacher' }]],
    // A student is anyone without a staff role, a user imported without a role included (docs/rules.md#users).
    [{ role: 'student' }, [students]],
    [{ membership: 'pro' }, [{ field: 'membership', op: 'ov', value: 'pro' }]],
    [{ testUsers: 'only' }, [{ field: 'testUser', op: 'is', value: 'true' }]],
    [{ testUsers: 'hide' }, [{ field: 'testUser', op: 'is', value: 'false' }]],
    [{ testUsers: 'all' }, []],
    // The staff search leaves students out; the Users list does not ask for it.
    [{ staffOnly: true }, [{ field: 'role', op: 'ov', value: 'superAdmin,owner,admin,teacher' }]],
    [{ staffOnly: true, role: 'admin' }, [{ field: 'role', op: 'ov', value: 'admin' }]],
  ] as const)('%j → %j', (search, filters) => {
    expect(userSearchFilters(search)).toEqual(filters);
  });
});
