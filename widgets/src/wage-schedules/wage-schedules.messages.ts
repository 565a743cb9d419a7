import { formatNumber, messagesFor } from '@pathcraft/sdk';

/** US English, with the specification's exact texts. A translation is another object of this shape. */
const en = {
  list: {
    label: 'Wage schedules',
    loading: 'Loading wage schedules',
    ojtHours: (hours: number) => ` · ${formatNumber(hours)} OJT hours`,
    newSchedule: 'New Wage Schedule',
    title: 'Title',
    entryWage: 'Entry wage',
    periods: 'Periods',
    actions: 'Actions',
    edit: 'Edit',
    editSchedule: (title: string) => `Edit ${title}`,
    delete: 'Delete',
    deleteSchedule: (title: string) => `Delete ${title}`,
    deleteTitle: (title: string) => `Delete ${title}?`,
    deleteText: 'The wage schedule and its periods are removed. Agreements already signed keep the wages they show.',
    deleted: 'Wage Schedule deleted.',
    deleteFailed: 'Something went wrong',
    empty: 'No wage schedules yet.',
  },
  element: {
    signInTo: 'manage wage schedules',
    missingApprenticeship: 'Set the apprenticeship-id attribute.',
  },
  dialog: {
    newTitle: 'New Wage Schedule',
    editTitle: 'Edit Wage Schedule',
    cancel: 'Cancel',
    next: 'Next',
    back: 'Back',
    save: 'Save',
    saving: 'Saving...',
    savingToast: 'Saving Wage Schedule...',
    updated: 'Wage Schedule updated!',
    created: 'Wage Schedule created!',
    failed: 'Something went wrong',
    title: 'Title',
    entryWageField: 'Journeyworker entry wage (dollars per hour)',
    /** 'US Federal' or a state's name, and the amount: the floor where the program is. */
    entryWageHint: (law: string, minimum: string) => `At least the ${law} minimum wage, ${minimum}.`,
    entryWage: 'Journeyworker entry wage',
    rapidsIdField: 'RAPIDS ID',
    rapidsIdHint:
      "The registration agency's identifier of this schedule, from its Wage Schedules list. The RAPIDS export writes it.",
    ojtHours: 'OJT hours',
    notSet: 'Not set',
    change: 'Change',
    periodsCaption: 'Wage periods',
    period: 'Period',
    percent: '% of journeyworker wage',
    wage: 'Wage',
    duration: 'Duration',
    actions: 'Actions',
    hours: (hours: number) => `${formatNumber(hours)} ${hours === 1 ? 'hour' : 'hours'}`,
    edit: 'Edit',
    delete: 'Delete',
    editPeriod: (ordinal: string) => `Edit ${ordinal} period`,
    deletePeriod: (ordinal: string) => `Delete ${ordinal} period`,
    addPeriod: 'Add Period',
  },
  period: {
    add: (ordinal: string) => `Add ${ordinal} Period`,
    edit: (ordinal: string) => `Edit ${ordinal} Period`,
    delete: 'Delete',
    cancel: 'Cancel',
    save: 'Save',
    wage: 'Wage (dollars per hour)',
    percentHint: (percent: number) => `${percent}% of the journeyworker wage`,
    duration: 'Duration (hours)',
    hoursHint: (ojtHours: number | null) =>
      ojtHours ? `Whole hours, 1 to ${formatNumber(ojtHours)}.` : 'Whole hours.',
  },
};

export type WageSchedulesMessages = typeof en;
export const text: WageSchedulesMessages = messagesFor({ en });
