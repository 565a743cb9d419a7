import { moveId } from '@pathcraft/sdk';
import { Button, ConfirmDialog, useToast } from '@pathcraft/widgets/ui';
import { useState } from 'react';
import { MarkdownField } from '../../../components/MarkdownCheatsheet.tsx';
import { api } from '../../../session.ts';
import { Check } from '../parts/Check.tsx';
import { text } from '../parts/console.messages.ts';
import { formText } from '../parts/console-forms.messages.ts';
import { FormModal } from '../parts/FormModal.tsx';
import { Panel } from '../parts/Panel.tsx';
import type { CourseRecord } from './CoursePage.tsx';
import { TextField } from '../parts/TextField.tsx';
import { useList } from '../parts/use-list.ts';
import { useRecordDialog } from '../parts/use-record-dialog.ts';
import { useSubmitOnce } from '../parts/use-submit-once.ts';
import { RowButton } from '../parts/RowButton.tsx';

interface CourseTopicRow {
  id: string;
  title: string;
  topicHeader: string | null;
  description: string | null;
  featured: boolean;
  locked: boolean;
  position: number;
}

/** A class's sections (course topics, docs/rules.md#courses-and-cohorts): add, edit, reorder and delete (with the confirm dialog). */
export function CourseTopicsPanel({ course, readOnly }: { course: CourseRecord; readOnly: boolean }) {
  const toast = useToast();
  const sections = useList<CourseTopicRow>(
    'courseTopics',
    {
      filters: [{ field: 'classId', op: 'eq', value: course.id }],
      order: [{ field: 'position', direction: 'asc' }],
      limit: 200,
    },
    'content',
  );
  const [editing, setEditing] = useState<CourseTopicRow | 'new' | null>(null);
  const [removing, setRemoving] = useState<CourseTopicRow | null>(null);
  const { busy, run } = useSubmitOnce();
  const rows = sections.data?.items ?? [];

  const move = (id: string, delta: number) =>
    run(async () => {
      const ids = moveId(
        rows.map((s) => s.id),
        id,
        delta,
      );
      try {
        await api.courses.reorderCourseTopics(course.id, { ids });
        sections.reload();
      } catch (err) {
        toast.error((err as Error).message);
      }
    });

  return (
    <Panel
      id="class-sections"
      title={formText.sections.heading}
      tools={
        <Button disabled={readOnly} onClick={() => setEditing('new')}>
          {formText.sections.add}
        </Button>
      }
    >
      {sections.error ? (
        <p className="pc-alert pc-alert--error" role="alert">
          {sections.error}
        </p>
      ) : !rows.length ? (
        <p className="muted">{sections.loading ? text.common.loading : formText.sections.empty}</p>
      ) : (
        <ol className="ordered-list" aria-label={formText.sections.inOrder}>
          {rows.map((s, i) => (
            <li key={s.id} className="ordered-list__item">
              <div className="ordered-list__text">
                <strong>{s.title}</strong>
                {s.topicHeader ? <span className="muted"> — {s.topicHeader}</span> : null}
                {s.featured ? <span className="badge">{formText.sections.featured}</span> : null}
                {s.locked ? <span className="badge">{formText.sections.locked}</span> : null}
              </div>
              <div className="ordered-list__actions">
                <RowButton
                  label={formText.sections.moveUp(s.title)}
                  disabled={readOnly || busy || i === 0}
                  onClick={() => void move(s.id, -1)}
                >
                  {formText.sections.up}
                </RowButton>
                <RowButton
                  label={formText.sections.moveDown(s.title)}
                  disabled={readOnly || busy || i === rows.length - 1}
                  onClick={() => void move(s.id, 1)}
                >
                  {formText.sections.down}
                </RowButton>
                <RowButton
                  label={formText.sections.editNamed(s.title)}
                  disabled={readOnly}
                  onClick={() => setEditing(s)}
                >
                  {text.common.edit}
                </RowButton>
                <RowButton
                  label={formText.sections.deleteNamed(s.title)}
                  disabled={readOnly}
                  onClick={() => setRemoving(s)}
                >
                  {text.common.delete}
                </RowButton>
              </div>
            </li>
          ))}
        </ol>
      )}
      {editing ? (
        <CourseTopicForm
          course={course}
          section={editing === 'new' ? null : editing}
          nextPosition={rows.length ? Math.max(...rows.map((s) => s.position)) + 1 : 0}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            sections.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={formText.sections.deleteTitle(removing?.title)}
        text={formText.sections.deleteText}
        primaryText={text.common.delete}
        danger
        onPrimary={async () => {
          if (!removing) return;
          try {
            await api.remove('courseTopics', removing.id);
            toast.success(text.common.wasDeleted(removing.title));
            setRemoving(null);
            sections.reload();
          } catch (err) {
            toast.error((err as Error).message);
            throw err;
          }
        }}
        onSecondary={() => setRemoving(null)}
      />
    </Panel>
  );
}

type CourseTopicFields = {
  title: string;
  topicHeader: string;
  description: string;
  featured: boolean;
  locked: boolean;
};
const courseTopicRecord = (f: CourseTopicFields) => ({
  title: f.title.trim(),
  topicHeader: f.topicHeader.trim() || null,
  description: f.description.trim() || null,
  featured: f.featured,
  locked: f.locked,
});

function CourseTopicForm({
  course,
  section,
  nextPosition,
  onClose,
  onSaved,
}: {
  course: CourseRecord;
  section: CourseTopicRow | null;
  nextPosition: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { form, setForm, titleError, modal } = useRecordDialog<CourseTopicFields>({
    table: 'courseTopics',
    family: 'content',
    id: section?.id ?? null,
    initial: {
      title: section?.title ?? '',
      topicHeader: section?.topicHeader ?? '',
      description: section?.description ?? '',
      featured: section?.featured ?? false,
      locked: section?.locked ?? false,
    },
    toRecord: courseTopicRecord,
    createWith: { orgId: course.orgId, classId: course.id, position: nextPosition },
    done: { created: formText.sections.added, saved: formText.sections.saved },
    onSaved,
  });

  return (
    <FormModal
      title={section ? formText.sections.editTitle : formText.sections.newTitle}
      size="lg"
      onClose={onClose}
      {...modal}
    >
      <div className="pc-form-grid">
        <TextField
          label={formText.sections.sectionTitle}
          required
          error={titleError}
          value={form.title}
          onChange={(title) => setForm({ ...form, title })}
        />
        <TextField
          label={formText.sections.header}
          value={form.topicHeader}
          onChange={(topicHeader) => setForm({ ...form, topicHeader })}
        />
      </div>
      <MarkdownField
        label={formText.sections.description}
        value={form.description}
        onChange={(description) => setForm({ ...form, description })}
      />
      <fieldset className="pc-form-grid">
        <Check checked={form.featured} onChange={(checked) => setForm({ ...form, featured: checked })}>
          {formText.sections.featured}
        </Check>
        <Check checked={form.locked} onChange={(checked) => setForm({ ...form, locked: checked })}>
          {formText.sections.locked}
        </Check>
      </fieldset>
    </FormModal>
  );
}
