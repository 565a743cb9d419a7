import { moveId } from '@pathcraft/sdk';
import { Button, ConfirmDialog, FormField, focusFirstInvalid, useToast } from '@pathcraft/widgets/ui';
import { type FormEvent, useRef, useState } from 'react';
import { MarkdownField } from '../../../components/MarkdownCheatsheet.tsx';
import { api } from '../../../session.ts';
import { Check } from '../parts/Check.tsx';
import { text } from '../parts/console.messages.ts';
import { FormModal } from '../parts/FormModal.tsx';
import { Panel } from '../parts/Panel.tsx';
import type { ClassRecord } from './ClassPage.tsx';
import { useList } from '../parts/use-list.ts';
import { useSubmitOnce } from '../parts/use-submit-once.ts';

interface SectionRow {
  id: string;
  title: string;
  topicHeader: string | null;
  description: string | null;
  featured: boolean;
  locked: boolean;
  position: number;
}

/** A class's sections (course topics, docs/rules.md#courses-and-cohorts): add, edit, reorder and delete (with the confirm dialog). */
export function SectionsPanel({ course, readOnly }: { course: ClassRecord; readOnly: boolean }) {
  const toast = useToast();
  const sections = useList<SectionRow>(
    'courseTopics',
    {
      filters: [{ field: 'classId', op: 'eq', value: course.id }],
      order: [{ field: 'position', direction: 'asc' }],
      limit: 200,
    },
    'content',
  );
  const [editing, setEditing] = useState<SectionRow | 'new' | null>(null);
  const [removing, setRemoving] = useState<SectionRow | null>(null);
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
        await api.courses.reorderSections(course.id, { ids });
        sections.reload();
      } catch (err) {
        toast.error((err as Error).message);
      }
    });

  return (
    <Panel
      id="class-sections"
      title={text.sections.heading}
      tools={
        <Button disabled={readOnly} onClick={() => setEditing('new')}>
          {text.sections.add}
        </Button>
      }
    >
      {sections.error ? (
        <p className="pc-alert pc-alert--error" role="alert">
          {sections.error}
        </p>
      ) : !rows.length ? (
        <p className="muted">{sections.loading ? text.common.loading : text.sections.empty}</p>
      ) : (
        <ol className="ordered-list" aria-label={text.sections.inOrder}>
          {rows.map((s, i) => (
            <li key={s.id} className="ordered-list__item">
              <div className="ordered-list__text">
                <strong>{s.title}</strong>
                {s.topicHeader ? <span className="muted"> — {s.topicHeader}</span> : null}
                {s.featured ? <span className="badge">{text.sections.featured}</span> : null}
                {s.locked ? <span className="badge">{text.sections.locked}</span> : null}
              </div>
              <div className="ordered-list__actions">
                <Button
                  variant="link"
                  disabled={readOnly || busy || i === 0}
                  onClick={() => void move(s.id, -1)}
                  aria-label={text.sections.moveUp(s.title)}
                >
                  {text.sections.up}
                </Button>
                <Button
                  variant="link"
                  disabled={readOnly || busy || i === rows.length - 1}
                  onClick={() => void move(s.id, 1)}
                  aria-label={text.sections.moveDown(s.title)}
                >
                  {text.sections.down}
                </Button>
                <Button
                  variant="link"
                  disabled={readOnly}
                  onClick={() => setEditing(s)}
                  aria-label={text.sections.editNamed(s.title)}
                >
                  {text.common.edit}
                </Button>
                <Button
                  variant="link"
                  disabled={readOnly}
                  onClick={() => setRemoving(s)}
                  aria-label={text.sections.deleteNamed(s.title)}
                >
                  {text.common.delete}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {editing ? (
        <SectionForm
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
        title={text.sections.deleteTitle(removing?.title)}
        text={text.sections.deleteText}
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

type SectionFields = { title: string; topicHeader: string; description: string; featured: boolean; locked: boolean };
const sectionRecord = (f: SectionFields) => ({
  title: f.title.trim(),
  topicHeader: f.topicHeader.trim() || null,
  description: f.description.trim() || null,
  featured: f.featured,
  locked: f.locked,
});

function SectionForm({
  course,
  section,
  nextPosition,
  onClose,
  onSaved,
}: {
  course: ClassRecord;
  section: SectionRow | null;
  nextPosition: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, run } = useSubmitOnce();
  const initial = {
    title: section?.title ?? '',
    topicHeader: section?.topicHeader ?? '',
    description: section?.description ?? '',
    featured: section?.featured ?? false,
    locked: section?.locked ?? false,
  };
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  // After a create, a second Save edits the created section instead of adding another.
  const savedId = useRef<string | null>(section?.id ?? null);
  const savedForm = useRef(initial);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setProblem(null);
      if (!form.title.trim()) {
        setError(text.common.titleRequired);
        return focusFirstInvalid(formRef.current);
      }
      setError(undefined);
      const record = sectionRecord(form);
      try {
        if (!savedId.current) {
          const created = await api.create(
            'courseTopics',
            { ...record, orgId: course.orgId, classId: course.id, position: nextPosition },
            'content',
          );
          savedId.current = created.docId;
          toast.success(text.sections.added);
        } else {
          const before = sectionRecord(savedForm.current);
          const changes = Object.fromEntries(
            Object.entries(record).filter(([k, v]) => v !== before[k as keyof typeof before]),
          );
          if (Object.keys(changes).length)
            await api.update('courseTopics', { id: savedId.current, ...changes }, 'content');
          toast.success(text.sections.saved);
        }
        savedForm.current = form;
        onSaved();
      } catch (err) {
        setProblem((err as Error).message);
      }
    });
  };

  return (
    <FormModal
      title={section ? text.sections.editTitle : text.sections.newTitle}
      size="lg"
      onClose={onClose}
      busy={busy}
      problem={problem}
      formRef={formRef}
      onSubmit={submit}
    >
      <div className="pc-form-grid">
        <FormField label={text.sections.sectionTitle} required error={error}>
          {(p) => (
            <input
              {...p}
              value={form.title}
              maxLength={200}
              onChange={(e) => setForm({ ...form, title: e.currentTarget.value })}
            />
          )}
        </FormField>
        <FormField label={text.sections.header}>
          {(p) => (
            <input
              {...p}
              value={form.topicHeader}
              maxLength={200}
              onChange={(e) => setForm({ ...form, topicHeader: e.currentTarget.value })}
            />
          )}
        </FormField>
      </div>
      <MarkdownField
        label={text.sections.description}
        value={form.description}
        onChange={(description) => setForm({ ...form, description })}
      />
      <fieldset className="pc-form-grid">
        <Check checked={form.featured} onChange={(checked) => setForm({ ...form, featured: checked })}>
          {text.sections.featured}
        </Check>
        <Check checked={form.locked} onChange={(checked) => setForm({ ...form, locked: checked })}>
          {text.sections.locked}
        </Check>
      </fieldset>
    </FormModal>
  );
}
