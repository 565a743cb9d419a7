import type { Db } from '../../db/client.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';

/** What the class verbs need from the request: the request context and the platform's public URL (file links). */
export interface RequestCtx {
  db: Db;
  actor: Actor;
  meta: RequestMeta | null;
  now: Date;
  publicUrl: string;
}
