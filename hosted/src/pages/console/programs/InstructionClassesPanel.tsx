import { type InstructionClass, zInstructionClasses } from '@pathcraft/sdk';
import { Button, ConfirmDialog, FormField, focusFirstInvalid, useToast } from '@pathcraft/widgets/ui';
import { type FormEvent, useRef, useState } from 'react';
import { api } from '../../../session.ts';
import { text } from '../parts/console.messages.ts';
import { formText } from '../parts/console-forms.messages.ts';
import { FormModal } from '../parts/FormModal.tsx';
import { Panel } from '../parts/Panel.tsx';
import { useList } from '../parts/use-list.ts';
import { useSubmitOnce } from '../parts/use-submit-once.ts';
import type { ApprenticeshipRecord } from './ApprenticeshipForm.tsx';

const T = formText.instructionClasses;
type Course = { id: string; title: string };

/**
 * A program's related-instruction classes (docs/rules.md#progress-and-compliance): the classes or
 * courses whose completion adds hours to an apprentice's RTI. Add, edit and remove each save the
 * whole list through the data API; the sdk schema checks it first, the server again (with the
 * organization's courses).
 */
export function InstructionClassesPanel({
  apprenticeship,
  onSaved,
}: {
  apprenticeship: ApprenticeshipRecord;
  onSaved: (saved: ApprenticeshipRecord) => void;
}) {
  const toast = useToast();
  // What was last saved: shown at once, before the program list reads it again.
  const [classes, setClasses] = useState<InstructionClass[]>(apprenticeship.instructionClasses ?? []);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const courses = useList<Course>('courses', {
    orgId: apprenticeship.orgId,
    select: ['id', 'title'],
    order: [{ field: 'title', direction: 'asc' }],
    limit: 500,
  });
  const titleOf = (courseId: string) =>
    courses.data?.items.find((c) => c.id === courseId)?.title ?? T.unknownCourse(courseId);
  const total = classes.reduce((sum, c) => sum + c.hours, 0);

  /** Saves the list; the server's answer is the record as stored. */
  const saveList = async (next: InstructionClass[]) => {
    const saved = await api.update<ApprenticeshipRecord>('apprenticeships', {
      id: apprenticeship.id,
      instructionClasses: next,
    });
    setClasses(saved.instructionClasses ?? []);
    onSaved(saved);
  };

  const removed = removing === null ? null : classes[removing];
  return (
    <Panel
      id={`instruction-classes-${apprenticeship.id}`}
      title={T.heading}
      tools={<Button onClick={() => setEditing('new')}>{T.add}</Button>}
    >
      <p className="muted">{T.intro}</p>
      {courses.error ? (
        <p className="pc-alert pc-alert--error" role="alert">
          {courses.error}
        </p>
      ) : null}
      {!classes.length ? (
        <p className="muted">{T.empty}</p>
      ) : (
        <>
          <ul className="ordered-list" aria-label={T.listLabel}>
            {classes.map((c, i) => (
              <li key={c.courseId} className="ordered-list__item">
                <div className="ordered-list__text">
                  <strong>{titleOf(c.courseId)}</strong>
                  <span className="muted"> — {T.hoursOf(c.hours)}</span>
                </div>
                <div className="ordered-list__actions">
                  <Button variant="link" onClick={() => setEditing(i)} aria-label={T.editNamed(titleOf(c.courseId))}>
                    {text.common.edit}
                  </Button>
                  <Button variant="link" onClick={() => setRemoving(i)} aria-label={T.removeNamed(titleOf(c.courseId))}>
                    {T.remove}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <p className="muted" role="status">
            {T.totalOf(total, apprenticeship.instructionHours)}
          </p>
        </>
      )}
      {editing !== null ? (
        <InstructionClassForm
          classes={classes}
          index={editing === 'new' ? null : editing}
          courses={courses.data?.items ?? []}
          onClose={() => setEditing(null)}
          onSave={async (next, added) => {
            await saveList(next);
            toast.success(added ? T.added : T.saved);
            setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removed !== null}
        title={T.removeTitle(removed ? titleOf(removed.courseId) : undefined)}
        text={T.removeText}
        primaryText={T.remove}
        danger
        onPrimary={async () => {
          if (!removed) return;
          try {
            await saveList(classes.filter((c) => c !== removed));
            toast.success(T.removed(titleOf(removed.courseId)));
            setRemoving(null);
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

/** Adds a class (index null) or edits the one at `index`; the whole list is checked by the sdk schema before it is saved. */
function InstructionClassForm({
  classes,
  index,
  courses,
  onClose,
  onSave,
}: {
  classes: InstructionClass[];
  index: number | null;
  courses: Course[];
  onClose: () => void;
  onSave: (next: InstructionClass[], added: boolean) => Promise<void>;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, run } = useSubmitOnce();
  const editing = index === null ? null : classes[index]!;
  const [courseId, setCourseId] = useState(editing?.courseId ?? '');
  const [hours, setHours] = useState(editing ? String(editing.hours) : '');
  const [errors, setErrors] = useState<{ courseId?: string; hours?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  // A class is listed once: the choices leave out the others already listed.
  const listed = new Set(classes.filter((_, i) => i !== index).map((c) => c.courseId));
  const choices = courses.filter((c) => !listed.has(c.id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setProblem(null);
      const entry = { courseId, hours: hours.trim() === '' ? Number.NaN : Number(hours.trim()) };
      const next = index === null ? [...classes, entry] : classes.map((c, i) => (i === index ? entry : c));
      const found: { courseId?: string; hours?: string } = {};
      if (!courseId) found.courseId = T.chooseCourse;
      for (const issue of zInstructionClasses.safeParse(next).error?.issues ?? []) {
        if (issue.path[1] === 'hours') found.hours ??= issue.message;
        else found.courseId ??= issue.message;
      }
      setErrors(found);
      if (found.courseId || found.hours) return focusFirstInvalid(formRef.current);
      try {
        await onSave(next, index === null);
      } catch (err) {
        setProblem((err as Error).message);
      }
    });
  };

  return (
    <FormModal
      title={index === null ? T.newTitle : T.editTitle}
      onClose={onClose}
      busy={busy}
      problem={problem}
      formRef={formRef}
      onSubmit={submit}
    >
      <div className="pc-form-grid">
        <FormField label={T.course} required error={errors.courseId} className="pc-form-grid--wide">
          {(p) => (
            <select {...p} value={courseId} onChange={(e) => setCourseId(e.currentTarget.value)}>
              <option value="">{T.chooseCourse}</option>
              {choices.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={T.hours} required error={errors.hours} hint={T.hoursHint}>
          {(p) => <input {...p} inputMode="decimal" value={hours} onChange={(e) => setHours(e.currentTarget.value)} />}
        </FormField>
      </div>
    </FormModal>
  );
}
