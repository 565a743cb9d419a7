import type Database from 'better-sqlite3';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/**
 * Rows shared with other organizations through a JSON list column (a class's `orgIds`): a
 * side table of (orgId, rowId) pairs, kept in sync by triggers, so "the rows of organization X"
 * is an index lookup instead of reading every row's list with json_each. Built with raw SQL
 * when the database opens (drizzle-kit cannot express triggers) and rebuilt when a migration
 * has recreated the source table (its triggers are gone then).
 */
export const ORG_LIST_COLUMNS: Readonly<Record<string, string>> = { courses: 'orgIds' };

const linkTable = (table: string) => `${table}OrgLinks`;
const triggerNames = (table: string) => ['ins', 'upd', 'del'].map((op) => `${linkTable(table)}_${op}`);

function tableSql(table: string, column: string): string {
  const links = linkTable(table);
  const listed = (prefix: 'new' | 'old') =>
    `SELECT value, ${prefix}.id FROM json_each(CASE WHEN json_valid(${prefix}."${column}") THEN ${prefix}."${column}" END) WHERE type = 'text'`;
  return `
DROP TABLE IF EXISTS ${links};
${triggerNames(table)
  .map((n) => `DROP TRIGGER IF EXISTS ${n};`)
  .join('\n')}
CREATE TABLE ${links} (orgId TEXT NOT NULL, rowId TEXT NOT NULL, PRIMARY KEY (orgId, rowId)) WITHOUT ROWID;
CREATE INDEX ${links}_row ON ${links} (rowId);
CREATE TRIGGER ${links}_ins AFTER INSERT ON ${table} BEGIN
  INSERT OR IGNORE INTO ${links} (orgId, rowId) ${listed('new')};
END;
CREATE TRIGGER ${links}_upd AFTER UPDATE OF id, "${column}" ON ${table} BEGIN
  DELETE FROM ${links} WHERE rowId = old.id;
  INSERT OR IGNORE INTO ${links} (orgId, rowId) ${listed('new')};
END;
CREATE TRIGGER ${links}_del AFTER DELETE ON ${table} BEGIN
  DELETE FROM ${links} WHERE rowId = old.id;
END;
INSERT OR IGNORE INTO ${links} (orgId, rowId) SELECT j.value, t.id FROM ${table} t, json_each(CASE WHEN json_valid(t."${column}") THEN t."${column}" END) j WHERE j.type = 'text';`;
}

/** Creates (or rebuilds, when a migration dropped its triggers) every link table. Cheap when current. */
export function ensureOrgLinks(sqlite: Database.Database): void {
  const stale = Object.keys(ORG_LIST_COLUMNS).filter((table) => {
    const names = triggerNames(table);
    return (
      sqlite
        .prepare(
          `SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name IN (${names.map(() => '?').join(', ')})`,
        )
        .pluck()
        .get(...names) !== names.length
    );
  });
  if (!stale.length) return;
  sqlite
    .transaction(() => stale.forEach((table) => sqlite.exec(tableSql(table, ORG_LIST_COLUMNS[table]!))))
    .immediate();
}

/** The rows whose list column names the organization: `id IN (links of orgId)`. */
export function listedInOrg(id: SQLiteColumn, listColumn: SQLiteColumn, orgId: string): SQL {
  const table = getTableName(id.table);
  if (ORG_LIST_COLUMNS[table] !== listColumn.name)
    throw new Error(`${table}.${listColumn.name} has no organization link table (db/org-links.ts)`);
  return sql`${id} IN (SELECT rowId FROM ${sql.raw(linkTable(table))} WHERE orgId = ${orgId})`;
}
