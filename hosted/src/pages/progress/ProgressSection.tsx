import {
  type ApprenticeProgressView,
  formatDay,
  formatMoney,
  formatNumber,
  getProgressApprenticeshipsByApprenticeshipIdApprenticesByUserIdCertificateUrl as certificateUrl,
  getProgressMine,
  getProgressQueue,
  type HoursLogView,
  localDayOf,
  localizeMessage,
  mondayOf,
  typedHours,
  percentOf,
  PROGRESS_MESSAGES,
  postProgressLogs,
  postProgressLogsByIdReview,
  putProgressLogsById,
  reviewCommentOf,
  weekChangeRefusal,
} from '@pathcraft/sdk';
import { Button } from '@pathcraft/widgets/ui';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../session.ts';
import { downloadPdf, HOSTLESS } from '../invites/invite-client.ts';
import { adoptCss } from '../../styles.ts';
import progressCss from './progress.css';
import { text } from './progress.messages.ts';
import { useSubmitOnce } from '../console/parts/use-submit-once.ts';
import { InstructionHoursDetails } from './InstructionHours.tsx';
import { NoteField } from './NoteField.tsx';
import { RegistrationPacketButton } from './RegistrationPacketButton.tsx';

adoptCss('progress', progressCss);

const hours = (n: number) => formatNumber(n);
const wage = (n: number) => formatMoney(n, 2);
type QueuePage = Awaited<ReturnType<typeof getProgressQueue>>;
type QueueItem = QueuePage['items'][number];

/** /account's progress: the apprentice's bars, next wage step, weeks and week form; the mentor's approval queue. */
export function ProgressSection() {
  const [mine, setMine] = useState<ApprenticeProgressView[]>([]);
  const [queue, setQueue] = useState<QueuePage | null>(null);
  // The queue's page: the server answers 50 weeks at a time, oldest first.
  const [queuePage, setQueuePage] = useState(1);
  const reloadMine = useCallback(() => {
    getProgressMine(api).then(
      (a) => setMine(a.items),
      () => undefined,
    );
  }, []);
  const reloadQueue = useCallback(() => {
    getProgressQueue(api, { query: { page: queuePage } }).then(
      (a) => {
        // The last week of a later page was reviewed: show the page before it.
        if (!a.items.length && a.page > 1) setQueuePage(Math.max(1, Math.ceil(a.total / a.limit)));
        else setQueue(a);
      },
      () => undefined,
    );
  }, [queuePage]);
  useEffect(reloadMine, [reloadMine]);
  useEffect(reloadQueue, [reloadQueue]);
  const reload = useCallback(() => {
    reloadMine();
    reloadQueue();
  }, [reloadMine, reloadQueue]);
  return (
    <>
      {mine.map((p) => (
        <ApprenticeProgress key={p.apprenticeshipId} progress={p} onChange={reload} />
      ))}
      {queue?.items.length ? <ApprovalQueue queue={queue} onPage={setQueuePage} onChange={reload} /> : null}
    </>
  );
}

function Bar({ label, done, total, id }: { label: string; done: number; total: number | null; id: string }) {
  const pct = percentOf(done, total);
  return (
    <div className="progress-bar">
      <div className="progress-bar__label" id={id}>
        <span>{label}</span>
        <span>{total ? text.hoursOf(hours(done), hours(total)) : text.hoursOnly(hours(done))}</span>
      </div>
      <div
        className="progress-bar__track"
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
      >
        <div className="progress-bar__fill" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

/** The certificate of completion, issued when every hour and competency was met. */
function Certificate({ progress: p }: { progress: ApprenticeProgressView }) {
  const [failed, setFailed] = useState<string | null>(null);
  const download = () => {
    setFailed(null);
    downloadPdf(
      api,
      certificateUrl(HOSTLESS, { apprenticeshipId: p.apprenticeshipId, userId: p.userId }),
      `${text.certificate.file}.pdf`,
    ).catch((err: Error) => setFailed(err.message));
  };
  return (
    <p data-testid="progress-certificate">
      {text.certificate.issued(formatDay(p.completion!.completedAt.slice(0, 10)))}{' '}
      <Button variant="secondary" onClick={download}>
        {text.certificate.download}
      </Button>
      {failed ? (
        <span className="pc-alert pc-alert--error" role="alert">
          {failed}
        </span>
      ) : null}
    </p>
  );
}

function ApprenticeProgress({ progress: p, onChange }: { progress: ApprenticeProgressView; onChange: () => void }) {
  const [fixing, setFixing] = useState<HoursLogView | null>(null);
  const [fixRequests, setFixRequests] = useState(0);
  const [packetError, setPacketError] = useState<string | null>(null);
  const key = p.apprenticeshipId;
  return (
    <section className="records-section progress" aria-labelledby={`progress-${key}`} data-testid="progress-apprentice">
      <h2 id={`progress-${key}`}>
        {text.heading}: {p.apprenticeshipTitle}
      </h2>
      <Bar id={`ojt-${key}`} label={text.ojt} done={p.ojt.approved} total={p.ojt.required} />
      <p className="muted">{text.waitingReturned(hours(p.ojt.waiting), hours(p.ojt.returned))}</p>
      <Bar id={`rti-${key}`} label={text.rti} done={p.rti.approved} total={p.rti.required} />
      <p className="muted" data-testid="progress-rti-from">
        {text.rtiFrom(hours(p.rti.fromClasses), hours(p.rti.recorded))}
      </p>
      {/* What the instruction provider reported, to read: only the sponsor records it (on /apprentices). */}
      {p.rti.recorded ? <InstructionHoursDetails progress={p} /> : null}
      {p.rti.classes?.length ? (
        <details>
          <summary>{text.rtiClasses}</summary>
          <ul>
            {p.rti.classes.map((c) => (
              <li key={c.courseId}>{text.rtiClass(c.title, hours(c.hours), c.completed)}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <p data-testid="progress-wage">
        {p.wage.wageAmount === null ? text.wage.none : text.wage.current(p.wage.period, wage(p.wage.wageAmount))}
        {p.wage.next ? (
          <>
            <br />
            <strong>
              {text.wage.next(p.wage.next.period, wage(p.wage.next.wageAmount), hours(p.wage.next.hoursLeft))}
            </strong>
          </>
        ) : p.wage.wageAmount !== null ? (
          <>
            <br />
            {text.wage.last}
          </>
        ) : null}
      </p>
      {p.stepDue ? (
        <p className="pc-notice" data-testid="progress-step-due">
          {text.wage.due(p.stepDue.period, wage(p.stepDue.wageAmount))}
        </p>
      ) : null}
      {p.probation ? (
        <p>
          {p.probation.ended
            ? text.probation.ended(formatDay(p.probation.endedWeek!))
            : text.probation.left(hours(p.probation.hoursLeft))}
        </p>
      ) : null}
      {p.complete ? <p className="pc-notice">{text.complete}</p> : null}
      {p.registrationPacket ? (
        <p>
          <RegistrationPacketButton
            agreementId={p.registrationPacket.apprenticeAgreementId}
            name={p.name}
            onError={setPacketError}
          />
          {packetError ? (
            <span className="pc-alert pc-alert--error" role="alert">
              {packetError}
            </span>
          ) : null}
        </p>
      ) : null}
      {p.completion ? <Certificate progress={p} /> : null}
      <details>
        <summary>{text.workProcesses}</summary>
        {p.workProcesses.map((w) => (
          <Bar key={w.id} id={`wp-${key}-${w.id}`} label={w.description} done={w.approved} total={w.required} />
        ))}
      </details>
      {/* Once the certificate is issued the record is closed: no week is logged or fixed (sdk weekChangeRefusal). */}
      {p.completion ? null : (
        <WeekForm
          progress={p}
          editing={fixing}
          fixRequests={fixRequests}
          onDone={() => {
            setFixing(null);
            setFixRequests(0);
            onChange();
          }}
        />
      )}
      <Weeks
        logs={p.logs}
        completed={p.completion !== null}
        onFix={(log) => {
          setFixing(log);
          setFixRequests((n) => n + 1);
        }}
      />
    </section>
  );
}

function WeekForm({
  progress: p,
  editing,
  fixRequests,
  onDone,
}: {
  progress: ApprenticeProgressView;
  editing: HoursLogView | null;
  /** Counts the Fix clicks: each one (the same week's again too) brings the form back into view. */
  fixRequests: number;
  onDone: () => void;
}) {
  // The week the apprentice is in where they are, not in UTC (their Sunday evening is Monday there).
  const thisWeek = mondayOf(localDayOf(new Date()));
  const [weekStart, setWeekStart] = useState(thisWeek);
  const [values, setValues] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // A ref-guarded run: a double click on Send once logged the week and then showed "already logged".
  const { busy, run } = useSubmitOnce();
  useEffect(() => {
    setValues(Object.fromEntries((editing?.entries ?? []).map((e) => [e.workProcessId, String(e.hours)])));
    setNote(editing?.note ?? '');
    setError(null);
    // Opening a week to fix clears an earlier "Sent."; closing the one just sent again keeps it in view.
    if (editing) setSent(false);
  }, [editing]);
  // The form sits above the list of weeks: after Fix the person is taken to it (on a phone it is screens away).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!fixRequests) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, [fixRequests]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    return run(() => send());
  };
  const send = async () => {
    setError(null);
    // A new try is not yet sent: a refusal must not stand beside the last week's "Sent.".
    setSent(false);
    const entries = p.workProcesses
      .filter((w) => values[w.id]?.trim())
      .map((w) => ({ workProcessId: w.id, hours: typedHours(values[w.id]!) }));
    // Hours that are not a number are refused here (NaN has no JSON), never left out of the week.
    if (entries.some((e) => Number.isNaN(e.hours))) {
      // The rule's English, in the page's language (the server's refusals come in it already).
      setError(localizeMessage(PROGRESS_MESSAGES.badHours));
      return;
    }
    try {
      if (editing) await putProgressLogsById(api, { id: editing.id }, { body: { entries, note } });
      else await postProgressLogs(api, { body: { apprenticeshipId: p.apprenticeshipId, weekStart, entries, note } });
      setValues({});
      setNote('');
      setSent(true);
      onDone();
    } catch (err) {
      setError((err as Error).message);
    }
  };

  const key = p.apprenticeshipId;
  return (
    <form className="progress-form" onSubmit={submit} aria-labelledby={`log-${key}`} noValidate>
      <h3 id={`log-${key}`} ref={heading} tabIndex={-1}>
        {editing ? text.log.fixHeading(formatDay(editing.weekStart)) : text.log.heading}
      </h3>
      {editing?.reviewComment ? <p className="pc-notice">{editing.reviewComment}</p> : null}
      {editing ? null : (
        <label className="pc-field">
          <span className="pc-field__label">{text.log.week}</span>
          <input
            type="date"
            className="pc-input"
            value={weekStart}
            max={thisWeek}
            step={7}
            onChange={(e) => setWeekStart(e.target.value)}
            required
          />
        </label>
      )}
      <div className="progress-form__hours">
        {p.workProcesses.map((w) => (
          <label key={w.id} className="pc-field">
            <span className="pc-field__label">{text.log.hours(w.description)}</span>
            {/* Text, not a number box: Chromium's en-US number box read '7,5' as 75. typedHours reads both. */}
            <input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              className="pc-input"
              value={values[w.id] ?? ''}
              onChange={(e) => setValues({ ...values, [w.id]: e.target.value })}
            />
          </label>
        ))}
      </div>
      <NoteField label={text.log.note} value={note} onChange={setNote} />
      {error ? (
        <p className="pc-alert pc-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {sent ? (
        <p className="pc-notice" role="status">
          {text.log.sent}
        </p>
      ) : null}
      <div className="progress-actions">
        <Button type="submit" variant="primary" disabled={busy}>
          {editing ? text.log.resend : text.log.send}
        </Button>
        {editing ? (
          <Button type="button" variant="secondary" onClick={onDone}>
            {text.log.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function Weeks({
  logs,
  completed,
  onFix,
}: {
  logs: HoursLogView[];
  /** The certificate of completion is issued: the apprentice's weeks are closed. */
  completed: boolean;
  onFix: (log: HoursLogView) => void;
}) {
  return (
    <div className="progress-weeks">
      <h3>{text.weeks.heading}</h3>
      {logs.length ? (
        <table className="progress-table stacking-table" data-testid="progress-weeks">
          <thead>
            <tr>
              <th scope="col">{text.weeks.week}</th>
              <th scope="col">{text.weeks.hours}</th>
              <th scope="col">{text.weeks.status}</th>
              <th scope="col">{text.weeks.comment}</th>
            </tr>
          </thead>
          <tbody>
            {logs.map((log) => {
              const comment = reviewCommentOf(log);
              return (
                <tr key={log.id} data-week={log.weekStart}>
                  <th scope="row" className="progress-week">
                    {formatDay(log.weekStart)}
                  </th>
                  <td data-label={text.weeks.hours}>{hours(log.totalHours)}</td>
                  <td data-label={text.weeks.status}>
                    <span className={`progress-status progress-status--${log.status}`}>
                      {text.weeks[`status_${log.status}`]}
                    </span>
                  </td>
                  {/* On a phone an empty comment is no line at all (its label would stand alone). */}
                  <td className="progress-weeks__comment" data-label={comment ? text.weeks.comment : undefined}>
                    {/* A week sent again after its return: the comment was on the earlier version. */}
                    {comment?.earlier ? (
                      <span className="muted">{text.weeks.earlierComment(comment.text)}</span>
                    ) : (
                      (comment?.text ?? '')
                    )}
                    {log.status === 'returned' && !weekChangeRefusal(log.status, completed) ? (
                      <Button variant="secondary" onClick={() => onFix(log)}>
                        {text.weeks.fix}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="muted">{text.weeks.none}</p>
      )}
    </div>
  );
}

function ApprovalQueue({
  queue: { items, total, limit, page },
  onPage,
  onChange,
}: {
  queue: QueuePage;
  onPage: (page: number) => void;
  onChange: () => void;
}) {
  return (
    <section className="records-section progress" aria-labelledby="queue-heading" data-testid="progress-queue">
      <h2 id="queue-heading">{text.queue.heading}</h2>
      <a className="pc-button pc-button--secondary" href="/apprentices">
        {text.list.open}
      </a>
      <ul className="progress-queue">
        {items.map((item) => (
          <QueueRow key={item.id} item={item} onChange={onChange} />
        ))}
      </ul>
      {total > limit ? (
        <nav className="progress-pages" aria-label={text.queue.pages}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {text.list.previousPage}
          </Button>{' '}
          <span>{text.list.showing((page - 1) * limit + 1, Math.min(page * limit, total), total)}</span>{' '}
          <Button variant="secondary" disabled={page * limit >= total} onClick={() => onPage(page + 1)}>
            {text.list.nextPage}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

function QueueRow({ item, onChange }: { item: QueueItem; onChange: () => void }) {
  const [returning, setReturning] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSubmitOnce();
  const review = (decision: 'approve' | 'return') =>
    run(async () => {
      setError(null);
      try {
        await postProgressLogsByIdReview(api, { id: item.id }, { body: { decision, comment } });
        onChange();
      } catch (err) {
        setError((err as Error).message);
      }
    });
  const label = text.queue.of(item.apprenticeName, formatDay(item.weekStart), hours(item.totalHours));
  // A week waiting in the queue with a comment was returned and sent again: the comment is the earlier one.
  const earlier = reviewCommentOf(item);
  return (
    <li className="progress-queue__item" data-week={item.weekStart} data-user={item.userId}>
      <p>
        <strong>{label}</strong>{' '}
        {item.overdue ? <span className="progress-status--returned">{text.queue.overdue}</span> : null}
        <br />
        <span className="muted">{item.apprenticeshipTitle}</span>
      </p>
      {item.note ? <p>{item.note}</p> : null}
      {earlier ? <p className="muted">{text.queue.earlierComment(earlier.text)}</p> : null}
      {returning ? (
        <label className="pc-field">
          <span className="pc-field__label">{text.queue.comment}</span>
          <textarea className="pc-input" rows={2} value={comment} onChange={(e) => setComment(e.target.value)} />
        </label>
      ) : null}
      {error ? (
        <p className="pc-alert pc-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="progress-actions">
        <Button
          variant="primary"
          disabled={busy}
          onClick={() => review('approve')}
          aria-label={`${text.queue.approve}: ${label}`}
        >
          {text.queue.approve}
        </Button>
        {returning ? (
          <Button variant="secondary" disabled={busy} onClick={() => review('return')}>
            {text.queue.sendBack}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setReturning(true)} aria-label={`${text.queue.return}: ${label}`}>
            {text.queue.return}
          </Button>
        )}
      </div>
    </li>
  );
}
