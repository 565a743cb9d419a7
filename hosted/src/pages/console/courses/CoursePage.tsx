import { courseWriteRefusal, type CdnFile, rosterRefusal } from '@pathcraft/sdk';
import { Button, FormField, useToast } from '@pathcraft/widgets/ui';
import { useState } from 'react';
import type { RouteProps } from '../../../router.tsx';
import { Link } from '../../../router.tsx';
import { api, type SignedIn } from '../../../session.ts';
import { CohortsPanel } from './CohortsPanel.tsx';
import { text } from '../parts/console.messages.ts';
import { formText } from '../parts/console-forms.messages.ts';
import { Panel } from '../parts/Panel.tsx';
import { useRead } from '../parts/use-read.ts';
import { ConsoleShell } from '../parts/ConsoleShell.tsx';
import { CourseForm } from './CourseForm.tsx';
import { CourseTopicsPanel } from './CourseTopicsPanel.tsx';
import { useSubmitOnce } from '../parts/use-submit-once.ts';
import { orgText } from '../../org/org.messages.ts';
import { RosterPanel } from '../../org/RosterPanel.tsx';

export interface CourseRecord {
  id: string;
  orgId: string;
  title: string;
  isPublic: boolean;
  locked: boolean;
  openEnrollment: boolean;
  isLive: boolean;
  schedule: string | null;
  archived?: boolean;
  integration: { cdnFiles?: CdnFile[] } | null;
}

/** One class (console: /classes/:classId): its details, files, sections and cohorts. The page title is the class title (docs/rules.md#sign-in-and-the-console). */
export default function CoursePage({ params }: RouteProps) {
  return <CourseScreen classId={params.classId ?? ''} listPath="/" />;
}

export function CourseScreen({
  classId,
  listPath,
  audience,
}: {
  classId: string;
  listPath: string;
  audience?: 'staff';
}) {
  const read = useRead(['course', classId], () => api.get<CourseRecord>('courses', classId));
  const course = read.data ?? null;
  const { error, reload: load } = read;
  return (
    <ConsoleShell title={course?.title ?? formText.coursePage.defaultTitle} audience={audience}>
      {(signedIn) =>
        error ? (
          <p className="pc-notice pc-notice--error" role="alert">
            {error} <Link to={listPath}>{formText.coursePage.backToCourses}</Link>
          </p>
        ) : !course ? (
          <p role="status">{text.common.loading}</p>
        ) : (
          <CourseDetails course={course} signedIn={signedIn} listPath={listPath} onChanged={load} />
        )
      }
    </ConsoleShell>
  );
}

function CourseDetails({
  course,
  signedIn,
  listPath,
  onChanged,
}: {
  course: CourseRecord;
  signedIn: SignedIn;
  listPath: string;
  onChanged: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const readOnly = courseWriteRefusal({ roles: signedIn.user.role, courseReadOnly: signedIn.user.courseReadOnly });
  const orgs = signedIn.user.isSuperAdmin
    ? null
    : [{ id: course.orgId, name: signedIn.organization?.name ?? formText.coursePage.myOrganization }];
  const org = useRead(['organization', course.orgId], () =>
    api.organizations.lookup<{ name: string }>({ id: course.orgId }),
  );
  const orgName = org.data?.name ?? null;
  return (
    <div className="class-page">
      <p>
        <Link to={listPath}>{formText.coursePage.allCourses}</Link>
      </p>
      {readOnly ? (
        <p className="pc-notice" role="note" data-testid="course-read-only">
          {readOnly}
        </p>
      ) : null}
      {course.archived ? (
        <p className="pc-notice" role="note" data-testid="class-archived">
          {orgText.archive.thisCourseArchived}
        </p>
      ) : null}
      <Panel
        id="class-summary"
        title={formText.coursePage.details}
        tools={
          <Button variant="primary" disabled={Boolean(readOnly)} onClick={() => setEditing(true)}>
            {formText.coursePage.editCourse}
          </Button>
        }
      >
        <dl className="user-panel__summary">
          <dt>{text.common.organization}</dt>
          <dd>{orgName ?? '—'}</dd>
          <dt>{formText.coursePage.visibility}</dt>
          <dd>{course.isPublic ? text.courseState.public : text.courseState.private}</dd>
          <dt>{formText.coursePage.enrollment}</dt>
          <dd data-testid="class-enrollment">
            {course.locked
              ? text.courseState.locked
              : course.openEnrollment
                ? text.courseState.open
                : text.courseState.closed}
          </dd>
          <dt>{formText.coursePage.schedule}</dt>
          <dd>{course.schedule ?? '—'}</dd>
          <dt>{formText.coursePage.live}</dt>
          <dd>{course.isLive ? text.courseState.live : formText.coursePage.no}</dd>
        </dl>
      </Panel>
      <CourseFiles course={course} readOnly={Boolean(readOnly)} onChanged={onChanged} />
      <CourseTopicsPanel course={course} readOnly={Boolean(readOnly)} />
      <CohortsPanel course={course} readOnly={Boolean(readOnly)} />
      {rosterRefusal(signedIn.user.role) ? null : <RosterPanel courseId={course.id} />}
      {editing ? (
        <CourseForm
          courseId={course.id}
          orgs={orgs ?? [{ id: course.orgId, name: orgName ?? course.orgId }]}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
        />
      ) : null}
    </div>
  );
}

/** Files shown with the class (integration.cdnFiles): uploaded, then added to the class and published at once. */
function CourseFiles({
  course,
  readOnly,
  onChanged,
}: {
  course: CourseRecord;
  readOnly: boolean;
  onChanged: () => void;
}) {
  const toast = useToast();
  const { busy, run } = useSubmitOnce();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const files = course.integration?.cdnFiles ?? [];
  // Class files are private: the link opens once the server has checked the reader and signed it.
  const openSigned = (event: { preventDefault(): void }, url: string) => {
    event.preventDefault();
    // Opened at the click (a tab opened after the answer would be blocked), pointed at the file once signed.
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    api.files.signedUrl(url).then(
      (signed) => {
        if (tab) tab.location.href = signed;
        else window.location.assign(signed);
      },
      (err: Error) => {
        tab?.close();
        setProblem(err.message);
      },
    );
  };
  const add = () =>
    run(async () => {
      if (!file) return;
      setProblem(null);
      try {
        const stored = await api.files.upload(file, {
          organizationId: course.orgId,
          prefix: 'courses',
          parentId: course.id,
        });
        await api.courses.addFiles(course.id, {
          files: [{ url: stored.url, name: file.name, type: stored.type, size: stored.size }],
        });
        toast.success(formText.coursePage.added(file.name));
        setFile(null);
        setInputKey((k) => k + 1);
        onChanged();
      } catch (err) {
        setProblem((err as Error).message);
      }
    });
  return (
    <section aria-labelledby="class-files" className="panel">
      <h2 id="class-files">{formText.coursePage.files}</h2>
      {files.length ? (
        <ul className="file-list">
          {files.map((f) => (
            <li key={f.url}>
              <a href={f.url} target="_blank" rel="noopener" onClick={(e) => openSigned(e, f.url)}>
                {f.name}
              </a>
              {f.size ? (
                <span className="muted">{formText.coursePage.fileSize(Math.max(1, Math.round(f.size / 1024)))}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{formText.coursePage.noFiles}</p>
      )}
      {problem ? (
        <p className="pc-notice pc-notice--error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="user-panel__row">
        <FormField label={formText.coursePage.fileToAdd}>
          {(p) => (
            <input
              {...p}
              key={inputKey}
              type="file"
              disabled={readOnly}
              onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
            />
          )}
        </FormField>
        <Button disabled={readOnly || busy || !file} aria-busy={busy} onClick={() => void add()}>
          {busy ? formText.coursePage.adding : formText.coursePage.addAndPublish}
        </Button>
      </div>
    </section>
  );
}
