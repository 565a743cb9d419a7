import { formatDate } from '@pathcraft/sdk';
import { Button } from '@pathcraft/widgets/ui';
import { useState } from 'react';
import type { CourseRecord } from './CoursePage.tsx';
import { Check } from '../parts/Check.tsx';
import { text } from '../parts/console.messages.ts';
import { formText } from '../parts/console-forms.messages.ts';
import { ShowArchived, useArchiving } from '../../org/archiving.tsx';
import { FormModal } from '../parts/FormModal.tsx';
import { Panel } from '../parts/Panel.tsx';
import { DataTable } from '../parts/DataTable.tsx';
import { useList } from '../parts/use-list.ts';
import { TextField } from '../parts/TextField.tsx';
import { useRecordDialog } from '../parts/use-record-dialog.ts';
import { RowButton } from '../parts/RowButton.tsx';

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
export function CohortsPanel({ course, readOnly }: { course: CourseRecord; readOnly: boolean }) {
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
      title={formText.cohorts.heading}
      tools={
        <>
          <ShowArchived checked={showArchived} onChange={setShowArchived} />
          <Button disabled={readOnly} onClick={() => setEditing('new')}>
            {formText.cohorts.add}
          </Button>
        </>
      }
    >
      <DataTable
        caption={formText.cohorts.caption}
        rows={cohorts.data?.items}
        loading={cohorts.loading}
        error={cohorts.error}
        empty={formText.cohorts.empty}
        columns={[
          {
            header: formText.cohorts.cohort,
            cell: (c) => (
              <>
                {c.title} {archiving.badge(c)}
              </>
            ),
          },
          {
            header: formText.cohorts.enrollment,
            cell: (c) => (c.openCohortEnrollment ? formText.cohorts.open : formText.cohorts.notOpen),
          },
          { header: formText.cohorts.started, cell: (c) => formatDate(c.createdAt) },
          {
            header: text.common.actions,
            className: 'row-actions',
            cell: (c) => (
              <>
                <RowButton
                  label={formText.cohorts.editNamed(c.title)}
                  disabled={readOnly}
                  onClick={() => setEditing(c)}
                >
                  {text.common.edit}
                </RowButton>
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
  course: CourseRecord;
  cohort: CohortRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { form, setForm, titleError, modal } = useRecordDialog<CohortFields>({
    table: 'cohorts',
    id: cohort?.id ?? null,
    initial: {
      title: cohort?.title ?? '',
      openCohortEnrollment: cohort?.openCohortEnrollment ?? false,
      externalRegisterClassId: cohort?.externalRegisterClassId ?? '',
      eUnitTracking: cohort?.eUnitTracking ?? false,
    },
    toRecord: cohortRecord,
    createWith: { orgId: course.orgId, classId: course.id },
    done: { created: formText.cohorts.created, saved: formText.cohorts.saved },
    onSaved,
  });

  return (
    <FormModal title={cohort ? formText.cohorts.editTitle : formText.cohorts.newTitle} onClose={onClose} {...modal}>
      <TextField
        label={formText.cohorts.cohortTitle}
        required
        error={titleError}
        value={form.title}
        onChange={(title) => setForm({ ...form, title })}
      />
      <TextField
        label={text.common.externalRegisterClassId}
        value={form.externalRegisterClassId}
        onChange={(externalRegisterClassId) => setForm({ ...form, externalRegisterClassId })}
      />
      <fieldset className="pc-form-grid">
        <Check
          checked={form.openCohortEnrollment}
          onChange={(checked) => setForm({ ...form, openCohortEnrollment: checked })}
        >
          {formText.cohorts.enrollmentOpen}
        </Check>
        <Check checked={form.eUnitTracking} onChange={(checked) => setForm({ ...form, eUnitTracking: checked })}>
          {formText.cohorts.trackUnits}
        </Check>
      </fieldset>
    </FormModal>
  );
}
