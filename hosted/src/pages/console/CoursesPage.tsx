import { ConsoleShell } from './ConsoleShell.tsx';
import { DataTable } from './DataTable.tsx';
import { useList } from './use-list.ts';

interface CourseRow {
  id: string;
  title: string | null;
  orgId: string | null;
  courseSlug: string | null;
  isPublic: boolean | null;
  isLive: boolean | null;
  locked: boolean | null;
  openEnrollment: boolean | null;
}
interface OrgRow {
  id: string;
  name: string;
  slug: string;
}

/** Console home: every organization's courses (the root title is 'Courses', 000 §2). */
export default function CoursesPage() {
  return <ConsoleShell>{() => <Courses />}</ConsoleShell>;
}

function Courses() {
  const courses = useList<CourseRow>('courses', { order: [{ field: 'title', direction: 'asc' }] }, 'content');
  const orgs = useList<OrgRow>('organizations', { select: ['id', 'name', 'slug'] });
  const orgOf = (id: string | null) => orgs.data?.items.find((o) => o.id === id);
  return (
    <>
      <p className="muted" data-testid="console-home">
        {courses.data ? `${courses.data.total} courses across ${orgs.data?.total ?? '…'} organizations` : ' '}
      </p>
      <DataTable
        caption="Courses"
        rows={courses.data?.items}
        loading={courses.loading}
        error={courses.error}
        empty="No courses yet."
        columns={[
          {
            header: 'Title',
            cell: (c) => {
              const org = orgOf(c.orgId);
              return org && c.isPublic ? <a href={`/o/${org.slug}/courses/id/${c.id}`}>{c.title}</a> : c.title;
            },
          },
          { header: 'Organization', cell: (c) => orgOf(c.orgId)?.name ?? '—' },
          { header: 'Visibility', cell: (c) => (c.isPublic ? 'Public' : 'Private') },
          { header: 'Enrollment', cell: (c) => (c.locked ? 'Locked' : c.openEnrollment ? 'Open' : 'Closed') },
          { header: 'Live', cell: (c) => (c.isLive ? <span className="badge badge--live">Live!</span> : '') },
        ]}
      />
    </>
  );
}
