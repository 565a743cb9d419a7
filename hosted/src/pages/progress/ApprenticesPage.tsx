import {
  type ApprenticeProgressView,
  apprenticeStandingOf,
  formatDate,
  formatMoney,
  formatNumber,
  getProgressApprentices,
  postProgressApprenticeshipsByApprenticeshipIdApprenticesByUserIdCompetenciesByCompetencyIdSignOff as postSignOff,
  postProgressWageStepsByIdConfirm,
} from '@pathcraft/sdk';
import { Button, LoadingOverlay } from '@pathcraft/widgets/ui';
import { Fragment, useCallback, useEffect, useState } from 'react';
import signedInCss from '../../components/signed-in.css';
import { SignedInFrame } from '../../components/SignedInFrame.tsx';
import { api } from '../../session.ts';
import { adoptCss } from '../../styles.ts';
import progressCss from './progress.css';
import { text } from './progress.messages.ts';
import { useSubmitOnce } from '../console/parts/use-submit-once.ts';
import { InstructionHours } from './InstructionHours.tsx';
import { RegistrationPacketButton } from './RegistrationPacketButton.tsx';
import { WithdrawCertificate } from './WithdrawCertificate.tsx';

adoptCss('progress-list', [signedInCss, progressCss].join('\n'));

const hours = (n: number) => formatNumber(n);
const wage = (n: number) => formatMoney(n, 2);

/**
 * /apprentices: the apprentices the signed-in person oversees (the sponsor's admins all, an employer
 * admin the employer's, a mentor theirs; the server decides), with status, hours, the next wage step,
 * a step due with its confirmation, and overdue approvals.
 */
export default function ApprenticesPage() {
  return <SignedInFrame title={text.list.title}>{() => <Apprentices />}</SignedInFrame>;
}

/** The apprentice's standing, as the compliance room's completeness check says it (one rule, sdk apprenticeStandingOf). */
const statusOf = (p: ApprenticeProgressView) =>
  text.list.standings[apprenticeStandingOf({ ...p, certified: p.completion !== null })];

/** The related-instruction toggle: Record hours while the sponsor may, else the hours recorded (the panel says why). */
const rtiToggle = (p: ApprenticeProgressView) =>
  p.rti.canRecord && p.completion === null ? text.instruction.record : text.instruction.recorded;

function Apprentices() {
  const [items, setItems] = useState<ApprenticeProgressView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  // The apprentice whose related-instruction hours are open under their row (at most one).
  const [rtiOpen, setRtiOpen] = useState<string | null>(null);
  const [paging, setPaging] = useState<{ total: number; limit: number } | null>(null);
  const load = useCallback(() => {
    getProgressApprentices(api, { query: { page } }).then(
      (a) => {
        setItems(a.items);
        setPaging({ total: a.total, limit: a.limit });
      },
      (err: Error) => setError(err.message),
    );
  }, [page]);
  useEffect(load, [load]);

  // The guard is a ref (useSubmitOnce): a double click once sent a second sign-off, refused as "already signed off".
  const { run } = useSubmitOnce();
  const act = (key: string, action: () => Promise<unknown>, done: string) =>
    run(async () => {
      setBusy(key);
      setError(null);
      try {
        await action();
        setNotice(done);
        load();
      } catch (err) {
        setError((err as Error).message);
      } finally {
        setBusy(null);
      }
    });

  const confirm = (stepId: string) =>
    act(stepId, () => postProgressWageStepsByIdConfirm(api, { id: stepId }), text.list.confirmed);

  const signOff = (p: ApprenticeProgressView, competencyId: string) =>
    act(
      `${p.userId}:${competencyId}`,
      () => postSignOff(api, { apprenticeshipId: p.apprenticeshipId, userId: p.userId, competencyId }),
      text.list.signedOff,
    );

  if (!items && !error) return <LoadingOverlay mode="inline" />;
  return (
    <section className="records-section">
      {error ? (
        <p className="pc-alert pc-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p className="pc-notice" role="status">
          {notice}
        </p>
      ) : null}
      {items?.length ? (
        <div className="progress-weeks">
          <table className="progress-table stacking-table" data-testid="apprentices">
            <thead>
              <tr>
                <th scope="col">{text.list.name}</th>
                <th scope="col">{text.list.program}</th>
                <th scope="col">{text.list.status}</th>
                <th scope="col">{text.list.hours}</th>
                <th scope="col">{text.rti}</th>
                <th scope="col">{text.list.next}</th>
                <th scope="col">{text.list.due}</th>
                <th scope="col">{text.list.overdue}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((p) => {
                const key = `${p.apprenticeshipId}-${p.userId}`;
                return (
                  <Fragment key={key}>
                    <tr data-user={p.userId}>
                      <th scope="row">
                        {p.name}
                        {p.registrationPacket ? (
                          <span className="progress-packet">
                            <RegistrationPacketButton
                              agreementId={p.registrationPacket.apprenticeAgreementId}
                              name={p.name}
                              onError={setError}
                            />
                          </span>
                        ) : null}
                        {p.competencies.total ? <Competencies progress={p} onSignOff={signOff} busy={busy} /> : null}
                      </th>
                      <td data-label={text.list.program}>{p.apprenticeshipTitle}</td>
                      <td data-label={text.list.status}>
                        {statusOf(p)}
                        {p.completion ? (
                          <>
                            <br />
                            <WithdrawCertificate
                              progress={p}
                              onWithdrawn={(done) => {
                                setError(null);
                                setNotice(done);
                                load();
                              }}
                            />
                          </>
                        ) : null}
                      </td>
                      <td data-label={text.list.hours}>
                        {p.ojt.required
                          ? text.hoursOf(hours(p.ojt.approved), hours(p.ojt.required))
                          : hours(p.ojt.approved)}
                      </td>
                      <td data-label={text.rti} data-testid="apprentice-rti">
                        {p.rti.required
                          ? text.hoursOf(hours(p.rti.approved), hours(p.rti.required))
                          : hours(p.rti.approved)}
                        {p.rti.canRecord || p.rti.recorded ? (
                          <Button
                            variant="link"
                            className="progress-rti__toggle"
                            aria-expanded={rtiOpen === key}
                            aria-controls={`rti-${key}`}
                            aria-label={`${rtiToggle(p)}: ${p.name}`}
                            onClick={() => setRtiOpen(rtiOpen === key ? null : key)}
                          >
                            {rtiToggle(p)}
                          </Button>
                        ) : null}
                      </td>
                      <td data-label={text.list.next}>
                        {p.wage.next
                          ? text.list.nextStep(p.wage.next.period, hours(p.wage.next.hoursLeft))
                          : text.list.lastPeriod}
                      </td>
                      <td data-label={text.list.due}>
                        {p.stepDue ? (
                          <>
                            {text.wage.due(p.stepDue.period, wage(p.stepDue.wageAmount))}{' '}
                            {p.stepDue.canConfirm && (
                              <Button
                                variant="primary"
                                disabled={busy === p.stepDue.id}
                                onClick={() => confirm(p.stepDue!.id)}
                              >
                                {text.list.confirm(p.stepDue.period)}
                              </Button>
                            )}
                          </>
                        ) : (
                          text.list.noDue
                        )}
                      </td>
                      <td data-label={text.list.overdue}>{p.overdueApprovals}</td>
                    </tr>
                    {/* The apprentice's related instruction under their row, the width of the table (a cell is too narrow for the form). */}
                    {rtiOpen === key ? (
                      <tr className="progress-rti-row">
                        <td colSpan={8} id={`rti-${key}`} data-testid="apprentice-rti-panel">
                          <InstructionHours progress={p} canRecord={!!p.rti.canRecord} onRecorded={load} named />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="muted">
          {text.list.none} {/* An apprentice who opens this page finds their own progress on their account page. */}
          <a href="/account">{text.list.ownProgress}</a>
        </p>
      )}
      {paging && paging.total > paging.limit ? (
        <nav className="progress-pages" aria-label={text.list.pages}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {text.list.previousPage}
          </Button>{' '}
          <span>
            {text.list.showing(
              (page - 1) * paging.limit + 1,
              Math.min(page * paging.limit, paging.total),
              paging.total,
            )}
          </span>{' '}
          <Button variant="secondary" disabled={page * paging.limit >= paging.total} onClick={() => setPage(page + 1)}>
            {text.list.nextPage}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

/** The program's competencies for one apprentice: who signed each off and when, or a Sign off button. */
function Competencies({
  progress: p,
  onSignOff,
  busy,
}: {
  progress: ApprenticeProgressView;
  onSignOff: (p: ApprenticeProgressView, competencyId: string) => void;
  busy: string | null;
}) {
  return (
    <details className="progress-competencies">
      <summary>{text.list.competencies(p.competencies.signedOff, p.competencies.total)}</summary>
      <ul>
        {p.workProcesses.map((w) => (
          <li key={w.id}>
            {w.description}{' '}
            {w.signedOff ? (
              <span className="muted">{text.list.signedOffOn(formatDate(w.signedOff.at))}</span>
            ) : (
              <Button
                variant="secondary"
                disabled={busy === `${p.userId}:${w.id}`}
                onClick={() => onSignOff(p, w.id)}
                aria-label={`${text.list.signOff}: ${w.description}`}
              >
                {text.list.signOff}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
