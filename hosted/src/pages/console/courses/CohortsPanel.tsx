import { formatDate } from '@pathcraft/sdk';
import { Button, FormField, focusFirstInvalid, useToast } from '@pathcraft/widgets/ui';
import { type FormEvent, useRef, useState } from 'react';
import { api } from '../../../session.ts';
import type { ClassRecord } from './ClassPage.tsx';
import { Check } from '../parts/Check.tsx';
import { text } from '../parts/console.messages.ts';
import { ShowArchived, useArchiving } from '../../org/archiving.tsx';
import { FormModal } from '../parts/FormModal.tsx';
import { Panel } from '../parts/Panel.tsx';
import { DataTable } from '../parts/DataTable.tsx';
import { useList } from '../parts/use-list.ts';
import { useSubmitOnce } from '../parts/use-submit-once.ts';

interface CohortRow {
  id: string;
  title: string;
  openCohortEnrollment: boolean;
  externalRegisterClassId: string | null;
  eUnitTracking: boolean;
  archived: boolean;
  createdAt: string;
}

type CohortFields = {
  title: string;
  openCohortEnrollment: boolean;
  externalRegisterClassId: string;
  eUnitTracking: boolean;
};
const cohortRecord = (f: CohortFields) => ({
  title: f.title.trim(),
  openCohortEnrollment: f.openCohortEnrollment,
  externalRegisterClassId: f.externalRegisterClassId.trim() || null,
  eUnitTracking: f.eUnitTracking,
});

/**
 * A class's cohorts, newest first (docs/rules.md#courses-and-cohorts): create and edit, with enrollment open or not
 * (openCohortEnrollment); archive one (no longer offered for enrolment, left out unless 'Show archived') and restore it.
 */
export function CohortsPanel({ course, readOnly }: { course: ClassRecord; readOnly: boolean }) {
  const [showArchived, setShowArchived] = useState(false);
  const filters = [
    { field: 'classId', op: 'eq' as const, value: course.id },
    ...(showArchived ? [] : [{ field: 'archived', op: 'is' as const, value: 'false' }]),
  ];
  const cohorts = useList<CohortRow>('cohorts', {
    filters,
    order: [{ field: 'createdAt', direction: 'desc' }],
    limit: 200,
  });
  const [editing, setEditing] = useState<CohortRow | 'new' | null>(null);
  const archiving = useArchiving<CohortRow>('cohorts', readOnly, cohorts.reload);

  return (
    <Panel
      id="class-cohorts"
      title={text.cohorts.heading}
      tools={
        <>
          <ShowArchived checked={showArchived} onChange={setShowArchived} />
          <Button disabled={readOnly} onClick={() => setEditing('new')}>
            {text.cohorts.add}
          </Button>
        </>
      }
    >
      <DataTable
        caption={text.cohorts.caption}
        rows={cohorts.data?.items}
        loading={cohorts.loading}
        error={cohorts.error}
        empty={text.cohorts.empty}
        columns={[
          {
            header: text.cohorts.cohort,
            cell: (c) => (
              <>
                {c.title} {archiving.badge(c)}
              </>
            ),
          },
          {
            header: text.cohorts.enrollment,
            cell: (c) => (c.openCohortEnrollment ? text.cohorts.open : text.cohorts.notOpen),
          },
          { header: text.cohorts.started, cell: (c) => formatDate(c.createdAt) },
          {
            header: text.common.actions,
            className: 'row-actions',
            cell: (c) => (
              <>
                <Button
                  variant="link"
                  disabled={readOnly}
                  aria-label={text.cohorts.editNamed(c.title)}
                  onClick={() => setEditing(c)}
                >
                  {text.common.edit}
                </Button>
                {archiving.button(c)}
              </>
            ),
          },
        ]}
      />
      {archiving.dialog}
      {editing ? (
        <CohortForm
          course={course}
          cohort={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            cohorts.reload();
          }}
        />
      ) : null}
    </Panel>
  );
}

function CohortForm({
  course,
  cohort,
  onClose,
  onSaved,
}: {
  course: ClassRecord;
  cohort: CohortRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, run } = useSubmitOnce();
  const initial: CohortFields = {
    title: cohort?.title ?? '',
    openCohortEnrollment: cohort?.openCohortEnrollment ?? false,
    externalRegisterClassId: cohort?.externalRegisterClassId ?? '',
    eUnitTracking: cohort?.eUnitTracking ?? false,
  };
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  // After a create, a second Save edits the created cohort instead of adding another.
  const saved = useRef<{ id: string | null; form: CohortFields }>({ id: cohort?.id ?? null, form: initial });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setProblem(null);
      if (!form.title.trim()) {
        setError(text.common.titleRequired);
        return focusFirstInvalid(formRef.current);
      }
      setError(undefined);
      const record = cohortRecord(form);
      try {
        if (!saved.current.id) {
          const created = await api.create('cohorts', { ...record, orgId: course.orgId, classId: course.id });
          saved.current = { id: created.docId, form };
          toast.success(text.cohorts.created);
        } else {
          const before = cohortRecord(saved.current.form);
          const changes = Object.fromEntries(
            Object.entries(record).filter(([k, v]) => v !== before[k as keyof typeof before]),
          );
          if (Object.keys(changes).length) await api.update('cohorts', { id: saved.current.id, ...changes });
          saved.current = { id: saved.current.id, form };
          toast.success(text.cohorts.saved);
        }
        onSaved();
      } catch (err) {
        setProblem((err as Error).message);
      }
    });
  };

  return (
    <FormModal
      title={cohort ? text.cohorts.editTitle : text.cohorts.newTitle}
      onClose={onClose}
      busy={busy}
      problem={problem}
      formRef={formRef}
      onSubmit={submit}
    >
      <FormField label={text.cohorts.cohortTitle} required error={error}>
        {(p) => (
          <input
            {...p}
            value={form.title}
            maxLength={200}
            onChange={(e) => setForm({ ...form, title: e.currentTarget.value })}
          />
        )}
      </FormField>
      <FormField label={text.common.externalRegisterClassId}>
        {(p) => (
          <input
            {...p}
            value={form.externalRegisterClassId}
            maxLength={200}
            onChange={(e) => setForm({ ...form, externalRegisterClassId: e.currentTarget.value })}
          />
        )}
      </FormField>
      <fieldset className="pc-form-grid">
        <Check
          checked={form.openCohortEnrollment}
          onChange={(checked) => setForm({ ...form, openCohortEnrollment: checked })}
        >
          {text.cohorts.enrollmentOpen}
        </Check>
        <Check checked={form.eUnitTracking} onChange={(checked) => setForm({ ...form, eUnitTracking: checked })}>
          {text.cohorts.trackUnits}
        </Check>
      </fieldset>
    </FormModal>
  );
}
