import { and, eq, or, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { listedInOrg } from '../../db/org-links.ts';
import type { JsonSql } from '../../db/capabilities.ts';
import type { Actor } from '../../platform/actor.ts';
import { columnsOf, type TablePolicy } from './policy.ts';
import { fail } from '../../platform/errors.ts';

export interface Access {
  /** Row condition the caller is limited to (undefined: every row). */
  where?: SQL;
  /** Fields the caller may see, select, filter and order by. */
  fields: ReadonlySet<string>;
  /** For writes: fields the caller may set (undefined: every schema field). */
  writable?: ReadonlySet<string>;
  /** For writes by non-super admins: the organization new rows belong to. */
  orgId?: string | null;
  isSuper: boolean;
  /** Reads must name rows by id or ids. */
  requiresId?: boolean;
}

/** Rows of one organization: its org column equals the id, or its org list holds it. */
export function orgCondition(policy: TablePolicy, orgId: string): SQL | undefined {
  if (policy.org === 'none') return undefined;
  const cols = columnsOf(policy);
  const parts: SQL[] = [];
  if (policy.org.column) parts.push(eq(cols[policy.org.column]!, orgId));
  // Through the link table the triggers keep (db/org-links.ts): an index lookup, not json_each over every row.
  if (policy.org.listColumn) parts.push(listedInOrg(cols.id!, cols[policy.org.listColumn]!, orgId));
  return parts.length === 1 ? parts[0] : or(...parts);
}

/**
 * Rows an organization may change: those it owns (its org column). A list column shares rows for
 * reading only (a course shared with other organizations through orgIds lends read access, not write).
 */
export function ownedCondition(policy: TablePolicy, orgId: string): SQL | undefined {
  if (policy.org === 'none' || !policy.org.column) return orgCondition(policy, orgId);
  return eq(columnsOf(policy)[policy.org.column]!, orgId);
}

function visibleFields(policy: TablePolicy): Set<string> {
  const hidden = new Set(policy.hidden ?? []);
  return new Set(Object.keys(columnsOf(policy)).filter((k) => !hidden.has(k)));
}

/** The rows of a table visitors may read, in the SQL of the caller's database. */
function publicWhere(policy: TablePolicy, jsonSql: JsonSql | undefined): SQL | undefined {
  const where = policy.public?.where;
  if (!where) return undefined;
  if (where.length > 1 && !jsonSql)
    throw new Error(`resolveAccess: ${policy.name}'s public rows need db.capabilities.jsonSql`);
  return where(policy.table, jsonSql!);
}

/** Decides what a caller may do with a table, before any SQL runs. */
export function resolveAccess(
  policy: TablePolicy,
  actor: Actor,
  mode: 'read' | 'write' | 'remove',
  /** For conditions that differ per database (the public rows of a table): the caller's `db.capabilities.jsonSql`. */
  jsonSql?: JsonSql,
): Access {
  const all = visibleFields(policy);
  const cols = columnsOf(policy);
  if (actor.kind === 'anonymous') {
    if (mode !== 'read' || !policy.public) throw fail('unauthorized', 'Sign in to continue.');
    return {
      where: publicWhere(policy, jsonSql),
      fields: new Set(policy.public.fields),
      isSuper: false,
      requiresId: policy.public.requiresId,
    };
  }
  if (actor.kind === 'apiKey') {
    if (mode !== 'read') throw fail('forbidden', `API keys can only read ${policy.name}.`);
    if (!policy.apiKeys) throw fail('forbidden', `API keys can't read ${policy.name}.`);
    const inOrg = orgCondition(policy, actor.orgId);
    if (policy.apiKeys === 'org') return { where: inOrg, fields: all, isSuper: false };
    return {
      where: and(inOrg, publicWhere(policy, jsonSql)),
      fields: new Set(policy.public?.fields ?? ['id']),
      isSuper: false,
    };
  }

  if (actor.roles.includes('superAdmin')) return { fields: all, isSuper: true };

  const roles = mode === 'read' ? policy.read : mode === 'write' ? policy.write : (policy.remove ?? []);
  const byRole = actor.orgId !== null && actor.roles.some((r) => roles.includes(r)) && policy.org !== 'none';
  const own = policy.own ? eq(cols[policy.own.column]!, actor.userId) : undefined;

  if (byRole) {
    const inOrg = mode === 'read' ? orgCondition(policy, actor.orgId!) : ownedCondition(policy, actor.orgId!);
    return { where: own ? or(inOrg, own) : inOrg, fields: all, orgId: actor.orgId, isSuper: false };
  }
  if (own && (mode === 'read' || (mode === 'write' && policy.own?.fields?.length))) {
    return {
      where: own,
      fields: all,
      writable: mode === 'write' ? new Set(policy.own!.fields) : undefined,
      orgId: actor.orgId,
      isSuper: false,
    };
  }
  throw fail(
    'forbidden',
    `Your role can't ${mode === 'read' ? 'read' : mode === 'write' ? 'change' : 'delete'} ${policy.name}.`,
  );
}

export function checkFields(policy: TablePolicy, access: Access, fields: Iterable<string>, what: string): void {
  const known = columnsOf(policy);
  for (const field of fields) {
    if (!(field in known) || policy.hidden?.includes(field))
      throw fail('bad_request', `Unknown field '${field}' on ${policy.name}`);
    if (!access.fields.has(field)) throw fail('bad_request', `Field '${field}' can't be ${what} on ${policy.name}`);
  }
}

export type { SQLiteColumn };
