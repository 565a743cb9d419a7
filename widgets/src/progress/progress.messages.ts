import { messagesFor } from '@pathcraft/sdk';

/** US English: the signed-in apprentice's progress on a sponsor's site. */
const en = {
  /** Read after 'Sign in' when no one is signed in. */
  signInTo: 'see your apprenticeship progress',
  none: 'You are not an apprentice of any program yet.',
  heading: (program: string) => `Your progress: ${program}`,
  ojt: 'On-the-job hours',
  rti: 'Related instruction hours',
  hoursOf: (done: string, total: string) => `${done} of ${total} hours`,
  hoursOnly: (done: string) => `${done} hours`,
  current: (period: number, wage: string) => `Wage period ${period}: ${wage} an hour`,
  next: (period: number, wage: string, hours: string) =>
    `Next step: period ${period} at ${wage}, after ${hours} more approved hours`,
  due: (period: number, wage: string) =>
    `Wage period ${period} (${wage}) is due: waiting for the employer to confirm it.`,
  complete: 'Complete: every hour and competency is done.',
  open: 'Log hours',
};

export type ProgressWidgetMessages = typeof en;
export const text: ProgressWidgetMessages = messagesFor({ en });
