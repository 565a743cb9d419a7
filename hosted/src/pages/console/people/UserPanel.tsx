import {
  deactivationRefusal,
  localizeMessage,
  membershipReadable,
  primaryRole,
  reactivationRefusal,
  type Role,
  roleGrantRefusal,
  userChangeRefusal,
  type UserAccountStatus,
} from '@pathcraft/sdk';
import { Button, ConfirmDialog, Modal, LoadingOverlay, useToast } from '@pathcraft/widgets/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { api } from '../../../session.ts';
import { AuditHistory } from '../parts/AuditHistory.tsx';
import { Check } from '../parts/Check.tsx';
import { text } from '../parts/console.messages.ts';
import { formText } from '../parts/console-forms.messages.ts';
import { useRead } from '../parts/use-read.ts';
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
  // Read anew each time the panel opens: it edits what the server holds now.
  const read = useRead(['user', userId], () => api.users.byId<UserRecord>(userId), { fresh: true });
  const accountRead = useRead(['userAccount', userId], () => api.users.account(userId), { fresh: true });
  const [user, setUser] = useState<UserRecord | null>(null);
  const [account, setAccount] = useState<UserAccountStatus | null>(null);
  const [details, setDetails] = useState<Details | null>(null);
  const [role, setRole] = useState<Role>('student');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  // The first answers fill the panel (derived state, set during render); the panel's own saves update it after.
  if (read.data && !user) {
    setUser(read.data);
    setDetails(detailsOf(read.data));
    setRole(primaryRole(read.data.role));
  }
  if (accountRead.data && !account) setAccount(accountRead.data);
  const loadError = read.error === null ? null : read.error || formText.userPanel.notFound;
  useEffect(() => {
    if (read.error !== null) toast.error(formText.userPanel.fetchFailed, { id: 'user-fetch-failed' });
  }, [read.error, toast]);

  const org = orgs.find((o) => o.id === user?.orgId);
  const name = user?.name ?? user?.email ?? formText.userPanel.thisUser;

  /** A failed update: the spec's toast, and the server's reason in the panel. */
  const updateFailed = (err: unknown) => {
    toast.error(formText.userPanel.updateFailed);
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
        toast.success(formText.userPanel.saved);
        onChanged();
      } catch (err) {
        updateFailed(err);
      }
    });
  };

  /** One change to the user through its own endpoint: the toast on success, the list told. */
  const act = (change: (id: string) => Promise<void>, done: () => string) =>
    run(async () => {
      if (!user) return;
      setProblem(null);
      try {
        await change(user.id);
        toast.success(done());
        onChanged();
      } catch (err) {
        updateFailed(err);
      }
    });
  const changeRole = (next: Role) =>
    act(
      async (id) => setUser({ ...user!, role: (await api.users.setRole(id, [next])).role }),
      () => formText.userPanel.nowRole(name, text.common.roleName(next, org?.orgType)),
    );
  const deactivate = () =>
    act(
      async (id) => setAccount(await api.users.deactivate(id)),
      () => formText.userPanel.deactivated(name),
    );
  const reactivate = () =>
    act(
      async (id) => setAccount(await api.users.reactivate(id)),
      () => formText.userPanel.reactivated(name),
    );

  const currentRole = primaryRole(user?.role);
  const roles = user ? grantableRoles(granter, user.role, org?.orgType) : [];
  // What the server would refuse, said up front instead of offering the control (sdk rules): on oneself, or on someone who outranks the granter.
  // In the page's language: the rules' English is the server's too, and the Spanish table knows it (localizeMessage).
  const self = user?.id === selfId;
  const said = (refusal: string | null) => (refusal === null ? null : localizeMessage(refusal));
  const roleRefusal = user ? said(roleGrantRefusal(granter, user.role, user.role ?? [], self)) : null;
  const changeRefusal = user ? said(userChangeRefusal(granter, user.role, self)) : null;
  const accountRefusal =
    user && account?.hasAccount
      ? said((account.disabled ? reactivationRefusal : deactivationRefusal)(granter, user.role, self))
      : null;

  return (
    <>
      <Modal
        open
        title={user ? text.common.editNamed(name) : formText.userPanel.editUser}
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
            <UserSummary user={user} org={org} role={currentRole} account={account} />
            <section aria-label={text.common.role}>
              {roleRefusal ? (
                <p className="muted" data-testid="role-refusal">
                  {roleRefusal}
                </p>
              ) : (
                <div className="user-panel__row">
                  <RoleSelect label={formText.userPanel.newRole} value={role} onChange={setRole} options={roles} />
                  <Button disabled={busy || role === currentRole} onClick={() => setConfirm({ kind: 'role', role })}>
                    {formText.userPanel.changeRole}
                  </Button>
                </div>
              )}
            </section>
            <UserDetailsForm
              user={user}
              orgType={org?.orgType}
              details={details}
              setDetails={setDetails}
              refusal={changeRefusal}
              busy={busy}
              onSubmit={saveDetails}
            />
            <AccountActions
              refusal={accountRefusal}
              account={account}
              name={name}
              busy={busy}
              onAsk={(kind) => setConfirm({ kind })}
            />
            <UserHistory userId={user.id} />
          </div>
        )}
      </Modal>
      <ConfirmDialog
        open={confirm !== null}
        {...confirmTexts(confirm, name, (r) => text.common.roleName(r, org?.orgType), currentRole)}
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

/** The confirm dialog's title, sentence and button for each change the panel asks about. */
function confirmTexts(confirm: Confirm, name: string, label: (role: Role) => string, currentRole: Role) {
  if (confirm?.kind === 'deactivate')
    return {
      title: formText.userPanel.deactivateTitle(name),
      text: formText.userPanel.deactivateText(name),
      primaryText: formText.userPanel.deactivate,
    };
  if (confirm?.kind === 'reactivate')
    return {
      title: formText.userPanel.reactivateTitle(name),
      text: formText.userPanel.reactivateText(name),
      primaryText: formText.userPanel.reactivate,
    };
  return {
    title: formText.userPanel.changeRoleTitle,
    text: confirm ? formText.userPanel.roleText(name, label(confirm.role), label(currentRole)) : undefined,
    primaryText: formText.userPanel.changeRole,
  };
}

/** What the account is: none, deactivated or active ('—' while it is read). */
function accountText(account: UserAccountStatus | null): string {
  if (!account) return '—';
  if (!account.hasAccount) return formText.userPanel.noAccount;
  return account.disabled ? formText.userPanel.accountDeactivated : formText.userPanel.accountActive;
}

/** The user at a glance: e-mail, organization, role, membership and account. */
function UserSummary({
  user,
  org,
  role,
  account,
}: {
  user: UserRecord;
  org: OrgOption | undefined;
  role: Role;
  account: UserAccountStatus | null;
}) {
  return (
    <section aria-label={formText.userPanel.summary}>
      <dl className="user-panel__summary">
        <dt>{text.common.email}</dt>
        <dd>{user.email ?? '—'}</dd>
        <dt>{text.common.organization}</dt>
        <dd>{org?.name ?? '—'}</dd>
        <dt>{text.common.role}</dt>
        <dd data-testid="user-role">{text.common.roleName(role, org?.orgType)}</dd>
        <dt>{text.common.membership}</dt>
        <dd data-testid="user-membership">{membershipLabel(membershipReadable(user.membership))}</dd>
        <dt>{formText.userPanel.account}</dt>
        <dd data-testid="user-account" className={account?.disabled ? 'status--off' : undefined}>
          {accountText(account)}
        </dd>
      </dl>
    </section>
  );
}

/** Membership, location, test user and course read-only, saved together (only what changed is sent). */
function UserDetailsForm({
  user,
  orgType,
  details,
  setDetails,
  refusal,
  busy,
  onSubmit,
}: {
  user: UserRecord;
  orgType: string | undefined;
  details: Details;
  setDetails: (details: Details) => void;
  refusal: string | null;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <section aria-label={formText.userPanel.details}>
      {refusal ? (
        <p className="muted" data-testid="change-refusal">
          {refusal}
        </p>
      ) : null}
      <form className="console-form" onSubmit={onSubmit} noValidate>
        <MembershipChoices
          value={details.membership}
          onChange={(membership) => setDetails({ ...details, membership })}
        />
        <div className="pc-form-grid">
          <LocationSelect
            orgId={user.orgId}
            orgType={orgType}
            value={details.locationId}
            onChange={(locationId) => setDetails({ ...details, locationId })}
          />
        </div>
        <fieldset className="pc-form-grid">
          <Check checked={details.testUser} onChange={(checked) => setDetails({ ...details, testUser: checked })}>
            {text.common.testUser}
          </Check>
          <Check
            checked={details.courseReadOnly}
            onChange={(checked) => setDetails({ ...details, courseReadOnly: checked })}
          >
            {text.common.readOnlyForCourses}
          </Check>
        </fieldset>
        <div>
          <Button
            variant="primary"
            type="submit"
            disabled={busy || Boolean(refusal) || !Object.keys(detailChanges(detailsOf(user), details)).length}
            aria-busy={busy}
          >
            {busy ? text.common.saving : formText.userPanel.saveChanges}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** What was done to the user, and what they did. */
function UserHistory({ userId }: { userId: string }) {
  return (
    <AuditHistory
      views={[
        {
          label: formText.userPanel.changesToUser,
          query: {
            filters: [
              { field: 'entity', op: 'eq', value: 'users' },
              { field: 'entityId', op: 'eq', value: userId },
            ],
          },
        },
        {
          label: formText.userPanel.doneByUser,
          query: { filters: [{ field: 'actorId', op: 'eq', value: userId }] },
        },
      ]}
    />
  );
}

/** Deactivate an active account or reactivate a deactivated one (after a confirm), or why neither is offered. */
function AccountActions({
  refusal,
  account,
  name,
  busy,
  onAsk,
}: {
  refusal: string | null;
  account: UserAccountStatus | null;
  name: string;
  busy: boolean;
  onAsk: (kind: 'deactivate' | 'reactivate') => void;
}) {
  return (
    <>
      {refusal ? (
        <section aria-label={formText.userPanel.account}>
          <p className="muted" data-testid="account-refusal">
            {refusal}
          </p>
        </section>
      ) : account?.hasAccount && !account.disabled ? (
        <section aria-label={formText.userPanel.account}>
          <p className="muted">{formText.userPanel.deactivateNote(name)}</p>
          <Button variant="danger" disabled={busy} onClick={() => onAsk('deactivate')}>
            {formText.userPanel.deactivate}
          </Button>
        </section>
      ) : null}
      {!refusal && account?.hasAccount && account.disabled ? (
        <section aria-label={formText.userPanel.account}>
          <p className="muted">{formText.userPanel.reactivateNote(name)}</p>
          <Button disabled={busy} onClick={() => onAsk('reactivate')}>
            {formText.userPanel.reactivate}
          </Button>
        </section>
      ) : null}
    </>
  );
}
