import { fail } from './errors.ts';
import type { Role } from '@pathcraft/sdk';
import type { Db } from '../db/client.ts';

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
      /** Read-only for courses (docs/rules.md#courses-and-cohorts): refused on every class, section and cohort write. */
      courseReadOnly?: boolean;
    }
  | { kind: 'apiKey'; keyId: string; orgId: string }
  | { kind: 'anonymous' };

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  origin: string | null;
}

/** What a verb needs from the request: built once per request by http/identify.ts. */
export interface RequestContext {
  db: Db;
  actor: Actor;
  meta: RequestMeta;
  /** The tokens a request carries besides the caller's own sign-in: what a verb may open through them. */
  tokens: RequestTokens;
  now: Date;
}

/**
 * Tokens other than the caller's sign-in, read from their headers once by http/identify.ts and
 * verified by the verb that uses them. Kept out of RequestMeta, which audit rows record.
 */
export interface RequestTokens {
  /** The document token a verified access code gave this browser (invites, agreements, gated pages). */
  document: string | null;
  /** A widget conversation's token (POST /v1/assistant/sessions). */
  chat: string | null;
}

/** Hono's variables: handlers read the caller only through `c.var.ctx`. */
export type AppEnv = { Variables: { ctx: RequestContext; requestId: string } };

export const isSuper = (a: Actor) => a.kind === 'user' && a.roles.includes('superAdmin');

/** The signed-in user behind a request, or a 401 that sends a person to sign in. */
export function requireUser(actor: Actor): Extract<Actor, { kind: 'user' }> {
  if (actor.kind !== 'user') throw fail('unauthorized', 'Sign in to continue.', { loginError: 'auth_no_token' });
  return actor;
}
