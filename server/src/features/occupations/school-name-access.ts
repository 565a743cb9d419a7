import type Database from 'better-sqlite3';
import { preparedStatement } from '../../db/client.ts';
import { type Actor, isSuper } from '../../http/actor.ts';
import type { SchoolNameAccess } from './find-school-programs.ts';

const PLAN_SQL = `SELECT plan FROM organizations WHERE id = ?`;

/**
 * Whose plan decides whether school names show (001 §6): the organization the widget is embedded
 * for (orgId), else the signed-in user's. Debug mode (?debug=true) works outside production only,
 * and super admins always see names.
 */
export function schoolNameAccess(sqlite: Database.Database, actor: Actor, query: { orgId?: string; debug?: string }, production: boolean): SchoolNameAccess {
  const orgId = query.orgId?.trim() || (actor.kind !== 'anonymous' ? actor.orgId : null);
  const plan = orgId ? ((preparedStatement(sqlite, PLAN_SQL).pluck(true).get(orgId) as string | undefined) ?? null) : null;
  return { plan, debug: isSuper(actor) || (!production && query.debug === 'true') };
}
