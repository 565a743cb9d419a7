import { formatWage, ordinal, PROGRESS_MESSAGES, recordNotFound } from '@pathcraft/sdk';
import { eq, inArray } from 'drizzle-orm';
import { forUpdate } from '../../db/concurrency.ts';
import { first, one } from '../../db/first.ts';
import { apprenticeships, employerProfiles, users, wageStepsDue } from '../../db/schema/index.ts';
import { genericEmail, textToHtml } from '../../emails/generic.ts';
import { fail } from '../../platform/errors.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import type { ProgressCtx } from './hours-logs.ts';
import { apprenticeshipFor, confirmsWages, reviews, standingOnApprentice } from './progress-access.ts';

export type WageStepDueRow = typeof wageStepsDue.$inferSelect;

/**
 * E-mails the employer's contact, through the outbox, that a wage step came due and waits for the new
 * rate to be confirmed; marks each step notified. A step without an employer e-mail stays un-notified
 * (it still shows on the lists). Sent after the approval's commit, so a failed send never undoes it.
 */
export async function notifyWageStepsDue(ctx: ProgressCtx, ids: string[]): Promise<void> {
  const steps = await ctx.db
    .select({
      step: wageStepsDue,
      title: apprenticeships.title,
      apprenticeName: users.name,
      employerEmail: employerProfiles.contactEmail,
      employerName: employerProfiles.name,
    })
    .from(wageStepsDue)
    .innerJoin(apprenticeships, eq(apprenticeships.id, wageStepsDue.apprenticeshipId))
    .leftJoin(users, eq(users.id, wageStepsDue.userId))
    .leftJoin(employerProfiles, eq(employerProfiles.id, wageStepsDue.employerProfileId))
    .where(inArray(wageStepsDue.id, ids));
  for (const { step, title, apprenticeName, employerEmail, employerName } of steps) {
    const to = employerEmail?.trim();
    if (!to) continue;
    const who = apprenticeName?.trim() || 'An apprentice';
    const body = [
      employerName ? `Hello ${employerName},` : 'Hello,',
      `${who} has ${step.hoursAtDue} approved on-the-job hours in ${title}, which starts the ${ordinal(step.period)} wage period of the wage schedule: ${formatWage(step.wageAmount)} an hour.`,
      'Please pay the new rate from this point and confirm it on the apprentices page of the console.',
    ].join('\n\n');
    const mail = genericEmail({ title: `Wage step due: ${who}`, bodyHtml: textToHtml(body) });
    await ctx.mailer.send({ to, ...mail, orgId: step.orgId, createdBy: null });
    await ctx.db.update(wageStepsDue).set({ notifiedAt: ctx.now.toISOString() }).where(eq(wageStepsDue.id, step.id));
  }
}

/** The employer admin or the sponsor confirms the new rate of a step that came due. Audited. */
export async function confirmWageStep(ctx: ProgressCtx, id: string): Promise<WageStepDueRow> {
  const stamp = ctx.now.toISOString();
  return await ctx.db.transaction(async (tx) => {
    const step = await first(forUpdate(tx.select().from(wageStepsDue).where(eq(wageStepsDue.id, id))));
    if (!step) throw fail('not_found', recordNotFound('wageStepsDue'));
    const access = await apprenticeshipFor(tx, ctx.actor, step.apprenticeshipId).catch(() => null);
    const onApprentice = access && (await standingOnApprentice(tx, access, step.userId));
    if (!access || !onApprentice || !reviews(onApprentice)) throw fail('not_found', recordNotFound('wageStepsDue'));
    if (!confirmsWages(onApprentice))
      throw fail('forbidden', 'Only the employer or the sponsor confirms a new wage rate.');
    if (step.confirmedAt) throw fail('conflict', PROGRESS_MESSAGES.noStepDue);
    const row = await one(
      tx
        .update(wageStepsDue)
        .set({ confirmedAt: stamp, confirmedBy: access.user.userId, updatedAt: stamp })
        .where(eq(wageStepsDue.id, id))
        .returning(),
    );
    await recordAuditEvent(
      tx,
      access.user,
      ctx.meta,
      {
        action: 'wageStepsDue.confirm',
        entity: 'wageStepsDue',
        entityId: id,
        orgId: step.orgId,
        details: { period: step.period, wageAmount: step.wageAmount, userId: step.userId },
        before: step,
        after: row,
      },
      ctx.now,
    );
    return row;
  });
}
