import { messagesFor } from '@pathcraft/sdk';

/** US English, with the specification's exact texts. A translation is another object of this shape. */
const en = {
  pageTitle: 'Training Plan | Pathcraft',
  notFoundPageTitle: 'Training plan not found | Pathcraft',
  notFoundTitle: 'Training plan not found',
  notFoundText: 'This link does not lead to a saved training plan. It may be mistyped, or the plan was removed.',
  buildPlan: 'Build a training plan',
  loadFailed: 'This training plan could not be loaded.',
  heading: 'Job profile',
  poweredBy: 'POWERED BY',
  productName: 'Pathcraft',
};

export type JobProfilesMessages = typeof en;
export const text: JobProfilesMessages = messagesFor({ en });
