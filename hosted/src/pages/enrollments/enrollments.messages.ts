import { messagesFor } from '@pathcraft/sdk';

/** US English, with the specification's exact texts. A translation is another object of this shape. */
const en = {
  title: 'Enroll',
  chooseCohort: 'Choose a cohort and its class codes to enroll.',
  continueToEnroll: 'Continue to enroll in this class.',
  enroll: 'Enroll',
};

export type EnrollmentsMessages = typeof en;
export const text: EnrollmentsMessages = messagesFor({ en });
