import {
  formatDateTime,
  INVITE_TYPES,
  inviteIsOpen,
  type InviteStatus,
  type InviteType,
  isOverRatioDetails,
  PathcraftError,
} from '@pathcraft/sdk';
import { Button, ConfirmDialog, FormField, useToast } from '@pathcraft/widgets/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { api } from '../../../session.ts';
import { text } from '../parts/console.messages.ts';
import { formText } from '../parts/console-forms.messages.ts';
import { useRead } from '../parts/use-read.ts';
import { type Column, DataTable } from '../parts/DataTable.tsx';
import type { PickedOrg } from '../parts/org-picker.tsx';
import { useList } from '../parts/use-list.ts';
import { useSubmitOnce } from '../parts/use-submit-once.ts';
import { RowButton } from '../parts/RowButton.tsx';

interface InviteRow {
  id: string;
  inviteType: InviteType;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  status: InviteStatus;
  sentAt: string | null;
  viewedAt: string | null;
  usedAt: string | null;
  lockedUntil: string | null;
}

interface HistoryEvent {
  id: string;
  action: string;
  at: string;
  ip: string | null;
}

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');
const nameOf = (i: Pick<InviteRow, 'firstName' | 'lastName' | 'email'>) =>
  [i.firstName, i.lastName].filter(Boolean).join(' ') || i.email || '—';

type Confirm = { kind: 'resend' | 'revoke'; invite: InviteRow } | null;

/**
 * An apprenticeship's invitations: send one, see each one's status and history, send a new code,
 * revoke. Without an apprenticeship, the organization's invitations of the given `types` (the /org
 * area's people: registration invitations).
 */
export function InvitesPanel({
  apprenticeshipId,
  org,
  types = INVITE_TYPES,
}: {
  apprenticeshipId?: string;
  org: PickedOrg;
  types?: readonly InviteType[];
}) {
  const toast = useToast();
  const invites = useRead(['invites', apprenticeshipId ?? null, org.id], () =>
    api.invites.list<InviteRow>(apprenticeshipId ? { apprenticeshipId } : { orgId: org.id }),
  );
  const rows = invites.data?.items.filter((i) => types.includes(i.inviteType));
  const { error, loading, reload: load } = invites;
  // The code is shown once, right after it is made; it is also in the e-mail.
  const [code, setCode] = useState<{ accessCode: string; to: string } | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [history, setHistory] = useState<InviteRow | null>(null);

  return (
    <div className="invites-panel">
      <InviteForm
        apprenticeshipId={apprenticeshipId}
        org={org}
        types={types}
        onSent={(accessCode, to) => {
          setCode({ accessCode, to });
          load();
        }}
      />
      {code ? <OnceCode code={code} onDone={() => setCode(null)} /> : null}
      <h3>{formText.invites.heading}</h3>
      <DataTable
        caption={formText.invites.caption}
        rows={rows}
        loading={loading}
        error={error}
        empty={formText.invites.empty}
        columns={inviteColumns({ onHistory: setHistory, onAsk: (kind, invite) => setConfirm({ kind, invite }) })}
      />
      {history ? <InviteHistory key={history.id} invite={history} onClose={() => setHistory(null)} /> : null}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === 'revoke' ? formText.invites.revokeTitle : formText.invites.resendTitle}
        text={
          confirm?.kind === 'revoke'
            ? formText.invites.revokeText(confirm ? nameOf(confirm.invite) : '')
            : formText.invites.resendText(confirm ? nameOf(confirm.invite) : '')
        }
        primaryText={confirm?.kind === 'revoke' ? text.common.revoke : formText.invites.sendNewCode}
        danger={confirm?.kind === 'revoke'}
        onPrimary={async () => {
          if (!confirm) return;
          try {
            if (confirm.kind === 'revoke') {
              await api.invites.revoke(confirm.invite.id);
              toast.success(formText.invites.revoked);
            } else {
              const res = await api.invites.resend(confirm.invite.id);
              setCode({ accessCode: res.accessCode, to: confirm.invite.email ?? nameOf(confirm.invite) });
              toast.success(formText.invites.sentAgain);
            }
            if (history?.id === confirm.invite.id) setHistory(null);
            load();
          } catch (err) {
            // Used in the meantime (the list was older): the server says so, and the list shows it.
            if (err instanceof PathcraftError && err.code === 'conflict') {
              toast.error(err.message);
              load();
            } else toast.error(formText.invites.failed);
          }
          setConfirm(null);
        }}
        onSecondary={() => setConfirm(null)}
      />
    </div>
  );
}

/** The invitations table's columns; the actions open the history or ask to resend or revoke (an open invite only). */
function inviteColumns({
  onHistory,
  onAsk,
}: {
  onHistory: (invite: InviteRow) => void;
  onAsk: (kind: 'resend' | 'revoke', invite: InviteRow) => void;
}): Column<InviteRow>[] {
  return [
    { header: formText.invites.type, cell: (i) => formText.invites.types[i.inviteType] ?? i.inviteType },
    {
      header: formText.invites.to,
      cell: (i) => nameOf(i),
      csv: (i) => `${nameOf(i)}${i.email && nameOf(i) !== i.email ? ` <${i.email}>` : ''}`,
    },
    {
      header: text.common.status,
      cell: (i) => (
        <span className={`status-badge status-badge--${i.status}`}>{formText.invites.statuses[i.status]}</span>
      ),
    },
    { header: formText.invites.sent, cell: (i) => when(i.sentAt) },
    { header: formText.invites.viewed, cell: (i) => when(i.viewedAt) },
    {
      header: text.common.actions,
      className: 'row-actions',
      cell: (i) => (
        <>
          <RowButton label={formText.invites.historyOf(nameOf(i))} onClick={() => onHistory(i)}>
            {formText.invites.history}
          </RowButton>
          {inviteIsOpen(i) && i.email ? (
            <RowButton label={formText.invites.resendTo(nameOf(i))} onClick={() => onAsk('resend', i)}>
              {formText.invites.resend}
            </RowButton>
          ) : null}
          {inviteIsOpen(i) ? (
            <RowButton label={formText.invites.revokeTo(nameOf(i))} onClick={() => onAsk('revoke', i)}>
              {text.common.revoke}
            </RowButton>
          ) : null}
        </>
      ),
    },
  ];
}

/** A new access code, shown once right after it is made (it is also in the e-mail). */
function OnceCode({ code, onDone }: { code: { accessCode: string; to: string }; onDone: () => void }) {
  return (
    <div className="once-secret" role="status" data-testid="invite-code">
      <span>
        {formText.invites.accessCodeFor(code.to)}
        <code>{code.accessCode}</code>
      </span>
      <span className="muted">{formText.invites.shownOnce}</span>
      <div>
        <Button onClick={onDone}>{text.common.done}</Button>
      </div>
    </div>
  );
}

/** One invitation's history (sent, viewed, used, with the address it came from), read when opened. */
function InviteHistory({ invite, onClose }: { invite: InviteRow; onClose: () => void }) {
  const toast = useToast();
  const read = useRead(['inviteHistory', invite.id], () => api.invites.history<HistoryEvent>(invite.id), {
    fresh: true,
  });
  useEffect(() => {
    if (read.error) toast.error(read.error);
  }, [read.error, toast]);
  const events = read.data ?? null;
  // It opens below the whole list of invitations: brought into view and focused, or on a phone (or a
  // long list) the History button seemed to do nothing.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="side-panel" aria-label={formText.invites.historyOf(nameOf(invite))}>
      <div className="side-panel__header">
        <h2 ref={heading} tabIndex={-1}>
          {formText.invites.historyHeading(nameOf(invite))}
        </h2>
        <Button onClick={onClose}>{text.common.close}</Button>
      </div>
      {!events ? (
        <p role="status">{text.common.loading}</p>
      ) : !events.length ? (
        <p>{text.common.nothingRecorded}</p>
      ) : (
        <ol className="event-list">
          {events.map((e) => (
            <li key={e.id}>
              <span>{formText.invites.events[e.action] ?? e.action}</span>
              <time dateTime={e.at}>
                {when(e.at)}
                {e.ip ? ` · ${e.ip}` : ''}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

interface InviteFormState {
  inviteType: InviteType;
  firstName: string;
  lastName: string;
  title: string;
  email: string;
  userId: string;
}

const EMPTY: InviteFormState = {
  inviteType: 'employerAgreement',
  firstName: '',
  lastName: '',
  title: '',
  email: '',
  userId: '',
};

function InviteForm({
  apprenticeshipId,
  org,
  types,
  onSent,
}: {
  apprenticeshipId?: string;
  org: PickedOrg;
  types: readonly InviteType[];
  onSent: (accessCode: string, to: string) => void;
}) {
  const toast = useToast();
  const { busy, run } = useSubmitOnce();
  const [form, setForm] = useState<InviteFormState>(
    types.includes(EMPTY.inviteType) ? EMPTY : { ...EMPTY, inviteType: types[0] ?? 'register' },
  );
  const [problem, setProblem] = useState<string | null>(null);
  // An apprentice invitation over the employer's ratio: the warning, and the invitation it holds back until confirmed.
  const [overRatio, setOverRatio] = useState<{ warning: string; body: Record<string, unknown> } | null>(null);
  const apprentice = form.inviteType === 'apprenticeAgreement';
  const people = useList<{ id: string; name: string | null; email: string | null }>(
    'users',
    apprentice ? { orgId: org.id, select: ['id', 'name', 'email'], limit: 500 } : null,
  );
  const set = (key: keyof InviteFormState, value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setProblem(null);
      const blank = (v: string) => v.trim() || null;
      const body: Record<string, unknown> = {
        orgId: org.id,
        inviteType: form.inviteType,
        ...(apprenticeshipId ? { apprenticeshipId } : {}),
      };
      if (apprentice) body.userId = blank(form.userId);
      else
        Object.assign(body, {
          firstName: blank(form.firstName),
          lastName: blank(form.lastName),
          email: blank(form.email),
          title: blank(form.title),
        });
      // A registration invite sends the visitor to the organization's sign-up; the invite id is appended.
      if (form.inviteType === 'register') body.registerLink = `/login/${org.slug}?action=signup&inviteId=`;
      await send(body);
    });
  };

  const send = async (body: Record<string, unknown>) => {
    try {
      const res = await api.invites.send<{ email: string | null }>(body);
      onSent(res.accessCode, res.item.email ?? formText.invites.theInvitee);
      toast.success(formText.invites.sentToast);
      setForm({ ...EMPTY, inviteType: form.inviteType });
    } catch (err) {
      if (err instanceof PathcraftError && err.code === 'conflict' && isOverRatioDetails(err.details))
        setOverRatio({ warning: err.message, body });
      else setProblem((err as Error).message);
    }
  };

  return (
    <form className="console-form" onSubmit={submit} noValidate aria-label={formText.invites.sendHeading}>
      <h3>{formText.invites.sendHeading}</h3>
      {problem ? (
        <p className="pc-notice pc-notice--error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="pc-form-grid">
        <FormField label={formText.invites.invitation}>
          {(p) => (
            <select {...p} value={form.inviteType} onChange={(e) => set('inviteType', e.currentTarget.value)}>
              {types.map((t) => (
                <option key={t} value={t}>
                  {formText.invites.types[t]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {apprentice ? (
          <FormField label={formText.invites.apprentice} required>
            {(p) => (
              <select {...p} value={form.userId} onChange={(e) => set('userId', e.currentTarget.value)}>
                <option value="">{formText.invites.chooseApprentice}</option>
                {people.data?.items.map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.name ?? u.email}
                    {u.email && u.name ? ` (${u.email})` : ''}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : (
          <>
            <FormField label={text.common.email} required>
              {(p) => (
                <input
                  {...p}
                  type="email"
                  autoComplete="off"
                  value={form.email}
                  onChange={(e) => set('email', e.currentTarget.value)}
                />
              )}
            </FormField>
            <FormField label={formText.invites.firstName}>
              {(p) => (
                <input
                  {...p}
                  value={form.firstName}
                  onChange={(e) => set('firstName', e.currentTarget.value)}
                  maxLength={100}
                />
              )}
            </FormField>
            <FormField label={formText.invites.lastName}>
              {(p) => (
                <input
                  {...p}
                  value={form.lastName}
                  onChange={(e) => set('lastName', e.currentTarget.value)}
                  maxLength={100}
                />
              )}
            </FormField>
            {form.inviteType === 'employerAgreement' ? (
              <FormField label={formText.invites.signerTitle}>
                {(p) => (
                  <input
                    {...p}
                    value={form.title}
                    onChange={(e) => set('title', e.currentTarget.value)}
                    maxLength={200}
                  />
                )}
              </FormField>
            ) : null}
          </>
        )}
      </div>
      <div className="form-actions">
        <Button variant="primary" type="submit" disabled={busy} aria-busy={busy}>
          {busy ? formText.invites.sending : formText.invites.send}
        </Button>
      </div>
      <ConfirmDialog
        open={overRatio !== null}
        title={formText.invites.overRatioTitle}
        text={overRatio ? formText.invites.overRatioText(overRatio.warning) : ''}
        primaryText={formText.invites.sendAnyway}
        onPrimary={async () => {
          if (!overRatio) return;
          await send({ ...overRatio.body, confirmOverRatio: true });
          setOverRatio(null);
        }}
        onSecondary={() => setOverRatio(null)}
      />
    </form>
  );
}
