import type Database from 'better-sqlite3';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/**
 * Substring search (the data API's `ilike`) through an index: an FTS5 table with the trigram
 * tokenizer per searchable table, over the columns below, kept in sync by triggers. FTS5 answers
 * `LIKE '%abc%'` from the trigram index for any pattern with a run of three or more characters
 * between wildcards, so a search reads the matching rows instead of every row.
 *
 * This module and the assistant's content index are the only SQLite-specific search code
 * (ARCHITECTURE: FTS5 behind one search module); on PostgreSQL the same filter is a pg_trgm GIN
 * index on lower(column) (migration drizzle-pg/0002_search, which names the same columns).
 * drizzle-kit cannot express virtual tables or triggers, so they are built here with raw SQL when
 * the database opens, and rebuilt when a migration has recreated the table
 * (its triggers are gone then, and its rowids may have changed).
 */
export const TEXT_SEARCH_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  users: ['name', 'email'],
  organizations: ['name'],
  courses: ['title'],
  resources: ['name'],
  materials: ['title'],
};

/** PostgreSQL's index for each column above (migration 0002_search): GIN, pg_trgm, on lower(column). */
export const pgTrigramIndexName = (table: string, column: string) => `${table}_${column}_trgm`;

/** Bump when the definitions above change: the next open rebuilds every text-search table. */
const TEXT_SEARCH_VERSION = '1';

const ftsName = (table: string) => `${table}TextSearch`;
const triggerNames = (table: string) => ['ins', 'del', 'upd'].map((op) => `${ftsName(table)}_${op}`);
const quote = (name: string) => `"${name}"`;

function tableSql(table: string, columns: readonly string[]): string {
  const fts = ftsName(table);
  const cols = columns.map(quote).join(', ');
  const values = (prefix: 'new' | 'old') => columns.map((c) => `${prefix}.${quote(c)}`).join(', ');
  return `
DROP TABLE IF EXISTS ${fts};
${triggerNames(table)
  .map((n) => `DROP TRIGGER IF EXISTS ${n};`)
  .join('\n')}
CREATE VIRTUAL TABLE ${fts} USING fts5(${cols}, content = '${table}', content_rowid = 'rowid', tokenize = 'trigram');
CREATE TRIGGER ${fts}_ins AFTER INSERT ON ${table} BEGIN
  INSERT INTO ${fts} (rowid, ${cols}) VALUES (new.rowid, ${values('new')});
END;
CREATE TRIGGER ${fts}_del AFTER DELETE ON ${table} BEGIN
  INSERT INTO ${fts} (${fts}, rowid, ${cols}) VALUES ('delete', old.rowid, ${values('old')});
END;
CREATE TRIGGER ${fts}_upd AFTER UPDATE OF ${cols} ON ${table} BEGIN
  INSERT INTO ${fts} (${fts}, rowid, ${cols}) VALUES ('delete', old.rowid, ${values('old')});
  INSERT INTO ${fts} (rowid, ${cols}) VALUES (new.rowid, ${values('new')});
END;
INSERT INTO ${fts} (${fts}) VALUES ('rebuild');`;
}

function isCurrent(sqlite: Database.Database, table: string): boolean {
  const found = sqlite.prepare(`SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name IN (${triggerNames(table).map(() => '?').join(', ')})`).pluck().get(...triggerNames(table));
  return found === 3;
}

/** Creates (or rebuilds, when outdated or after a table was recreated) the text-search tables. Cheap when current. */
export function ensureTextSearch(sqlite: Database.Database): void {
  sqlite.exec('CREATE TABLE IF NOT EXISTS textSearchMeta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  const version = sqlite.prepare("SELECT value FROM textSearchMeta WHERE key = 'version'").pluck().get();
  const stale = Object.keys(TEXT_SEARCH_COLUMNS).filter((table) => version !== TEXT_SEARCH_VERSION || !isCurrent(sqlite, table));
  if (!stale.length) return;
  sqlite
    .transaction(() => {
      for (const table of stale) sqlite.exec(tableSql(table, TEXT_SEARCH_COLUMNS[table]!));
      sqlite.prepare("INSERT OR REPLACE INTO textSearchMeta (key, value) VALUES ('version', ?)").run(TEXT_SEARCH_VERSION);
    })
    .immediate();
}

/** The trigram index finds a pattern only through a run of 3+ characters between its wildcards. */
const indexable = (pattern: string) => pattern.split(/[%_]/).some((run) => [...run].length >= 3);

/**
 * `lower(col) LIKE lower(pattern)`, narrowed by the column's trigram index when it has one. The
 * LIKE is kept: FTS5 folds case beyond ASCII, SQLite's lower() and LIKE do not, and the answer
 * must not depend on which path ran. On PostgreSQL the LIKE alone: it is what the column's pg_trgm
 * index (pgTrigramIndexName) answers. Backslash escapes in the pattern on both databases
 * (db/like-pattern.ts): PostgreSQL's default escape character, SQLite's only when named.
 */
export function likeSql(col: SQLiteColumn, pattern: string, dialect: 'sqlite' | 'postgres' = 'sqlite'): SQL {
  const like = plainLikeSql(col, pattern, dialect);
  if (dialect === 'postgres') return like;
  const table = getTableName(col.table);
  // A pattern with escapes goes without the index: its FTS5 forms below take no escape character.
  if (!TEXT_SEARCH_COLUMNS[table]?.includes(col.name) || !indexable(pattern) || pattern.includes('\\')) return like;
  const fts = sql.raw(quote(ftsName(table)));
  // A plain substring ('%abc%') as an FTS5 phrase of its trigrams: no row is re-read to check it.
  const substring = /^%([^%_]+)%$/.exec(pattern)?.[1];
  const match = substring ? sql`${fts} MATCH ${`${col.name} : "${substring.replaceAll('"', '""')}"`}` : sql`${fts}.${sql.raw(quote(col.name))} LIKE ${pattern}`;
  return sql`${sql.raw(quote(table))}.rowid IN (SELECT rowid FROM ${fts} WHERE ${match}) AND ${like}`;
}

/** The same match tested row by row, without the trigram index: for walking another index in order. */
export function plainLikeSql(col: SQLiteColumn, pattern: string, dialect: 'sqlite' | 'postgres' = 'sqlite'): SQL {
  return dialect === 'postgres' ? sql`lower(${col}) LIKE lower(${pattern})` : sql`lower(${col}) LIKE lower(${pattern}) ESCAPE '\\'`;
}
