import type { CurrentOrganization } from '@pathcraft/sdk';
import signatureCss from '@pathcraft/widgets/signature/signature.css';
import { createSignatureApi } from '@pathcraft/widgets/signature/signature.api.ts';
import { SignatureDialog } from '@pathcraft/widgets/signature/SignatureDialog.tsx';
import formCss from '@pathcraft/widgets/ui/form-field.css';
import { Button } from '@pathcraft/widgets/ui/Button.tsx';
import { LoadingOverlay } from '@pathcraft/widgets/ui/Spinner.tsx';
import { createUserProfileApi, type UserDetails } from '@pathcraft/widgets/user-profile/user-profile.api.ts';
import userProfileCss from '@pathcraft/widgets/user-profile/user-profile.css';
import { UserProfileDialog } from '@pathcraft/widgets/user-profile/UserProfileDialog.tsx';
import { useEffect, useState } from 'react';
import signedInCss from '../../components/signed-in.css';
import { localFileUrl } from '../../components/local-file-url.ts';
import { SignedInFrame } from '../../components/SignedInFrame.tsx';
import { api, type SignedIn } from '../../session.ts';
import { adoptCss } from '../../styles.ts';

adoptCss('records', [formCss, userProfileCss, signatureCss, signedInCss].join('\n'));
const profileApi = createUserProfileApi(api);
const signatureApi = createSignatureApi(api);

/** /account: the signed-in person's personal and private information (General/Private) and signature. */
export default function AccountPage() {
  return <SignedInFrame title="Your account">{(signedIn) => <Account signedIn={signedIn} />}</SignedInFrame>;
}

function Account({ signedIn }: { signedIn: SignedIn }) {
  const userId = signedIn.user.id;
  const [details, setDetails] = useState<UserDetails | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'manageUserProfile' | 'userSignature' | null>(null);

  useEffect(() => {
    profileApi.getDetails(userId).then(setDetails, (err: Error) => setError(err.message));
  }, [userId]);

  if (error) return <p className="pc-alert pc-alert--error" role="alert">{error}</p>;
  if (!details) return <LoadingOverlay mode="inline" />;
  const signature = localFileUrl(details.userSignatureUrl);
  return (
    <>
      <section className="records-section" aria-labelledby="personal-heading">
        <h2 id="personal-heading">Personal information</h2>
        <dl>
          <dt>Name</dt>
          <dd data-testid="account-name">{details.name}</dd>
          <dt>E-mail</dt>
          <dd>{details.email}</dd>
          <dt>Phone</dt>
          <dd>{[details.phone, details.phoneExt && `ext. ${details.phoneExt}`].filter(Boolean).join(' ') || 'Not given'}</dd>
        </dl>
        <Button variant="primary" onClick={() => setDialog('manageUserProfile')}>
          Edit Personal Information
        </Button>
      </section>
      {signedIn.organization ? <OrganizationLinks organization={signedIn.organization} roleLabel={signedIn.user.roleLabel} /> : null}
      <section className="records-section" aria-labelledby="signature-heading">
        <h2 id="signature-heading">Signature</h2>
        {signature ? <img className="records-signature" src={signature} alt="Your signature" data-testid="account-signature" /> : <p className="muted">No signature yet.</p>}
        <Button variant="primary" onClick={() => setDialog('userSignature')}>
          {signature ? 'Change Signature' : 'Add Signature'}
        </Button>
      </section>
      {dialog === 'manageUserProfile' ? <UserProfileDialog userId={userId} api={profileApi} onClose={() => setDialog(null)} onSaved={(saved) => setDetails(saved)} /> : null}
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

/** Where a signed-in person who is not a super admin finds their organization's public pages. */
function OrganizationLinks({ organization, roleLabel }: { organization: CurrentOrganization; roleLabel: string }) {
  return (
    <section className="records-section" aria-labelledby="organization-heading">
      <h2 id="organization-heading">Your organization</h2>
      <dl>
        <dt>Organization</dt>
        <dd data-testid="account-organization">{organization.name}</dd>
        <dt>Your role</dt>
        <dd data-testid="account-role">{roleLabel}</dd>
      </dl>
      <a className="pc-button pc-button--secondary" href={`/external/pathways?orgId=${encodeURIComponent(organization.id)}`}>
        {organization.name} career pathways
      </a>
    </section>
  );
}
