import { type Filter, primaryRole, roleLabel } from '@pathcraft/sdk';
import { useState } from 'react';
import { ConsoleShell } from './ConsoleShell.tsx';
import { DataTable } from './DataTable.tsx';
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
interface OrgRow {
  id: string;
  name: string;
  orgType: string;
}

export default function UsersPage() {
  return <ConsoleShell>{() => <Users />}</ConsoleShell>;
}

function Users() {
  const orgs = useList<OrgRow>('organizations', { select: ['id', 'name', 'orgType'] });
  const [orgId, setOrgId] = useState('');
  const [search, setSearch] = useState('');
  const org = orgs.data?.items.find((o) => o.id === orgId);
  const filters: Filter[] = [];
  if (search.trim()) filters.push({ field: 'name', op: 'ilike', value: search.trim() });
  // Community organizations' user search leaves students out (000 §6).
  if (org?.orgType === 'community') filters.push({ field: 'role', op: '!ov', value: 'student' });
  const users = useList<UserRow>('users', { orgId: orgId || undefined, filters, limit: 200 });
  const typeOf = (id: string | null) => orgs.data?.items.find((o) => o.id === id)?.orgType;
  return (
    <>
      <div className="toolbar">
        <label className="pc-field pc-field--inline">
          <span>Organization</span>
          <select value={orgId} onChange={(e) => setOrgId(e.currentTarget.value)}>
            <option value="">All organizations</option>
            {orgs.data?.items.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
        <label className="pc-field pc-field--inline">
          <span>Search by name</span>
          <input type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        </label>
        <span className="muted">{users.data ? `${users.data.total} users` : ''}</span>
      </div>
      <DataTable
        caption="Users"
        rows={users.data?.items}
        loading={users.loading}
        error={users.error}
        empty="No users match."
        columns={[
          { header: 'Name', cell: (u) => u.name },
          { header: 'E-mail', cell: (u) => u.email },
          { header: 'Role', cell: (u) => roleLabel(primaryRole(u.role), typeOf(u.orgId)) },
          { header: 'Membership', cell: (u) => u.membershipReadable ?? '—' },
          { header: 'Test user', cell: (u) => (u.testUser ? 'Yes' : '') },
        ]}
      />
    </>
  );
}
