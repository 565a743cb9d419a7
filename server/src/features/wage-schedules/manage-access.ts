import { ADMIN_ROLES } from '@pathcraft/sdk';
import type { Actor } from '../../platform/actor.ts';
import { actsFor } from '../../platform/acting-org.ts';
import { fail } from '../../platform/errors.ts';
import { requireUser } from '../../platform/actor.ts';

type UserActor = Extract<Actor, { kind: 'user' }>;

/** Owners and admins manage their organization's schedules; super admins any organization's. */
export function requireScheduleManager(actor: Actor): UserActor {
  const user = requireUser(actor);
  if (!actsFor(user, user.orgId, ADMIN_ROLES)) throw fail('forbidden', "Your role can't change wageSchedules.");
  return user;
}
