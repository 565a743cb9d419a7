import { newUnitId } from './course-units.ts';
import { Button, ChoiceGroup, FormField, focusFirstInvalid, useToast } from '@pathcraft/widgets/ui';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { MarkdownField } from '../../../components/MarkdownCheatsheet.tsx';
import { api } from '../../../session.ts';
import { text } from '../parts/console.messages.ts';
import { formText } from '../parts/console-forms.messages.ts';
import {
  checkCourseForm,
  courseChanges,
  COURSE_FLAGS,
  courseCreate,
  type CourseForm as Form,
  EMPTY_COURSE_FORM,
  toCourseForm,
  type UnitForm,
} from './course-form.ts';
import { FormModal } from '../parts/FormModal.tsx';
import type { SaveSteps } from '../parts/save-record.ts';
import { useList } from '../parts/use-list.ts';
import { useRecordForm } from '../parts/use-record-form.ts';
import { useSubmitOnce } from '../parts/use-submit-once.ts';

interface OrgOption {
  id: string;
  name: string;
}

type Errors = Partial<Record<keyof Form, string>>;
type SetField = <K extends keyof Form>(key: K, value: Form[K]) => void;

/** How a class is saved: created with every field, or updated with what changed. */
const COURSE_SAVE: SaveSteps<Form> = {
  create: async (form) => {
    const created = await api.create<Record<string, unknown>>('courses', courseCreate(form));
    return { id: created.docId, form: toCourseForm(created.item) };
  },
  changes: async (base, form, justCreated) => (justCreated ? {} : courseChanges(base.form, form)),
  update: async (id, changes) => toCourseForm(await api.update<Record<string, unknown>>('courses', { id, ...changes })),
  read: async (id) => toCourseForm(await api.get<Record<string, unknown>>('courses', id)),
  diff: courseChanges,
};

/**
 * Creates (courseId null) or edits a class in a modal: every class and course field (docs/rules.md#courses-and-cohorts). An edit
 * sends only what changed, and eUnits only when the list is non-empty (docs/rules.md#courses-and-cohorts).
 */
export function CourseForm({
  courseId,
  orgs,
  initialOrgId,
  onClose,
  onSaved,
}: {
  courseId: string | null;
  orgs: OrgOption[];
  initialOrgId?: string;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, run } = useSubmitOnce();
  // After a create, `saved` is the created class, so a retry updates it.
  const { form, setForm, saved, loaded, loadError, save } = useRecordForm({
    table: 'courses',
    id: courseId,
    empty: { ...EMPTY_COURSE_FORM, orgId: initialOrgId ?? '' },
    load: (id) => api.get<Record<string, unknown>>('courses', id),
    toForm: toCourseForm,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setProblem(null);
      const found = checkCourseForm(form);
      setErrors(found);
      if (Object.keys(found).length) return focusFirstInvalid(formRef.current);
      try {
        const { id, created } = await save(COURSE_SAVE, form);
        toast.success(created ? formText.courseForm.created : formText.courseForm.saved);
        onSaved(id);
      } catch (err) {
        setProblem((err as Error).message);
      }
    });
  };

  return (
    <FormModal
      title={courseId ? formText.courseForm.editTitle : formText.courseForm.newTitle}
      size="lg"
      onClose={onClose}
      busy={busy}
      problem={problem}
      formRef={formRef}
      onSubmit={submit}
      loading={!loaded}
      loadError={loadError}
    >
      <CourseFields
        form={form}
        setForm={setForm}
        errors={errors}
        orgs={orgs}
        isEdit={courseId !== null}
        savedId={saved.current.id}
      />
    </FormModal>
  );
}

/** The class dialog's fields; teachers and the prerequisite are read for the chosen organization. */
function CourseFields({
  form,
  setForm,
  errors,
  orgs,
  isEdit,
  savedId,
}: {
  form: Form;
  setForm: (change: (form: Form) => Form) => void;
  errors: Errors;
  orgs: OrgOption[];
  isEdit: boolean;
  savedId: string | null;
}) {
  const courseId = isEdit ? savedId : null;
  const orgId = form.orgId || null;
  const classes = useList<{ id: string; title: string }>(
    'courses',
    orgId ? { orgId, select: ['id', 'title'], limit: 300 } : null,
    'content',
  );
  const set: SetField = (key, value) => setForm((f) => ({ ...f, [key]: value }));

  const textField = (
    key: keyof Form,
    label: string,
    props: { type?: string; hint?: string; wide?: boolean; required?: boolean } = {},
  ) => (
    <FormField
      label={label}
      error={errors[key]}
      hint={props.hint}
      required={props.required}
      className={props.wide ? 'pc-form-grid--wide' : undefined}
    >
      {(p) => (
        <input
          {...p}
          type={props.type ?? 'text'}
          inputMode={props.type === 'url' ? 'url' : undefined}
          value={form[key] as string}
          onChange={(e) => set(key, e.currentTarget.value as never)}
        />
      )}
    </FormField>
  );

  return (
    <>
      <div className="pc-form-grid">
        {textField('title', text.common.title, { required: true })}
        <FormField label={text.common.organization} required error={errors.orgId}>
          {(p) => (
            <select
              {...p}
              value={form.orgId}
              disabled={courseId !== null}
              onChange={(e) => {
                const next = e.currentTarget.value;
                setForm((f) => ({ ...f, orgId: next, teacherIds: [], prerequisiteId: '' }));
              }}
            >
              <option value="">{formText.courseForm.choose}</option>
              {orgs.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {textField('name', formText.courseForm.shortName)}
        {textField('schedule', formText.courseForm.schedule, { hint: formText.courseForm.scheduleHint })}
        {textField('courseSlug', formText.courseForm.courseSlug, { hint: formText.courseForm.courseSlugHint })}
        {textField('slug', formText.courseForm.slug)}
        {textField('topics', formText.courseForm.topics, { hint: formText.courseForm.topicsHint, wide: true })}
      </div>
      <MarkdownField
        label={formText.courseForm.overview}
        value={form.overview}
        onChange={(v) => set('overview', v)}
        error={errors.overview}
        rows={6}
      />
      <MarkdownField
        label={formText.courseForm.description}
        value={form.description}
        onChange={(v) => set('description', v)}
        error={errors.description}
        rows={4}
      />

      <h3>{formText.courseForm.look}</h3>
      <div className="pc-form-grid">
        {textField('classImage', formText.courseForm.classImage, { type: 'url' })}
        {textField('image', formText.courseForm.image, { type: 'url' })}
        {textField('classColor', formText.courseForm.classColor, { hint: formText.courseForm.classColorHint })}
      </div>

      <h3>{formText.courseForm.enrollmentAndVisibility}</h3>
      <ChoiceGroup legend={formText.courseForm.settings} className="pc-choice-group--columns">
        {() =>
          COURSE_FLAGS.map((key) => (
            <label key={key}>
              <input type="checkbox" checked={form[key]} onChange={(e) => set(key, e.currentTarget.checked)} />
              {formText.courseForm.flags[key]}
            </label>
          ))
        }
      </ChoiceGroup>
      <div className="pc-form-grid">
        {textField('registerUrl', formText.courseForm.registerUrl, { type: 'url' })}
        {textField('externalRegisterClassId', text.common.externalRegisterClassId)}
        <FormField label={formText.courseForm.prerequisite}>
          {(p) => (
            <select
              {...p}
              value={form.prerequisiteId}
              onChange={(e) => set('prerequisiteId', e.currentTarget.value)}
              disabled={!orgId}
            >
              <option value="">{text.common.none}</option>
              {classes.data?.items
                .filter((c) => c.id !== savedId)
                .map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
            </select>
          )}
        </FormField>
      </div>

      <h3>{formText.courseForm.liveSessions}</h3>
      <div className="pc-form-grid">
        {textField('streamingLink', formText.courseForm.streamingLink, { type: 'url' })}
        {textField('slackChannel', formText.courseForm.slackChannel)}
      </div>

      <CourseTeachers orgId={orgId} teacherIds={form.teacherIds} set={set} />
      <CourseUnits units={form.eUnits} error={errors.eUnits} set={set} />
      <CourseAdvanced form={form} errors={errors} set={set} textField={textField} />
    </>
  );
}

/** Fields few classes use: sharing with other organizations, catalogues, integration and raw JSON. */
function CourseAdvanced({
  form,
  errors,
  set,
  textField,
}: {
  form: Form;
  errors: Errors;
  set: SetField;
  textField: (key: keyof Form, label: string, props?: { hint?: string }) => ReactNode;
}) {
  return (
    <details className="advanced">
      <summary>{formText.courseForm.advanced}</summary>
      <div className="pc-form-grid">
        {textField('orgIds', formText.courseForm.orgIds, { hint: text.common.separateIds })}
        {textField('classCatalogIds', formText.courseForm.classCatalogIds, { hint: text.common.separateIds })}
        {textField('integrationId', formText.courseForm.integrationId)}
      </div>
      {(['classCatalogIdsInfo', 'dashboard', 'integration'] as const).map((key) => (
        <FormField key={key} label={formText.courseForm.json[key]} error={errors[key]}>
          {(p) => (
            <textarea
              {...p}
              className="code-input"
              rows={4}
              value={form[key]}
              onChange={(e) => set(key, e.currentTarget.value)}
            />
          )}
        </FormField>
      ))}
    </details>
  );
}

/** The teachers of the class: the organization's teachers, ticked. */
function CourseTeachers({ orgId, teacherIds, set }: { orgId: string | null; teacherIds: string[]; set: SetField }) {
  const teachers = useList<{ id: string; name: string | null; email: string | null }>(
    'users',
    orgId
      ? { orgId, filters: [{ field: 'role', op: 'ov', value: 'teacher' }], select: ['id', 'name', 'email'], limit: 300 }
      : null,
  );
  return (
    <>
      <h3>{formText.courseForm.teachers}</h3>
      {!orgId ? (
        <p className="muted">{formText.courseForm.chooseOrganizationFirst}</p>
      ) : teachers.data?.items.length ? (
        <ChoiceGroup legend={formText.courseForm.teachersOfCourse} className="pc-choice-group--columns">
          {() =>
            teachers.data!.items.map((t) => (
              <label key={t.id}>
                <input
                  type="checkbox"
                  checked={teacherIds.includes(t.id)}
                  onChange={(e) =>
                    set(
                      'teacherIds',
                      e.currentTarget.checked ? [...teacherIds, t.id] : teacherIds.filter((id) => id !== t.id),
                    )
                  }
                />
                {t.name ?? t.email}
              </label>
            ))
          }
        </ChoiceGroup>
      ) : (
        <p className="muted">{teachers.loading ? text.common.loading : formText.courseForm.noTeachers}</p>
      )}
    </>
  );
}

/** The class's education units (docs/rules.md#courses-and-cohorts): added, edited and removed in place. */
function CourseUnits({ units, error, set }: { units: UnitForm[]; error?: string; set: SetField }) {
  const setUnit = (index: number, changes: Partial<UnitForm>) =>
    set(
      'eUnits',
      units.map((u, i) => (i === index ? { ...u, ...changes } : u)),
    );
  return (
    <>
      <h3>{formText.courseForm.units}</h3>
      {error ? (
        <p className="pc-form-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {units.map((u, i) => (
        <fieldset key={u.id} className="unit-row">
          <legend>{formText.courseForm.unit(i + 1)}</legend>
          <FormField label={formText.courseForm.code}>
            {(p) => <input {...p} value={u.code} onChange={(e) => setUnit(i, { code: e.currentTarget.value })} />}
          </FormField>
          <FormField label={formText.courseForm.date}>
            {(p) => (
              <input
                {...p}
                type="date"
                value={u.timeDate}
                onChange={(e) => setUnit(i, { timeDate: e.currentTarget.value })}
              />
            )}
          </FormField>
          <FormField label={formText.courseForm.credits}>
            {(p) => (
              <input
                {...p}
                inputMode="decimal"
                value={u.creditNumber}
                onChange={(e) => setUnit(i, { creditNumber: e.currentTarget.value })}
              />
            )}
          </FormField>
          <FormField label={formText.courseForm.creditType}>
            {(p) => (
              <input {...p} value={u.creditType} onChange={(e) => setUnit(i, { creditType: e.currentTarget.value })} />
            )}
          </FormField>
          <Button
            variant="link"
            onClick={() =>
              set(
                'eUnits',
                units.filter((_, j) => j !== i),
              )
            }
            aria-label={formText.courseForm.removeUnit(i + 1)}
          >
            {formText.courseForm.remove}
          </Button>
        </fieldset>
      ))}
      <div>
        <Button
          onClick={() =>
            set('eUnits', [...units, { id: newUnitId(), code: '', timeDate: '', creditNumber: '', creditType: 'CEU' }])
          }
        >
          {formText.courseForm.addUnit}
        </Button>
      </div>
    </>
  );
}
