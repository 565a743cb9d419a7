import {
  type EnrollmentRequest,
  enrollmentFromSignUpLink,
  getPublicOrgsByOrgSlugCoursesByCourseKeyByCourseValue,
  LOGIN_ERROR_CODES,
  LOGIN_ERROR_TEXT,
  localizeMessage,
  type LoginErrorCode,
  safeContinuePath,
} from '@pathcraft/sdk';
import { createEnrollmentApi } from '@pathcraft/widgets/enrollments';
import { Button, LoadingScreen } from '@pathcraft/widgets/ui';
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { AuthCard } from '../../components/AuthCard.tsx';
import { continueTo } from '../../navigate-loaded.ts';
import { navigate, type RouteProps, useSearchParams } from '../../router.tsx';
import { landingAfterSignIn } from '../../landing.ts';
import { api, loadSignedInUser, ownAreaOf, sessionStore } from '../../session.ts';
import { text } from './login.messages.ts';

type Mode = 'signIn' | 'forgot' | 'forgotSent' | 'resetPassword' | 'verifyEmail';

interface OrgBrand {
  name: string;
  orgLogo: string | null;
  privacyPolicy?: string | null;
  tos?: string | null;
}

/** /login and /login/:organizationSlug: e-mail and password sign-in, forgotten password, reset and e-mail confirmation links. */
// The sign-up forms (and the validators they need) load only for a sign-up link, and from the
// first moment the page knows it is one: plain sign-in ships none of it.
const loadInviteSignUp = () => import('./InviteSignUp.tsx').then((m) => m.InviteSignUp);
const loadCourseSignUp = () => import('./CourseSignUp.tsx').then((m) => m.CourseSignUp);
if (typeof location !== 'undefined') {
  const query = new URLSearchParams(location.search);
  if (query.get('action') === 'signup') void (query.get('pcp') === 'true' ? loadCourseSignUp() : loadInviteSignUp());
}

/** A component loaded on demand: null until it has arrived. */
function useLoaded<C>(load: () => Promise<C>): C | null {
  const [loaded, setLoaded] = useState<{ component: C } | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((component) => live && setLoaded({ component }));
    return () => {
      live = false;
    };
  }, [load]);
  return loaded?.component ?? null;
}

function InviteSignUpLoader(props: { inviteId: string; accessCode: string | null }) {
  const Form = useLoaded(loadInviteSignUp);
  return Form ? <Form {...props} /> : <LoadingScreen />;
}

/** Whether the course of a sign-up link takes sign-ups from visitors (signUpOpen), with its title; null while asking, closed when it can't be read. */
type JoinCourse = { open: boolean; courseTitle: string; orgName: string } | null;
const CLOSED: JoinCourse = { open: false, courseTitle: '', orgName: '' };

function useJoinCourse(orgSlug: string | undefined, enrollment: EnrollmentRequest | null): JoinCourse {
  const classId = enrollment?.classId;
  const [course, setCourse] = useState<JoinCourse>(null);
  useEffect(() => {
    if (!classId || !orgSlug) return setCourse(CLOSED);
    let live = true;
    getPublicOrgsByOrgSlugCoursesByCourseKeyByCourseValue(
      api,
      { orgSlug, courseKey: 'id', courseValue: classId },
      { auth: false },
    ).then(
      (page) => live && setCourse({ open: page.signUpOpen, courseTitle: page.course.title, orgName: page.org.name }),
      () => live && setCourse(CLOSED),
    );
    return () => {
      live = false;
    };
  }, [orgSlug, classId]);
  return course;
}

function CourseSignUpLoader(props: { enrollment: EnrollmentRequest; courseTitle: string; orgName: string }) {
  const Form = useLoaded(loadCourseSignUp);
  return Form ? <Form {...props} /> : <LoadingScreen />;
}

export default function LoginPage({ params }: RouteProps) {
  const query = useSearchParams();
  const action = query.get('action');
  const code = query.get('code') ?? '';
  const continueUrl = safeContinuePath(query.get('continueUrl'));
  const [mode, setMode] = useState<Mode>(
    action === 'resetPassword' ? 'resetPassword' : action === 'verifyEmail' ? 'verifyEmail' : 'signIn',
  );
  const [org, setOrg] = useState<OrgBrand | null>(null);
  const errorCode = query.get('errorCode');
  const initialError = errorCode ? describeLoginError(errorCode, query.get('errorMessage')) : null;

  useEffect(() => {
    const slug = params.organizationSlug;
    if (!slug) return;
    api.organizations
      .lookup<OrgBrand>({ slug }, { auth: false })
      .then(setOrg)
      .catch(() => setOrg(null));
  }, [params.organizationSlug]);

  // A registration invite's link: the invitee signs up (docs/rules.md#invitations-and-access-codes).
  const inviteId = action === 'signup' ? query.get('inviteId')?.trim() : null;
  // A course page's sign-up link carries the enrolment chosen there (docs/rules.md#enrollments): after sign-in it is sent.
  const pendingEnrollment = useMemo(() => enrollmentFromSignUpLink(query), [query]);
  // An open course's sign-up link offers a new account first; a visitor with one switches to sign-in.
  const joinCourse = useJoinCourse(params.organizationSlug, inviteId ? null : pendingEnrollment);
  const [signingUp, setSigningUp] = useState(true);
  const signUp =
    pendingEnrollment && joinCourse?.open && signingUp && mode === 'signIn'
      ? { enrollment: pendingEnrollment, ...joinCourse }
      : null;
  const signUpTitle = signUp ? text.courseSignUp.pageTitle(signUp.courseTitle, signUp.orgName) : null;
  useEffect(() => {
    if (signUpTitle) document.title = signUpTitle;
  }, [signUpTitle]);

  if (inviteId) return <InviteSignUpLoader inviteId={inviteId} accessCode={query.get('accessCode')} />;
  if (pendingEnrollment && !joinCourse) return <LoadingScreen text={text.courseSignUp.loading} />;
  if (signUp)
    return (
      <AuthCard title={text.courseSignUp.title} org={org}>
        <CourseSignUpLoader enrollment={signUp.enrollment} courseTitle={signUp.courseTitle} orgName={signUp.orgName} />
        <p className="muted auth-switch">
          {text.courseSignUp.haveAccount}{' '}
          <Button variant="link" onClick={() => setSigningUp(false)}>
            {text.courseSignUp.signIn}
          </Button>
        </p>
      </AuthCard>
    );

  let body: ReactNode;
  if (mode === 'forgot') body = <ForgotForm onSent={() => setMode('forgotSent')} onBack={() => setMode('signIn')} />;
  else if (mode === 'forgotSent')
    body = (
      <div className="pc-stack">
        <p role="status">{text.forgot.sent}</p>
        <Button variant="link" onClick={() => setMode('signIn')}>
          {text.backToSignIn}
        </Button>
      </div>
    );
  else if (mode === 'resetPassword') body = <ResetForm code={code} onDone={() => setMode('signIn')} />;
  else if (mode === 'verifyEmail') body = <VerifyEmail code={code} onDone={() => setMode('signIn')} />;
  else
    body = (
      <SignInForm
        initialError={initialError}
        onForgot={() => setMode('forgot')}
        onSignedIn={async (superAdmin) => {
          if (!pendingEnrollment) return continueTo(landingAfterSignIn(continueUrl, superAdmin));
          try {
            const { redirectUrl } = await createEnrollmentApi(api).enroll(pendingEnrollment);
            location.assign(redirectUrl);
          } catch {
            // The class or cohort changed since the link was made: the enrol page says why and offers what is open.
            navigate(`/enroll/${encodeURIComponent(pendingEnrollment.classId)}`, { replace: true });
          }
        }}
      />
    );

  return (
    <AuthCard
      title={
        mode === 'signIn'
          ? pendingEnrollment
            ? text.titles.signInToJoin
            : text.titles.signIn
          : mode === 'verifyEmail'
            ? text.titles.confirmEmail
            : text.titles.resetPassword
      }
      org={org}
    >
      {errorCode === 'perm_role_teacher_admin' && mode === 'signIn' ? <StillSignedIn /> : null}
      {body}
      {pendingEnrollment && mode === 'signIn' ? (
        joinCourse?.open ? (
          <p className="muted auth-switch">
            {text.courseSignUp.noAccount}{' '}
            <Button variant="link" onClick={() => setSigningUp(true)}>
              {text.courseSignUp.createAccount}
            </Button>
          </p>
        ) : (
          <p className="muted">{text.noAccount(org?.name)}</p>
        )
      ) : null}
    </AuthCard>
  );
}

/**
 * Refused an area (perm_role_teacher_admin), a person is still signed in: the session is shared by
 * every tab and must not end. Say so, and lead them to their own area.
 */
function StillSignedIn() {
  const [who, setWho] = useState<{ name: string; area: string } | null>(null);
  useEffect(() => {
    if (!sessionStore.get()) return;
    let live = true;
    loadSignedInUser()
      .then(({ user }) => live && setWho({ name: user.name ?? user.email ?? '', area: ownAreaOf(user) }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!who) return null;
  return (
    <div className="pc-stack" data-testid="still-signed-in">
      <p>
        {text.stillSignedIn(who.name)} <a href={who.area}>{text.goToOwnArea(who.area)}</a>
      </p>
      <p className="muted">{text.orSignInAsAnother}</p>
    </div>
  );
}

export function describeLoginError(code: string, message: string | null): string {
  const known = (LOGIN_ERROR_CODES as readonly string[]).includes(code)
    ? localizeMessage(LOGIN_ERROR_TEXT[code as LoginErrorCode])
    : null;
  if (known && message) return `${known} (${message})`;
  return known ?? message ?? text.signInAgain;
}

function SignInForm({
  initialError,
  onForgot,
  onSignedIn,
}: {
  initialError: string | null;
  onForgot: () => void;
  onSignedIn: (superAdmin: boolean) => void | Promise<void>;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(initialError);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api.auth.login(email.trim(), password);
      // Who signed in decides where they land: the console is for super admins only.
      const { user } = await loadSignedInUser();
      await onSignedIn(user.isSuperAdmin);
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  }

  return (
    <form className="pc-stack" onSubmit={submit} noValidate>
      {error && (
        <p className="pc-alert pc-alert--error" role="alert" data-testid="login-error">
          {error}
        </p>
      )}
      <label className="pc-field">
        <span>{text.email}</span>
        <input
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
      </label>
      <label className="pc-field">
        <span>{text.password}</span>
        <input
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
      </label>
      <Button variant="primary" type="submit" disabled={busy || !email || !password}>
        {busy ? text.signingIn : text.signIn}
      </Button>
      <Button variant="link" onClick={onForgot}>
        {text.forgotPassword}
      </Button>
    </form>
  );
}

function ForgotForm({ onSent, onBack }: { onSent: () => void; onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      await api.auth.requestPasswordReset(email.trim());
      onSent();
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  }
  return (
    <form className="pc-stack" onSubmit={submit} noValidate>
      <p>{text.forgot.intro}</p>
      {error && (
        <p className="pc-alert pc-alert--error" role="alert">
          {error}
        </p>
      )}
      <label className="pc-field">
        <span>{text.email}</span>
        <input
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
      </label>
      <Button variant="primary" type="submit" disabled={busy || !email}>
        {busy ? text.forgot.sending : text.forgot.send}
      </Button>
      <Button variant="link" onClick={onBack}>
        {text.backToSignIn}
      </Button>
    </form>
  );
}

function ResetForm({ code, onDone }: { code: string; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (password !== confirm) return setError(text.passwordsDiffer);
    setBusy(true);
    setError(null);
    try {
      await api.auth.confirmPasswordReset(code, password);
      setDone(true);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }
  if (done)
    return (
      <div className="pc-stack">
        <p role="status">{text.reset.changed}</p>
        <Button
          variant="primary"
          onClick={() => {
            navigate('/login', { replace: true });
            onDone();
          }}
        >
          {text.signIn}
        </Button>
      </div>
    );
  return (
    <form className="pc-stack" onSubmit={submit} noValidate>
      {error && (
        <p className="pc-alert pc-alert--error" role="alert">
          {error}
        </p>
      )}
      <label className="pc-field">
        <span>{text.reset.newPassword}</span>
        <input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
      </label>
      <label className="pc-field">
        <span>{text.reset.repeatNewPassword}</span>
        <input
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.currentTarget.value)}
        />
      </label>
      <Button variant="primary" type="submit" disabled={busy || !password || !confirm}>
        {busy ? text.reset.saving : text.reset.save}
      </Button>
    </form>
  );
}

function VerifyEmail({ code, onDone }: { code: string; onDone: () => void }) {
  const [state, setState] = useState<'checking' | 'ok' | string>('checking');
  useEffect(() => {
    api.auth
      .confirmEmail(code)
      .then(() => setState('ok'))
      .catch((err: Error) => setState(err.message));
  }, [code]);
  if (state === 'checking') return <p role="status">{text.verifyEmail.checking}</p>;
  return (
    <div className="pc-stack">
      <p role={state === 'ok' ? 'status' : 'alert'}>{state === 'ok' ? text.verifyEmail.confirmed : state}</p>
      <Button
        variant="primary"
        onClick={() => {
          navigate('/login', { replace: true });
          onDone();
        }}
      >
        {text.verifyEmail.continue}
      </Button>
    </div>
  );
}
