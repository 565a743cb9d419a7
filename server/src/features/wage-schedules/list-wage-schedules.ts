import { type ListQuery, MESSAGES } from '@pathcraft/sdk';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { wageSchedulesPolicy } from '../data-access/policies/apprenticeships.ts';
import { listRows } from '../data-access/rows.ts';
import { fail } from '../../platform/errors.ts';

const KEYS = ['locationId', 'employerProfileId', 'apprenticeshipId'];

/** Schedules by location, employer profile, apprenticeship or ids: at least one, else 'Missing params' (docs/rules.md#wage-schedules). */
export async function listWageSchedules(db: Db, actor: Actor, query: ListQuery) {
  const named =
    query.filters.some((f) => f.op === 'eq' && KEYS.includes(f.field) && f.value) || Boolean(query.ids?.length);
  if (!named) throw fail('bad_request', MESSAGES.missingParams);
  return await listRows(db, wageSchedulesPolicy, actor, query);
}
