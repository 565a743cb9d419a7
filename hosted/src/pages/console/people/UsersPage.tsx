import {
  MEMBERSHIPS,
  membershipReadable,
  USER_SEARCH_KEYS,
  USERS_ORG_OPTIONS,
  type UserSearchValues,
  usersListQuery,
  primaryRole,
  ROLES,
  type UserSearch,
} from '@pathcraft/sdk';
import { useUrlState } from '../parts/use-url-state.ts';
import { Button } from '@pathcraft/widgets/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { SignedIn } from '../../../session.ts';
import { ConsoleShell } from '../parts/ConsoleShell.tsx';
import { text } from '../parts/console.messages.ts';
import { DataTable } from '../parts/DataTable.tsx';
import { membershipLabel, type OrgOption } from './user-fields.tsx';
import { prefetchFirstReads, useList } from '../parts/use-list.ts';
import { OrgSelect, type PickedOrg } from '../parts/org-picker.tsx';
import { RowButton } from '../parts/RowButton.tsx';
import { EmailAddress } from '../../../components/EmailAddress.tsx';

// The add and edit forms (and the schemas they check with) load after the list has shown, not before it.
const loadCreateForm = () => import('./UserCreateForm.tsx');
const loadPanel = () => import('./UserPanel.tsx');
const UserCreateForm = lazy(() => loadCreateForm().then((m) => ({ default: m.UserCreateForm })));
const UserPanel = lazy(() => loadPanel().then((m) => ({ default: m.UserPanel })));

interface UserRow {
  id: string;
  name: string | null;
  email: string | null;
  orgId: string | null;
  role: string[] | null;
  membership: string[] | null;
  testUser: boolean;
}

const SEARCH_KEYS = USER_SEARCH_KEYS;
const ORG_OPTIONS = USERS_ORG_OPTIONS;

/** The search as the address keeps it. */
const searchOf = (values: UserSearchValues): Omit<UserSearch, 'staffOnly'> => ({
  name: values.name,
  role: values.role,
  membership: values.membership,
  testUsers: (values.test || 'all') as UserSearch['testUsers'],
});

export default function UsersPage() {
  return <ConsoleShell prefetch={prefetchFirstReads}>{(signedIn) => <Users signedIn={signedIn} />}</ConsoleShell>;
}

/**
 * Search, add and edit users: the super admin anyone's; an organization's owners and admins (the
 * /org area, `ownOrg`) their own organization's people, with the roles they may give.
 */
export function Users({ signedIn, ownOrg }: { signedIn: SignedIn; ownOrg?: PickedOrg }) {
  const allOrgs = useList<OrgOption>('organizations', ownOrg ? null : ORG_OPTIONS);
  const orgs = ownOrg ? { data: { items: [ownOrg] } } : allOrgs;
  // The organization, search and page live in the address: Back from page 3 goes to page 2, a reload keeps them.
  const url = useUrlState(SEARCH_KEYS);
  const orgId = ownOrg?.id ?? url.values.org;
  const search = searchOf(url.values);
  // null: no form; 'new': adding a user; else the id being edited.
  const [open, setOpen] = useState<string | null>(null);
  const orgList = orgs.data?.items ?? [];
  const org = orgList.find((o) => o.id === orgId);
  const users = useList<UserRow>('users', usersListQuery({ ...url.values, org: orgId }), 'supabase', url);
  const shown = Boolean(users.data);
  useEffect(() => {
    if (!shown) return;
    void loadCreateForm();
    void loadPanel();
  }, [shown]);
  const typeOf = (id: string | null) => orgList.find((o) => o.id === id)?.orgType;
  const granter = signedIn.user.role ?? [];
  const roleOptions = ROLES;
  const setOrgId = (id: string) => url.set('org', id);
  const setField = (key: 'name' | 'role' | 'membership' | 'testUsers', value: string) =>
    url.set(key === 'testUsers' ? 'test' : key, key === 'testUsers' && value === 'all' ? '' : value);

  return (
    <>
      <div className="toolbar">
        <OrgSelect orgs={orgList} value={orgId} onChange={setOrgId} anyLabel={text.common.allOrganizations} />
        <label className="pc-field pc-field--inline">
          <span>{text.users.searchByName}</span>
          <input type="search" value={search.name} onChange={(e) => setField('name', e.currentTarget.value)} />
        </label>
        <label className="pc-field pc-field--inline">
          <span>{text.common.role}</span>
          <select value={search.role} onChange={(e) => setField('role', e.currentTarget.value)}>
            <option value="">{text.users.anyRole}</option>
            {roleOptions.map((r) => (
              <option key={r} value={r}>
                {text.common.roleName(r, org?.orgType)}
              </option>
            ))}
          </select>
        </label>
        <label className="pc-field pc-field--inline">
          <span>{text.common.membership}</span>
          <select value={search.membership} onChange={(e) => setField('membership', e.currentTarget.value)}>
            <option value="">{text.users.anyMembership}</option>
            {MEMBERSHIPS.map((m) => (
              <option key={m} value={m}>
                {membershipLabel(m)}
              </option>
            ))}
          </select>
        </label>
        <label className="pc-field pc-field--inline">
          <span>{text.users.testUsers}</span>
          <select value={search.testUsers} onChange={(e) => setField('testUsers', e.currentTarget.value)}>
            <option value="all">{text.users.testUserChoices.all}</option>
            <option value="only">{text.users.testUserChoices.only}</option>
            <option value="hide">{text.users.testUserChoices.hide}</option>
          </select>
        </label>
        <span className="muted" role="status">
          {users.data ? text.users.count(users.data.total) : ''}
        </span>
        <Button variant="primary" className="toolbar__end" onClick={() => setOpen('new')}>
          {text.users.newUser}
        </Button>
      </div>
      <DataTable
        caption={text.users.caption}
        rows={users.data?.items}
        list={users}
        loading={users.loading}
        error={users.error}
        empty={text.users.empty}
        columns={[
          { header: text.common.name, cell: (u) => u.name },
          {
            header: text.common.email,
            cell: (u) => (u.email ? <EmailAddress address={u.email} /> : null),
            csv: (u) => u.email,
          },
          ...(ownOrg
            ? []
            : [
                {
                  header: text.common.organization,
                  cell: (u: UserRow) => orgList.find((o) => o.id === u.orgId)?.name ?? '—',
                },
              ]),
          { header: text.common.role, cell: (u) => text.common.roleName(primaryRole(u.role), typeOf(u.orgId)) },
          {
            header: text.common.membership,
            cell: (u) => {
              const readable = membershipReadable(u.membership);
              return readable ? membershipLabel(readable) : '—';
            },
          },
          { header: text.common.testUser, cell: (u) => (u.testUser ? text.users.yes : '') },
          {
            header: text.common.actions,
            className: 'row-actions',
            cell: (u) => (
              <RowButton label={text.users.editNamed(u.name ?? u.email)} onClick={() => setOpen(u.id)}>
                {text.common.edit}
              </RowButton>
            ),
          },
        ]}
      />
      <Suspense fallback={null}>
        {open === 'new' ? (
          <UserCreateForm
            orgs={orgList}
            initialOrgId={orgId}
            granter={granter}
            onClose={() => setOpen(null)}
            onSaved={() => {
              setOpen(null);
              users.reload();
            }}
          />
        ) : open ? (
          <UserPanel
            key={open}
            userId={open}
            orgs={orgList}
            granter={granter}
            selfId={signedIn.user.id}
            onClose={() => setOpen(null)}
            onChanged={users.reload}
          />
        ) : null}
      </Suspense>
    </>
  );
}
