import { MESSAGES, messagesFor } from '@pathcraft/sdk';

/** US English, with the specification's exact texts. A translation is another object of this shape. */
const en = {
  enroll: 'Enroll',
  /** Read after 'Sign in' when no one is signed in. */
  signInTo: 'enroll',
  dialog: {
    title: (course: string) => `Enroll in ${course}`,
    cancel: 'Cancel',
    continue: 'Continue',
    continuing: 'Continuing...',
    verifyNotice:
      'You register for this class on the provider’s site. An administrator verifies your registration afterwards.',
    failed: MESSAGES.somethingWentWrongTryAgain,
    noCohorts: 'This class has no cohorts to choose from. Continue to enroll.',
    chooseCohort: 'Choose a cohort',
    classCodes: (n: number) => (n === 1 ? '1 class code' : `${n} class codes`),
    selectCohort: (cohort: string) => `Select ${cohort}`,
    select: 'Select',
    /** Before the chosen cohort's name. */
    cohort: 'Cohort: ',
    change: 'Change',
    classCodesLegend: 'Class codes',
    noClassCodes: 'This cohort has no class codes to choose.',
  },
};

export type EnrollmentMessages = typeof en;
export const text: EnrollmentMessages = messagesFor({ en });
