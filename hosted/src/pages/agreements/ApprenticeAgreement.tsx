import {
  AGREEMENT_MESSAGES,
  canApprenticeSign,
  CREDIT_LABELS,
  firstMissingAgreementField,
  formatWage,
  type PathcraftClient,
  PRIVATE_INFO_CHOICES,
  type PrivateInfoField,
} from '@pathcraft/sdk';
import { SignaturePadField, type SignaturePadHandle } from '@pathcraft/widgets/signature/SignaturePadField.tsx';
import { Button } from '@pathcraft/widgets/ui/Button.tsx';
import { LoadingOverlay } from '@pathcraft/widgets/ui/Spinner.tsx';
import { useToast } from '@pathcraft/widgets/ui/Toast.tsx';
import type { PrivateInfoView, UserDetails, UserProfileApi } from '@pathcraft/widgets/user-profile/user-profile.api.ts';
import { UserProfileDialog } from '@pathcraft/widgets/user-profile/UserProfileDialog.tsx';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { localFileUrl } from '../../components/local-file-url.ts';
import { downloadPdf } from '../invites/invite-client.ts';
import type { EmployerView, Org, ProgramView } from '../invites/invite-types.ts';
import { WageTable } from './WageTable.tsx';

interface AgreementFields {
  id: string;
  name: string | null;
  signerName: string | null;
  signerEmail: string | null;
  signerPhone: string | null;
  ssn: string | null;
  hasSsn: boolean;
  dob: string | null;
  gender: string | null;
  ethnicity: string | null;
  races: string[] | null;
  veteranStatus: string | null;
  disability: string | null;
  educationLevel: string | null;
  orgReferral: string | null;
  citizenStatus: string | null;
  employmentStatus: string | null;
  employmentStatusDate: string | null;
  criminalBkg: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  addressCity: string | null;
  addressState: string | null;
  addressPostalCode: string | null;
  creditPrevJob: number | null;
  creditPrevRTIHrs: number | null;
  signerSignatureDate: string | null;
  /** A signed, expiring URL of the apprentice's signature, once signed. */
  signerSignatureUrl: string | null;
  signedAt: string | null;
  userId: string | null;
}
interface View {
  agreement: AgreementFields;
  program: ProgramView | null;
  employer: EmployerView | null;
  sponsor: { name: string | null; email: string | null; phone: string | null; signatureUrl: string | null } | null;
  org: Org | null;
}

const TOAST_ID = 'apprentice-agreement-save';

/** 'Signed {date}' with the signer's signature beside it (002 §9: 50 px tall in the apprentice form). */
function SignedBy({ name, url, date, testId }: { name: string; url: string | null; date: string | null; testId: string }) {
  const src = localFileUrl(url);
  return (
    <span className="agreement-signed" data-testid={testId}>
      {src ? <img className="pc-signature__image" src={src} alt={`Signature of ${name}`} /> : null}
      <span>Signed {date}</span>
    </span>
  );
}

const label = (field: PrivateInfoField, value: string | null | undefined) => (value ? (PRIVATE_INFO_CHOICES[field]?.find((c) => c.value === value)?.label ?? value) : '');

/** The invitee's own records through the invite; `onPrivateSaved` tells the page the private tab was saved. */
function inviteProfileApi(client: PathcraftClient, inviteId: string, onPrivateSaved: () => void): UserProfileApi {
  const base = `/v1/invites/${encodeURIComponent(inviteId)}/user`;
  return {
    getDetails: () => client.request<{ item: UserDetails }>('GET', `${base}/details`).then((r) => r.item),
    saveDetails: (_userId, input) => client.request<{ item: UserDetails }>('PUT', `${base}/details`, { body: input }).then((r) => r.item),
    getPrivateInfo: () => client.request<{ item: PrivateInfoView }>('GET', `${base}/privateInfo`).then((r) => r.item),
    savePrivateInfo: async (_userId, info) => {
      const r = await client.request<{ item: PrivateInfoView }>('PUT', `${base}/privateInfo`, { body: info });
      onPrivateSaved();
      return r.item;
    },
  };
}

/**
 * The apprentice agreement (002 §2): in invite mode, step 1 reviews the
 * personal information (the records issue's dialog on its Private tab),
 * step 2 shows Section A and the signature; in doc mode it is read-only.
 * Download appears once signed or in doc mode.
 */
export function ApprenticeAgreement({ client, agreementId, inviteId, dataType }: { client: PathcraftClient; agreementId: string; inviteId: string | null; dataType: 'invite' | 'doc' }) {
  const toast = useToast();
  const [view, setView] = useState<View | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reviewed, setReviewed] = useState(dataType === 'doc');
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [signatureError, setSignatureError] = useState<string | null>(null);
  const [showSsn, setShowSsn] = useState(false);
  const pad = useRef<SignaturePadHandle>(null);

  const load = useCallback(
    () =>
      client.request<{ item: View }>('GET', `/v1/apprenticeAgreements/${encodeURIComponent(agreementId)}`).then(
        (r) => setView(r.item),
        (err: Error) => setError(err.message),
      ),
    [client, agreementId],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const profileApi = useMemo(() => (inviteId ? inviteProfileApi(client, inviteId, () => setReviewed(true)) : null), [client, inviteId]);

  if (error) return <p className="pc-alert pc-alert--error" role="alert">{error}</p>;
  if (!view) return <LoadingOverlay mode="inline" text="Loading Agreement..." />;
  const a = view.agreement;
  const signed = Boolean(a.signedAt);
  const missing = firstMissingAgreementField(a);
  const maySign = canApprenticeSign(dataType, a, a.signedAt);
  const name = a.signerName ?? a.name ?? '';

  const sign = async () => {
    if (!pad.current || pad.current.isEmpty()) return setSignatureError(AGREEMENT_MESSAGES.apprenticeSignatureRequired);
    setSignatureError(null);
    setSaving(true);
    toast.info(AGREEMENT_MESSAGES.saving, { id: TOAST_ID, persistent: true });
    try {
      const res = await client.request<{ item: View }>('POST', `/v1/apprenticeAgreements/${encodeURIComponent(a.id)}/sign`, { body: { dataUrl: pad.current.toDataUrl() } });
      setView(res.item);
      toast.success(AGREEMENT_MESSAGES.apprenticeSigned, { id: TOAST_ID });
      window.scrollTo(0, 0);
    } catch {
      toast.error(AGREEMENT_MESSAGES.refreshAndTryAgain, { id: TOAST_ID, persistent: true });
    } finally {
      setSaving(false);
    }
  };

  const download = () => downloadPdf(inviteId, `/v1/apprenticeAgreements/${encodeURIComponent(a.id)}/pdf`, 'Apprentice Agreement.pdf').catch(() => toast.error(AGREEMENT_MESSAGES.refreshAndTryAgain, { id: TOAST_ID }));

  return (
    <article className="agreement" data-testid="apprentice-agreement">
      <header className="agreement__header">
        <h1>Apprentice Agreement</h1>
        <p className="muted">{view.org?.name}</p>
        {signed || dataType === 'doc' ? (
          <div className="agreement-download no-print">
            <span>Apprentice Agreement - {name}</span>
            <Button variant="primary" onClick={download}>
              Download
            </Button>
          </div>
        ) : null}
      </header>

      {dataType === 'invite' ? (
        <section className="agreement-steps no-print" aria-label="Steps">
          {signed ? (
            <p className="pc-alert pc-alert--success" role="status">
              {AGREEMENT_MESSAGES.documentSigned}
            </p>
          ) : (
            <ol>
              <li className={reviewed ? 'done' : 'current'}>
                <strong>Step 1 </strong>
                {AGREEMENT_MESSAGES.reviewPersonalInformation}
                {!reviewed ? (
                  <Button variant="primary" onClick={() => setEditing(true)}>
                    Get Started
                  </Button>
                ) : null}
              </li>
              <li className={reviewed ? 'current' : ''}>
                <strong>Step 2 </strong>
                {AGREEMENT_MESSAGES.reviewAndSign}
              </li>
            </ol>
          )}
          {reviewed && !signed ? <Button onClick={() => setEditing(true)}>Edit Information</Button> : null}
          <p className="muted">{AGREEMENT_MESSAGES.bestExperience}</p>
          <p className="muted agreement-privacy">
            Privacy notice: the personal information in this agreement is required for mandatory reporting to state and federal government agencies about registered apprenticeship programs. It is stored
            encrypted and shared only as that reporting requires.
          </p>
        </section>
      ) : null}

      {reviewed ? (
        <>
          <section aria-labelledby="aa-a">
            <h2 id="aa-a">SECTION A: Apprentice</h2>
            <ol className="agreement-items">
              <li>Name: {name}</li>
              <li>
                Social Security Number: <span data-testid="ssn">{showSsn ? (a.ssn ?? '') : a.hasSsn ? '•••-••-••••' : ''}</span>{' '}
                {a.hasSsn ? (
                  <Button variant="link" className="no-print" onClick={() => setShowSsn(!showSsn)} aria-pressed={showSsn}>
                    {showSsn ? 'Hide' : 'Press to show'}
                  </Button>
                ) : null}
              </li>
              <li>Gender: {label('gender', a.gender)}</li>
              <li>Date of Birth: {a.dob}</li>
              <li>Email: {a.signerEmail}</li>
              <li>Phone: {a.signerPhone}</li>
              <li>Address: {[a.addressLine1, a.addressLine2, a.addressCity, [a.addressState, a.addressPostalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</li>
              <li>Ethnicity: {label('ethnicity', a.ethnicity)}</li>
              <li>Race: {(a.races ?? []).map((r) => label('races', r)).join(', ')}</li>
              <li>Veteran Status: {label('veteranStatus', a.veteranStatus)}</li>
              <li>Disability: {label('disability', a.disability)}</li>
              <li>Education Level: {label('educationLevel', a.educationLevel)}</li>
              <li>Referral Organization: {label('orgReferral', a.orgReferral)}</li>
              <li>
                Employment Status: {label('employmentStatus', a.employmentStatus)}
                {a.employmentStatusDate ? ` (last employed ${a.employmentStatusDate})` : ''}
              </li>
              <li>Criminal Background: {label('criminalBkg', a.criminalBkg)}</li>
              <li>Citizen Status: {label('citizenStatus', a.citizenStatus)}</li>
              <li>
                Signature:{' '}
                {signed ? (
                  <SignedBy name={name} url={a.signerSignatureUrl} date={a.signerSignatureDate} testId="apprentice-signed" />
                ) : maySign ? (
                  <span className="agreement-sign">
                    <SignaturePadField handle={pad} label="Signature pad" invalid={Boolean(signatureError)} onBegin={() => setSignatureError(null)} />
                    {signatureError ? (
                      <span className="pc-form-field__error" role="alert">
                        {signatureError}
                      </span>
                    ) : null}
                    <Button variant="primary" onClick={sign} disabled={saving}>
                      {saving ? 'Saving...' : 'Sign Agreement'}
                    </Button>
                  </span>
                ) : null}
              </li>
            </ol>
            {missing && !signed ? (
              <p className="pc-alert pc-alert--error" role="alert" data-testid="agreement-missing">
                {missing}
              </p>
            ) : null}
          </section>

          <section aria-labelledby="aa-b">
            <h2 id="aa-b">SECTION B: Program Sponsor and Employer</h2>
            <dl className="agreement-facts">
              <dt>Program sponsor</dt>
              <dd>{view.org?.name}</dd>
              <dt>Program manager</dt>
              <dd>{[view.sponsor?.name, view.sponsor?.email, view.sponsor?.phone].filter(Boolean).join(', ') || 'Loading Sponsor...'}</dd>
              {signed && view.sponsor?.signatureUrl ? (
                <>
                  <dt>Program manager signature</dt>
                  <dd>
                    <SignedBy name={view.sponsor.name ?? ''} url={view.sponsor.signatureUrl} date={a.signerSignatureDate} testId="sponsor-signed" />
                  </dd>
                </>
              ) : null}
              <dt>Employer</dt>
              <dd>{view.employer?.name ?? 'Loading Employer...'}</dd>
              <dt>Occupation</dt>
              <dd>{view.program?.apprenticeship.occupationName ?? 'Loading Training Program...'}</dd>
              <dt>Related instruction</dt>
              <dd>{view.program?.instructionProvider?.name ?? 'Loading Instruction Provider...'}</dd>
              <dt>Probationary hours</dt>
              <dd>0</dd>
              <dt>{CREDIT_LABELS.creditPrevJob}</dt>
              <dd>{a.creditPrevJob ?? 0}</dd>
              <dt>{CREDIT_LABELS.creditPrevRTIHrs}</dt>
              <dd>{a.creditPrevRTIHrs ?? 0}</dd>
            </dl>
            {view.program?.wageSchedules[0] ? <WageTable schedule={view.program.wageSchedules[0]} /> : null}
            {view.program?.wageSchedules[0] ? <p className="muted">Journeyworker entry wage {formatWage(view.program.wageSchedules[0].entryWage)}.</p> : null}
          </section>
        </>
      ) : null}

      {editing && profileApi && a.userId ? (
        <UserProfileDialog
          userId={a.userId}
          api={profileApi}
          initialTab="privateInfo"
          onSaved={() => setReviewed(true)}
          onClose={() => {
            setEditing(false);
            void load();
          }}
        />
      ) : null}
    </article>
  );
}
