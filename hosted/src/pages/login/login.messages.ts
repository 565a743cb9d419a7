import { INVITE_SIGN_UP_MESSAGES, messagesFor, PASSWORD_RULE } from '@pathcraft/sdk';

/** US English, with the specification's exact texts. A translation is another object of this shape. */
const en = {
  titles: {
    signIn: 'Sign in',
    signInToJoin: 'Sign in to join',
    confirmEmail: 'Confirm your e-mail',
    resetPassword: 'Reset your password',
  },
  email: 'E-mail',
  password: 'Password',
  signIn: 'Sign in',
  signingIn: 'Signing in...',
  forgotPassword: 'Forgot password?',
  backToSignIn: 'Back to sign in',
  /** Under a course page's sign-up link: whom to ask for an account. */
  noAccount: (orgName: string | undefined) => `No account yet? Ask ${orgName ?? 'the organization'} for a registration invitation.`,
  signInAgain: 'Please sign in again.',
  /** After an area refused them (perm_role_teacher_admin): their session goes on. */
  stillSignedIn: (who: string) => `You are still signed in as ${who}.`,
  goToOwnArea: (area: string) => (area === '/org' ? 'Go to your organization' : area === '/' ? 'Go to the console' : 'Go to your account'),
  orSignInAsAnother: 'Or sign in with another account:',
  passwordsDiffer: 'The passwords do not match.',
  forgot: {
    intro: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
    send: 'Send reset link',
    sending: 'Sending...',
    sent: 'If an account exists for that e-mail, we sent a link to reset its password. The link works once, for one hour.',
  },
  reset: {
    newPassword: 'New password',
    repeatNewPassword: 'Repeat the new password',
    save: 'Save new password',
    saving: 'Saving...',
    changed: 'Your password was changed. Sign in with the new password.',
  },
  verifyEmail: {
    checking: 'Checking your link...',
    confirmed: 'Your e-mail address is confirmed.',
    continue: 'Continue to sign in',
  },
  /** A registration invite's sign-up (002 §2 'Invitation page', register). */
  signUp: {
    loading: 'Loading...',
    invalidTitle: 'Invalid Invitation',
    noLongerValid: 'This invitation is no longer valid.',
    title: 'Create your account',
    pageTitle: (orgName: string) => `Create your account | ${orgName}`,
    notRegister: INVITE_SIGN_UP_MESSAGES.notRegister,
    used: INVITE_SIGN_UP_MESSAGES.used,
    signIn: 'Sign in',
    invitedYou: (orgName: string) => `${orgName} invited you. Create your account to continue.`,
    name: 'Name',
    nameRequired: 'Name is required.',
    email: 'E-mail',
    emailInvalid: 'Enter a valid e-mail address.',
    emailHint: 'The address your invitation was sent to.',
    password: 'Password',
    passwordHint: PASSWORD_RULE.hint,
    repeatPassword: 'Repeat the password',
    passwordsDiffer: 'The passwords do not match.',
    create: 'Create account',
    creating: 'Creating account...',
  },
};

export type LoginMessages = typeof en;
export const text: LoginMessages = messagesFor({ en });
