import { INVITE_EVENT_LABELS, INVITE_STATUS_LABELS, INVITE_TYPE_LABELS, INVITE_TYPES, type InviteStatus, type InviteType } from '@pathcraft/sdk';
import { Button } from '@pathcraft/widgets/ui/Button.tsx';
import { ConfirmDialog } from '@pathcraft/widgets/ui/ConfirmDialog.tsx';
import { FormField } from '@pathcraft/widgets/ui/FormField.tsx';
import { useToast } from '@pathcraft/widgets/ui/Toast.tsx';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { api } from '../../session.ts';
import { DataTable } from './DataTable.tsx';
import type { PickedOrg } from './org-picker.tsx';
import { useList } from './use-list.ts';
import { useSubmitOnce } from './use-submit-once.ts';

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

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
const nameOf = (i: Pick<InviteRow, 'firstName' | 'lastName' | 'email'>) => [i.firstName, i.lastName].filter(Boolean).join(' ') || i.email || '—';

type Confirm = { kind: 'resend' | 'revoke'; invite: InviteRow } | null;

/** An apprenticeship's invitations: send one, see each one's status and history, send a new code, revoke. */
export function InvitesPanel({ apprenticeshipId, org }: { apprenticeshipId: string; org: PickedOrg }) {
  const toast = useToast();
  const [rows, setRows] = useState<InviteRow[] | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  // The code is shown once, right after it is made; it is also in the e-mail.
  const [code, setCode] = useState<{ accessCode: string; to: string } | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [history, setHistory] = useState<{ invite: InviteRow; events: HistoryEvent[] | null } | null>(null);

  const load = useCallback(() => {
    setLoading(true);
    api.invites
      .list<InviteRow>({ apprenticeshipId })
      .then((r) => {
        setRows(r.items);
        setError(null);
      })
      .catch((err: Error) => setError(err.message))
      .finally(() => setLoading(false));
  }, [apprenticeshipId]);
  useEffect(load, [load]);

  const showHistory = (invite: InviteRow) => {
    setHistory({ invite, events: null });
    api.invites.history<HistoryEvent>(invite.id).then(
      (events) => setHistory({ invite, events }),
      (err: Error) => toast.error(err.message),
    );
  };

  return (
    <div className="invites-panel">
      <InviteForm
        apprenticeshipId={apprenticeshipId}
        org={org}
        onSent={(accessCode, to) => {
          setCode({ accessCode, to });
          load();
        }}
      />
      {code ? (
        <div className="once-secret" role="status" data-testid="invite-code">
          <span>
            Access code for {code.to}: <code>{code.accessCode}</code>
          </span>
          <span className="muted">It was e-mailed with the invitation. It is shown only this once.</span>
          <div>
            <Button onClick={() => setCode(null)}>Done</Button>
          </div>
        </div>
      ) : null}
      <h3>Invitations</h3>
      <DataTable
        caption="Invitations"
        rows={rows}
        loading={loading}
        error={error}
        empty="No invitations yet."
        columns={[
          { header: 'Type', cell: (i) => INVITE_TYPE_LABELS[i.inviteType] ?? i.inviteType },
          { header: 'To', cell: (i) => nameOf(i), csv: (i) => `${nameOf(i)}${i.email && nameOf(i) !== i.email ? ` <${i.email}>` : ''}` },
          {
            header: 'Status',
            cell: (i) => <span className={`status-badge status-badge--${i.status}`}>{INVITE_STATUS_LABELS[i.status]}</span>,
          },
          { header: 'Sent', cell: (i) => when(i.sentAt) },
          { header: 'Viewed', cell: (i) => when(i.viewedAt) },
          {
            header: 'Actions',
            className: 'row-actions',
            cell: (i) => (
              <>
                <Button variant="link" aria-label={`History of the invite to ${nameOf(i)}`} onClick={() => showHistory(i)}>
                  History
                </Button>
                {!i.usedAt && i.email ? (
                  <Button variant="link" aria-label={`Resend the invite to ${nameOf(i)}`} onClick={() => setConfirm({ kind: 'resend', invite: i })}>
                    Resend
                  </Button>
                ) : null}
                <Button variant="link" aria-label={`Revoke the invite to ${nameOf(i)}`} onClick={() => setConfirm({ kind: 'revoke', invite: i })}>
                  Revoke
                </Button>
              </>
            ),
          },
        ]}
      />
      {history ? (
        <section className="side-panel" aria-label={`History of the invite to ${nameOf(history.invite)}`}>
          <div className="side-panel__header">
            <h2>History: {nameOf(history.invite)}</h2>
            <Button onClick={() => setHistory(null)}>Close</Button>
          </div>
          {!history.events ? (
            <p role="status">Loading...</p>
          ) : !history.events.length ? (
            <p>Nothing recorded yet.</p>
          ) : (
            <ol className="event-list">
              {history.events.map((e) => (
                <li key={e.id}>
                  <span>{INVITE_EVENT_LABELS[e.action] ?? e.action}</span>
                  <time dateTime={e.at}>
                    {when(e.at)}
                    {e.ip ? ` · ${e.ip}` : ''}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === 'revoke' ? 'Revoke this invitation?' : 'Send a new access code?'}
        text={
          confirm?.kind === 'revoke'
            ? `${confirm ? nameOf(confirm.invite) : ''} will no longer be able to open the invitation.`
            : `The old code stops working; ${confirm ? nameOf(confirm.invite) : ''} gets a new e-mail with a new code.`
        }
        primaryText={confirm?.kind === 'revoke' ? 'Revoke' : 'Send new code'}
        danger={confirm?.kind === 'revoke'}
        onPrimary={async () => {
          if (!confirm) return;
          try {
            if (confirm.kind === 'revoke') {
              await api.invites.revoke(confirm.invite.id);
              toast.success('Invitation revoked.');
            } else {
              const res = await api.invites.resend(confirm.invite.id);
              setCode({ accessCode: res.accessCode, to: confirm.invite.email ?? nameOf(confirm.invite) });
              toast.success('Invitation sent again.');
            }
            if (history?.invite.id === confirm.invite.id) setHistory(null);
            load();
          } catch {
            toast.error('Something went wrong');
          }
          setConfirm(null);
        }}
        onSecondary={() => setConfirm(null)}
      />
    </div>
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

const EMPTY: InviteFormState = { inviteType: 'employerAgreement', firstName: '', lastName: '', title: '', email: '', userId: '' };

function InviteForm({ apprenticeshipId, org, onSent }: { apprenticeshipId: string; org: PickedOrg; onSent: (accessCode: string, to: string) => void }) {
  const toast = useToast();
  const { busy, run } = useSubmitOnce();
  const [form, setForm] = useState<InviteFormState>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const apprentice = form.inviteType === 'apprenticeAgreement';
  const people = useList<{ id: string; name: string | null; email: string | null }>('users', apprentice ? { orgId: org.id, select: ['id', 'name', 'email'], limit: 500 } : null);
  const set = (key: keyof InviteFormState, value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setProblem(null);
      const blank = (v: string) => v.trim() || null;
      const body: Record<string, unknown> = { orgId: org.id, apprenticeshipId, inviteType: form.inviteType };
      if (apprentice) body.userId = blank(form.userId);
      else Object.assign(body, { firstName: blank(form.firstName), lastName: blank(form.lastName), email: blank(form.email), title: blank(form.title) });
      // A registration invite sends the visitor to the organization's sign-up; the invite id is appended.
      if (form.inviteType === 'register') body.registerLink = `/login/${org.slug}?action=signup&inviteId=`;
      try {
        const res = await api.invites.send<{ email: string | null }>(body);
        onSent(res.accessCode, res.item.email ?? 'the invitee');
        toast.success('Invitation sent.');
        setForm({ ...EMPTY, inviteType: form.inviteType });
      } catch (err) {
        setProblem((err as Error).message);
      }
    });
  };

  return (
    <form className="console-form" onSubmit={submit} noValidate aria-label="Send an invitation">
      <h3>Send an invitation</h3>
      {problem ? (
        <p className="pc-notice pc-notice--error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="pc-form-grid">
        <FormField label="Invitation">
          {(p) => (
            <select {...p} value={form.inviteType} onChange={(e) => set('inviteType', e.currentTarget.value)}>
              {INVITE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {INVITE_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {apprentice ? (
          <FormField label="Apprentice" required>
            {(p) => (
              <select {...p} value={form.userId} onChange={(e) => set('userId', e.currentTarget.value)}>
                <option value="">Choose the apprentice</option>
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
            <FormField label="E-mail" required>
              {(p) => <input {...p} type="email" autoComplete="off" value={form.email} onChange={(e) => set('email', e.currentTarget.value)} />}
            </FormField>
            <FormField label="First name">{(p) => <input {...p} value={form.firstName} onChange={(e) => set('firstName', e.currentTarget.value)} maxLength={100} />}</FormField>
            <FormField label="Last name">{(p) => <input {...p} value={form.lastName} onChange={(e) => set('lastName', e.currentTarget.value)} maxLength={100} />}</FormField>
            {form.inviteType === 'employerAgreement' ? (
              <FormField label="Signer title">{(p) => <input {...p} value={form.title} onChange={(e) => set('title', e.currentTarget.value)} maxLength={200} />}</FormField>
            ) : null}
          </>
        )}
      </div>
      <div className="form-actions">
        <Button variant="primary" type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Sending...' : 'Send invitation'}
        </Button>
      </div>
    </form>
  );
}
