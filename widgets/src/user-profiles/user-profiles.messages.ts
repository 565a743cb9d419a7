import { type Choice, MESSAGES, messagesFor, PRIVATE_INFO_CHOICES, PRIVATE_INFO_LABELS } from '@pathcraft/sdk';

/** What the form shows for each stored value of a field (the sdk's choices are the English). */
const shown = (field: keyof typeof PRIVATE_INFO_CHOICES): Record<string, string> =>
  Object.fromEntries((PRIVATE_INFO_CHOICES[field] ?? []).map((c) => [c.value, c.label]));

/** US English, with the specification's exact texts. A translation is another object of this shape. */
const en = {
  /** Read after 'Sign in' when no one is signed in. */
  signInTo: 'edit your information',
  open: 'Edit Personal Information',
  dialog: {
    title: 'Edit Personal Information',
    loading: 'Loading your information',
    close: 'Close',
    save: 'Save',
    saving: 'Saving...',
    saved: 'Information saved!',
    failed: MESSAGES.somethingWentWrongTryAgain,
    /** Save checks every changed tab first: nothing is sent while one has a problem. */
    nothingSaved: (tabs: string[]) =>
      `Nothing was saved: correct the marked fields on the ${tabs.join(' and ')} tab${tabs.length > 1 ? 's' : ''} first.`,
    /** A save that failed half-way. */
    partlySaved: (saved: string[], missed: string[], reason: string | null) =>
      `${saved.join(' and ')} saved; ${missed.join(' and ')} not saved${reason ? `: ${reason}` : '. Try again.'}`,
    tabs: 'Personal information',
    general: 'General',
    private: 'Private',
  },
  general: {
    name: 'Name',
    nameHint: 'Composed from the names below.',
    email: 'E-mail',
    firstName: 'First name',
    middleName: 'Middle name',
    lastName: 'Last name',
    suffix: 'Suffix',
    phone: 'Phone',
    phoneExt: 'Extension',
    mobilePhone: 'Mobile phone',
  },
  private: {
    /** The fields' labels, shared with the server's messages. */
    labels: PRIVATE_INFO_LABELS,
    choose: 'Choose...',
    ssnOnFile: 'Leave it as it is to keep the number on file.',
    ssnPlaceholder: 'xxx-xx-xxxx',
    viewChange: 'View/Change',
    criminalBkgHint: 'Have you been convicted of a crime?',
    newOrExistingEmployeeHint: 'Did you already work for this employer before the apprenticeship?',
    /** The choices of the fields that have a fixed list, by stored value (the states keep their names). */
    choices: {
      gender: shown('gender'),
      ethnicity: shown('ethnicity'),
      races: shown('races'),
      veteranStatus: shown('veteranStatus'),
      disability: shown('disability'),
      educationLevel: shown('educationLevel'),
      orgReferral: shown('orgReferral'),
      citizenStatus: shown('citizenStatus'),
      criminalBkg: shown('criminalBkg'),
      employmentStatus: shown('employmentStatus'),
      newOrExistingEmployee: shown('newOrExistingEmployee'),
    },
  },
};

/** A choice as this page's language shows it: its translation, else the sdk's English. */
export const choiceLabel = (field: string, choice: Choice): string =>
  (text.private.choices as Record<string, Record<string, string> | undefined>)[field]?.[choice.value] ?? choice.label;

export type UserProfileMessages = typeof en;
export const text: UserProfileMessages = messagesFor({ en });
