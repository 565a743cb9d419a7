import { ZAnyRecordItem, ZAnyRecordList, ZCreatedRecord, ZWageScheduleWrite } from '@pathcraft/sdk';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.ts';
import { declare, loadedBefore, routes } from '../../http/contract.ts';
import { employerOf, orgOf, programOf } from '../agreements/program-context.ts';
import { requireInviteAccess } from '../invites/invite-access.ts';
import {
  createInviteWageSchedule,
  listInviteWageSchedules,
  updateInviteWageSchedule,
} from './invite-wage-schedules.ts';
import { submitWorkforce } from './submit-workforce.ts';
import { fail } from '../../platform/errors.ts';

/** An invited employer edits its program's schedules; the agency's identifier (rapidsId) is the sponsor staff's to write. */
const ZInviteWageScheduleWrite = ZWageScheduleWrite.omit({ rapidsId: true });

const count = z.number().nullable().optional();
/**
 * Types only: what the values must be is checkWorkforceForm's rule, so the server answers with the form's messages.
 * The lengths only bound the request, above anything the rule takes (a NAICS code is at most 6 digits).
 */
const ZWorkforceSubmit = z
  .object({
    ein: z.string().max(200).nullable().optional(),
    naicsCode: z.string().max(200).nullable().optional(),
    totalEmployees: count,
    totalEmployeesFemale: count,
    totalEmployeesColor: count,
    totalJourneyWorkers: count,
    totalJourneyWorkersFemale: count,
    totalJourneyWorkersColor: count,
  })
  .strict();

/** The employer workforce form behind a workforce invite (docs/rules.md#workforce-form). */
export function workforceRoutes(deps: Deps) {
  // Checked before the body is read: a caller without the invite's access never gets validation hints.
  const invite = loadedBefore(async (c) => {
    const row = await requireInviteAccess(deps, c.var.ctx, c.req.param('id')!);
    if (row.inviteType !== 'workforce') throw fail('forbidden', 'This invitation has no workforce form.');
    if (row.usedAt) throw fail('conflict', 'This invitation is no longer valid.');
    return row;
  });
  const tags = ['workforce'];
  const auth = 'public' as const; // the invite's document token (x-doc-access header), not a user
  const before = [invite.before];
  const app = routes();
  declare(
    app,
    {
      method: 'get',
      path: '/invites/:id/workforce',
      summary: 'The workforce form: employer profile, program and organization',
      tags,
      auth,
      before,
      response: ZAnyRecordItem,
    },
    async (c) => {
      const row = invite.of(c);
      return c.json({
        item: {
          employerProfile: await employerOf(deps.db, row.employerProfileId),
          program: await programOf(deps.db, row.apprenticeshipId, row.employerProfileId),
          org: await orgOf(deps.db, row.orgId),
        },
      });
    },
  );
  declare(
    app,
    {
      method: 'put',
      path: '/invites/:id/workforce',
      summary: 'Submit the workforce numbers',
      tags,
      auth,
      before,
      body: ZWorkforceSubmit,
      response: ZAnyRecordItem,
    },
    async (c, { body }) => {
      const { inviteHistory, ...rest } = await submitWorkforce(c.var.ctx, invite.of(c), body);
      return c.json({
        item: { ...rest, inviteHistory: inviteHistory?.map(({ actionAt, action }) => ({ actionAt, action })) },
      });
    },
  );
  declare(
    app,
    {
      method: 'get',
      path: '/invites/:id/wageSchedules',
      summary: "The invite's program's wage schedules",
      tags,
      auth,
      before,
      response: ZAnyRecordList,
    },
    async (c) => c.json(await listInviteWageSchedules(deps.db, invite.of(c))),
  );
  declare(
    app,
    {
      method: 'post',
      path: '/invites/:id/wageSchedules',
      summary: "Add a wage schedule to the invite's program",
      tags,
      auth,
      before,
      body: ZInviteWageScheduleWrite,
      response: ZCreatedRecord,
      status: 201,
    },
    async (c, { body }) => {
      const item = await createInviteWageSchedule(c.var.ctx, invite.of(c), body);
      return c.json({ docId: item.id, item }, 201);
    },
  );
  declare(
    app,
    {
      method: 'put',
      path: '/invites/:id/wageSchedules/:scheduleId',
      summary: "Change a wage schedule of the invite's program",
      tags,
      auth,
      before,
      body: ZInviteWageScheduleWrite.partial(),
      response: ZAnyRecordItem,
    },
    async (c, { params, body }) =>
      c.json({ item: await updateInviteWageSchedule(c.var.ctx, invite.of(c), params.scheduleId, body) }),
  );
  return app;
}
