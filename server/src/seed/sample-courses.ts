import type { cohorts, courses, courseTopics, jobProfiles, pathways } from '../db/schema/index.ts';
import { COMMUNITY_ORG_ID, LOC_STRIP, WORKFORCE_ORG_ID } from './sample-people.ts';

type Course = typeof courses.$inferInsert & { id: string };
type Topic = Omit<typeof courseTopics.$inferInsert, 'id' | 'orgId' | 'classId' | 'position'>;
type Cohort = typeof cohorts.$inferInsert;

export const COURSE_OSHA = 'demo-course-osha10';
export const COURSE_MAINTENANCE = 'demo-course-maintenance';
export const COURSE_CNC = 'demo-course-cnc';
export const COURSE_ORIENTATION = 'demo-course-orientation';
export const COURSE_DIGITAL = 'demo-course-digital-literacy';
export const COURSE_MONEY = 'demo-course-financial-wellness';
export const COURSE_JOBSEARCH = 'demo-course-job-search';
export const JOB_PROFILE_CNC = 'demo-job-cnc';
export const PATHWAY_ID = 'demo-pathway-manufacturing';
export const ASSISTANT_ID = 'demo-assistant';

const wf = { orgId: WORKFORCE_ORG_ID };
const cm = { orgId: COMMUNITY_ORG_ID };

export const sampleCourses: Course[] = [
  {
    id: COURSE_OSHA,
    ...wf,
    title: 'OSHA 10 for General Industry',
    courseSlug: 'osha-10-general-industry',
    overview:
      'Ten hours of hands-on safety training for anyone starting work on a plant floor, warehouse or maintenance crew. Completers receive the OSHA 10-Hour General Industry card.',
    description:
      '<p>Hazard recognition, lockout/tagout, machine guarding, walking and working surfaces, and your rights as a worker under the OSH Act.</p>',
    schedule: 'Two Saturdays, 8:00 AM - 2:30 PM',
    topics: ['Safety', 'OSHA', 'Manufacturing'],
    classColor: '#b45309',
    isPublic: true,
    openEnrollment: true,
    enableCourseContent: true,
    searchEnginesEnabled: true,
    trackAttendance: true,
    eUnitTracking: true,
    teacherIds: ['demo-wf-teacher', 'demo-wf-test-teacher'],
  },
  {
    id: COURSE_MAINTENANCE,
    ...wf,
    title: 'Industrial Maintenance Fundamentals',
    courseSlug: 'industrial-maintenance-fundamentals',
    overview:
      'The related technical instruction for the Industrial Maintenance Mechanic apprenticeship: mechanical power transmission, fluid power, electrical controls and preventive maintenance.',
    description:
      '<p>Tuesday and Thursday evening sessions, streamed live from the Strip District lab so apprentices at the McKeesport plant can join from the break room.</p>',
    schedule: 'Tuesdays and Thursdays, 5:30 PM - 8:30 PM',
    topics: ['Maintenance', 'Apprenticeship', 'Electrical'],
    classColor: '#1d4ed8',
    isPublic: true,
    isLive: true,
    showStreamLink: true,
    streamingLink: 'https://meet.jit.si/ThreeRiversMaintenanceLab',
    openEnrollment: true,
    enableCourseContent: true,
    integrationId: ASSISTANT_ID,
    prerequisiteId: COURSE_OSHA,
    teacherIds: ['demo-wf-teacher'],
  },
  {
    id: COURSE_CNC,
    ...wf,
    title: 'CNC Machining I: Setup and Operation',
    courseSlug: 'cnc-machining-1',
    overview:
      'Blueprint reading, precision measurement, G-code basics and safe operation of 3-axis mills and lathes. Prepares you for the NIMS Measurement, Materials and Safety credential.',
    schedule: 'Mondays and Wednesdays, 6:00 PM - 9:00 PM',
    topics: ['CNC', 'Machining', 'Manufacturing'],
    classColor: '#047857',
    isPublic: true,
    openEnrollment: true,
    enableCourseContent: true,
    searchEnginesEnabled: true,
    // Registration happens at the partner college; an administrator verifies it afterwards.
    registerUrl: 'https://register.example.edu/continuing-ed/cnc-machining-1',
    externalRegisterClassId: 'MTT-101',
    teacherIds: ['demo-wf-teacher'],
  },
  {
    id: COURSE_ORIENTATION,
    ...wf,
    title: 'Apprentice Orientation: Mon Valley Manufacturing',
    courseSlug: 'apprentice-orientation',
    overview:
      'For newly indentured apprentices only: plant tour, your training plan, your wage schedule and who to call when something goes wrong.',
    topics: ['Apprenticeship', 'Orientation'],
    classColor: '#6d28d9',
    isPublic: true,
    inviteOnly: true,
    enableCourseContent: true,
    teacherIds: ['demo-wf-sponsor'],
  },
  {
    id: COURSE_DIGITAL,
    ...cm,
    title: 'Digital Literacy Basics',
    courseSlug: 'digital-literacy-basics',
    overview:
      'Get comfortable with a computer, a smartphone and the web: e-mail, strong passwords, video calls and filling out forms online.',
    schedule: 'Wednesdays, 10:00 AM - 12:00 PM',
    topics: ['Digital skills', 'Beginner'],
    classColor: '#0e7490',
    isPublic: true,
    openEnrollment: true,
    enableCourseContent: true,
    searchEnginesEnabled: true,
    teacherIds: ['demo-cm-teacher', 'demo-cm-test-teacher'],
  },
  {
    id: COURSE_MONEY,
    ...cm,
    title: 'Financial Wellness Workshop',
    courseSlug: 'financial-wellness',
    overview:
      'A four-week workshop on budgeting, credit reports, avoiding predatory loans and paying for training without debt.',
    topics: ['Money', 'Budgeting'],
    classColor: '#15803d',
    isPublic: true,
    openEnrollment: true,
    enableCourseContent: true,
    teacherIds: ['demo-cm-teacher'],
  },
  {
    id: COURSE_JOBSEARCH,
    ...cm,
    title: 'Job Search Bootcamp',
    overview:
      'Resume clinic, mock interviews with local employers and a personal job search plan. Space is limited; staff enroll participants directly.',
    topics: ['Careers', 'Resume'],
    classColor: '#be123c',
    locked: true,
    teacherIds: ['demo-cm-teacher'],
  },
];

/** Sections per course, in order; the maintenance course features one, so only it shows on the public page. */
export const sampleSections: Record<string, Topic[]> = {
  [COURSE_OSHA]: [
    {
      title: 'Introduction to OSHA',
      description: 'Why OSHA exists, what the standards cover and how to file a complaint.',
    },
    {
      title: 'Walking and Working Surfaces',
      description: 'Slips, trips and falls: guardrails, ladders and housekeeping.',
    },
    { title: 'Lockout/Tagout', description: 'Controlling hazardous energy before servicing equipment.' },
    { title: 'Machine Guarding', description: 'Points of operation, nip points and the guards that protect them.' },
    { title: 'Electrical Safety', description: 'Arc flash, grounding and qualified versus unqualified workers.' },
  ],
  [COURSE_MAINTENANCE]: [
    {
      title: 'Mechanical Power Transmission',
      description: 'Belts, chains, couplings, gearboxes and shaft alignment.',
      featured: true,
    },
    {
      title: 'Hydraulics and Pneumatics',
      description: 'Reading fluid power schematics and troubleshooting cylinders and valves.',
    },
    { title: 'Electrical Controls and Motors', description: 'Ladder logic, motor starters and three-phase motors.' },
    {
      title: 'Preventive and Predictive Maintenance',
      description: 'PM schedules, vibration analysis and lubrication.',
    },
    {
      title: 'Welding and Fabrication Basics',
      description: 'SMAW and oxy-fuel cutting for repair work.',
      locked: true,
    },
    {
      title: 'Troubleshooting Lab',
      description: 'Find the fault on a live conveyor trainer, against the clock.',
      locked: true,
    },
  ],
  [COURSE_CNC]: [
    { title: 'Shop Safety and Measurement', description: 'Calipers, micrometers and tolerances.' },
    { title: 'Blueprint Reading', description: 'Views, dimensions and geometric tolerancing symbols.' },
    { title: 'G-code and M-code Basics', description: 'Write and prove out a simple facing program.' },
    {
      title: 'Setting Up a 3-Axis Mill',
      description: 'Work offsets, tool length offsets and first-article inspection.',
    },
  ],
  [COURSE_ORIENTATION]: [
    {
      title: 'Welcome to Mon Valley Manufacturing',
      description: 'Plant tour and introductions to your journeyworker mentors.',
    },
    { title: 'Your Training Plan', description: 'The competencies you will sign off over the next year.' },
    { title: 'Your Wage Schedule', description: 'How and when your wage steps up.' },
    { title: 'Who to Call', description: 'Your sponsor, your instructor and the state apprenticeship office.' },
  ],
  [COURSE_DIGITAL]: [
    { title: 'Getting Started with a Computer', description: 'Mouse, keyboard, windows and files.' },
    { title: 'E-mail That Works for You', description: 'Create an account, send attachments and spot scams.' },
    { title: 'Passwords and Staying Safe Online', description: 'Password managers and two-step verification.' },
    {
      title: 'Video Calls and Online Forms',
      description: 'Join a video interview and complete an online application.',
    },
  ],
  [COURSE_MONEY]: [
    { title: 'Building a Budget', description: 'Track a month of spending and find room to save.' },
    { title: 'Understanding Your Credit Report', description: 'Get your free report and dispute errors.' },
    { title: 'Avoiding Predatory Lending', description: 'Payday loans, rent-to-own and better alternatives.' },
    {
      title: 'Paying for Training',
      description: 'Grants, employer tuition help and apprenticeships that pay you to learn.',
    },
  ],
  [COURSE_JOBSEARCH]: [
    { title: 'Resume Clinic', description: 'One page, plain language, tailored to the posting.' },
    { title: 'Interview Practice', description: 'Mock interviews with local hiring managers.' },
    { title: 'Networking Without the Awkwardness', description: 'Informational interviews and job fairs.' },
    { title: 'Your Job Search Plan', description: 'Weekly goals and how to track applications.' },
  ],
};

/** A class unit: code, meeting time and credits (docs/rules.md#courses-and-cohorts). */
const unit = (id: string, code: string, timeDate: string, number: number, type = 'CEU') => ({
  id,
  code,
  timeDate,
  credits: { number, type },
});

export const sampleCohorts: Cohort[] = [
  {
    id: 'demo-cohort-osha-winter',
    orgId: WORKFORCE_ORG_ID,
    classId: COURSE_OSHA,
    title: 'Winter 2027 Saturday Cohort',
    openCohortEnrollment: true,
    eUnitTracking: true,
    eUnits: [
      unit('osha-day-1', 'OSHA10-A', '2027-01-16T08:00:00-05:00', 0.5),
      unit('osha-day-2', 'OSHA10-B', '2027-01-23T08:00:00-05:00', 0.5),
    ],
    eUnitIds: ['osha-day-1', 'osha-day-2'],
  },
  {
    id: 'demo-cohort-cnc-spring',
    orgId: WORKFORCE_ORG_ID,
    classId: COURSE_CNC,
    title: 'Spring 2027 Evening Cohort',
    openCohortEnrollment: true,
    externalRegisterClassId: 'MTT-101-S27',
    eUnitTracking: true,
    eUnits: [
      unit('cnc-s27-lec', 'MTT-101-LEC', '2027-02-01T18:00:00-05:00', 2, 'credit hours'),
      unit('cnc-s27-lab', 'MTT-101-LAB', '2027-02-03T18:00:00-05:00', 1, 'credit hours'),
    ],
    eUnitIds: ['cnc-s27-lec', 'cnc-s27-lab'],
  },
  {
    id: 'demo-cohort-cnc-fall',
    orgId: WORKFORCE_ORG_ID,
    classId: COURSE_CNC,
    title: 'Fall 2026 Evening Cohort',
    openCohortEnrollment: false,
    externalRegisterClassId: 'MTT-101-F26',
    eUnits: [unit('cnc-f26-lec', 'MTT-101-LEC', '2026-09-14T18:00:00-04:00', 2, 'credit hours')],
    eUnitIds: ['cnc-f26-lec'],
  },
  {
    id: 'demo-cohort-digital-winter',
    orgId: COMMUNITY_ORG_ID,
    classId: COURSE_DIGITAL,
    title: 'Winter 2027 Morning Group',
    openCohortEnrollment: true,
    eUnitTracking: true,
    eUnits: [unit('dl-w27-1', 'DL-100', '2027-01-13T10:00:00-05:00', 0.8)],
    eUnitIds: ['dl-w27-1'],
  },
];

export const sampleJobProfile: typeof jobProfiles.$inferInsert = {
  id: JOB_PROFILE_CNC,
  orgId: WORKFORCE_ORG_ID,
  locationId: LOC_STRIP,
  OnetCode: '51-9161.00',
  OnetTitle: 'Computer Numerically Controlled Tool Operators',
  OccupationDescription:
    'Operate computer-controlled tools, machines, or robots to machine or process parts, tools, or other work pieces made of metal, plastic, wood, stone, or other materials. May also set up the machines.',
  location: '15222',
  occupationLocation: { city: 'Pittsburgh', state: 'PA', zip: '15222' },
  selectedSkills: [
    {
      ElementId: '2.B.3.g',
      ElementName: 'Operations Monitoring',
      ElementDescription: 'Watching gauges, dials, or other indicators to make sure a machine is working properly.',
      DataValue: 3,
      Importance: 78,
    },
    {
      ElementId: '2.B.3.h',
      ElementName: 'Operation and Control',
      ElementDescription: 'Controlling operations of equipment or systems.',
      DataValue: 3,
      Importance: 75,
    },
    {
      ElementId: '2.B.3.m',
      ElementName: 'Quality Control Analysis',
      ElementDescription:
        'Conducting tests and inspections of products, services, or processes to evaluate quality or performance.',
      DataValue: 3,
      Importance: 72,
    },
    {
      ElementId: '2.A.2.a',
      ElementName: 'Critical Thinking',
      ElementDescription:
        'Using logic and reasoning to identify the strengths and weaknesses of alternative solutions.',
      DataValue: 3,
      Importance: 60,
    },
  ],
  selectedKnowledge: [
    {
      ElementId: '2.C.3.e',
      ElementName: 'Mechanical',
      ElementDescription: 'Knowledge of machines and tools, including their designs, uses, repair, and maintenance.',
      DataValue: 4,
      Importance: 80,
    },
    {
      ElementId: '2.C.4.a',
      ElementName: 'Mathematics',
      ElementDescription: 'Knowledge of arithmetic, algebra, geometry, and their applications.',
      DataValue: 3,
      Importance: 66,
    },
    {
      ElementId: '2.C.3.c',
      ElementName: 'Design',
      ElementDescription:
        'Knowledge of design techniques, tools, and principles involved in production of precision technical plans and blueprints.',
      DataValue: 3,
      Importance: 58,
    },
  ],
  selectedCerts: [
    {
      Id: 'demo-cert-nims-mms',
      Name: 'NIMS Measurement, Materials and Safety',
      Acronym: 'NIMS MMS',
      Type: 'Core',
      Organization: 'National Institute for Metalworking Skills',
    },
    {
      Id: 'demo-cert-osha10',
      Name: 'OSHA 10-Hour General Industry',
      Acronym: 'OSHA 10',
      Type: 'Core',
      Organization: 'Occupational Safety and Health Administration',
    },
  ],
  selectedSchoolPrograms: [
    {
      ID: 'demo-program-mtt',
      ProgramName: 'Machine Tool Technology',
      SchoolName: 'Community College of Allegheny County',
      StateAbbr: 'PA',
    },
  ],
};

export const samplePathway: typeof pathways.$inferInsert = {
  id: PATHWAY_ID,
  orgId: WORKFORCE_ORG_ID,
  title: 'Advanced Manufacturing Pathway',
  courseIds: [COURSE_OSHA, COURSE_CNC, COURSE_MAINTENANCE, COURSE_ORIENTATION],
  isPublic: true,
  searchEnginesEnabled: true,
  jobProfileId: JOB_PROFILE_CNC,
};
