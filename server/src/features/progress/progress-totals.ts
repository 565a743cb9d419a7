import type { HoursLogStatus, ProgressTotals } from '@pathcraft/sdk';
import { type SQL, sql } from 'drizzle-orm';
import { agreementThatCountsFirst } from './program-of.ts';
import type { Db } from '../../db/client.ts';
import type { JsonSql } from '../../db/capabilities.ts';

/**
 * The sums behind apprentices' progress, read by grouped SQL instead of loading their weeks: two
 * years of weekly logs for 10,000 apprentices are a million rows, of which a list needs only the
 * sums (issue 27, "lists stay fast"). The same sums as sdk totalsOfLogs, per apprentice:
 * hours by status and overdue waiting weeks, approved hours per work process (from the weeks'
 * entries), the week probation ended, and recorded instruction hours.
 */
export interface ApprenticeTotals extends ProgressTotals {
  /** Waiting weeks sent at or before the overdue cutoff (sdk approvalOverdueCutoff). */
  overdue: number;
  /** Related-instruction hours the sponsor recorded. */
  recordedInstruction: number;
}

/** Which apprentices: those of these apprenticeships, or those listed of them (a page, one person). */
export interface TotalsScope {
  apprenticeshipIds: readonly string[];
  userIds?: readonly string[];
  /** sdk approvalOverdueCutoff(now). */
  overdueCutoff: string;
}

export const apprenticeKey = (apprenticeshipId: string, userId: string) => `${apprenticeshipId}\u0000${userId}`;

const inScope = (alias: string, scope: TotalsScope) =>
  sql.join(
    [
      sql`${sql.raw(`${alias}."apprenticeshipId"`)} in (${sql.join(
        scope.apprenticeshipIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
      ...(scope.userIds
        ? [
            sql`${sql.raw(`${alias}."userId"`)} in (${sql.join(
              scope.userIds.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          ]
        : []),
    ],
    sql` and `,
  );

/**
 * The statements, one per sum, as each database writes them (only the entries' JSON differs).
 * Exported for the plan test: each must seek by apprenticeship through an index, never scan a table.
 */
export function totalsStatements(jsonSql: JsonSql, scope: TotalsScope): Record<string, SQL> {
  const each = jsonSql.elementsOf(sql`"hoursLogs" l`, sql`l.entries`, 'e');
  const entries = { from: each.from, process: each.text('workProcessId'), hours: each.number('hours') };
  return {
    byStatus: sql`select l."apprenticeshipId" as a, l."userId" as u, l.status as s, sum(l."totalHours") as h,
      sum(case when l.status = 'waiting' and l."submittedAt" <= ${scope.overdueCutoff} then 1 else 0 end) as overdue
      from "hoursLogs" l where ${inScope('l', scope)} and l.status in ('waiting', 'approved', 'returned')
      group by l."apprenticeshipId", l."userId", l.status`,
    byProcess: sql`select l."apprenticeshipId" as a, l."userId" as u, ${entries.process} as w, sum(${entries.hours}) as h
      from ${entries.from} where ${inScope('l', scope)} and l.status = 'approved'
      group by l."apprenticeshipId", l."userId", ${entries.process}`,
    // The approved week by which the running total reached the agreement's probationary hours (the
    // agreement that counts, sdk agreementThatCounts, as the progress reads it).
    probation: sql`with p as (
        select g."apprenticeshipId" as a, g."userId" as u, g."hoursProbationary" as hp,
          row_number() over (partition by g."apprenticeshipId", g."userId" order by ${agreementThatCountsFirst(sql`g`)}) as n
        from "apprenticeAgreements" g where ${inScope('g', scope)}
      ), r as (
        select l."apprenticeshipId" as a, l."userId" as u, l."weekStart" as w,
          sum(l."totalHours") over (partition by l."apprenticeshipId", l."userId" order by l."weekStart" rows unbounded preceding) as running
        from "hoursLogs" l where ${inScope('l', scope)} and l.status = 'approved'
      )
      select r.a, r.u, min(r.w) as w from r join p on p.a = r.a and p.u = r.u and p.n = 1
      where p.hp > 0 and r.running >= p.hp group by r.a, r.u`,
    instruction: sql`select i."apprenticeshipId" as a, i."userId" as u, sum(i.hours) as h
      from "instructionHours" i where ${inScope('i', scope)} group by i."apprenticeshipId", i."userId"`,
  };
}

/** Every apprentice's sums in the scope, by apprenticeKey; an apprentice with no weeks has none. */
export async function progressTotals(db: Db, scope: TotalsScope): Promise<Map<string, ApprenticeTotals>> {
  const out = new Map<string, ApprenticeTotals>();
  if (!scope.apprenticeshipIds.length) return out;
  const q = totalsStatements(db.capabilities.jsonSql, scope);
  const [byStatus, byProcess, probation, instruction] = await Promise.all([
    db.capabilities.rawSql.rows<{
      a: string;
      u: string;
      s: HoursLogStatus;
      h: number | string;
      overdue: number | string;
    }>(q.byStatus!),
    db.capabilities.rawSql.rows<{ a: string; u: string; w: string; h: number | string }>(q.byProcess!),
    db.capabilities.rawSql.rows<{ a: string; u: string; w: string }>(q.probation!),
    db.capabilities.rawSql.rows<{ a: string; u: string; h: number | string }>(q.instruction!),
  ]);
  const of = (a: string, u: string) => {
    const key = apprenticeKey(a, u);
    let totals = out.get(key);
    if (!totals) out.set(key, (totals = noTotals()));
    return totals;
  };
  for (const r of byStatus) {
    const t = of(r.a, r.u);
    t.hours[r.s] = Number(r.h);
    t.overdue += Number(r.overdue);
  }
  for (const r of byProcess) (of(r.a, r.u).approvedByProcess as Record<string, number>)[r.w] = Number(r.h);
  for (const r of probation) of(r.a, r.u).probationEndedWeek = r.w;
  for (const r of instruction) of(r.a, r.u).recordedInstruction = Number(r.h);
  return out;
}

/** The sums of an apprentice with no weeks and no instruction. */
export const noTotals = (): ApprenticeTotals => ({
  hours: { approved: 0, waiting: 0, returned: 0 },
  approvedByProcess: {},
  probationEndedWeek: null,
  overdue: 0,
  recordedInstruction: 0,
});
