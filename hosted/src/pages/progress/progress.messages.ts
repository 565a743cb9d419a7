import { type ApprenticeStanding, messagesFor, REGISTRATION_PACKET_TEXT } from '@pathcraft/sdk';

/** US English: the apprentice's and mentor's progress on /account, and the apprentices list. */
const en = {
  heading: 'Apprenticeship progress',
  ojt: 'On-the-job hours',
  rti: 'Related instruction hours',
  rtiFrom: (classes: string, recorded: string) =>
    `${classes} hours from completed classes · ${recorded} hours recorded by the instruction provider`,
  rtiClasses: 'Related-instruction classes',
  rtiClass: (title: string, hours: string, completed: boolean) =>
    `${title}: ${hours} hours, ${completed ? 'completed' : 'not completed yet'}`,
  hoursOf: (done: string, total: string) => `${done} of ${total} hours`,
  hoursOnly: (done: string) => `${done} hours`,
  waitingReturned: (waiting: string, returned: string) => `${waiting} waiting for approval · ${returned} returned`,
  wage: {
    current: (period: number, wage: string) => `Wage period ${period}: ${wage} an hour`,
    next: (period: number, wage: string, hours: string) =>
      `Next step: period ${period} at ${wage}, after ${hours} more approved hours`,
    last: 'You are in the last wage period.',
    none: 'No wage schedule yet.',
    due: (period: number, wage: string) =>
      `Wage period ${period} (${wage}) is due: waiting for the employer to confirm the new rate.`,
  },
  probation: {
    ended: (week: string) => `Probation ended in the week of ${week}.`,
    left: (hours: string) => `Probation: ${hours} approved hours to go.`,
  },
  complete: 'Complete: every hour and competency is done.',
  /** The registration packet (both agreements, the wage schedule, the audit trail), for its readers. */
  packet: {
    download: REGISTRATION_PACKET_TEXT.download,
    of: (name: string) => `${REGISTRATION_PACKET_TEXT.download}: ${name}`,
    fileName: (name: string) => `${REGISTRATION_PACKET_TEXT.fileNameOf(name)}.pdf`,
  },
  certificate: {
    issued: (day: string) => `Certificate of completion issued on ${day}.`,
    download: 'Download the certificate',
    file: 'Certificate of Completion',
  },
  workProcesses: 'Work processes',
  log: {
    heading: 'Log a week',
    fixHeading: (week: string) => `Fix the week of ${week}`,
    week: 'Week starting (Monday)',
    hours: (process: string) => `Hours: ${process}`,
    note: 'Note',
    send: 'Send for approval',
    resend: 'Send again',
    cancel: 'Cancel',
    sent: 'Sent. Your mentor will approve it or return it with a comment.',
  },
  weeks: {
    heading: 'Your weeks',
    none: 'No weeks logged yet.',
    week: 'Week',
    hours: 'Hours',
    status: 'Status',
    comment: 'Comment',
    earlierComment: (comment: string) => `Earlier comment, before the week was sent again: ${comment}`,
    fix: 'Fix',
    status_waiting: 'Waiting',
    status_approved: 'Approved',
    status_returned: 'Returned',
  },
  queue: {
    heading: 'Weeks to approve',
    none: 'No weeks are waiting for you.',
    approve: 'Approve',
    return: 'Return',
    comment: 'What to fix',
    earlierComment: (comment: string) => `Earlier comment, before the week was sent again: ${comment}`,
    sendBack: 'Return the week',
    overdue: 'Overdue',
    of: (name: string, week: string, hours: string) => `${name}: week of ${week}, ${hours} hours`,
    pages: 'Pages of weeks to approve',
  },
  list: {
    title: 'Apprentices',
    open: 'All your apprentices',
    none: 'No apprentices to show.',
    ownProgress: 'Your own progress is on your account page.',
    name: 'Apprentice',
    program: 'Program',
    status: 'Status',
    hours: 'Approved OJT hours',
    next: 'Next wage step',
    due: 'Wage step due',
    overdue: 'Overdue approvals',
    confirm: (period: number) => `Confirm period ${period}`,
    confirmed: 'New rate confirmed.',
    /** An apprentice's standing (sdk apprenticeStandingOf), in the words of every list that shows it (the compliance room's too). */
    standings: {
      notSigned: 'Agreement not signed',
      probation: 'Probation',
      active: 'Active',
      complete: 'Complete',
      cancelled: 'Cancelled',
      suspended: 'Suspended',
    } satisfies Record<ApprenticeStanding, string>,
    nextStep: (period: number, hours: string) => `Period ${period} in ${hours} h`,
    lastPeriod: 'Last period',
    noDue: '—',
    competencies: (done: number, total: number) => `Competencies: ${done} of ${total} signed off`,
    signOff: 'Sign off',
    signedOff: 'Competency signed off.',
    pages: 'Pages of apprentices',
    previousPage: 'Previous',
    nextPage: 'Next',
    showing: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
    signedOffOn: (day: string) => `signed off ${day}`,
  },
};

export type ProgressMessages = typeof en;
export const text: ProgressMessages = messagesFor({ en });
