import { courseWriteRefusal, type CdnFile, rosterRefusal } from '@pathcraft/sdk';
import { Button, FormField, useToast } from '@pathcraft/widgets/ui';
import { useState } from 'react';
import type { RouteProps } from '../../../router.tsx';
import { Link } from '../../../router.tsx';
import { api, type SignedIn } from '../../../session.ts';
import { CohortsPanel } from './CohortsPanel.tsx';
import { text } from '../parts/console.messages.ts';
import { Panel } from '../parts/Panel.tsx';
import { useRead } from '../parts/use-read.ts';
import { ConsoleShell } from '../parts/ConsoleShell.tsx';
import { CourseForm } from './CourseForm.tsx';
import { SectionsPanel } from './SectionsPanel.tsx';
import { useSubmitOnce } from '../parts/use-submit-once.ts';
import { orgText } from '../../org/org.messages.ts';
import { RosterPanel } from '../../org/RosterPanel.tsx';

export interface ClassRecord {
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
export default function ClassPage({ params }: RouteProps) {
  return <ClassScreen classId={params.classId ?? ''} listPath="/" />;
}

export function ClassScreen({
  classId,
  listPath,
  audience,
}: {
  classId: string;
  listPath: string;
  audience?: 'staff';
}) {
  const read = useRead(['course', classId], () => api.get<ClassRecord>('courses', classId));
  const course = read.data ?? null;
  const { error, reload: load } = read;
  return (
    <ConsoleShell title={course?.title ?? text.classPage.defaultTitle} audience={audience}>
      {(signedIn) =>
        error ? (
          <p className="pc-notice pc-notice--error" role="alert">
            {error} <Link to={listPath}>{text.classPage.backToClasses}</Link>
          </p>
        ) : !course ? (
          <p role="status">{text.common.loading}</p>
        ) : (
          <ClassDetails course={course} signedIn={signedIn} listPath={listPath} onChanged={load} />
        )
      }
    </ConsoleShell>
  );
}

function ClassDetails({
  course,
  signedIn,
  listPath,
  onChanged,
}: {
  course: ClassRecord;
  signedIn: SignedIn;
  listPath: string;
  onChanged: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const readOnly = courseWriteRefusal({ roles: signedIn.user.role, courseReadOnly: signedIn.user.courseReadOnly });
  const orgs = signedIn.user.isSuperAdmin
    ? null
    : [{ id: course.orgId, name: signedIn.organization?.name ?? text.classPage.myOrganization }];
  const org = useRead(['organization', course.orgId], () =>
    api.organizations.lookup<{ name: string }>({ id: course.orgId }),
  );
  const orgName = org.data?.name ?? null;
  return (
    <div className="class-page">
      <p>
        <Link to={listPath}>{text.classPage.allClasses}</Link>
      </p>
      {readOnly ? (
        <p className="pc-notice" role="note" data-testid="course-read-only">
          {readOnly}
        </p>
      ) : null}
      {course.archived ? (
        <p className="pc-notice" role="note" data-testid="class-archived">
          {orgText.archive.thisClassArchived}
        </p>
      ) : null}
      <Panel
        id="class-summary"
        title={text.classPage.details}
        tools={
          <Button variant="primary" disabled={Boolean(readOnly)} onClick={() => setEditing(true)}>
            {text.classPage.editClass}
          </Button>
        }
      >
        <dl className="user-panel__summary">
          <dt>{text.common.organization}</dt>
          <dd>{orgName ?? '—'}</dd>
          <dt>{text.classPage.visibility}</dt>
          <dd>{course.isPublic ? text.classState.public : text.classState.private}</dd>
          <dt>{text.classPage.enrollment}</dt>
          <dd data-testid="class-enrollment">
            {course.locked
              ? text.classState.locked
              : course.openEnrollment
                ? text.classState.open
                : text.classState.closed}
          </dd>
          <dt>{text.classPage.schedule}</dt>
          <dd>{course.schedule ?? '—'}</dd>
          <dt>{text.classPage.live}</dt>
          <dd>{course.isLive ? text.classState.live : text.classPage.no}</dd>
        </dl>
      </Panel>
      <ClassFiles course={course} readOnly={Boolean(readOnly)} onChanged={onChanged} />
      <SectionsPanel course={course} readOnly={Boolean(readOnly)} />
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
function ClassFiles({
  course,
  readOnly,
  onChanged,
}: {
  course: ClassRecord;
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
        toast.success(text.classPage.added(file.name));
        setFile(null);
        setInputKey((k) => k + 1);
        onChanged();
      } catch (err) {
        setProblem((err as Error).message);
      }
    });
  return (
    <section aria-labelledby="class-files" className="panel">
      <h2 id="class-files">{text.classPage.files}</h2>
      {files.length ? (
        <ul className="file-list">
          {files.map((f) => (
            <li key={f.url}>
              <a href={f.url} target="_blank" rel="noopener" onClick={(e) => openSigned(e, f.url)}>
                {f.name}
              </a>
              {f.size ? (
                <span className="muted">{text.classPage.fileSize(Math.max(1, Math.round(f.size / 1024)))}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{text.classPage.noFiles}</p>
      )}
      {problem ? (
        <p className="pc-notice pc-notice--error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="user-panel__row">
        <FormField label={text.classPage.fileToAdd}>
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
          {busy ? text.classPage.adding : text.classPage.addAndPublish}
        </Button>
      </div>
    </section>
  );
}
