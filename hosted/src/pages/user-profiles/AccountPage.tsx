import { type CurrentOrganization, getEnrollmentsMine, type LearnerCourses, primaryRole } from '@pathcraft/sdk';
import { signatureCss, createSignatureApi, SignatureDialog } from '@pathcraft/widgets/signatures';
import { formFieldCss as formCss, Button, LoadingOverlay } from '@pathcraft/widgets/ui';
import {
  createUserProfileApi,
  type UserDetails,
  userProfileCss,
  UserProfileDialog,
} from '@pathcraft/widgets/user-profiles';
import { useEffect, useState } from 'react';
import signedInCss from '../../components/signed-in.css';
import { EmailAddress } from '../../components/EmailAddress.tsx';
import { localFileUrl } from '../../components/local-file-url.ts';
import { SignedInFrame } from '../../components/SignedInFrame.tsx';
import { ProgressSection } from '../progress/ProgressSection.tsx';
import { api, type SignedIn } from '../../session.ts';
import { adoptCss } from '../../styles.ts';
import { text } from './user-profiles.messages.ts';

adoptCss('records', [formCss, userProfileCss, signatureCss, signedInCss].join('\n'));
const profileApi = createUserProfileApi(api);
const signatureApi = createSignatureApi(api);

/** /account: the signed-in person's personal and private information (General/Private) and signature. */
export default function AccountPage() {
  return <SignedInFrame title={text.title}>{(signedIn) => <Account signedIn={signedIn} />}</SignedInFrame>;
}

function Account({ signedIn }: { signedIn: SignedIn }) {
  const userId = signedIn.user.id;
  const [details, setDetails] = useState<UserDetails | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'manageUserProfile' | 'userSignature' | null>(null);

  useEffect(() => {
    profileApi.getDetails(userId).then(setDetails, (err: Error) => setError(err.message));
  }, [userId]);

  if (error)
    return (
      <p className="pc-alert pc-alert--error" role="alert">
        {error}
      </p>
    );
  if (!details) return <LoadingOverlay mode="inline" />;
  const signature = localFileUrl(details.userSignatureUrl);
  return (
    <>
      <section className="records-section" aria-labelledby="personal-heading">
        <h2 id="personal-heading">{text.personal.heading}</h2>
        <dl>
          <dt>{text.personal.name}</dt>
          <dd data-testid="account-name">{details.name}</dd>
          <dt>{text.personal.email}</dt>
          <dd>{details.email ? <EmailAddress address={details.email} /> : null}</dd>
          <dt>{text.personal.phone}</dt>
          <dd>
            {[details.phone, details.phoneExt && text.personal.extension(details.phoneExt)].filter(Boolean).join(' ') ||
              text.personal.notGiven}
          </dd>
        </dl>
        <Button variant="primary" onClick={() => setDialog('manageUserProfile')}>
          {text.personal.edit}
        </Button>
      </section>
      <ProgressSection />
      <LearnerCourseList />
      {signedIn.organization ? (
        <OrganizationLinks organization={signedIn.organization} roleLabel={roleLabelOf(signedIn)} />
      ) : null}
      <section className="records-section" aria-labelledby="signature-heading">
        <h2 id="signature-heading">{text.signature.heading}</h2>
        {signature ? (
          <img
            className="records-signature"
            src={signature}
            alt={text.signature.image}
            data-testid="account-signature"
          />
        ) : (
          <p className="muted">{text.signature.none}</p>
        )}
        <Button variant="primary" onClick={() => setDialog('userSignature')}>
          {signature ? text.signature.change : text.signature.add}
        </Button>
      </section>
      {dialog === 'manageUserProfile' ? (
        <UserProfileDialog
          userId={userId}
          api={profileApi}
          onClose={() => setDialog(null)}
          onSaved={(saved) => setDetails(saved)}
        />
      ) : null}
      {dialog === 'userSignature' ? (
        <SignatureDialog
          userId={userId}
          api={signatureApi}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDetails({ ...details, userSignature: saved.url, userSignatureUrl: saved.signedUrl });
            setDialog(null);
          }}
        />
      ) : null}
    </>
  );
}

/**
 * What the person is, in their organization's words: their platform role, and for an employer's contact
 * that they are one (of which employers), instead of a plain User or Student.
 */
function roleLabelOf({ user, organization, employerContactOf }: SignedIn): string {
  const role = primaryRole(user.role);
  const platform = text.organization.roleName(role, organization?.orgType);
  const employers = employerContactOf?.map((e) => e.name) ?? [];
  if (!employers.length) return platform;
  const contact = text.organization.employerContact(employers);
  return role === 'student' ? contact : `${platform} · ${contact}`;
}

/** Where a signed-in person who is not a super admin finds their organization's public pages. */
function OrganizationLinks({ organization, roleLabel }: { organization: CurrentOrganization; roleLabel: string }) {
  return (
    <section className="records-section" aria-labelledby="organization-heading">
      <h2 id="organization-heading">{text.organization.heading}</h2>
      <dl>
        <dt>{text.organization.organization}</dt>
        <dd data-testid="account-organization">{organization.name}</dd>
        <dt>{text.organization.role}</dt>
        <dd data-testid="account-role">{roleLabel}</dd>
      </dl>
      <a
        className="pc-button pc-button--secondary"
        href={`/external/pathways?orgId=${encodeURIComponent(organization.id)}`}
      >
        {text.organization.careerPathways(organization.name)}
      </a>
    </section>
  );
}

/** The courses the person joined or registered for, each leading to its content or page; nothing for someone without courses. */
function LearnerCourseList() {
  const [items, setItems] = useState<LearnerCourses['items']>([]);
  useEffect(() => {
    let live = true;
    getEnrollmentsMine(api).then(
      (answer) => live && setItems(answer.items),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!items.length) return null;
  return (
    <section className="records-section" aria-labelledby="courses-heading">
      <h2 id="courses-heading">{text.courses.heading}</h2>
      <ul className="records-courses" data-testid="account-courses">
        {items.map((course) => (
          <li key={course.id}>
            {course.href ? <a href={course.href}>{course.title}</a> : <strong>{course.title}</strong>}{' '}
            <span className="muted">{text.courses.organization(course.orgName)}</span>
            {course.status === 'registered' ? <span className="muted"> · {text.courses.registered}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
