import { messagesFor } from '@pathcraft/sdk';

/** US English, with the specification's exact texts. A translation is another object of this shape. */
const en = {
  title: 'Wage Schedules',
  ownersAndAdminsOnly: "Only the organization's owners and administrators manage wage schedules.",
};

export type WageSchedulesMessages = typeof en;
export const text: WageSchedulesMessages = messagesFor({ en });
