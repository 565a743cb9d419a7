import { z } from 'zod';
import { ROLES } from '../identity/roles.rules.ts';

/** A user's sign-in account as admins manage it: whether they have one, and whether it is switched off. */
export const ZUserAccount = z.object({ id: z.string(), hasAccount: z.boolean(), disabled: z.boolean() });
/** GET /v1/users/:id/account, POST /v1/users/:id/deactivate and /reactivate: the account after the read or the switch. */
export const ZUserAccountItem = z.object({ item: ZUserAccount });
/** PUT /v1/users/:id/role: the user's roles after the change. */
export const ZUserRoles = z.object({ item: z.object({ id: z.string(), role: z.array(z.enum(ROLES)) }) });
