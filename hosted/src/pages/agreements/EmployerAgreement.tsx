import {
  affirmativeActionText,
  AGREEMENT_MESSAGES,
  agreementEntryWage,
  agreementJourneyworkers,
  agreementProgramText,
  EMPLOYER_AGREEMENT_TEXT,
  entryWageText,
  MESSAGES,
  type PathcraftClient,
  RATIO_TEXT,
  ratioText,
  WORKFORCE_MESSAGES,
} from '@pathcraft/sdk';
import { SignaturePadField, type SignaturePadHandle } from '@pathcraft/widgets/signature/SignaturePadField.tsx';
import { Button } from '@pathcraft/widgets/ui/Button.tsx';
import { FormField } from '@pathcraft/widgets/ui/FormField.tsx';
import { Modal } from '@pathcraft/widgets/ui/Modal.tsx';
import { LoadingOverlay } from '@pathcraft/widgets/ui/Spinner.tsx';
import { useToast } from '@pathcraft/widgets/ui/Toast.tsx';
import { useEffect, useRef, useState } from 'react';
import { downloadPdf } from '../invites/invite-client.ts';
import type { EmployerView, Org, ProgramView } from '../invites/invite-types.ts';
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
const DOWNLOAD_TOAST_ID = 'employer-agreement-download';
const today = () => new Date().toLocaleDateString('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The employer agreement (002 §2): workforce info, training program and the
 * agreement load one after the other with their texts; six numbered
 * sections; Employer Management Approval with the signature; Print.
 * Download (the signed PDF) appears once signed, and for staff (preview).
 */
export function EmployerAgreement({ client, agreementId, inviteId = null, preview = false }: { client: PathcraftClient; agreementId: string; inviteId?: string | null; preview?: boolean }) {
  const toast = useToast();
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
  const journeyworkers = agreementJourneyworkers(employer?.totalJourneyWorkers, program?.activeJourneyworkers);
  const apprentices = program?.activeApprentices ?? 0;
  const [s1, s2, s3, s4, s5, s6] = EMPLOYER_AGREEMENT_TEXT.sections;
  const download = () =>
    downloadPdf(inviteId, `/v1/employerAgreements/${encodeURIComponent(agreement.id)}/pdf`, `${EMPLOYER_AGREEMENT_TEXT.title}.pdf`).catch(() => toast.error(AGREEMENT_MESSAGES.refreshAndTryAgain, { id: DOWNLOAD_TOAST_ID }));

  return (
    <article className="agreement" data-testid="employer-agreement">
      <header className="agreement__header">
        <h1>{EMPLOYER_AGREEMENT_TEXT.title}</h1>
        <p className="muted">{answer.org?.name}</p>
        <Button className="no-print" onClick={() => window.print()}>
          Print
        </Button>
        {agreement.signedAt || preview ? (
          <div className="agreement-download no-print">
            <span>Employer Agreement{agreement.signerName ? ` - ${agreement.signerName}` : ''}</span>
            <Button variant="primary" onClick={download}>
              Download
            </Button>
          </div>
        ) : null}
      </header>

      <section aria-labelledby="ea-1">
        <h2 id="ea-1">{s1}</h2>
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
        <h2 id="ea-2">{s2}</h2>
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
        <h2 id="ea-3">{s3}</h2>
        {program ? (
          <>
            <p>{agreementProgramText({ ...program.apprenticeship, provider: program.instructionProvider?.name })}</p>
            <p data-testid="entry-wage">{entryWageText(entry)}</p>
            {schedules.map((s) => (
              <WageTable key={s.id} schedule={s} />
            ))}
          </>
        ) : (
          <p className="muted">{WORKFORCE_MESSAGES.noTrainingProgram}</p>
        )}
      </section>

      <section aria-labelledby="ea-4">
        <h2 id="ea-4">{s4}</h2>
        <p>{EMPLOYER_AGREEMENT_TEXT.equalEmployment}</p>
        <p data-testid="affirmative-action">{affirmativeActionText(apprentices)}</p>
      </section>

      <section aria-labelledby="ea-5">
        <h2 id="ea-5">{s5}</h2>
        <p>{RATIO_TEXT}</p>
        <p data-testid="ratio">{ratioText(journeyworkers)}</p>
      </section>

      <section aria-labelledby="ea-6">
        <h2 id="ea-6">{s6}</h2>
        <p>{EMPLOYER_AGREEMENT_TEXT.acceptance}</p>
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
        <h2 id="ea-approval">{EMPLOYER_AGREEMENT_TEXT.approval}</h2>
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
              // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end
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
      <h2 id="ea-approval">{EMPLOYER_AGREEMENT_TEXT.approval}</h2>
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
          <div className="agreement-pad">
            <SignaturePadField handle={pad} label="Signature pad" />
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
