import {
  INVITE_SIGN_UP_MESSAGES,
  messagesFor,
  NEW_ACCOUNT_MESSAGES,
  PASSWORD_RULE,
  SIGN_UP_MESSAGES,
} from '@pathcraft/sdk';

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
  /** Under a course page's sign-up link when the visitor can't sign up there: whom to ask for an account. */
  noAccount: SIGN_UP_MESSAGES.askForInvitation,
  signInAgain: 'Please sign in again.',
  /** After an area refused them (perm_role_teacher_admin): their session goes on. */
  stillSignedIn: (who: string) => `You are still signed in as ${who}.`,
  goToOwnArea: (area: string) =>
    area === '/org' ? 'Go to your organization' : area === '/' ? 'Go to the console' : 'Go to your account',
  orSignInAsAnother: 'Or sign in with another account:',
  passwordsDiffer: NEW_ACCOUNT_MESSAGES.passwordsDiffer,
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
  /** A registration invite's sign-up (docs/rules.md#invitations-and-access-codes). */
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
    email: 'E-mail',
    emailHint: 'The address your invitation was sent to.',
    password: 'Password',
    passwordHint: PASSWORD_RULE.hint,
    repeatPassword: 'Repeat the password',
    create: 'Create account',
    creating: 'Creating account...',
  },
  /** A course's sign-up link, for a course a visitor may sign up to (docs/rules.md#enrollments). */
  courseSignUp: {
    loading: 'Loading...',
    title: 'Create your account',
    pageTitle: (courseTitle: string, orgName: string) => `Create your account | ${courseTitle} | ${orgName}`,
    intro: (courseTitle: string, orgName: string) =>
      `Create your account to join ${courseTitle} at ${orgName}. You will be signed in and taken to the course.`,
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
    noAccount: 'No account yet?',
    createAccount: 'Create an account',
  },
};

export type LoginMessages = typeof en;
export const text: LoginMessages = messagesFor({ en });
