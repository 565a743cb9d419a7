import { wageScheduleOf, workProcessesOf, type WorkProcess } from '@pathcraft/sdk';
import { and, eq, inArray } from 'drizzle-orm';
import { first } from '../../db/first.ts';
import { apprenticeAgreements, apprenticeshipTemplates, wageSchedules } from '../../db/schema/index.ts';
import type { ApprenticeshipRow, Reader } from './progress-access.ts';

export interface ProgramFacts {
  workProcesses: WorkProcess[];
  /** Whether the work processes are the program's competencies (sign-offs count toward completion). */
  competencyBased: boolean;
  wageScheduleId: string | null;
  wageRates: { wageAmount: number; duration: number }[];
}

/** The program's work processes (its template's competencies) and wage schedule (the employer's, else the first). */
export async function programOf(db: Reader, apprenticeship: ApprenticeshipRow): Promise<ProgramFacts> {
  return (await programsOf(db, [apprenticeship])).get(apprenticeship.id)!;
}

/** programOf for many apprenticeships in two queries (templates, wage schedules), by apprenticeship id. */
export async function programsOf(
  db: Reader,
  programs: readonly ApprenticeshipRow[],
): Promise<Map<string, ProgramFacts>> {
  const templateIds = [...new Set(programs.map((p) => p.apprenticeshipTemplateId).filter((id) => id !== null))];
  const [templates, schedules] = await Promise.all([
    templateIds.length
      ? db
          .select({ id: apprenticeshipTemplates.id, competencies: apprenticeshipTemplates.competencies })
          .from(apprenticeshipTemplates)
          .where(inArray(apprenticeshipTemplates.id, templateIds))
      : [],
    programs.length
      ? db
          .select({
            id: wageSchedules.id,
            apprenticeshipId: wageSchedules.apprenticeshipId,
            wageRates: wageSchedules.wageRates,
            employerProfileId: wageSchedules.employerProfileId,
          })
          .from(wageSchedules)
          .where(
            inArray(
              wageSchedules.apprenticeshipId,
              programs.map((p) => p.id),
            ),
          )
          .orderBy(wageSchedules.createdAt, wageSchedules.id)
      : [],
  ]);
  const competenciesOf = new Map(templates.map((t) => [t.id, t.competencies ?? []]));
  return new Map(
    programs.map((apprenticeship) => {
      const own = schedules.filter((s) => s.apprenticeshipId === apprenticeship.id);
      const schedule = wageScheduleOf(own, apprenticeship.employerProfileId);
      const competencies = competenciesOf.get(apprenticeship.apprenticeshipTemplateId ?? '') ?? [];
      return [
        apprenticeship.id,
        {
          workProcesses: workProcessesOf(competencies),
          competencyBased: competencies.length > 0,
          wageScheduleId: schedule?.id ?? null,
          wageRates: schedule?.wageRates ?? [],
        },
      ];
    }),
  );
}

/** The apprentice's agreement on the apprenticeship: start date and probationary hours. */
export async function agreementOf(db: Reader, apprenticeshipId: string, userId: string) {
  return await first(
    db
      .select({ startDate: apprenticeAgreements.startDate, hoursProbationary: apprenticeAgreements.hoursProbationary })
      .from(apprenticeAgreements)
      .where(and(eq(apprenticeAgreements.apprenticeshipId, apprenticeshipId), eq(apprenticeAgreements.userId, userId))),
  );
}
