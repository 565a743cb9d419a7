import { ClassScreen } from './ClassPage.tsx';
import { ConsoleShell } from '../parts/ConsoleShell.tsx';
import { text } from '../parts/console.messages.ts';
import { Courses } from './CoursesPage.tsx';
import type { RouteProps } from '../../../router.tsx';

/** The organization area (/org, docs/rules.md#sign-in-and-the-console): its staff's classes. A user flagged courseReadOnly sees them without edit controls. */
export default function OrgClassesPage() {
  return (
    <ConsoleShell title={text.orgClasses.title} audience="staff">
      {(signedIn) => <Courses signedIn={signedIn} classPath="/org/classes" ownOrgOnly />}
    </ConsoleShell>
  );
}

export function OrgClassPage({ params }: RouteProps) {
  return <ClassScreen classId={params.classId ?? ''} listPath="/org" audience="staff" />;
}
