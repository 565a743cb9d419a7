import { ZWageScheduleWrite } from '@pathcraft/sdk';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/actor.ts';
import type { Deps } from '../../http/deps.ts';
import { jsonBody, listQueryOf } from '../../http/request.ts';
import { fail } from '../../http/errors.ts';
import { wageSchedulesPolicy } from '../data-access/policies/apprenticeships.ts';
import { getRow } from '../data-access/rows.ts';
import { listWageSchedules } from './list-wage-schedules.ts';
import { createWageSchedule, updateWageSchedule } from './save-wage-schedule.ts';

/** Wage schedules of an apprenticeship (001 §7): list, get, create (→ docId), update; every write checked by the sdk rules. */
export function wageScheduleRoutes(deps: Deps) {
  const ctx = (c: Context<AppEnv>) => ({ db: deps.db, actor: c.get('actor'), meta: c.get('meta'), now: deps.now() });
  return new Hono<AppEnv>()
    .get('/', (c) => c.json(listWageSchedules(deps.db, c.get('actor'), listQueryOf(c))))
    .get('/:id', (c) => c.json({ item: getRow(deps.db, wageSchedulesPolicy, c.get('actor'), c.req.param('id'), listQueryOf(c).select) }))
    .post('/', async (c) => {
      const input = ZWageScheduleWrite.parse(await jsonBody(c));
      const item = createWageSchedule(ctx(c), input);
      return c.json({ docId: item.id, item }, 201);
    })
    .put('/:id', async (c) => {
      const body = (await jsonBody(c)) as Record<string, unknown> | null;
      // The id in the path wins; one in the body must agree.
      if (body && typeof body === 'object' && 'id' in body) {
        if (body.id !== c.req.param('id')) throw fail('bad_request', 'The id in the body differs from the one in the path.');
        delete body.id;
      }
      const changes = ZWageScheduleWrite.partial().parse(body);
      return c.json({ item: updateWageSchedule(ctx(c), c.req.param('id'), changes) });
    });
}
