import { type EnrollmentRequest, postEnrollmentsSignUp } from '@pathcraft/sdk';
import { formFieldCss as formCss } from '@pathcraft/widgets/ui';
import { navigate } from '../../router.tsx';
import { api, sessionStore } from '../../session.ts';
import { adoptCss } from '../../styles.ts';
import { text } from './login.messages.ts';
import { NewAccountForm } from './NewAccountForm.tsx';

adoptCss('invite-sign-up', formCss);

/**
 * A course's sign-up link for a visitor without an account (docs/rules.md#enrollments): the new account and the
 * enrolment chosen on the course page go in one request; the person is then signed in and lands
 * on the course's content, the sign-up page replaced in the history so Back does not return to it.
 */
export function CourseSignUp({
  enrollment,
  courseTitle,
  orgName,
}: {
  enrollment: EnrollmentRequest;
  courseTitle: string;
  orgName: string;
}) {
  return (
    <NewAccountForm
      intro={<p>{text.courseSignUp.intro(courseTitle, orgName)}</p>}
      submit={async (account) => {
        const res = await postEnrollmentsSignUp(api, { body: { ...account, ...enrollment }, auth: false });
        sessionStore.set({
          token: res.token,
          refreshToken: res.refreshToken,
          expiresAt: Date.now() + res.expiresIn * 1000,
        });
        // A class registered elsewhere leads to its register URL, off this site.
        if (res.redirectUrl.startsWith('/')) navigate(res.redirectUrl, { replace: true });
        else location.replace(res.redirectUrl);
      }}
    />
  );
}
