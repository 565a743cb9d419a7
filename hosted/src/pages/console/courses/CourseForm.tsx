import { newUnitId } from './course-units.ts';
import {
  Button,
  ChoiceGroup,
  FormField,
  focusFirstInvalid,
  Modal,
  LoadingOverlay,
  useToast,
} from '@pathcraft/widgets/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { MarkdownField } from '../../../components/MarkdownCheatsheet.tsx';
import { api } from '../../../session.ts';
import { text } from '../parts/console.messages.ts';
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
import { useList } from '../parts/use-list.ts';
import { useSubmitOnce } from '../parts/use-submit-once.ts';

interface OrgOption {
  id: string;
  name: string;
}

/**
 * Creates (courseId null) or edits a class in a modal: every field of 000 §3 and 002 §3. An edit
 * sends only what changed, and eUnits only when the list is non-empty (000 §5).
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
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, run } = useSubmitOnce();
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(courseId === null);
  // What the server holds: after a create it is the created class, so a retry updates it.
  const saved = useRef<{ id: string | null; form: Form }>({ id: courseId, form: EMPTY_COURSE_FORM });
  const [form, setForm] = useState<Form>({ ...EMPTY_COURSE_FORM, orgId: initialOrgId ?? '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!courseId) return;
    api
      .get<Record<string, unknown>>('courses', courseId)
      .then((row) => {
        const loadedForm = toCourseForm(row);
        saved.current = { id: courseId, form: loadedForm };
        setForm(loadedForm);
        setLoaded(true);
      })
      .catch((err: Error) => setLoadError(err.message));
  }, [courseId]);

  const orgId = form.orgId || null;
  const teachers = useList<{ id: string; name: string | null; email: string | null }>(
    'users',
    orgId
      ? { orgId, filters: [{ field: 'role', op: 'ov', value: 'teacher' }], select: ['id', 'name', 'email'], limit: 300 }
      : null,
  );
  const classes = useList<{ id: string; title: string }>(
    'courses',
    orgId ? { orgId, select: ['id', 'title'], limit: 300 } : null,
    'content',
  );

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setUnit = (index: number, changes: Partial<UnitForm>) =>
    set(
      'eUnits',
      form.eUnits.map((u, i) => (i === index ? { ...u, ...changes } : u)),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setProblem(null);
      const found = checkCourseForm(form);
      setErrors(found);
      if (Object.keys(found).length) return focusFirstInvalid(formRef.current);
      try {
        if (!saved.current.id) {
          const created = await api.create<Record<string, unknown>>('courses', courseCreate(form));
          saved.current = { id: created.docId, form: toCourseForm(created.item) };
          toast.success(text.courseForm.created);
        } else {
          const changes = courseChanges(saved.current.form, form);
          if (Object.keys(changes).length) {
            const item = await api.update<Record<string, unknown>>('courses', { id: saved.current.id, ...changes });
            saved.current = { id: saved.current.id, form: toCourseForm(item) };
          }
          toast.success(text.courseForm.saved);
        }
        onSaved(saved.current.id!);
      } catch (err) {
        setProblem((err as Error).message);
      }
    });
  };

  const footer = (
    <>
      <Button onClick={onClose}>{text.common.cancel}</Button>
      <Button variant="primary" type="submit" form={formId} disabled={busy || !loaded} aria-busy={busy}>
        {busy ? text.common.saving : text.common.save}
      </Button>
    </>
  );

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
    <Modal
      open
      title={courseId ? text.courseForm.editTitle : text.courseForm.newTitle}
      onClose={onClose}
      footer={footer}
      size="lg"
    >
      {loadError ? (
        <p className="pc-notice pc-notice--error" role="alert">
          {loadError}
        </p>
      ) : !loaded ? (
        <LoadingOverlay mode="inline" />
      ) : (
        <form id={formId} ref={formRef} className="console-form" onSubmit={submit} noValidate>
          {problem ? (
            <p className="pc-notice pc-notice--error" role="alert">
              {problem}
            </p>
          ) : null}
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
                  <option value="">{text.courseForm.choose}</option>
                  {orgs.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {textField('name', text.courseForm.shortName)}
            {textField('schedule', text.courseForm.schedule, { hint: text.courseForm.scheduleHint })}
            {textField('courseSlug', text.courseForm.courseSlug, { hint: text.courseForm.courseSlugHint })}
            {textField('slug', text.courseForm.slug)}
            {textField('topics', text.courseForm.topics, { hint: text.courseForm.topicsHint, wide: true })}
          </div>
          <MarkdownField
            label={text.courseForm.overview}
            value={form.overview}
            onChange={(v) => set('overview', v)}
            error={errors.overview}
            rows={6}
          />
          <MarkdownField
            label={text.courseForm.description}
            value={form.description}
            onChange={(v) => set('description', v)}
            error={errors.description}
            rows={4}
          />

          <h3>{text.courseForm.look}</h3>
          <div className="pc-form-grid">
            {textField('classImage', text.courseForm.classImage, { type: 'url' })}
            {textField('image', text.courseForm.image, { type: 'url' })}
            {textField('classColor', text.courseForm.classColor, { hint: text.courseForm.classColorHint })}
          </div>

          <h3>{text.courseForm.enrollmentAndVisibility}</h3>
          <ChoiceGroup legend={text.courseForm.settings} className="pc-choice-group--columns">
            {() =>
              COURSE_FLAGS.map((key) => (
                <label key={key}>
                  <input type="checkbox" checked={form[key]} onChange={(e) => set(key, e.currentTarget.checked)} />
                  {text.courseForm.flags[key]}
                </label>
              ))
            }
          </ChoiceGroup>
          <div className="pc-form-grid">
            {textField('registerUrl', text.courseForm.registerUrl, { type: 'url' })}
            {textField('externalRegisterClassId', text.common.externalRegisterClassId)}
            <FormField label={text.courseForm.prerequisite}>
              {(p) => (
                <select
                  {...p}
                  value={form.prerequisiteId}
                  onChange={(e) => set('prerequisiteId', e.currentTarget.value)}
                  disabled={!orgId}
                >
                  <option value="">{text.common.none}</option>
                  {classes.data?.items
                    .filter((c) => c.id !== saved.current.id)
                    .map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.title}
                      </option>
                    ))}
                </select>
              )}
            </FormField>
          </div>

          <h3>{text.courseForm.liveSessions}</h3>
          <div className="pc-form-grid">
            {textField('streamingLink', text.courseForm.streamingLink, { type: 'url' })}
            {textField('slackChannel', text.courseForm.slackChannel)}
          </div>

          <h3>{text.courseForm.teachers}</h3>
          {!orgId ? (
            <p className="muted">{text.courseForm.chooseOrganizationFirst}</p>
          ) : teachers.data?.items.length ? (
            <ChoiceGroup legend={text.courseForm.teachersOfClass} className="pc-choice-group--columns">
              {() =>
                teachers.data!.items.map((t) => (
                  <label key={t.id}>
                    <input
                      type="checkbox"
                      checked={form.teacherIds.includes(t.id)}
                      onChange={(e) =>
                        set(
                          'teacherIds',
                          e.currentTarget.checked
                            ? [...form.teacherIds, t.id]
                            : form.teacherIds.filter((id) => id !== t.id),
                        )
                      }
                    />
                    {t.name ?? t.email}
                  </label>
                ))
              }
            </ChoiceGroup>
          ) : (
            <p className="muted">{teachers.loading ? text.common.loading : text.courseForm.noTeachers}</p>
          )}

          <h3>{text.courseForm.units}</h3>
          {errors.eUnits ? (
            <p className="pc-form-field__error" role="alert">
              {errors.eUnits}
            </p>
          ) : null}
          {form.eUnits.map((u, i) => (
            <fieldset key={u.id} className="unit-row">
              <legend>{text.courseForm.unit(i + 1)}</legend>
              <FormField label={text.courseForm.code}>
                {(p) => <input {...p} value={u.code} onChange={(e) => setUnit(i, { code: e.currentTarget.value })} />}
              </FormField>
              <FormField label={text.courseForm.date}>
                {(p) => (
                  <input
                    {...p}
                    type="date"
                    value={u.timeDate}
                    onChange={(e) => setUnit(i, { timeDate: e.currentTarget.value })}
                  />
                )}
              </FormField>
              <FormField label={text.courseForm.credits}>
                {(p) => (
                  <input
                    {...p}
                    inputMode="decimal"
                    value={u.creditNumber}
                    onChange={(e) => setUnit(i, { creditNumber: e.currentTarget.value })}
                  />
                )}
              </FormField>
              <FormField label={text.courseForm.creditType}>
                {(p) => (
                  <input
                    {...p}
                    value={u.creditType}
                    onChange={(e) => setUnit(i, { creditType: e.currentTarget.value })}
                  />
                )}
              </FormField>
              <Button
                variant="link"
                onClick={() =>
                  set(
                    'eUnits',
                    form.eUnits.filter((_, j) => j !== i),
                  )
                }
                aria-label={text.courseForm.removeUnit(i + 1)}
              >
                {text.courseForm.remove}
              </Button>
            </fieldset>
          ))}
          <div>
            <Button
              onClick={() =>
                set('eUnits', [
                  ...form.eUnits,
                  { id: newUnitId(), code: '', timeDate: '', creditNumber: '', creditType: 'CEU' },
                ])
              }
            >
              {text.courseForm.addUnit}
            </Button>
          </div>

          <details className="advanced">
            <summary>{text.courseForm.advanced}</summary>
            <div className="pc-form-grid">
              {textField('orgIds', text.courseForm.orgIds, { hint: text.common.separateIds })}
              {textField('classCatalogIds', text.courseForm.classCatalogIds, { hint: text.common.separateIds })}
              {textField('integrationId', text.courseForm.integrationId)}
            </div>
            {(['classCatalogIdsInfo', 'dashboard', 'integration'] as const).map((key) => (
              <FormField key={key} label={text.courseForm.json[key]} error={errors[key]}>
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
        </form>
      )}
    </Modal>
  );
}
