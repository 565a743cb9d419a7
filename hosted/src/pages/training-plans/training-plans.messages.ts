import { messagesFor } from '@pathcraft/sdk';

/** US English, with the specification's exact texts. A translation is another object of this shape. */
const en = {
  pageTitle: 'Training Plan | Pathcraft',
  cannotLoadOrganization: 'Cannot load organization',
  /** The 'BACK TO' bar's name when no organization is given. */
  productName: 'Pathcraft',
  heading: 'Career pathway',
  back: 'Back',
  backTo: (name: string) => `BACK TO ${name}`,
};

export type TrainingPlanMessages = typeof en;
export const text: TrainingPlanMessages = messagesFor({ en });
