import { checkWorkforceForm, WORKFORCE_MESSAGES, workforceMissing, type WorkforceFields } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employerProfiles, invites, wageSchedules } from '../../db/schema/index.ts';
import type { InviteHistoryRow } from '../../db/schema/apprenticeships.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import { recordInviteEvent, type InviteRow } from '../invites/invite-events.ts';
import { forUpdate } from '../../db/concurrency.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

/**
 * The employer submits the workforce form (docs/rules.md#workforce-form): the fields are
 * checked with the sdk rules (and a wage schedule must exist), the employer
 * profile is updated, 'Data Submitted' is prepended to its invite history,
 * the invite is marked used and the event recorded. One transaction.
 */
export async function submitWorkforce(
  ctx: { db: Db; actor: Actor; meta: RequestMeta | null; now: Date },
  invite: InviteRow,
  form: WorkforceFields,
) {
  if (!invite.employerProfileId) throw fail('not_found', 'This invitation has no employer.');
  const scheduleCount = invite.apprenticeshipId
    ? (
        await ctx.db
          .select({ id: wageSchedules.id })
          .from(wageSchedules)
          .where(eq(wageSchedules.apprenticeshipId, invite.apprenticeshipId))
      ).length
    : 0;
  const missing = workforceMissing(form, invite.apprenticeshipId ? scheduleCount : 1);
  if (missing.length) throw fail('bad_request', missing[0]!, { fields: checkWorkforceForm(form), missing });
  const stamp = ctx.now.toISOString();
  return await ctx.db.transaction(async (tx) => {
    // Locked: a parallel submission prepends its history entry to this one's, not to what both read.
    const current = await first(
      forUpdate(tx.select().from(employerProfiles).where(eq(employerProfiles.id, invite.employerProfileId!))),
    );
    if (!current) throw fail('not_found', 'This invitation has no employer.');
    const entry: InviteHistoryRow = {
      inviteId: invite.id,
      email: invite.email,
      firstName: invite.firstName,
      lastName: invite.lastName,
      actionAt: stamp,
      action: WORKFORCE_MESSAGES.dataSubmitted,
    };
    const row = (await first(
      tx
        .update(employerProfiles)
        .set({
          ein: form.ein!.trim(),
          naicsCode: form.naicsCode?.trim() || null,
          totalEmployees: form.totalEmployees,
          totalEmployeesFemale: form.totalEmployeesFemale,
          totalEmployeesColor: form.totalEmployeesColor,
          totalJourneyWorkers: form.totalJourneyWorkers,
          totalJourneyWorkersFemale: form.totalJourneyWorkersFemale,
          totalJourneyWorkersColor: form.totalJourneyWorkersColor,
          inviteHistory: [entry, ...(current.inviteHistory ?? [])],
          updatedAt: stamp,
        })
        .where(eq(employerProfiles.id, current.id))
        .returning(),
    ))!;
    await tx.update(invites).set({ usedAt: stamp, updatedAt: stamp }).where(eq(invites.id, invite.id));
    await recordInviteEvent(tx, ctx.actor, ctx.meta, invite, 'workforce.submitted', ctx.now, {
      fields: Object.keys(form),
    });
    return row;
  });
}
