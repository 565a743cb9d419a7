import type { locations, organizations, users } from '../db/schema/index.ts';

/**
 * The demo organizations, their locations and people. Plain constants so tests,
 * e-mail previews and the demo seed share one cast.
 */
export const DEMO_PASSWORD = 'pathcraft-demo';
export const WORKFORCE_ORG_ID = 'demo-workforce-org';
export const COMMUNITY_ORG_ID = 'demo-community-org';
export const WORKFORCE_SLUG = 'demo-workforce';
export const COMMUNITY_SLUG = 'demo-community';

type Org = typeof organizations.$inferInsert;
type Location = typeof locations.$inferInsert;
type User = typeof users.$inferInsert & { id: string; email: string };

// The apprenticeship sponsor registers its people by invitation (restrictRegister): its open courses take
// existing accounts only; the community organization's open courses let a visitor sign up.
export const sampleOrganizations: Org[] = [
  {
    id: WORKFORCE_ORG_ID,
    slug: WORKFORCE_SLUG,
    orgType: 'workforce',
    name: 'Three Rivers Workforce Partnership',
    plan: 'pro',
    showOrgName: true,
    restrictRegister: true,
  },
  {
    id: COMMUNITY_ORG_ID,
    slug: COMMUNITY_SLUG,
    orgType: 'community',
    name: 'Allegheny Community Learning',
    plan: 'free',
    showOrgName: true,
  },
];

export const LOC_STRIP = 'demo-wf-loc-strip';
export const LOC_MON_VALLEY = 'demo-wf-loc-monvalley';
export const LOC_OAKLAND = 'demo-cm-loc-oakland';
export const LOC_MILLVALE = 'demo-cm-loc-millvale';
export const EMPLOYER_PROFILE_ID = 'demo-employer-monvalley';

export const sampleLocations: Location[] = [
  {
    id: LOC_STRIP,
    orgId: WORKFORCE_ORG_ID,
    name: 'Strip District Training Center',
    addressLine1: '2100 Smallman Street',
    addressCity: 'Pittsburgh',
    addressState: 'PA',
    addressPostalCode: '15222',
    defaultLocation: true,
    managerIds: ['demo-wf-owner', 'demo-wf-admin'],
  },
  {
    // The employer site: its first manager is the program sponsor who signs the agreement PDF.
    id: LOC_MON_VALLEY,
    orgId: WORKFORCE_ORG_ID,
    name: 'Mon Valley Manufacturing - McKeesport Plant',
    employerProfileId: EMPLOYER_PROFILE_ID,
    addressLine1: '1400 Lysle Boulevard',
    addressCity: 'McKeesport',
    addressState: 'PA',
    addressPostalCode: '15132',
    managerIds: ['demo-wf-sponsor'],
  },
  {
    id: LOC_OAKLAND,
    orgId: COMMUNITY_ORG_ID,
    name: 'Oakland Learning Commons',
    addressLine1: '315 Atwood Street',
    addressCity: 'Pittsburgh',
    addressState: 'PA',
    addressPostalCode: '15213',
    defaultLocation: true,
    managerIds: ['demo-cm-owner'],
  },
  {
    id: LOC_MILLVALE,
    orgId: COMMUNITY_ORG_ID,
    name: 'Millvale Riverfront Annex',
    addressLine1: '213 Grant Avenue',
    addressCity: 'Millvale',
    addressState: 'PA',
    addressPostalCode: '15209',
    managerIds: ['demo-cm-admin'],
  },
];

const wf = { orgId: WORKFORCE_ORG_ID, locationId: LOC_STRIP };
const cm = { orgId: COMMUNITY_ORG_ID, locationId: LOC_OAKLAND };

/** Staff and the named learners of both organizations (emails say the role, for the demo sign-in list). */
export const sampleStaff: User[] = [
  {
    id: 'demo-superadmin',
    ...wf,
    name: 'Pat Rivera',
    firstName: 'Pat',
    lastName: 'Rivera',
    email: 'superadmin@demo.pathcraft.test',
    role: ['superAdmin'],
    title: 'Platform Administrator',
  },
  {
    id: 'demo-wf-owner',
    ...wf,
    name: 'Denise Kowalski',
    firstName: 'Denise',
    lastName: 'Kowalski',
    email: 'owner.workforce@demo.pathcraft.test',
    role: ['owner'],
    membership: ['pro'],
    title: 'Executive Director',
    phone: '412-555-0100',
  },
  {
    id: 'demo-wf-admin',
    ...wf,
    name: 'Marcus Bell',
    firstName: 'Marcus',
    lastName: 'Bell',
    email: 'admin.workforce@demo.pathcraft.test',
    role: ['admin'],
    membership: ['pro'],
    title: 'Apprenticeship Coordinator',
    phone: '412-555-0101',
  },
  {
    id: 'demo-wf-teacher',
    ...wf,
    name: 'Ray Dombrowski',
    firstName: 'Ray',
    lastName: 'Dombrowski',
    email: 'teacher.workforce@demo.pathcraft.test',
    role: ['teacher'],
    title: 'Lead Maintenance Instructor',
    aboutMe:
      'Twenty-two years as a millwright at Edgar Thomson and a certified OSHA outreach trainer. Ray teaches the maintenance and safety courses.',
  },
  {
    id: 'demo-wf-student',
    ...wf,
    name: 'Jasmine Carter',
    firstName: 'Jasmine',
    lastName: 'Carter',
    email: 'student.workforce@demo.pathcraft.test',
    role: ['student'],
    membership: ['starter'],
    phone: '412-555-0117',
    locationId: LOC_MON_VALLEY,
  },
  {
    id: 'demo-wf-sponsor',
    ...wf,
    locationId: LOC_MON_VALLEY,
    name: 'Gloria Santos',
    firstName: 'Gloria',
    lastName: 'Santos',
    email: 'gloria.santos@demo.pathcraft.test',
    role: ['admin'],
    title: 'Apprenticeship Program Manager',
    phone: '412-555-0142',
  },
  {
    id: 'demo-wf-journey-1',
    ...wf,
    locationId: LOC_MON_VALLEY,
    name: 'Tom Yablonski',
    firstName: 'Tom',
    lastName: 'Yablonski',
    email: 'tom.yablonski@demo.pathcraft.test',
    role: ['teacher'],
    title: 'Senior Maintenance Mechanic',
  },
  {
    id: 'demo-wf-journey-2',
    ...wf,
    locationId: LOC_MON_VALLEY,
    name: 'Luis Ortega',
    firstName: 'Luis',
    lastName: 'Ortega',
    email: 'luis.ortega@demo.pathcraft.test',
    role: ['teacher'],
    title: 'Maintenance Electrician',
  },
  // The demo employer's contact (Mon Valley Manufacturing's HR director): her standing as the
  // employer admin comes from the employer profile's contact e-mail, not from an organization role.
  {
    id: 'demo-wf-employer',
    ...wf,
    locationId: LOC_MON_VALLEY,
    name: 'Karen Novak',
    firstName: 'Karen',
    lastName: 'Novak',
    email: 'karen.novak@demo.pathcraft.test',
    role: ['student'],
    title: 'Director of Human Resources',
    phone: '412-555-0130',
  },
  {
    id: 'demo-wf-test-teacher',
    ...wf,
    name: 'Test Expert',
    email: 'test.expert.workforce@demo.pathcraft.test',
    role: ['teacher'],
    testUser: true,
  },
  {
    id: 'demo-wf-test-student',
    ...wf,
    name: 'Test User',
    email: 'test.user.workforce@demo.pathcraft.test',
    role: ['student'],
    testUser: true,
  },
  {
    id: 'demo-cm-owner',
    ...cm,
    name: 'Patricia Lin',
    firstName: 'Patricia',
    lastName: 'Lin',
    email: 'owner.community@demo.pathcraft.test',
    role: ['owner'],
    membership: ['premium'],
    title: 'Program Director',
  },
  {
    id: 'demo-cm-admin',
    ...cm,
    name: 'Samuel Okafor',
    firstName: 'Samuel',
    lastName: 'Okafor',
    email: 'admin.community@demo.pathcraft.test',
    role: ['admin'],
    title: 'Learning Coordinator',
    locationId: LOC_MILLVALE,
  },
  {
    id: 'demo-cm-teacher',
    ...cm,
    name: 'Rebecca Hoffman',
    firstName: 'Rebecca',
    lastName: 'Hoffman',
    email: 'teacher.community@demo.pathcraft.test',
    role: ['teacher'],
    title: 'Digital Skills Instructor',
    aboutMe:
      'Former reference librarian who has helped hundreds of neighbors set up their first e-mail account and online job applications.',
  },
  {
    id: 'demo-cm-student',
    ...cm,
    name: 'Tyler Brooks',
    firstName: 'Tyler',
    lastName: 'Brooks',
    email: 'student.community@demo.pathcraft.test',
    role: ['student'],
    membership: ['starter'],
  },
  {
    id: 'demo-cm-test-teacher',
    ...cm,
    name: 'Test Teacher',
    email: 'test.teacher.community@demo.pathcraft.test',
    role: ['teacher'],
    testUser: true,
  },
  {
    id: 'demo-cm-test-student',
    ...cm,
    name: 'Test Student',
    email: 'test.student.community@demo.pathcraft.test',
    role: ['student'],
    testUser: true,
  },
];

const EXTRA_STUDENT_NAMES = [
  'Aaliyah Washington',
  'Brandon Kovach',
  'Carmen Delgado',
  'Darnell Jefferson',
  'Emily Sestak',
  'Frank Mazur',
  'Grace Nguyen',
  'Hector Ramirez',
  'Imani Price',
  'Jacob Lutz',
  'Keisha Howard',
  'Logan Petrosky',
  'Maria Esposito',
  'Nathan Zielinski',
  'Olivia Grant',
  'Priya Raman',
  'Quentin Rhodes',
  'Rachel Sokol',
  'Shawn McAllister',
  'Tanya Bryant',
];

/** Twenty more learners in the workforce organization so lists look lived-in. */
export const sampleExtraStudents: User[] = EXTRA_STUDENT_NAMES.map((name, i) => {
  const [firstName, lastName] = name.split(' ') as [string, string];
  return {
    id: `demo-wf-learner-${String(i + 1).padStart(2, '0')}`,
    orgId: WORKFORCE_ORG_ID,
    locationId: i % 3 === 0 ? LOC_MON_VALLEY : LOC_STRIP,
    name,
    firstName,
    lastName,
    email: `${firstName}.${lastName}@demo.pathcraft.test`.toLowerCase(),
    role: ['student'],
    membership: [i % 4 === 0 ? 'premium' : 'starter'],
  };
});

/** The second apprentice of the demo program. */
export const SECOND_APPRENTICE_ID = 'demo-wf-learner-04';

/** The sign-ins the demo prints (one per role and organization, plus the super admin). */
export const DEMO_SIGN_INS: { role: string; email: string; password: string; orgSlug?: string }[] = [
  { role: 'superAdmin', email: 'superadmin@demo.pathcraft.test', password: DEMO_PASSWORD },
  ...(['owner', 'admin', 'teacher', 'student'] as const).flatMap((role) => [
    { role, email: `${role}.workforce@demo.pathcraft.test`, password: DEMO_PASSWORD, orgSlug: WORKFORCE_SLUG },
    { role, email: `${role}.community@demo.pathcraft.test`, password: DEMO_PASSWORD, orgSlug: COMMUNITY_SLUG },
  ]),
  // The people of the demo apprenticeship, who see /apprentices and /account's progress by their standing on it.
  { role: 'sponsor', email: 'gloria.santos@demo.pathcraft.test', password: DEMO_PASSWORD, orgSlug: WORKFORCE_SLUG },
  { role: 'mentor', email: 'tom.yablonski@demo.pathcraft.test', password: DEMO_PASSWORD, orgSlug: WORKFORCE_SLUG },
  { role: 'employer', email: 'karen.novak@demo.pathcraft.test', password: DEMO_PASSWORD, orgSlug: WORKFORCE_SLUG },
];
