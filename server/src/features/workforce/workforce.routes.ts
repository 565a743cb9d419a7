import { ZWageScheduleWrite } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { wageSchedules } from '../../db/schema/index.ts';
import type { Actor, AppEnv } from '../../http/actor.ts';
import type { Deps } from '../../http/deps.ts';
import { jsonBody } from '../../http/request.ts';
import { fail } from '../../http/errors.ts';
import { employerOf, orgOf, programOf } from '../agreements/program-context.ts';
import { requireInviteAccess } from '../invites/invite-access.ts';
import type { InviteRow } from '../invites/invite-events.ts';
import { createWageSchedule, updateWageSchedule } from '../wage-schedules/save-wage-schedule.ts';
import { submitWorkforce } from './submit-workforce.ts';

const count = z.number().nullable().optional();
/** Types only: what the values must be is checkWorkforceForm's rule, so the server answers with the form's messages. */
const ZWorkforceSubmit = z
  .object({
    ein: z.string().max(20).nullable().optional(),
    naicsCode: z.string().max(10).nullable().optional(),
    totalEmployees: count,
    totalEmployeesFemale: count,
    totalEmployeesColor: count,
    totalJourneyWorkers: count,
    totalJourneyWorkersFemale: count,
    totalJourneyWorkersColor: count,
  })
  .strict();


/**
 * Edits of the program's wage schedules through a workforce invite: the
 * schedule verbs of the records issue run as the organization's manager,
 * but only for the invite's own apprenticeship (checked before each call).
 */
const inviteScheduleActor = (invite: InviteRow): Actor => ({ kind: 'user', userId: `invite:${invite.id}`, accountId: `invite:${invite.id}`, orgId: invite.orgId, roles: ['admin'], email: invite.email ?? '', name: null });

/** The employer workforce form behind a workforce invite (002 §2, §4, §5). */
export function workforceRoutes(deps: Deps) {
  const workforceInvite = async (c: Context<AppEnv>) => {
    const invite = await requireInviteAccess(deps, c, c.req.param('id')!);
    if (invite.inviteType !== 'workforce') throw fail('forbidden', 'This invitation has no workforce form.');
    if (invite.usedAt) throw fail('conflict', 'This invitation is no longer valid.');
    return invite;
  };
  const ctx = (c: Context<AppEnv>, actor: Actor) => ({ db: deps.db, actor, meta: c.get('meta'), now: deps.now() });
  return new Hono<AppEnv>()
    .get('/invites/:id/workforce', async (c) => {
      const invite = await workforceInvite(c);
      return c.json({ item: { employerProfile: employerOf(deps.db, invite.employerProfileId), program: programOf(deps.db, invite.apprenticeshipId), org: orgOf(deps.db, invite.orgId) } });
    })
    .put('/invites/:id/workforce', async (c) => {
      const invite = await workforceInvite(c);
      const form = ZWorkforceSubmit.parse(await jsonBody(c));
      const row = submitWorkforce(ctx(c, c.get('actor')), invite, form);
      const { inviteHistory, ...rest } = row;
      return c.json({ item: { ...rest, inviteHistory: inviteHistory?.map(({ actionAt, action }) => ({ actionAt, action })) } });
    })
    .get('/invites/:id/wageSchedules', async (c) => {
      const invite = await workforceInvite(c);
      if (!invite.apprenticeshipId) return c.json({ items: [], total: 0 });
      const items = deps.db.select({ id: wageSchedules.id, title: wageSchedules.title, entryWage: wageSchedules.entryWage, wageRates: wageSchedules.wageRates, apprenticeshipId: wageSchedules.apprenticeshipId }).from(wageSchedules).where(eq(wageSchedules.apprenticeshipId, invite.apprenticeshipId)).orderBy(wageSchedules.createdAt).all();
      return c.json({ items, total: items.length });
    })
    .post('/invites/:id/wageSchedules', async (c) => {
      const invite = await workforceInvite(c);
      const input = ZWageScheduleWrite.parse(await jsonBody(c));
      if (!invite.apprenticeshipId || input.apprenticeshipId !== invite.apprenticeshipId) throw fail('forbidden', "This invitation can only change its own program's wage schedules.");
      const item = createWageSchedule(ctx(c, inviteScheduleActor(invite)), input);
      return c.json({ docId: item.id, item }, 201);
    })
    .put('/invites/:id/wageSchedules/:scheduleId', async (c) => {
      const invite = await workforceInvite(c);
      const changes = ZWageScheduleWrite.partial().parse(await jsonBody(c));
      const existing = deps.db.select({ apprenticeshipId: wageSchedules.apprenticeshipId }).from(wageSchedules).where(eq(wageSchedules.id, c.req.param('scheduleId'))).get();
      const target = changes.apprenticeshipId ?? existing?.apprenticeshipId;
      if (!existing || !invite.apprenticeshipId || existing.apprenticeshipId !== invite.apprenticeshipId || target !== invite.apprenticeshipId) {
        throw fail('forbidden', "This invitation can only change its own program's wage schedules.");
      }
      return c.json({ item: updateWageSchedule(ctx(c, inviteScheduleActor(invite)), c.req.param('scheduleId'), changes) });
    });
}
