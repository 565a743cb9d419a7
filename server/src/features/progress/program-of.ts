import { apprenticeEmployerOf, wageScheduleOf, workProcessesOf, type WorkProcess } from '@pathcraft/sdk';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { first } from '../../db/first.ts';
import { apprenticeAgreements, apprenticeshipTemplates, wageSchedules } from '../../db/schema/index.ts';
import type { ApprenticeshipRow, Reader } from './progress-access.ts';

export interface ProgramFacts {
  workProcesses: WorkProcess[];
  /** Whether the work processes are the program's competencies (sign-offs count toward completion). */
  competencyBased: boolean;
  /** The program's employer: an apprentice's, unless their agreement names another. */
  employerProfileId: string | null;
  /** The program's wage schedules, oldest first: payingSchedule picks an apprentice's. */
  wageSchedules: PayingSchedule[];
}

export interface PayingSchedule {
  id: string;
  employerProfileId: string | null;
  wageRates: { wageAmount: number; duration: number }[];
}

/**
 * The schedule that pays an apprentice of the program: their employer's (the agreement's, else the
 * program's: sdk apprenticeEmployerOf), as their agreement's PDF prints it and the export reports it.
 */
export function payingSchedule(
  facts: ProgramFacts,
  agreementEmployerId: string | null | undefined,
): { wageScheduleId: string | null; wageRates: PayingSchedule['wageRates'] } {
  const schedule = wageScheduleOf(
    facts.wageSchedules,
    apprenticeEmployerOf(agreementEmployerId, facts.employerProfileId),
  );
  return { wageScheduleId: schedule?.id ?? null, wageRates: schedule?.wageRates ?? [] };
}

/** The program's work processes (its template's competencies) and wage schedules. */
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
      const competencies = competenciesOf.get(apprenticeship.apprenticeshipTemplateId ?? '') ?? [];
      return [
        apprenticeship.id,
        {
          workProcesses: workProcessesOf(competencies),
          competencyBased: competencies.length > 0,
          employerProfileId: apprenticeship.employerProfileId,
          wageSchedules: own.map((s) => ({
            id: s.id,
            employerProfileId: s.employerProfileId,
            wageRates: s.wageRates ?? [],
          })),
        },
      ];
    }),
  );
}

/**
 * The order that puts first the agreement that counts (sdk agreementThatCounts: a signed one over an
 * unsigned one, the one signed last, else the latest made, then the greater id), for a query that
 * picks one an apprentice; `g` names the table where a query gives it another name.
 */
export const agreementThatCountsFirst = (g: SQL = sql`"apprenticeAgreements"`): SQL =>
  sql`(${g}."signedAt" is null), ${g}."signedAt" desc, ${g}."createdAt" desc, ${g}.id desc`;

/**
 * The apprentice's agreement on the apprenticeship that counts (sdk agreementThatCounts, as progress,
 * the RAPIDS export and the registration packet read it): start date, probationary hours and employer.
 */
export async function agreementOf(db: Reader, apprenticeshipId: string, userId: string) {
  return await first(
    db
      .select({
        startDate: apprenticeAgreements.startDate,
        hoursProbationary: apprenticeAgreements.hoursProbationary,
        employerProfileId: apprenticeAgreements.employerProfileId,
      })
      .from(apprenticeAgreements)
      .where(and(eq(apprenticeAgreements.apprenticeshipId, apprenticeshipId), eq(apprenticeAgreements.userId, userId)))
      .orderBy(agreementThatCountsFirst())
      .limit(1),
  );
}
