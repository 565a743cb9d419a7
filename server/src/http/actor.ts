import type { Role } from '@pathcraft/sdk';

/** Who is calling: a signed-in user, an organization API key, or nobody. */
export type Actor =
  | {
      kind: 'user';
      userId: string;
      accountId: string;
      /** The sign-in session behind the request's access token (absent for actors built on the server, such as invitees). */
      sessionId?: string;
      orgId: string | null;
      roles: Role[];
      email: string;
      name: string | null;
    }
  | { kind: 'apiKey'; keyId: string; orgId: string }
  | { kind: 'anonymous' };

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  origin: string | null;
}

export type AppEnv = { Variables: { actor: Actor; meta: RequestMeta } };

export const isSuper = (a: Actor) => a.kind === 'user' && a.roles.includes('superAdmin');
