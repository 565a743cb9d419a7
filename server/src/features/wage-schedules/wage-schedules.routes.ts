import { ZWageScheduleWrite } from '@pathcraft/sdk';
import { z } from 'zod';
import { declare, listOf, routes, ZRecord, ZRecordItem } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { ZListParams } from '../../http/list-params.ts';
import { listQueryOf } from '../../http/request.ts';
import { wageSchedulesPolicy } from '../data-access/policies/apprenticeships.ts';
import { getRow } from '../data-access/rows.ts';
import { listWageSchedules } from './list-wage-schedules.ts';
import { createWageSchedule, deleteWageSchedule, updateWageSchedule } from './save-wage-schedule.ts';
import { fail } from '../../platform/errors.ts';

const tags = ['wage-schedules'];
const ZItem = ZRecordItem;

/** Wage schedules of an apprenticeship (docs/rules.md#wage-schedules): list, get, create (→ docId), update, delete; every write checked by the sdk rules. */
export function wageScheduleRoutes(deps: Deps) {
  const app = routes();
  declare(
    app,
    {
      method: 'get',
      path: '/',
      summary: 'Wage schedules (filter by employerProfileId, apprenticeshipId)',
      tags,
      auth: 'user',
      query: ZListParams,
      response: listOf(ZRecord),
    },
    async (c) => c.json(await listWageSchedules(deps.db, c.var.ctx.actor, listQueryOf(c))),
  );
  declare(
    app,
    {
      method: 'get',
      path: '/:id',
      summary: 'One wage schedule',
      tags,
      auth: 'user',
      query: ZListParams.pick({ select: true }),
      response: ZItem,
    },
    async (c, { params }) =>
      c.json({ item: await getRow(deps.db, wageSchedulesPolicy, c.var.ctx.actor, params.id, listQueryOf(c).select) }),
  );
  declare(
    app,
    {
      method: 'post',
      path: '/',
      summary: 'Create a wage schedule (checked by the wage-schedule rules)',
      tags,
      auth: 'user',
      body: ZWageScheduleWrite,
      response: z.object({ docId: z.string(), item: ZRecord }),
      status: 201,
    },
    async (c, { body }) => {
      const item = await createWageSchedule(c.var.ctx, body);
      return c.json({ docId: item.id, item }, 201);
    },
  );
  declare(
    app,
    {
      method: 'put',
      path: '/:id',
      summary: 'Change a wage schedule',
      tags,
      auth: 'user',
      body: ZWageScheduleWrite.partial().extend({ id: z.string().optional() }),
      response: ZItem,
    },
    async (c, { params, body: { id, ...changes } }) => {
      // The id in the path wins; one in the body must agree.
      if (id !== undefined && id !== params.id)
        throw fail('bad_request', 'The id in the body differs from the one in the path.');
      return c.json({ item: await updateWageSchedule(c.var.ctx, params.id, changes) });
    },
  );
  declare(
    app,
    {
      method: 'delete',
      path: '/:id',
      summary: 'Delete a wage schedule (with 2 or more periods)',
      tags,
      auth: 'user',
      response: z.object({ deleted: z.string() }),
    },
    async (c, { params }) => {
      await deleteWageSchedule(c.var.ctx, params.id);
      return c.json({ deleted: params.id });
    },
  );
  return app;
}
