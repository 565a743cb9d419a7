import {
  checkEnrollment,
  type EnrollmentErrors,
  type EnrollmentRequest,
  externalRegisterIdOf,
  formatClassTime,
  formatCredits,
} from '@pathcraft/sdk';
import { useId, useRef, useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { ChoiceGroup, focusFirstInvalid } from '../ui/FormField.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { EnrollableClass } from './enrollments.api.ts';
import { text } from './enrollments.messages.ts';

export interface EnrollDialogProps {
  course: EnrollableClass;
  /** Continue: the caller sends the request and redirects; a rejection keeps the dialog open with its message. */
  onContinue: (request: EnrollmentRequest) => Promise<void>;
  onClose: () => void;
}

/**
 * Enrol in a class (docs/rules.md#enrollments): pick a cohort
 * (Change resets it and the class codes), pick class codes, Continue.
 */
export function EnrollDialog({ course, onContinue, onClose }: EnrollDialogProps) {
  const [cohortId, setCohortId] = useState<string | null>(null);
  const [eUnitIds, setUnitIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<EnrollmentErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const cohortErrorId = useId();
  const cohort = course.cohorts.find((c) => c.id === cohortId);

  const choose = (id: string | null) => {
    setCohortId(id);
    setUnitIds([]);
    setErrors({});
  };

  const submit = async () => {
    const found = checkEnrollment({ cohortId, eUnitIds }, course.cohorts);
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(body.current);
    setBusy(true);
    setFailure(null);
    try {
      await onContinue({
        classId: course.id,
        externalRegisterClassId: externalRegisterIdOf(course, cohort),
        cohortId,
        eUnitIds,
      });
    } catch (err) {
      setFailure((err as Error).message || text.dialog.failed);
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={text.dialog.title(course.title)}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{text.dialog.cancel}</Button>
          <Button variant="primary" onClick={submit} disabled={busy}>
            {busy ? text.dialog.continuing : text.dialog.continue}
          </Button>
        </>
      }
    >
      <div ref={body} className="pc-enroll">
        {course.registerUrl ? <p className="pc-notice pc-notice--info">{text.dialog.verifyNotice}</p> : null}
        {failure ? (
          <p className="pc-notice pc-notice--error" role="alert">
            {failure}
          </p>
        ) : null}
        {course.cohorts.length === 0 ? <p>{text.dialog.noCohorts}</p> : null}
        {course.cohorts.length > 0 && !cohort ? (
          <div
            className="pc-enroll__cohorts"
            role="group"
            aria-labelledby={`${cohortErrorId}-legend`}
            aria-describedby={errors.cohortId ? cohortErrorId : undefined}
          >
            <h3 id={`${cohortErrorId}-legend`}>{text.dialog.chooseCohort}</h3>
            <ul>
              {course.cohorts.map((c) => (
                <li key={c.id}>
                  <span>
                    <strong>{c.title}</strong>
                    <small>{text.dialog.classCodes(c.eUnits?.length ?? 0)}</small>
                  </span>
                  <Button
                    aria-label={text.dialog.selectCohort(c.title)}
                    aria-invalid={errors.cohortId ? true : undefined}
                    onClick={() => choose(c.id)}
                  >
                    {text.dialog.select}
                  </Button>
                </li>
              ))}
            </ul>
            {errors.cohortId ? (
              <p id={cohortErrorId} className="pc-form-error" role="alert">
                {errors.cohortId}
              </p>
            ) : null}
          </div>
        ) : null}
        {cohort ? (
          <>
            <div className="pc-enroll__chosen">
              <span>
                {text.dialog.cohort}
                <strong>{cohort.title}</strong>
              </span>
              <Button variant="link" onClick={() => choose(null)}>
                {text.dialog.change}
              </Button>
            </div>
            {cohort.eUnits?.length ? (
              <ChoiceGroup legend={text.dialog.classCodesLegend} required error={errors.eUnitIds}>
                {(describedBy) =>
                  cohort.eUnits!.map((u) => (
                    <label key={u.id} className="pc-enroll__unit">
                      <input
                        type="checkbox"
                        name="eUnitIds"
                        value={u.id}
                        aria-describedby={describedBy}
                        checked={eUnitIds.includes(u.id)}
                        onChange={(e) =>
                          setUnitIds(
                            e.currentTarget.checked ? [...eUnitIds, u.id] : eUnitIds.filter((id) => id !== u.id),
                          )
                        }
                      />
                      <span className="pc-enroll__code">{u.code}</span> <span>{formatClassTime(u.timeDate)}</span>{' '}
                      <span>{formatCredits(u.credits)}</span>
                    </label>
                  ))
                }
              </ChoiceGroup>
            ) : (
              <p>{text.dialog.noClassCodes}</p>
            )}
          </>
        ) : null}
      </div>
    </Modal>
  );
}
