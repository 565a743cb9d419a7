import { workProcessesOf, type WorkProcess } from '@pathcraft/sdk';
import { and, eq } from 'drizzle-orm';
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
  const template = apprenticeship.apprenticeshipTemplateId
    ? await first(
        db
          .select({ competencies: apprenticeshipTemplates.competencies })
          .from(apprenticeshipTemplates)
          .where(eq(apprenticeshipTemplates.id, apprenticeship.apprenticeshipTemplateId)),
      )
    : undefined;
  const schedules = await db
    .select({
      id: wageSchedules.id,
      wageRates: wageSchedules.wageRates,
      employerProfileId: wageSchedules.employerProfileId,
    })
    .from(wageSchedules)
    .where(eq(wageSchedules.apprenticeshipId, apprenticeship.id))
    .orderBy(wageSchedules.createdAt, wageSchedules.id);
  const schedule =
    schedules.find((s) => s.employerProfileId && s.employerProfileId === apprenticeship.employerProfileId) ??
    schedules[0];
  const competencies = template?.competencies ?? [];
  return {
    workProcesses: workProcessesOf(competencies),
    competencyBased: competencies.length > 0,
    wageScheduleId: schedule?.id ?? null,
    wageRates: schedule?.wageRates ?? [],
  };
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
