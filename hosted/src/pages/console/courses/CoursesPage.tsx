import { COURSES_ORG_OPTIONS as ORG_OPTIONS, courseListQuery, courseWriteRefusal } from '@pathcraft/sdk';
import { Button } from '@pathcraft/widgets/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, navigate } from '../../../router.tsx';
import type { SignedIn } from '../../../session.ts';
import { ShowArchived, useArchiving } from '../../org/archiving.tsx';
import { ConsoleShell } from '../parts/ConsoleShell.tsx';
import { text } from '../parts/console.messages.ts';
import { DataTable } from '../parts/DataTable.tsx';
import { prefetchFirstReads, useList } from '../parts/use-list.ts';
import { OrgSelect } from '../parts/org-picker.tsx';
import { useUrlState } from '../parts/use-url-state.ts';
import { RowButton } from '../parts/RowButton.tsx';

// The class form (and the schemas it checks with) loads after the list has shown, not before it.
const loadCourseForm = () => import('./CourseForm.tsx');
const CourseForm = lazy(() => loadCourseForm().then((m) => ({ default: m.CourseForm })));

interface CourseRow {
  id: string;
  title: string | null;
  orgId: string | null;
  courseSlug: string | null;
  isPublic: boolean | null;
  isLive: boolean | null;
  locked: boolean | null;
  openEnrollment: boolean | null;
  archived: boolean | null;
}
interface OrgRow {
  id: string;
  name: string;
  slug: string;
}

/** Console home: every organization's classes (the root title is 'Courses', docs/rules.md#sign-in-and-the-console). */
export default function CoursesPage() {
  return (
    <ConsoleShell prefetch={prefetchFirstReads}>
      {(signedIn) => <Courses signedIn={signedIn} coursePath="/classes" />}
    </ConsoleShell>
  );
}

/**
 * Search, create and edit classes. A super admin sees every organization's; an organization's
 * staff (the /org area) see their own, and a user flagged courseReadOnly gets no edit controls.
 */
export function Courses({
  signedIn,
  coursePath,
  ownOrgOnly = false,
}: {
  signedIn: SignedIn;
  coursePath: string;
  ownOrgOnly?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [orgFilter, setOrgFilter] = useState(ownOrgOnly ? (signedIn.user.orgId ?? '') : '');
  // null: no form; 'new': creating; else the id being edited.
  const [editing, setEditing] = useState<string | null>(null);
  const readOnly = courseWriteRefusal({ roles: signedIn.user.role, courseReadOnly: signedIn.user.courseReadOnly });
  // Archived classes leave the list unless asked for ('Show archived', kept in the address).
  const url = useUrlState(['archived'] as const);
  const showArchived = url.values.archived === 'show';
  const courses = useList<CourseRow>('courses', courseListQuery(orgFilter, search, showArchived), 'content');
  const archiving = useArchiving<CourseRow>('courses', Boolean(readOnly), courses.reload);
  const orgs = useList<OrgRow>(
    'organizations',
    ownOrgOnly ? { id: signedIn.user.orgId ?? '', ...ORG_OPTIONS } : ORG_OPTIONS,
  );
  const shown = Boolean(courses.data);
  useEffect(() => {
    if (shown && !readOnly) void loadCourseForm();
  }, [shown, readOnly]);
  const orgList = orgs.data?.items ?? [];
  const orgOf = (id: string | null) => orgList.find((o) => o.id === id);
  return (
    <>
      {readOnly ? (
        <p className="pc-notice" role="note" data-testid="course-read-only">
          {readOnly}
        </p>
      ) : null}
      <div className="toolbar">
        <OrgSelect orgs={orgList} value={orgFilter} onChange={setOrgFilter} anyLabel={text.common.allOrganizations} />
        <label className="pc-field pc-field--inline">
          <span>{text.courses.search}</span>
          <input type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        </label>
        <ShowArchived checked={showArchived} onChange={(show) => url.set('archived', show ? 'show' : '')} />
        <span className="muted" role="status" data-testid="console-home">
          {courses.data ? text.courses.summary(courses.data.total, ownOrgOnly ? null : orgList.length) : ''}
        </span>
        <Button
          variant="primary"
          className="toolbar__end"
          disabled={Boolean(readOnly)}
          onClick={() => setEditing('new')}
        >
          {text.courses.newCourse}
        </Button>
      </div>
      <DataTable
        caption={text.courses.caption}
        rows={courses.data?.items}
        list={courses}
        loading={courses.loading}
        error={courses.error}
        empty={search.trim() ? text.courses.noMatch : text.courses.empty}
        columns={[
          {
            header: text.common.title,
            cell: (c) => (
              <>
                <Link to={`${coursePath}/${c.id}`}>{c.title}</Link> {archiving.badge(c)}
              </>
            ),
          },
          ...(ownOrgOnly
            ? []
            : [{ header: text.common.organization, cell: (c: CourseRow) => orgOf(c.orgId)?.name ?? '—' }]),
          {
            header: text.courses.visibility,
            cell: (c) => {
              const org = orgOf(c.orgId);
              return c.isPublic && org ? (
                <a href={`/o/${org.slug}/courses/id/${c.id}`} aria-label={text.courses.publicPageOf(c.title)}>
                  {text.courseState.public}
                </a>
              ) : c.isPublic ? (
                text.courseState.public
              ) : (
                text.courseState.private
              );
            },
          },
          {
            header: text.courses.enrollment,
            cell: (c) =>
              c.locked ? text.courseState.locked : c.openEnrollment ? text.courseState.open : text.courseState.closed,
          },
          {
            header: text.courses.live,
            cell: (c) => (c.isLive ? <span className="badge badge--live">{text.courseState.live}</span> : ''),
          },
          {
            header: text.common.actions,
            className: 'row-actions',
            cell: (c) => (
              <>
                <RowButton
                  label={text.common.editNamed(c.title)}
                  disabled={Boolean(readOnly)}
                  onClick={() => setEditing(c.id)}
                >
                  {text.common.edit}
                </RowButton>
                {archiving.button(c)}
              </>
            ),
          },
        ]}
      />
      {archiving.dialog}
      {editing ? (
        <Suspense fallback={null}>
          <CourseForm
            key={editing}
            courseId={editing === 'new' ? null : editing}
            orgs={orgList}
            initialOrgId={orgFilter || undefined}
            onClose={() => setEditing(null)}
            onSaved={(id) => {
              const created = editing === 'new';
              setEditing(null);
              if (created) navigate(`${coursePath}/${id}`);
              else courses.reload();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
