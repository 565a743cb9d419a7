import { CourseScreen } from './CoursePage.tsx';
import { ConsoleShell } from '../parts/ConsoleShell.tsx';
import { text } from '../parts/console.messages.ts';
import { Courses } from './CoursesPage.tsx';
import type { RouteProps } from '../../../router.tsx';

/** The organization area (/org, docs/rules.md#sign-in-and-the-console): its staff's classes. A user flagged courseReadOnly sees them without edit controls. */
export default function OrgCoursesPage() {
  return (
    <ConsoleShell title={text.orgCourses.title} audience="staff">
      {(signedIn) => <Courses signedIn={signedIn} coursePath="/org/classes" ownOrgOnly />}
    </ConsoleShell>
  );
}

export function OrgCoursePage({ params }: RouteProps) {
  return <CourseScreen classId={params.classId ?? ''} listPath="/org" audience="staff" />;
}
