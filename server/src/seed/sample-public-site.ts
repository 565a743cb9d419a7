import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { COURSE_DIGITAL, COURSE_MAINTENANCE, COURSE_MONEY, COURSE_OSHA } from './sample-courses.ts';
import { COMMUNITY_ORG_ID, LOC_STRIP, WORKFORCE_ORG_ID } from './sample-people.ts';

/**
 * The public site's extra demo states (docs/rules.md#public-site): a private course, a
 * course whose enrolment is closed, one behind a payment integration, a
 * pathway whose job profile has certificates with details, a private pathway
 * and one without a job profile. The main seed already has the public, live,
 * external-register, invite-only and cohort courses and the featured sections.
 */
export const COURSE_LEADERSHIP = 'demo-course-plant-leadership';
export const COURSE_WELDING_CLOSED = 'demo-course-welding-closed';
export const COURSE_FORKLIFT_PAID = 'demo-course-forklift-paid';
export const JOB_PROFILE_MAINTENANCE = 'demo-job-maintenance';

const wf = { orgId: WORKFORCE_ORG_ID };

export const samplePublicCourses: (typeof s.courses.$inferInsert & { id: string })[] = [
  {
    id: COURSE_LEADERSHIP,
    ...wf,
    title: 'Plant Leadership Academy',
    courseSlug: 'plant-leadership-private',
    overview: 'For shift supervisors nominated by their plant manager: coaching, scheduling and safety leadership.',
    topics: ['Leadership'],
    classColor: '#7c2d12',
    openEnrollment: true,
    enableCourseContent: true,
    teacherIds: ['demo-wf-teacher'],
  },
  {
    id: COURSE_WELDING_CLOSED,
    ...wf,
    title: 'Welding Fundamentals',
    courseSlug: 'welding-fundamentals',
    overview:
      'SMAW and GMAW in the booth, blueprint symbols and weld inspection. The spring class is full; the summer class opens for enrolment in May.',
    schedule: 'Saturdays, 8:00 AM - 4:00 PM',
    topics: ['Welding', 'Manufacturing'],
    classColor: '#9a3412',
    isPublic: true,
    openEnrollment: false,
    enableCourseContent: true,
    prerequisiteId: COURSE_OSHA,
    teacherIds: ['demo-wf-teacher'],
  },
  {
    id: COURSE_FORKLIFT_PAID,
    ...wf,
    title: 'Forklift Operator Certification',
    courseSlug: 'forklift-operator-certification',
    overview:
      'Classroom and hands-on evaluation for sit-down counterbalance and reach trucks, to OSHA 1910.178. Paid at registration.',
    schedule: 'One Friday, 8:00 AM - 3:00 PM',
    topics: ['Warehouse', 'Safety'],
    classColor: '#a16207',
    isPublic: true,
    openEnrollment: true,
    // A payment integration: the public page shows a locked Join (docs/rules.md#enrollments).
    integration: { provider: 'stripe', stripePriceId: 'price_demo_forklift_149' },
    enableCourseContent: false,
    teacherIds: ['demo-wf-teacher', 'demo-wf-test-teacher'],
  },
];

const sections = (classId: string, orgId: string, items: [string, string][]) =>
  items.map(([title, description], position) => ({
    id: `${classId}-section-${position + 1}`,
    orgId,
    classId,
    title,
    description,
    position,
  }));

export const samplePublicSections = [
  ...sections(COURSE_LEADERSHIP, WORKFORCE_ORG_ID, [
    ['From Peer to Supervisor', 'Leading the people you used to work beside.'],
    ['Coaching on the Floor', 'Quick, specific feedback that sticks.'],
    ['Scheduling and Overtime', 'Fair schedules and the contract rules behind them.'],
    ['Safety Leadership', 'Near-miss reporting and the daily safety huddle.'],
  ]),
  ...sections(COURSE_WELDING_CLOSED, WORKFORCE_ORG_ID, [
    ['Welding Safety', 'PPE, ventilation and fire watch.'],
    ['Stick Welding (SMAW)', 'Strike an arc and run a bead in the flat position.'],
    ['MIG Welding (GMAW)', 'Wire feed, gas and fillet welds.'],
    ['Reading Weld Symbols', 'The arrow side, the other side and the tail.'],
    ['Weld Inspection', 'Visual inspection and bend tests.'],
  ]),
  ...sections(COURSE_FORKLIFT_PAID, WORKFORCE_ORG_ID, [
    ['Truck Types and Stability', 'The stability triangle and load centers.'],
    ['Pre-use Inspection', 'The daily checklist, item by item.'],
    ['Driving and Load Handling', 'Traveling, stacking and ramps.'],
    ['Practical Evaluation', 'Your hands-on test with the evaluator.'],
  ]),
];

export const samplePublicJobProfile: typeof s.jobProfiles.$inferInsert = {
  id: JOB_PROFILE_MAINTENANCE,
  orgId: WORKFORCE_ORG_ID,
  locationId: LOC_STRIP,
  OnetCode: '49-9041.00',
  OnetTitle: 'Industrial Machinery Mechanics',
  OccupationDescription:
    'Repair, install, adjust, or maintain industrial production and processing machinery or refinery and pipeline distribution systems.',
  location: '15222',
  occupationLocation: { city: 'Pittsburgh', state: 'PA', zip: '15222' },
  selectedSkills: [
    {
      ElementId: '2.B.3.l',
      ElementName: 'Repairing',
      ElementDescription: 'Repairing machines or systems using the needed tools.',
      DataValue: 4,
      Importance: 82,
    },
  ],
  selectedKnowledge: [
    {
      ElementId: '2.C.3.e',
      ElementName: 'Mechanical',
      ElementDescription: 'Knowledge of machines and tools, including their designs, uses, repair, and maintenance.',
      DataValue: 4,
      Importance: 85,
    },
  ],
  selectedCerts: [
    {
      Id: 'demo-cert-nccer-imm',
      Name: 'NCCER Industrial Maintenance Mechanic',
      Acronym: 'NCCER IMM',
      Description:
        'A portable credential showing you completed the NCCER Industrial Maintenance Mechanic curriculum and performance verifications.',
      Organization: 'National Center for Construction Education and Research',
      OrganizationUrl: 'https://www.nccer.org',
      OrganizationAddress: '13614 Progress Blvd, Alachua, FL 32615',
      CertDetailList: [
        { Name: 'Exam required', Value: 'Yes' },
        { Name: 'Experience required', Value: 'No' },
        { Name: 'Renewal', Value: 'Not required' },
      ],
    },
    {
      Id: 'demo-cert-smrp-cmrt',
      Name: 'Certified Maintenance and Reliability Technician',
      Acronym: 'CMRT',
      Description:
        'Shows the knowledge and skills of a maintenance and reliability technician: preventive and predictive maintenance, troubleshooting and corrective maintenance.',
      Organization: 'Society for Maintenance and Reliability Professionals',
      OrganizationUrl: 'https://smrp.org',
      CertDetailList: [
        { Name: 'Exam required', Value: 'Yes' },
        { Name: 'Experience required', Value: 'Yes' },
        { Name: 'Renewal', Value: 'Every 3 years' },
      ],
    },
  ],
  selectedSchoolPrograms: [],
};

export const samplePublicPathways: (typeof s.pathways.$inferInsert)[] = [
  {
    id: 'demo-pathway-maintenance',
    ...wf,
    title: 'Industrial Maintenance Pathway',
    courseIds: [COURSE_OSHA, COURSE_MAINTENANCE, COURSE_WELDING_CLOSED, COURSE_LEADERSHIP],
    isPublic: true,
    searchEnginesEnabled: false,
    jobProfileId: JOB_PROFILE_MAINTENANCE,
  },
  {
    id: 'demo-pathway-supervisors',
    ...wf,
    title: 'Supervisor Development Pathway',
    courseIds: [COURSE_LEADERSHIP],
    isPublic: false,
    jobProfileId: null,
  },
  {
    id: 'demo-pathway-digital-start',
    orgId: COMMUNITY_ORG_ID,
    title: 'Getting Started Online',
    courseIds: [COURSE_DIGITAL, COURSE_MONEY],
    isPublic: true,
    jobProfileId: null,
  },
];

/** Writes the public site's demo rows inside the demo seed's transaction; `timed` stamps createdAt in list order. */
export async function seedPublicSite(
  tx: Pick<Db, 'insert'>,
  timed: <T extends object>(rows: T[]) => T[],
): Promise<void> {
  const topicIds = (classId: string) => samplePublicSections.filter((t) => t.classId === classId).map((t) => t.id);
  await tx.insert(s.courses).values(timed(samplePublicCourses.map((c) => ({ ...c, topicIds: topicIds(c.id) }))));
  await tx.insert(s.courseTopics).values(timed(samplePublicSections));
  await tx.insert(s.jobProfiles).values(timed([samplePublicJobProfile]));
  await tx.insert(s.pathways).values(timed(samplePublicPathways));
}
