import {
  deactivationRefusal,
  membershipReadable,
  primaryRole,
  reactivationRefusal,
  type Role,
  roleGrantRefusal,
  roleLabel,
  userChangeRefusal,
  type UserAccountStatus,
} from '@pathcraft/sdk';
import { Button, ConfirmDialog, Modal, LoadingOverlay, useToast } from '@pathcraft/widgets/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { api } from '../../../session.ts';
import { AuditHistory } from '../parts/AuditHistory.tsx';
import { text } from '../parts/console.messages.ts';
import { useSubmitOnce } from '../parts/use-submit-once.ts';
import {
  grantableRoles,
  LocationSelect,
  membershipLabel,
  MembershipChoices,
  type OrgOption,
  RoleSelect,
} from './user-fields.tsx';

interface UserRecord {
  id: string;
  name: string | null;
  email: string | null;
  orgId: string | null;
  role: string[] | null;
  membership: string[] | null;
  locationId: string | null;
  testUser: boolean;
  courseReadOnly: boolean;
}

interface Details {
  membership: string[];
  locationId: string;
  testUser: boolean;
  courseReadOnly: boolean;
}

const detailsOf = (u: UserRecord): Details => ({
  membership: u.membership ?? [],
  locationId: u.locationId ?? '',
  testUser: u.testUser,
  courseReadOnly: u.courseReadOnly,
});

/** What changed, as PUT users takes it (empty lists and ids as null). */
function detailChanges(before: Details, after: Details): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (JSON.stringify(before.membership) !== JSON.stringify(after.membership))
    changes.membership = after.membership.length ? after.membership : null;
  if (before.locationId !== after.locationId) changes.locationId = after.locationId || null;
  if (before.testUser !== after.testUser) changes.testUser = after.testUser;
  if (before.courseReadOnly !== after.courseReadOnly) changes.courseReadOnly = after.courseReadOnly;
  return changes;
}

type Confirm = { kind: 'role'; role: Role } | { kind: 'deactivate' } | { kind: 'reactivate' } | null;

/**
 * One user: membership, location, test user and course read-only through PUT users; the role only
 * through PUT /v1/users/:id/role; deactivation through POST /v1/users/:id/deactivate. Role changes
 * and deactivation ask first.
 */
export function UserPanel({
  userId,
  orgs,
  granter,
  selfId,
  onClose,
  onChanged,
}: {
  userId: string;
  orgs: OrgOption[];
  granter: readonly string[];
  selfId?: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const toast = useToast();
  const { busy, run } = useSubmitOnce();
  const [user, setUser] = useState<UserRecord | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [account, setAccount] = useState<UserAccountStatus | null>(null);
  const [details, setDetails] = useState<Details | null>(null);
  const [role, setRole] = useState<Role>('student');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);

  useEffect(() => {
    api.users
      .byId<UserRecord>(userId)
      .then((u) => {
        setUser(u);
        setDetails(detailsOf(u));
        setRole(primaryRole(u.role));
      })
      .catch((err: Error) => {
        toast.error(text.userPanel.fetchFailed, { id: 'user-fetch-failed' });
        setLoadError(err.message || text.userPanel.notFound);
      });
    api.users.account(userId).then(setAccount, () => setAccount(null));
  }, [userId, toast]);

  const org = orgs.find((o) => o.id === user?.orgId);
  const name = user?.name ?? user?.email ?? text.userPanel.thisUser;

  /** A failed update: the spec's toast, and the server's reason in the panel. */
  const updateFailed = (err: unknown) => {
    toast.error(text.userPanel.updateFailed);
    setProblem((err as Error).message);
  };

  const saveDetails = (event: FormEvent) => {
    event.preventDefault();
    if (!user || !details) return;
    void run(async () => {
      setProblem(null);
      const changes = detailChanges(detailsOf(user), details);
      if (!Object.keys(changes).length) return;
      try {
        const item = await api.update<UserRecord>('users', { id: user.id, ...changes });
        setUser({ ...user, ...item });
        toast.success(text.userPanel.saved);
        onChanged();
      } catch (err) {
        updateFailed(err);
      }
    });
  };

  const changeRole = (next: Role) =>
    run(async () => {
      if (!user) return;
      setProblem(null);
      try {
        const item = await api.users.setRole(user.id, [next]);
        setUser({ ...user, role: item.role });
        toast.success(text.userPanel.nowRole(name, roleLabel(next, org?.orgType)));
        onChanged();
      } catch (err) {
        updateFailed(err);
      }
    });

  const deactivate = () =>
    run(async () => {
      if (!user) return;
      setProblem(null);
      try {
        setAccount(await api.users.deactivate(user.id));
        toast.success(text.userPanel.deactivated(name));
        onChanged();
      } catch (err) {
        updateFailed(err);
      }
    });

  const reactivate = () =>
    run(async () => {
      if (!user) return;
      setProblem(null);
      try {
        setAccount(await api.users.reactivate(user.id));
        toast.success(text.userPanel.reactivated(name));
        onChanged();
      } catch (err) {
        updateFailed(err);
      }
    });

  const currentRole = primaryRole(user?.role);
  const roles = user ? grantableRoles(granter, user.role, org?.orgType) : [];
  // What the server would refuse, said up front instead of offering the control (sdk rules): on oneself, or on someone who outranks the granter.
  const self = user?.id === selfId;
  const roleRefusal = user ? roleGrantRefusal(granter, user.role, user.role ?? [], self) : null;
  const changeRefusal = user ? userChangeRefusal(granter, user.role, self) : null;
  const accountRefusal =
    user && account?.hasAccount
      ? (account.disabled ? reactivationRefusal : deactivationRefusal)(granter, user.role, self)
      : null;
  const accountText = !account
    ? '—'
    : !account.hasAccount
      ? text.userPanel.noAccount
      : account.disabled
        ? text.userPanel.accountDeactivated
        : text.userPanel.accountActive;

  return (
    <>
      <Modal
        open
        title={user ? text.common.editNamed(name) : text.userPanel.editUser}
        onClose={onClose}
        size="lg"
        footer={<Button onClick={onClose}>{text.common.close}</Button>}
      >
        {loadError ? (
          <p className="pc-notice pc-notice--error" role="alert">
            {loadError}
          </p>
        ) : !user || !details ? (
          <LoadingOverlay mode="inline" />
        ) : (
          <div className="user-panel">
            {problem ? (
              <p className="pc-notice pc-notice--error" role="alert">
                {problem}
              </p>
            ) : null}
            <section aria-label={text.userPanel.summary}>
              <dl className="user-panel__summary">
                <dt>{text.common.email}</dt>
                <dd>{user.email ?? '—'}</dd>
                <dt>{text.common.organization}</dt>
                <dd>{org?.name ?? '—'}</dd>
                <dt>{text.common.role}</dt>
                <dd data-testid="user-role">{roleLabel(currentRole, org?.orgType)}</dd>
                <dt>{text.common.membership}</dt>
                <dd data-testid="user-membership">{membershipLabel(membershipReadable(user.membership))}</dd>
                <dt>{text.userPanel.account}</dt>
                <dd data-testid="user-account" className={account?.disabled ? 'status--off' : undefined}>
                  {accountText}
                </dd>
              </dl>
            </section>
            <section aria-label={text.common.role}>
              {roleRefusal ? (
                <p className="muted" data-testid="role-refusal">
                  {roleRefusal}
                </p>
              ) : (
                <div className="user-panel__row">
                  <RoleSelect label={text.userPanel.newRole} value={role} onChange={setRole} options={roles} />
                  <Button disabled={busy || role === currentRole} onClick={() => setConfirm({ kind: 'role', role })}>
                    {text.userPanel.changeRole}
                  </Button>
                </div>
              )}
            </section>
            <section aria-label={text.userPanel.details}>
              {changeRefusal ? (
                <p className="muted" data-testid="change-refusal">
                  {changeRefusal}
                </p>
              ) : null}
              <form className="console-form" onSubmit={saveDetails} noValidate>
                <MembershipChoices
                  value={details.membership}
                  onChange={(membership) => setDetails({ ...details, membership })}
                />
                <div className="pc-form-grid">
                  <LocationSelect
                    orgId={user.orgId}
                    orgType={org?.orgType}
                    value={details.locationId}
                    onChange={(locationId) => setDetails({ ...details, locationId })}
                  />
                </div>
                <fieldset className="pc-form-grid">
                  <label className="pc-check">
                    <input
                      type="checkbox"
                      checked={details.testUser}
                      onChange={(e) => setDetails({ ...details, testUser: e.currentTarget.checked })}
                    />
                    {text.common.testUser}
                  </label>
                  <label className="pc-check">
                    <input
                      type="checkbox"
                      checked={details.courseReadOnly}
                      onChange={(e) => setDetails({ ...details, courseReadOnly: e.currentTarget.checked })}
                    />
                    {text.common.readOnlyForCourses}
                  </label>
                </fieldset>
                <div>
                  <Button
                    variant="primary"
                    type="submit"
                    disabled={
                      busy || Boolean(changeRefusal) || !Object.keys(detailChanges(detailsOf(user), details)).length
                    }
                    aria-busy={busy}
                  >
                    {busy ? text.common.saving : text.userPanel.saveChanges}
                  </Button>
                </div>
              </form>
            </section>
            {accountRefusal ? (
              <section aria-label={text.userPanel.account}>
                <p className="muted" data-testid="account-refusal">
                  {accountRefusal}
                </p>
              </section>
            ) : account?.hasAccount && !account.disabled ? (
              <section aria-label={text.userPanel.account}>
                <p className="muted">{text.userPanel.deactivateNote(name)}</p>
                <Button variant="danger" disabled={busy} onClick={() => setConfirm({ kind: 'deactivate' })}>
                  {text.userPanel.deactivate}
                </Button>
              </section>
            ) : null}
            {!accountRefusal && account?.hasAccount && account.disabled ? (
              <section aria-label={text.userPanel.account}>
                <p className="muted">{text.userPanel.reactivateNote(name)}</p>
                <Button disabled={busy} onClick={() => setConfirm({ kind: 'reactivate' })}>
                  {text.userPanel.reactivate}
                </Button>
              </section>
            ) : null}
            <AuditHistory
              views={[
                {
                  label: text.userPanel.changesToUser,
                  query: {
                    filters: [
                      { field: 'entity', op: 'eq', value: 'users' },
                      { field: 'entityId', op: 'eq', value: user.id },
                    ],
                  },
                },
                {
                  label: text.userPanel.doneByUser,
                  query: { filters: [{ field: 'actorId', op: 'eq', value: user.id }] },
                },
              ]}
            />
          </div>
        )}
      </Modal>
      <ConfirmDialog
        open={confirm !== null}
        title={
          confirm?.kind === 'deactivate'
            ? text.userPanel.deactivateTitle(name)
            : confirm?.kind === 'reactivate'
              ? text.userPanel.reactivateTitle(name)
              : text.userPanel.changeRoleTitle
        }
        text={
          confirm?.kind === 'deactivate'
            ? text.userPanel.deactivateText(name)
            : confirm?.kind === 'reactivate'
              ? text.userPanel.reactivateText(name)
              : confirm?.kind === 'role'
                ? text.userPanel.roleText(
                    name,
                    roleLabel(confirm.role, org?.orgType),
                    roleLabel(currentRole, org?.orgType),
                  )
                : undefined
        }
        primaryText={
          confirm?.kind === 'deactivate'
            ? text.userPanel.deactivate
            : confirm?.kind === 'reactivate'
              ? text.userPanel.reactivate
              : text.userPanel.changeRole
        }
        danger={confirm?.kind === 'deactivate'}
        onPrimary={async () => {
          if (confirm?.kind === 'deactivate') await deactivate();
          else if (confirm?.kind === 'reactivate') await reactivate();
          else if (confirm?.kind === 'role') await changeRole(confirm.role);
          setConfirm(null);
        }}
        onSecondary={() => setConfirm(null)}
      />
    </>
  );
}
