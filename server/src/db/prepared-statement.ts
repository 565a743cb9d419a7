import type Database from 'better-sqlite3';

const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>();
const MAX_CACHED = 500;

/**
 * better-sqlite3 compiles SQL on every prepare, which costs more than running a small query. Hot
 * paths (lists, search, occupation lookups) build SQL with Drizzle and run it through this cache,
 * keyed by SQL text, inside one `db.$withConnection`. A cached statement keeps its raw/pluck mode
 * between calls: set the mode you need on every use.
 */
export function preparedStatement(sqlite: Database.Database, sqlText: string): Database.Statement {
  let cache = statements.get(sqlite);
  if (!cache) statements.set(sqlite, (cache = new Map()));
  let stmt = cache.get(sqlText);
  if (!stmt) {
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    stmt = sqlite.prepare(sqlText);
    cache.set(sqlText, stmt);
  }
  return stmt;
}
