import { MEMBERSHIPS, primaryRole, ROLES, roleLabel, userSearchFilters, type UserSearch } from '@pathcraft/sdk';
import { Button } from '@pathcraft/widgets/ui/Button.tsx';
import { useState } from 'react';
import type { SignedIn } from '../../session.ts';
import { ConsoleShell } from './ConsoleShell.tsx';
import { DataTable } from './DataTable.tsx';
import { UserCreateForm } from './UserCreateForm.tsx';
import { UserPanel } from './UserPanel.tsx';
import { membershipLabel, type OrgOption } from './user-fields.tsx';
import { count } from './count.ts';
import { useList } from './use-list.ts';

interface UserRow {
  id: string;
  name: string | null;
  email: string | null;
  orgId: string | null;
  role: string[] | null;
  membershipReadable: string | null;
  testUser: boolean;
}

export default function UsersPage() {
  return <ConsoleShell>{(signedIn) => <Users signedIn={signedIn} />}</ConsoleShell>;
}

function Users({ signedIn }: { signedIn: SignedIn }) {
  const orgs = useList<OrgOption>('organizations', { select: ['id', 'name', 'orgType'] });
  const [orgId, setOrgId] = useState('');
  const [search, setSearch] = useState<Omit<UserSearch, 'orgType'>>({ name: '', role: '', membership: '', testUsers: 'all' });
  // null: no form; 'new': adding a user; else the id being edited.
  const [open, setOpen] = useState<string | null>(null);
  const orgList = orgs.data?.items ?? [];
  const org = orgList.find((o) => o.id === orgId);
  const filters = userSearchFilters({ ...search, orgType: org?.orgType });
  const users = useList<UserRow>('users', { orgId: orgId || undefined, filters, limit: 200 });
  const typeOf = (id: string | null) => orgList.find((o) => o.id === id)?.orgType;
  const granter = signedIn.user.role ?? [];
  // Community organizations' search leaves students out (000 §6), so it doesn't offer them.
  const roleOptions = ROLES.filter((r) => !(org?.orgType === 'community' && r === 'student'));
  const setField = <K extends keyof typeof search>(key: K, value: (typeof search)[K]) => setSearch((s) => ({ ...s, [key]: value }));

  return (
    <>
      <div className="toolbar">
        <label className="pc-field pc-field--inline">
          <span>Organization</span>
          <select value={orgId} onChange={(e) => setOrgId(e.currentTarget.value)}>
            <option value="">All organizations</option>
            {orgList.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
        <label className="pc-field pc-field--inline">
          <span>Search by name</span>
          <input type="search" value={search.name} onChange={(e) => setField('name', e.currentTarget.value)} />
        </label>
        <label className="pc-field pc-field--inline">
          <span>Role</span>
          <select value={search.role} onChange={(e) => setField('role', e.currentTarget.value)}>
            <option value="">Any role</option>
            {roleOptions.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r, org?.orgType)}
              </option>
            ))}
          </select>
        </label>
        <label className="pc-field pc-field--inline">
          <span>Membership</span>
          <select value={search.membership} onChange={(e) => setField('membership', e.currentTarget.value)}>
            <option value="">Any membership</option>
            {MEMBERSHIPS.map((m) => (
              <option key={m} value={m}>
                {membershipLabel(m)}
              </option>
            ))}
          </select>
        </label>
        <label className="pc-field pc-field--inline">
          <span>Test users</span>
          <select value={search.testUsers} onChange={(e) => setField('testUsers', e.currentTarget.value as UserSearch['testUsers'])}>
            <option value="all">Include test users</option>
            <option value="only">Only test users</option>
            <option value="hide">Leave test users out</option>
          </select>
        </label>
        <span className="muted" role="status">
          {users.data ? count(users.data.total, 'user') : ''}
        </span>
        <Button variant="primary" className="toolbar__end" onClick={() => setOpen('new')}>
          New user
        </Button>
      </div>
      <DataTable
        caption="Users"
        rows={users.data?.items}
        list={users}
        loading={users.loading}
        error={users.error}
        empty="No users match."
        columns={[
          { header: 'Name', cell: (u) => u.name },
          { header: 'E-mail', cell: (u) => u.email },
          { header: 'Organization', cell: (u) => orgList.find((o) => o.id === u.orgId)?.name ?? '—' },
          { header: 'Role', cell: (u) => roleLabel(primaryRole(u.role), typeOf(u.orgId)) },
          { header: 'Membership', cell: (u) => (u.membershipReadable ? membershipLabel(u.membershipReadable) : '—') },
          { header: 'Test user', cell: (u) => (u.testUser ? 'Yes' : '') },
          {
            header: 'Actions',
            className: 'row-actions',
            cell: (u) => (
              <Button variant="link" aria-label={`Edit ${u.name ?? u.email ?? 'user'}`} onClick={() => setOpen(u.id)}>
                Edit
              </Button>
            ),
          },
        ]}
      />
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
        <UserPanel key={open} userId={open} orgs={orgList} granter={granter} onClose={() => setOpen(null)} onChanged={users.reload} />
      ) : null}
    </>
  );
}
