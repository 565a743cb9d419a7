import {
  checkCompetencyRows,
  checkProgramDetails,
  type ExistingProgram,
  type CompetencyRow,
  type CompetencyRowErrors,
  isAcceptedProgramFile,
  programDraftFromForm,
  type ProgramDetailErrors,
  type ProgramDetailsForm,
  programFormFromParsed,
} from '@pathcraft/sdk';
import { focusFirstInvalid, useToast } from '@pathcraft/widgets/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../session.ts';
import { useSubmitOnce } from '../console/parts/use-submit-once.ts';
import { CompetenciesStep } from './CompetenciesStep.tsx';
import { DetailsStep } from './DetailsStep.tsx';
import { ProgramFileDrop } from './ProgramFileDrop.tsx';
import { text } from './program-import.messages.ts';
import { readSavedReview, type Review, type Step, writeSavedReview } from './review-in-history.ts';
import { occupationNameFor } from './use-code-lookup.ts';

const STEPS: { step: Step; label: string }[] = [
  { step: 'upload', label: text.upload },
  { step: 'details', label: text.reviewDetails },
  { step: 'competencies', label: text.reviewCompetencies },
];

/** The organization's program that the codes checked at Next repeat, and those codes as they were. */
interface Duplicate {
  existing: ExistingProgram;
  rapidsCode: string;
  onetCode: string;
}

const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** 'Training Program exists' under each code the existing program shares, while the code is still the one checked. */
function duplicateErrors(details: ProgramDetailsForm, duplicate: Duplicate | null): ProgramDetailErrors {
  if (!duplicate) return {};
  const errors: ProgramDetailErrors = {};
  if (duplicate.existing.sameRapidsCode && sameCode(details.rapidsCode, duplicate.rapidsCode))
    errors.rapidsCode = text.exists;
  if (duplicate.existing.sameOnetCode && sameCode(details.occupationONetCode, duplicate.onetCode))
    errors.occupationONetCode = text.exists;
  return errors;
}

/**
 * Upload, then '1. Review Details', then '2. Review Competencies' with Save (docs/rules.md#program-import); a saved
 * program clears the form back to the upload (docs/rules.md#program-import).
 */
export function ProgramImport({ orgId }: { orgId: string }) {
  const toast = useToast();
  const parsing = useSubmitOnce();
  const saving = useSubmitOnce();
  const saved = useMemo(() => readSavedReview(orgId), [orgId]);
  const [step, setStep] = useState<Step>(saved?.step ?? 'upload');
  const [review, setReview] = useState<Review | null>(saved?.review ?? null);
  const [readingFile, setReadingFile] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  // Errors show from the first Next (or Save) on, and follow the edits from then on.
  const [detailsChecked, setDetailsChecked] = useState(false);
  const [rowsChecked, setRowsChecked] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<Duplicate | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const setDetails = useCallback(
    (update: (details: ProgramDetailsForm) => ProgramDetailsForm) =>
      setReview((r) => r && { ...r, details: update(r.details) }),
    [],
  );
  const setRows = useCallback((rows: CompetencyRow[]) => setReview((r) => r && { ...r, rows }), []);

  useEffect(() => writeSavedReview(review && { orgId, step, review }), [orgId, step, review]);

  // Each step starts at its heading, so a screen reader hears where it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes, to move focus to its heading
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else heading.current?.focus();
  }, [step]);

  const read = (file: File) =>
    parsing.run(async () => {
      setUploadError(null);
      if (!isAcceptedProgramFile(file.name)) return setUploadError(text.accept);
      setReadingFile(file.name);
      try {
        const { program, notes } = await api.programImport.parse(file, orgId);
        const form = programFormFromParsed(program);
        setReview({ fileName: file.name, notes, ...form });
        setDetailsChecked(false);
        setRowsChecked(false);
        setSaveError(null);
        setDuplicate(null);
        setStep('details');
      } catch (err) {
        setUploadError((err as Error).message);
      } finally {
        setReadingFile(null);
      }
    });

  if (!review || step === 'upload')
    return (
      <div className="program-import" ref={root}>
        <Steps current="upload" />
        <h2 ref={heading} tabIndex={-1}>
          {text.upload}
        </h2>
        <ProgramFileDrop readingFile={readingFile} error={uploadError} onFile={(file) => void read(file)} />
      </div>
    );

  const duplicateFields = duplicateErrors(review.details, duplicate);
  const detailErrors: ProgramDetailErrors = {
    ...(detailsChecked ? checkProgramDetails(review.details) : {}),
    ...duplicateFields,
  };
  const duplicateNotice =
    duplicate && Object.keys(duplicateFields).length
      ? text.existsAs(duplicate.existing.title, {
          rapidsCode: !!duplicateFields.rapidsCode,
          onetCode: !!duplicateFields.occupationONetCode,
        })
      : null;
  const rowErrors: CompetencyRowErrors[] = rowsChecked ? checkCompetencyRows(review.rows) : [];

  const next = () =>
    saving.run(async () => {
      let details = review.details;
      // An empty occupation name comes from the O*NET code (docs/rules.md#program-import).
      if (!details.occupationName.trim() && details.occupationONetCode.trim()) {
        const name = await occupationNameFor(details.occupationONetCode);
        if (name) {
          details = { ...details, occupationName: name };
          setDetails((d) => ({ ...d, occupationName: d.occupationName.trim() ? d.occupationName : name }));
        }
      }
      setDetailsChecked(true);
      if (Object.keys(checkProgramDetails(details)).length) return focusFirstInvalid(root.current);
      // A program the save would refuse is named here, not after the competencies are reviewed (docs/rules.md#program-import).
      const codes = { rapidsCode: details.rapidsCode.trim(), onetCode: details.occupationONetCode.trim() };
      const existing = await api.programImport.existing(orgId, codes).catch(() => null); // the save checks again
      setDuplicate(existing && { existing, ...codes });
      if (existing) return focusFirstInvalid(root.current);
      setStep('competencies');
    });

  const save = () =>
    saving.run(async () => {
      setSaveError(null);
      setRowsChecked(true);
      if (checkCompetencyRows(review.rows).some((e) => Object.keys(e).length)) return focusFirstInvalid(root.current);
      const draft = programDraftFromForm(review.details, review.rows);
      if (!draft) {
        setDetailsChecked(true);
        return setStep('details');
      }
      try {
        await api.programImport.save(orgId, draft);
        toast.success(text.saved);
        setReview(null);
        setStep('upload');
      } catch (err) {
        setSaveError((err as Error).message);
      }
    });

  return (
    <div className="program-import" ref={root}>
      <Steps current={step} />
      <h2 ref={heading} tabIndex={-1}>
        {step === 'details' ? text.reviewDetails : text.reviewCompetencies}
      </h2>
      <p className="muted program-import__file">{review.fileName}</p>
      {step === 'details' ? (
        <DetailsStep
          details={review.details}
          errors={detailErrors}
          notes={review.notes}
          duplicate={duplicateNotice}
          busy={saving.busy}
          onChange={setDetails}
          onNext={() => void next()}
          onBack={() => setStep('upload')}
        />
      ) : (
        <CompetenciesStep
          rows={review.rows}
          errors={rowErrors}
          ojtHours={review.details.ojtHours}
          busy={saving.busy}
          saveError={saveError}
          onChange={setRows}
          onBack={() => setStep('details')}
          onSave={() => void save()}
        />
      )}
    </div>
  );
}

function Steps({ current }: { current: Step }) {
  return (
    <ol className="program-steps" aria-label={text.steps}>
      {STEPS.map(({ step, label }) => (
        <li key={step} aria-current={step === current ? 'step' : undefined}>
          {label}
        </li>
      ))}
    </ol>
  );
}
