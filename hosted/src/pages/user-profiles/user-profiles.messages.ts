import { messagesFor, roleLabel } from '@pathcraft/sdk';

/** US English, with the specification's exact texts. A translation is another object of this shape. */
const en = {
  title: 'Your account',
  personal: {
    heading: 'Personal information',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    extension: (ext: string) => `ext. ${ext}`,
    notGiven: 'Not given',
    edit: 'Edit Personal Information',
  },
  signature: {
    heading: 'Signature',
    image: 'Your signature',
    none: 'No signature yet.',
    change: 'Change Signature',
    add: 'Add Signature',
  },
  courses: {
    heading: 'Your courses',
    /** A course registered elsewhere, until an administrator verifies the registration (docs/rules.md#enrollments). */
    registered: 'Registration being verified',
    organization: (orgName: string) => `at ${orgName}`,
  },
  organization: {
    heading: 'Your organization',
    organization: 'Organization',
    role: 'Your role',
    /** The role's name, in the organization type's words (workforce: Expert and User). */
    roleName: roleLabel,
    /**
     * An employer's contact (an employer profile names their e-mail): what they are to its apprentices,
     * said instead of the platform's plain User or Student (their role stays that).
     */
    employerContact: (employers: string[]) =>
      `Employer contact for ${new Intl.ListFormat('en-US', { type: 'conjunction' }).format(employers)}`,
    careerPathways: (orgName: string) => `${orgName} career pathways`,
  },
};

export type UserProfilesMessages = typeof en;
export const text: UserProfilesMessages = messagesFor({ en });
