import {
  affirmativeActionText,
  agreementEntryWage,
  agreementProgramText,
  EMPLOYER_AGREEMENT_TEXT,
  entryWageText,
  RATIO_TEXT,
  ratioText,
  WORKFORCE_MESSAGES,
} from '@pathcraft/sdk';
import type { ProgramView } from '../invites/invite-types.ts';
import { WageTable } from './WageTable.tsx';

const [, , s3, s4, s5, s6] = EMPLOYER_AGREEMENT_TEXT.sections;

/** Sections 3 to 6: the training program and its wages, equal opportunity, the ratio, acceptance. */
export function EmployerTerms({ program, journeyworkers }: { program: ProgramView | null; journeyworkers: number }) {
  const schedules = program?.wageSchedules ?? [];
  return (
    <>
      <section aria-labelledby="ea-3">
        <h2 id="ea-3">{s3}</h2>
        {program ? (
          <>
            <p>{agreementProgramText({ ...program.apprenticeship, provider: program.instructionProvider?.name })}</p>
            <p data-testid="entry-wage">{entryWageText(agreementEntryWage(schedules))}</p>
            {schedules.map((s) => (
              <WageTable key={s.id} schedule={s} />
            ))}
          </>
        ) : (
          <p className="muted">{WORKFORCE_MESSAGES.noTrainingProgram}</p>
        )}
      </section>

      <section aria-labelledby="ea-4">
        <h2 id="ea-4">{s4}</h2>
        <p>{EMPLOYER_AGREEMENT_TEXT.equalEmployment}</p>
        <p data-testid="affirmative-action">{affirmativeActionText(program?.activeApprentices ?? 0)}</p>
      </section>

      <section aria-labelledby="ea-5">
        <h2 id="ea-5">{s5}</h2>
        <p>{RATIO_TEXT}</p>
        <p data-testid="ratio">{ratioText(journeyworkers)}</p>
      </section>

      <section aria-labelledby="ea-6">
        <h2 id="ea-6">{s6}</h2>
        <p>{EMPLOYER_AGREEMENT_TEXT.acceptance}</p>
      </section>
    </>
  );
}
