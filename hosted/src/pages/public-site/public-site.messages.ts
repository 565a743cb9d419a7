import { ENROLL_TEXT, MESSAGES, messagesFor } from '@pathcraft/sdk';

/** US English, with the specification's exact texts. A translation is another object of this shape. */
const en = {
  loading: 'Loading...',
  somethingWentWrong: MESSAGES.somethingWentWrong,
  somethingWentWrongTryAgain: MESSAGES.somethingWentWrongTryAgain,
  /** What a visitor can do when the address leads nowhere, or the page could not load. */
  checkAddress: 'Check the address, or ask whoever shared it with you for the right link.',
  tryAgainLater: 'The page could not load. Check your connection and try again.',
  tryAgain: 'Try again',
  course: {
    privateTitle: 'This course is private.',
    notFound: 'Course not found',
    prerequisite: 'Prerequisite:',
    overview: 'Overview',
    noOverview: 'No overview yet.',
    schedule: 'Schedule:',
    tags: 'Tags',
    streamingLink: 'Open the streaming link',
    sections: 'Sections',
    noSections: 'No sections yet.',
    /** The instructors' heading from the organization's own word ('Expert' or 'Teacher', by its type): 'Experts'. */
    instructors: (label: string) => `${label}s`,
    /** One instructor's badge: the organization's word. */
    instructorRole: (label: string) => label,
    card: 'Course card',
    enrolled: 'Enrolled',
    enroll: ENROLL_TEXT,
  },
  pathway: {
    privateTitle: 'This pathway is private.',
    notFound: 'Pathway not found',
    tabs: 'Pathway',
    pathwayTab: 'Pathway',
    jobProfileTab: 'Job Profile',
    certificatesTab: 'Certificates',
    jobProfile: 'Job profile',
    jobProfileOf: (title: string) => `Job profile: ${title}`,
    noCourses: 'No courses in this pathway yet.',
    coursesInOrder: 'Courses in order',
    step: (n: number) => `Step ${n}: `,
    learnMore: 'Learn more',
    learnMoreAbout: (title: string) => `Learn more about ${title}`,
    noCertificates: 'No certificates for this job profile.',
    organization: 'Organization:',
  },
};

export type PublicSiteMessages = typeof en;
export const text: PublicSiteMessages = messagesFor({ en });
