import {
  ACCESS_CODE_MESSAGES,
  EIN_HINT,
  INVITE_MESSAGE_FOOTER,
  INVITE_MESSAGE_PAGES,
  MESSAGES,
  messagesFor,
  PUBLIC_PAGE_TEXT,
  WORKFORCE_LABELS,
  WORKFORCE_MESSAGES,
} from '@pathcraft/sdk';
import { text as shared } from '../../components/components.messages.ts';

/** US English, with the specification's exact texts. A translation is another object of this shape. */
const en = {
  loading: 'Loading...',
  inviteId: (id: string) => `Invite ID: ${id}`,
  poweredBy: shared.authCard.poweredBy,
  productName: shared.productName,
  accessCode: {
    title: PUBLIC_PAGE_TEXT.accessCodeTitle,
    label: 'Access code',
    continue: 'Continue',
    footer: ACCESS_CODE_MESSAGES.footer,
    otherFailure: ACCESS_CODE_MESSAGES.otherFailure,
    /** The access token (2 hours from the code) expired while the form was open; `kept` follows when the form is kept. */
    expired: 'Your session for this document has expired. Enter the access code again to continue.',
    kept: 'What you entered on the page is kept.',
  },
  /** /external/invite/msg/:messageType: success or error. */
  messagePages: INVITE_MESSAGE_PAGES,
  messageFooter: INVITE_MESSAGE_FOOTER,
  workforce: {
    loading: 'Loading Workforce Info...',
    title: 'Workforce Information',
    loadingEmployer: 'Loading Employer...',
    companyIdentification: '1. Company Identification',
    employees: '2. Employees',
    journeyworkers: '3. Journeyworkers',
    labels: WORKFORCE_LABELS,
    einHint: EIN_HINT,
    trainingProgram: 'Training Program',
    relatedInstructionBy: (provider: string) => `Related instruction by ${provider}`,
    noTrainingProgram: WORKFORCE_MESSAGES.noTrainingProgram,
    missing: 'Missing information',
    completeFirst: 'Complete the following before submitting:',
    submit: 'Submit',
    saving: WORKFORCE_MESSAGES.saving,
    saveFailed: MESSAGES.somethingWentWrongTryAgain,
  },
};

export type InvitesMessages = typeof en;
export const text: InvitesMessages = messagesFor({ en });
