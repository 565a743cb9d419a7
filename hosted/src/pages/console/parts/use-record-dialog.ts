import { focusFirstInvalid, useToast } from '@pathcraft/widgets/ui';
import { type FormEvent, useRef, useState } from 'react';
import { api } from '../../../session.ts';
import { text } from './console.messages.ts';
import { createThenUpdate, type SavedRecord } from './save-record.ts';
import type { Family } from './use-list.ts';
import { useSubmitOnce } from './use-submit-once.ts';

/**
 * The create/edit dialog of a record a panel lists (a class's cohorts and sections): its title is
 * required; the first Save creates the record, later ones send only the fields that changed
 * (createThenUpdate), so a second Save after a create edits it instead of adding another.
 * `modal` is what the console's FormModal takes.
 */
export function useRecordDialog<F extends { title: string }>({
  table,
  family,
  id,
  initial,
  toRecord,
  createWith,
  done,
  onSaved,
}: {
  table: string;
  family?: Family;
  /** null: a new record. */
  id: string | null;
  initial: F;
  /** The record's fields as the API takes them (trimmed, empty text as null). */
  toRecord: (form: F) => Record<string, unknown>;
  /** Fields a new record also gets (its organization, its class, its place). */
  createWith: Record<string, unknown>;
  /** What the toast says after a create and after an edit. */
  done: { created: string; saved: string };
  onSaved: () => void;
}) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, run } = useSubmitOnce();
  const [form, setForm] = useState(initial);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const saved = useRef<SavedRecord<F>>({ id, form: initial });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setProblem(null);
      if (!form.title.trim()) {
        setTitleError(text.common.titleRequired);
        return focusFirstInvalid(formRef.current);
      }
      setTitleError(undefined);
      try {
        const { created } = await createThenUpdate(saved, form, {
          create: async (current) => {
            const made = await api.create(table, { ...toRecord(current), ...createWith }, family);
            return { id: made.docId, form: current };
          },
          changes: async (base, current) => {
            const before = toRecord(base.form);
            return Object.fromEntries(Object.entries(toRecord(current)).filter(([k, v]) => v !== before[k]));
          },
          update: async (recordId, changes) => {
            await api.update(table, { id: recordId, ...changes }, family);
            return form;
          },
        });
        toast.success(created ? done.created : done.saved);
        onSaved();
      } catch (err) {
        setProblem((err as Error).message);
      }
    });
  };

  return { form, setForm, titleError, modal: { busy, problem, formRef, onSubmit } };
}
