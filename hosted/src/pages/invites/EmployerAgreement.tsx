import {
  AFFIRMATIVE_ACTION_THRESHOLD,
  affirmativeActionPlanRequired,
  AGREEMENT_MESSAGES,
  agreementEntryWage,
  apprenticesAllowed,
  formatWage,
  MESSAGES,
  type PathcraftClient,
  RATIO_TEXT,
} from '@pathcraft/sdk';
import { SignaturePadField, type SignaturePadHandle } from '@pathcraft/widgets/signature/SignaturePadField.tsx';
import { Button } from '@pathcraft/widgets/ui/Button.tsx';
import { FormField } from '@pathcraft/widgets/ui/FormField.tsx';
import { Modal } from '@pathcraft/widgets/ui/Modal.tsx';
import { LoadingOverlay } from '@pathcraft/widgets/ui/Spinner.tsx';
import { useToast } from '@pathcraft/widgets/ui/Toast.tsx';
import { useEffect, useRef, useState } from 'react';
import type { EmployerView, Org, ProgramView } from './invite-types.ts';
import { WageTable } from './WageTable.tsx';

interface AgreementView {
  id: string;
  signerName: string | null;
  signerTitle: string | null;
  signerSignatureDate: string | null;
  signerSignatureUrl: string | null;
  signedAt: string | null;
  inviteHistory: { actionAt: string; actionTaken?: string }[] | null;
}
interface AgreementAnswer {
  item: AgreementView;
  org: Org | null;
  canSign: boolean;
  signer: { name: string; title: string | null; email: string | null } | null;
}

const TOAST_ID = 'employer-agreement-sign';
const today = () => new Date().toLocaleDateString('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The employer agreement (002 §2): workforce info, training program and the
 * agreement load one after the other with their texts; six numbered
 * sections; Employer Management Approval with the signature; Print.
 */
export function EmployerAgreement({ client, agreementId, preview = false }: { client: PathcraftClient; agreementId: string; preview?: boolean }) {
  const [employer, setEmployer] = useState<EmployerView | null>(null);
  const [program, setProgram] = useState<ProgramView | null>(null);
  const [answer, setAnswer] = useState<AgreementAnswer | null>(null);
  const [loading, setLoading] = useState('Loading Workforce Info...');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const base = `/v1/employerAgreements/${encodeURIComponent(agreementId)}`;
    (async () => {
      setEmployer((await client.request<{ item: EmployerView | null }>('GET', `${base}/employerProfile`)).item);
      if (!live) return;
      setLoading('Loading Training Program...');
      setProgram((await client.request<{ item: ProgramView | null }>('GET', `${base}/program`)).item);
      if (!live) return;
      setLoading('Loading Employer Agreement...');
      setAnswer(await client.request<AgreementAnswer>('GET', base));
    })().catch((err: Error) => live && setError(err.message));
    return () => {
      live = false;
    };
  }, [client, agreementId]);

  if (error) return <p className="pc-alert pc-alert--error" role="alert">{error}</p>;
  if (!answer) return <LoadingOverlay mode="inline" text={loading} />;
  const agreement = answer.item;
  const schedules = program?.wageSchedules ?? [];
  const entry = agreementEntryWage(schedules);
  const journeyworkers = employer?.totalJourneyWorkers ?? program?.activeJourneyworkers ?? 0;
  const apprentices = program?.activeApprentices ?? 0;
  const allowed = apprenticesAllowed(journeyworkers);

  return (
    <article className="agreement" data-testid="employer-agreement">
      <header className="agreement__header">
        <h1>Employer Agreement</h1>
        <p className="muted">{answer.org?.name}</p>
        <Button className="no-print" onClick={() => window.print()}>
          Print
        </Button>
      </header>

      <section aria-labelledby="ea-1">
        <h2 id="ea-1">1. Employer Information</h2>
        {employer ? (
          <dl className="agreement-facts">
            <dt>Employer</dt>
            <dd>{employer.name}</dd>
            <dt>Contact</dt>
            <dd>{[[employer.contactFirstName, employer.contactLastName].filter(Boolean).join(' '), employer.contactTitle].filter(Boolean).join(', ')}</dd>
            <dt>Phone</dt>
            <dd>{employer.contactPhone}</dd>
            <dt>E-mail</dt>
            <dd>{employer.contactEmail}</dd>
            <dt>EIN</dt>
            <dd>{employer.ein}</dd>
            <dt>NAICS code</dt>
            <dd>{employer.naicsCode}</dd>
          </dl>
        ) : (
          <p className="muted">Loading Employer...</p>
        )}
      </section>

      <section aria-labelledby="ea-2">
        <h2 id="ea-2">2. Workforce Numbers</h2>
        <table className="agreement-table">
          <thead>
            <tr>
              <th scope="col" />
              <th scope="col">Total</th>
              <th scope="col">Female</th>
              <th scope="col">People of color</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Employees</th>
              <td>{employer?.totalEmployees}</td>
              <td>{employer?.totalEmployeesFemale}</td>
              <td>{employer?.totalEmployeesColor}</td>
            </tr>
            <tr>
              <th scope="row">Journeyworkers</th>
              <td>{employer?.totalJourneyWorkers}</td>
              <td>{employer?.totalJourneyWorkersFemale}</td>
              <td>{employer?.totalJourneyWorkersColor}</td>
            </tr>
          </tbody>
        </table>
      </section>

      <section aria-labelledby="ea-3">
        <h2 id="ea-3">3. Apprenticeship Wage Schedule</h2>
        {program ? (
          <>
            <p>
              Occupation: {program.apprenticeship.occupationName ?? program.apprenticeship.title}; {program.apprenticeship.ojtHours} hours of on-the-job training and {program.apprenticeship.instructionHours} hours of related instruction
              {program.instructionProvider ? ` with ${program.instructionProvider.name}` : ''}.
            </p>
            <p data-testid="entry-wage">Journeyworker entry wage: {entry != null ? formatWage(entry) : 'Not set'}</p>
            {schedules.map((s) => (
              <WageTable key={s.id} schedule={s} />
            ))}
          </>
        ) : (
          <p className="muted">No Training Program data available.</p>
        )}
      </section>

      <section aria-labelledby="ea-4">
        <h2 id="ea-4">4. Equal Employment/Affirmative Action</h2>
        <p>
          The employer will not discriminate against apprenticeship applicants or apprentices based on race, color, religion, national origin, sex (including pregnancy and gender identity), sexual orientation, genetic
          information, or because they are an individual with a disability or a person 40 years old or older.
        </p>
        <p data-testid="affirmative-action">
          {affirmativeActionPlanRequired(apprentices)
            ? `With ${apprentices} active apprentices, a written affirmative action plan is required.`
            : `An affirmative action plan is required with ${AFFIRMATIVE_ACTION_THRESHOLD} or more active apprentices (now ${apprentices}).`}
        </p>
      </section>

      <section aria-labelledby="ea-5">
        <h2 id="ea-5">5. Ratio of Apprentices to Journeyworkers</h2>
        <p>{RATIO_TEXT}</p>
        <p data-testid="ratio">
          With {journeyworkers} journeyworkers, up to {allowed} apprentice{allowed === 1 ? '' : 's'} may be employed.
        </p>
      </section>

      <section aria-labelledby="ea-6">
        <h2 id="ea-6">6. Acceptance of Standards</h2>
        <p>The employer accepts the apprenticeship standards of the program sponsor and agrees to train, employ and pay apprentices under them.</p>
      </section>

      <Approval client={client} answer={answer} onSigned={(item) => setAnswer({ ...answer, item, canSign: false })} preview={preview} />
    </article>
  );
}

function Approval({ client, answer, onSigned, preview }: { client: PathcraftClient; answer: AgreementAnswer; onSigned: (item: AgreementView) => void; preview: boolean }) {
  const toast = useToast();
  const agreement = answer.item;
  const [name, setName] = useState(agreement.signerName ?? answer.signer?.name ?? '');
  const [title, setTitle] = useState(agreement.signerTitle ?? answer.signer?.title ?? '');
  const [date] = useState(today);
  const [signature, setSignature] = useState<string | null>(null);
  const [padOpen, setPadOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [signing, setSigning] = useState(false);
  const pad = useRef<SignaturePadHandle>(null);
  const canSign = answer.canSign && !preview;

  if (agreement.signedAt) {
    return (
      <section aria-labelledby="ea-approval" className="agreement-approval">
        <h2 id="ea-approval">Employer Management Approval</h2>
        <dl className="agreement-facts" data-testid="employer-signed">
          <dt>Name</dt>
          <dd>{agreement.signerName}</dd>
          <dt>Title</dt>
          <dd>{agreement.signerTitle}</dd>
          <dt>Signature</dt>
          <dd>{agreement.signerSignatureUrl ? <img className="agreement-signature" src={new URL(agreement.signerSignatureUrl).pathname + new URL(agreement.signerSignatureUrl).search} alt={`Signature of ${agreement.signerName}`} /> : 'Signed'}</dd>
          <dt>Date</dt>
          <dd>{agreement.signerSignatureDate}</dd>
        </dl>
        {agreement.inviteHistory?.length ? (
          <ul className="agreement-history" data-testid="invite-history">
            {agreement.inviteHistory.map((h, i) => (
              <li key={i}>
                {h.actionTaken} — {new Date(h.actionAt).toLocaleString('en-US')}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    );
  }

  const sign = async () => {
    if (!signature) return setError(AGREEMENT_MESSAGES.employerSignatureRequired);
    if (!name.trim() || !title.trim()) return setError('Name and title are required.');
    setError(null);
    setSigning(true);
    toast.info(AGREEMENT_MESSAGES.signing, { id: TOAST_ID, persistent: true });
    try {
      const res = await client.request<{ item: AgreementView }>('POST', `/v1/employerAgreements/${encodeURIComponent(agreement.id)}/sign`, {
        body: { signerName: name, signerTitle: title, signerSignature: signature, signerSignatureDate: date },
      });
      toast.success(AGREEMENT_MESSAGES.employerSigned, { id: TOAST_ID, persistent: true });
      onSigned(res.item);
    } catch {
      toast.error(MESSAGES.somethingWentWrongTryAgain, { id: TOAST_ID });
      setSigning(false);
    }
  };

  return (
    <section aria-labelledby="ea-approval" className="agreement-approval">
      <h2 id="ea-approval">Employer Management Approval</h2>
      <fieldset disabled={signing || !canSign} className="agreement-approval__fields">
        <FormField label="Name" required>
          {(p) => <input {...p} value={name} onChange={(e) => setName(e.target.value)} readOnly={!canSign} />}
        </FormField>
        <FormField label="Title" required>
          {(p) => <input {...p} value={title} onChange={(e) => setTitle(e.target.value)} readOnly={!canSign} />}
        </FormField>
        <FormField label="Date">{(p) => <input {...p} value={date} readOnly />}</FormField>
        <div className="agreement-approval__signature">
          {signature ? <img className="agreement-signature" src={signature} alt="Your signature" /> : null}
          {canSign ? (
            <Button onClick={() => setPadOpen(true)} className="no-print">
              {signature ? 'Change Signature' : 'Add Signature'}
            </Button>
          ) : null}
        </div>
        {error ? (
          <p className="pc-alert pc-alert--error" role="alert">
            {error}
          </p>
        ) : null}
        {canSign ? (
          <div className="agreement-actions no-print">
            <Button onClick={() => location.reload()}>Cancel</Button>
            <Button variant="primary" onClick={sign}>
              Sign Agreement
            </Button>
          </div>
        ) : null}
      </fieldset>
      {padOpen ? (
        <Modal
          open
          title="Signature"
          onClose={() => setPadOpen(false)}
          footer={
            <>
              <Button onClick={() => pad.current?.clear()}>Clear</Button>
              <Button
                variant="primary"
                onClick={() => {
                  if (!pad.current || pad.current.isEmpty()) return setError(AGREEMENT_MESSAGES.employerSignatureRequired);
                  setSignature(pad.current.toDataUrl());
                  setError(null);
                  setPadOpen(false);
                }}
              >
                Adopt Signature
              </Button>
            </>
          }
        >
          <SignaturePadField handle={pad} label="Signature pad" />
        </Modal>
      ) : null}
    </section>
  );
}
