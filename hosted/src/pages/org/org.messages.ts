import { formatNumber, messagesFor } from '@pathcraft/sdk';

/** '1 learner', '1,200 learners'. */
const counted = (one: string, many: string) => (n: number) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** The organization area (/org): its people, locations, apprenticeships, API keys, archived classes and class rosters. US English. */
const en = {
  nav: {
    classes: 'Classes',
    people: 'People',
    locations: 'Locations',
    apprenticeships: 'Apprenticeships',
    compliance: 'Compliance',
    apiKeys: 'API keys',
  },
  noOrganization: 'Your account belongs to no organization. Manage organizations from the console.',
  people: {
    invitations: 'Invite by e-mail',
    invitationsNote:
      'A registration invitation e-mails an access code; the invitee signs up as a student of your organization, and you can then give them a role.',
  },
  archive: {
    showArchived: 'Show archived',
    archived: 'Archived',
    archive: 'Archive',
    restore: 'Restore',
    archiveNamed: (title: string) => `Archive ${title}`,
    restoreNamed: (title: string) => `Restore ${title}`,
    archiveTitle: (title: string) => `Archive ${title}?`,
    archiveClassText:
      'The class leaves the class list (Show archived finds it) and takes no new enrolments. Its learners keep their records, and you can restore it.',
    archiveCohortText:
      'The cohort is no longer offered for enrolment. Its learners keep their records, and you can restore it.',
    archivedNamed: (title: string) => `${title} was archived.`,
    restoredNamed: (title: string) => `${title} was restored.`,
    thisClassArchived: 'This class is archived: it is left out of the class list and takes no new enrolments.',
  },
  roster: {
    heading: 'Roster',
    caption: 'Learners of this class',
    empty: 'Nobody is enrolled in this class yet.',
    count: counted('learner', 'learners'),
    learner: 'Learner',
    cohorts: 'Cohorts',
    enrolled: 'Enrolled',
    status: 'Status',
    statuses: { enrolled: 'Enrolled', completed: 'Completed' },
  },
};

export type OrgMessages = typeof en;
export const orgText: OrgMessages = messagesFor({ en });
