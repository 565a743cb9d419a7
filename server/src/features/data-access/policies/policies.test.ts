import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../../db/schema/index.ts';
import { columnsOf } from '../policy.ts';
import { allPolicies, findPolicy } from './index.ts';

// Tables that never go through the generic API: credentials, counters, reference data, and issued
// completion certificates (read through the progress routes, which check the apprenticeship's people).
const INTERNAL =
  /^(authAccounts|authSessions|authCodes|apiKeys|rateLimits|occ[A-Z].*|occupationDataVersion|apprenticeCompletions)$/;

describe('table policies', () => {
  const policies = allPolicies();

  it('cover every table that is not internal', () => {
    const tables = Object.values(schema)
      .filter((t) => typeof t === 'object' && t !== null && Symbol.for('drizzle:Columns') in (t as object))
      .map((t) => getTableName(t as never));
    const missing = tables.filter(
      (name) => !INTERNAL.test(name) && !policies.some((p) => getTableName(p.table) === name),
    );
    expect(missing).toEqual([]);
  });

  it.each(policies.map((p) => [p.name, p] as const))('%s names only real columns', (_name, p) => {
    const cols = Object.keys(columnsOf(p));
    const named = [
      p.defaultOrder.replace(/^-/, ''),
      ...(p.hidden ?? []),
      ...(p.public?.fields ?? []),
      ...(p.own ? [p.own.column, ...(p.own.fields ?? [])] : []),
      ...(p.org === 'none' ? [] : [p.org.column, p.org.listColumn].filter((c): c is string => Boolean(c))),
      ...Object.keys(p.schema?.shape ?? {}),
    ];
    expect(named.filter((c) => !cols.includes(c))).toEqual([]);
    // Hidden fields are never public nor writable.
    for (const h of p.hidden ?? []) {
      expect(p.public?.fields ?? []).not.toContain(h);
      expect(Object.keys(p.schema?.shape ?? {})).not.toContain(h);
    }
  });

  it('resolves the old names', () => {
    expect(findPolicy('chat-messages')?.name).toBe('chatMessages');
    expect(findPolicy('resourceGroup')?.name).toBe('resourceGroups');
    expect(findPolicy('nope')).toBeUndefined();
  });
});
