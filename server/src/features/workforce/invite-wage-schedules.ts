import type { WageScheduleWrite } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { first } from '../../db/first.ts';
import { wageSchedules } from '../../db/schema/index.ts';
import type { Actor, RequestContext } from '../../platform/actor.ts';
import { fail } from '../../platform/errors.ts';
import type { InviteRow } from '../invites/invite-events.ts';
import { createWageSchedule, updateWageSchedule } from '../wage-schedules/save-wage-schedule.ts';

const OWN_PROGRAM_ONLY = "This invitation can only change its own program's wage schedules.";

/**
 * Edits of the program's wage schedules through a workforce invite: the
 * schedule verbs of the records issue run as the organization's manager,
 * but only for the invite's own apprenticeship (checked before each call).
 */
const inviteScheduleActor = (invite: InviteRow): Actor => ({
  kind: 'user',
  userId: `invite:${invite.id}`,
  accountId: `invite:${invite.id}`,
  orgId: invite.orgId,
  roles: ['admin'],
  email: invite.email ?? '',
  name: null,
});

/** The wage schedules of the invite's program, oldest first. */
export async function listInviteWageSchedules(db: Db, invite: InviteRow) {
  if (!invite.apprenticeshipId) return { items: [], total: 0 };
  const items = await db
    .select({
      id: wageSchedules.id,
      title: wageSchedules.title,
      entryWage: wageSchedules.entryWage,
      wageRates: wageSchedules.wageRates,
      apprenticeshipId: wageSchedules.apprenticeshipId,
    })
    .from(wageSchedules)
    .where(eq(wageSchedules.apprenticeshipId, invite.apprenticeshipId))
    .orderBy(wageSchedules.createdAt);
  return { items, total: items.length };
}

/** A new wage schedule of the invite's own program. */
export async function createInviteWageSchedule(ctx: RequestContext, invite: InviteRow, input: WageScheduleWrite) {
  if (!invite.apprenticeshipId || input.apprenticeshipId !== invite.apprenticeshipId)
    throw fail('forbidden', OWN_PROGRAM_ONLY);
  return await createWageSchedule({ ...ctx, actor: inviteScheduleActor(invite) }, input);
}

/** Changes a wage schedule of the invite's own program; it stays in that program. */
export async function updateInviteWageSchedule(
  ctx: RequestContext,
  invite: InviteRow,
  scheduleId: string,
  changes: Partial<WageScheduleWrite>,
) {
  const existing = await first(
    ctx.db
      .select({ apprenticeshipId: wageSchedules.apprenticeshipId })
      .from(wageSchedules)
      .where(eq(wageSchedules.id, scheduleId)),
  );
  const target = changes.apprenticeshipId ?? existing?.apprenticeshipId;
  if (
    !existing ||
    !invite.apprenticeshipId ||
    existing.apprenticeshipId !== invite.apprenticeshipId ||
    target !== invite.apprenticeshipId
  ) {
    throw fail('forbidden', OWN_PROGRAM_ONLY);
  }
  return await updateWageSchedule({ ...ctx, actor: inviteScheduleActor(invite) }, scheduleId, changes);
}
