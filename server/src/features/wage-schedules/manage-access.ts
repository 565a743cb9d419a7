import { isSuperAdmin, orgScopeOf } from '@pathcraft/sdk';
import type { Actor } from '../../platform/actor.ts';
import { fail } from '../../platform/errors.ts';
import { requireUser } from '../../platform/actor.ts';

type UserActor = Extract<Actor, { kind: 'user' }>;

/** Owners and admins manage their organization's schedules; super admins any organization's. */
export function requireScheduleManager(actor: Actor): UserActor {
  const user = requireUser(actor);
  if (!isSuperAdmin(user.roles) && !(user.orgId && user.roles.some((r) => r === 'owner' || r === 'admin'))) {
    throw fail('forbidden', "Your role can't change wageSchedules.");
  }
  return user;
}

/** The organization a manager is limited to; null for a super admin. */
export const scopeOf = (actor: UserActor): string | null => orgScopeOf(actor);
