import type Database from 'better-sqlite3';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { TextSearch } from './capabilities.ts';

/**
 * Substring search (the data API's `ilike`) through an index: an FTS5 table with the trigram
 * tokenizer per searchable table, over the columns below, kept in sync by triggers. FTS5 answers
 * `LIKE '%abc%'` from the trigram index for any pattern with a run of three or more characters
 * between wildcards, so a search reads the matching rows instead of every row.
 *
 * This module and the assistant's content index are the only SQLite-specific search code
 * (ARCHITECTURE: FTS5 behind one search module); on PostgreSQL the same filter is a pg_trgm GIN
 * index on lower(column) (migration drizzle-pg/0002_search, which names the same columns), and a
 * GiST one that also keeps the list order (0004_search_order, pgSearchOrderIndexName).
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

/**
 * PostgreSQL's twin of the labels below (migration 0004_search_order): a GiST index per column
 * above on (lower(column) trigrams, the row's order group), the group being the first 5 bytes of
 * the table's order column as a number (the SQL function named here). Matches come out of it in
 * group order (data-access/read-page-pg.ts orderedSearchPagePg).
 */
export const pgSearchOrderIndexName = (table: string, column: string) => `${table}_${column}_order`;
export const PG_ORDER_GROUP_FUNCTION = 'textSearchOrderGroup';

/** Bump when the definitions above change: the next open rebuilds every text-search table. */
const TEXT_SEARCH_VERSION = '2';

/**
 * The column a table's list is ordered by by default (its data-access policy's defaultOrder, and
 * the first searchable column above), whose order the text index keeps: see the labels below.
 */
export const textSearchOrderColumn = (table: string): string | undefined => TEXT_SEARCH_COLUMNS[table]?.[0];

/** Whether a list's order is the one the text index keeps: its default order column, ascending, alone. */
export function inTextSearchOrder(
  table: string,
  order: readonly { col: { name: string }; direction: 'asc' | 'desc' }[],
): boolean {
  const [term, ...rest] = order;
  return !!term && !rest.length && term.direction === 'asc' && term.col.name === textSearchOrderColumn(table);
}

/**
 * Each row's entry in the text index is numbered in the list's default order: a label whose high
 * 40 bits are the first 5 bytes of the order column (UTF-8, zero-padded: the order of SQLite's
 * BINARY collation, never reversed by truncation) and whose low 23 bits tell apart rows that share
 * that prefix (a "group"). FTS5 returns matches in label order and stops at a LIMIT, so the first
 * page of a search reads about a page of matches instead of all of them; only the last group's
 * matches need an exact sort (orderedSearchPage in data-access/read-page.ts). The labels live in
 * `<table>TextSearchOrder` (label → the row's rowid), and the index itself is contentless.
 */
export const LABEL_GROUP_BITS = 23;
const GROUP_SIZE = 2 ** LABEL_GROUP_BITS;
const PREFIX_BYTES = 5;
const LAST_GROUP = 256 ** PREFIX_BYTES - 1;

/** Rows of one group walked in list order before its matches come from the text index instead (both databases). */
export const GROUP_WALK_LIMIT = 4096;

/**
 * The stretch of the list's order index that holds group `group` (a 5-byte prefix as a number) and
 * nothing else: values from its bytes (trailing zero bytes dropped) up to the next group's; no
 * upper bound for the last group. Every value in the group is ≥ `low` and < `high` byte by byte,
 * and every value outside it is not.
 */
export function orderGroupBounds(group: number): { low: Buffer; high?: Buffer } {
  const bytes = (prefix: number) => {
    const all = Buffer.from(
      Array.from({ length: PREFIX_BYTES }, (_, i) => Math.floor(prefix / 256 ** (PREFIX_BYTES - 1 - i)) % 256),
    );
    return all.subarray(0, all.findLastIndex((b) => b !== 0) + 1);
  };
  return group === LAST_GROUP ? { low: bytes(group) } : { low: bytes(group), high: bytes(group + 1) };
}

export const textSearchTable = (table: string) => `${table}TextSearch`;
export const textSearchOrderTable = (table: string) => `${table}TextSearchOrder`;
const triggerNames = (table: string) => ['ins', 'del', 'upd'].map((op) => `${textSearchTable(table)}_${op}`);
const quote = (name: string) => `"${name}"`;

/** The label group's first label for a value: its first 5 UTF-8 bytes as a big-endian number, shifted. SQL only, so any connection can write (no custom function). */
function groupBaseSql(value: string): string {
  const digits = `substr(hex(substr(CAST(${value} AS BLOB), 1, ${PREFIX_BYTES})) || '${'0'.repeat(PREFIX_BYTES * 2)}', 1, ${PREFIX_BYTES * 2})`;
  const terms = Array.from(
    { length: PREFIX_BYTES * 2 },
    (_, i) => `(instr('0123456789ABCDEF', substr(${digits}, ${i + 1}, 1)) - 1) * ${16 ** (PREFIX_BYTES * 2 - 1 - i)}`,
  );
  return `((${terms.join(' + ')}) * ${GROUP_SIZE})`;
}

/** Statements (for a trigger) labelling the row `ref` by `value`: the next free label of its group. */
function labelRowSql(order: string, value: string, ref: string): string {
  const last = `b + ${GROUP_SIZE - 1}`;
  const max = `(SELECT max(label) FROM ${order} WHERE label BETWEEN b AND ${last})`;
  // A group's labels are handed out upward; once its last one is taken, the first free one.
  const gap = `coalesce(CASE WHEN NOT EXISTS (SELECT 1 FROM ${order} WHERE label = b) THEN b END, (SELECT min(o.label) + 1 FROM ${order} o WHERE o.label BETWEEN b AND ${last} - 1 AND NOT EXISTS (SELECT 1 FROM ${order} n WHERE n.label = o.label + 1)))`;
  return `INSERT INTO ${order} (label, ref) SELECT CASE WHEN ${max} IS NULL THEN b WHEN ${max} < ${last} THEN ${max} + 1 ELSE coalesce(${gap}, RAISE(ABORT, 'text search: label group full')) END, ${ref} FROM (SELECT ${groupBaseSql(value)} AS b);`;
}

function tableSql(table: string, columns: readonly string[]): string {
  const fts = quote(textSearchTable(table));
  const order = quote(textSearchOrderTable(table));
  const orderColumn = quote(columns[0]!);
  const cols = columns.map(quote).join(', ');
  const values = (prefix: 'new' | 'old' | 'u') => columns.map((c) => `${prefix}.${quote(c)}`).join(', ');
  const labelOf = (ref: string) => `(SELECT label FROM ${order} WHERE ref = ${ref})`;
  return `
DROP TABLE IF EXISTS ${fts};
DROP TABLE IF EXISTS ${order};
${triggerNames(table)
  .map((n) => `DROP TRIGGER IF EXISTS ${quote(n)};`)
  .join('\n')}
CREATE TABLE ${order} (label INTEGER PRIMARY KEY, ref INTEGER NOT NULL UNIQUE);
CREATE VIRTUAL TABLE ${fts} USING fts5(${cols}, content = '', tokenize = 'trigram');
CREATE TRIGGER ${quote(`${textSearchTable(table)}_ins`)} AFTER INSERT ON ${table} BEGIN
  ${labelRowSql(order, `new.${orderColumn}`, 'new.rowid')}
  INSERT INTO ${fts} (rowid, ${cols}) VALUES (${labelOf('new.rowid')}, ${values('new')});
END;
CREATE TRIGGER ${quote(`${textSearchTable(table)}_del`)} AFTER DELETE ON ${table} BEGIN
  INSERT INTO ${fts} (${fts}, rowid, ${cols}) VALUES ('delete', ${labelOf('old.rowid')}, ${values('old')});
  DELETE FROM ${order} WHERE ref = old.rowid;
END;
CREATE TRIGGER ${quote(`${textSearchTable(table)}_upd`)} AFTER UPDATE OF ${cols} ON ${table} BEGIN
  INSERT INTO ${fts} (${fts}, rowid, ${cols}) VALUES ('delete', ${labelOf('old.rowid')}, ${values('old')});
  DELETE FROM ${order} WHERE ref = old.rowid;
  ${labelRowSql(order, `new.${orderColumn}`, 'new.rowid')}
  INSERT INTO ${fts} (rowid, ${cols}) VALUES (${labelOf('new.rowid')}, ${values('new')});
END;
INSERT INTO ${order} (label, ref) SELECT b + row_number() OVER (PARTITION BY b ORDER BY rowid) - 1, rowid FROM (SELECT ${groupBaseSql(orderColumn)} AS b, rowid FROM ${table});
INSERT INTO ${fts} (rowid, ${cols}) SELECT o.label, ${values('u')} FROM ${order} o JOIN ${table} u ON u.rowid = o.ref ORDER BY o.label;`;
}

function isCurrent(sqlite: Database.Database, table: string): boolean {
  const found = sqlite
    .prepare(
      `SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name IN (${triggerNames(table)
        .map(() => '?')
        .join(', ')})`,
    )
    .pluck()
    .get(...triggerNames(table));
  return found === 3;
}

/** Creates (or rebuilds, when outdated or after a table was recreated) the text-search tables. Cheap when current. */
export function ensureTextSearch(sqlite: Database.Database): void {
  sqlite.exec('CREATE TABLE IF NOT EXISTS textSearchMeta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  const version = sqlite.prepare("SELECT value FROM textSearchMeta WHERE key = 'version'").pluck().get();
  const stale = Object.keys(TEXT_SEARCH_COLUMNS).filter(
    (table) => version !== TEXT_SEARCH_VERSION || !isCurrent(sqlite, table),
  );
  if (!stale.length) return;
  sqlite
    .transaction(() => {
      for (const table of stale) sqlite.exec(tableSql(table, TEXT_SEARCH_COLUMNS[table]!));
      sqlite
        .prepare("INSERT OR REPLACE INTO textSearchMeta (key, value) VALUES ('version', ?)")
        .run(TEXT_SEARCH_VERSION);
    })
    .immediate();
}

/**
 * The runs of literal characters in a LIKE pattern (backslash escapes read as the character):
 * every match contains each of them.
 */
function literalRuns(pattern: string): string[] {
  const runs: string[] = [];
  let run = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\' && i + 1 < pattern.length) run += pattern[++i];
    else if (c === '%' || c === '_') {
      runs.push(run);
      run = '';
    } else run += c;
  }
  return [...runs, run];
}

/**
 * The FTS5 query finding every row whose column may match the pattern: each literal run of 3+
 * characters as a phrase of its trigrams (FTS5 folds case, so it finds a superset of what the
 * LIKE keeps). Undefined when no run is long enough for the trigram index.
 */
export function textSearchMatch(col: SQLiteColumn, pattern: string): string | undefined {
  if (!TEXT_SEARCH_COLUMNS[getTableName(col.table)]?.includes(col.name)) return undefined;
  const phrases = literalRuns(pattern)
    .filter((run) => [...run].length >= 3)
    .map((run) => `${col.name} : "${run.replaceAll('"', '""')}"`);
  return phrases.length ? phrases.join(' AND ') : undefined;
}

/** Rowids of the table's rows that the FTS5 query finds. */
export function textSearchRowids(table: string, match: string): SQL {
  const fts = sql.raw(quote(textSearchTable(table)));
  return sql`SELECT o.ref FROM ${fts} JOIN ${sql.raw(quote(textSearchOrderTable(table)))} o ON o.label = ${fts}.rowid WHERE ${fts} MATCH ${match}`;
}

/**
 * `lower(col) LIKE lower(pattern)`, narrowed by the column's trigram index when it has one. The
 * LIKE is kept: FTS5 folds case beyond ASCII, SQLite's lower() and LIKE do not, and the answer
 * must not depend on which path ran. Backslash escapes in the pattern (db/like-pattern.ts): SQLite
 * takes them only when named.
 */
export const sqliteTextSearch: TextSearch = {
  like(col, pattern) {
    const like = sqliteTextSearch.plainLike(col, pattern);
    const match = textSearchMatch(col, pattern);
    if (!match) return like;
    const table = getTableName(col.table);
    return sql`${sql.raw(quote(table))}.rowid IN (${textSearchRowids(table, match)}) AND ${like}`;
  },
  plainLike: (col, pattern) => sql`lower(${col}) LIKE lower(${pattern}) ESCAPE '\\'`,
};

/**
 * On PostgreSQL the LIKE alone: it is what the column's pg_trgm index (pgTrigramIndexName) answers.
 * Backslash is PostgreSQL's default escape character.
 */
export const pgTextSearch: TextSearch = {
  like: (col, pattern) => pgTextSearch.plainLike(col, pattern),
  plainLike: (col, pattern) => sql`lower(${col}) LIKE lower(${pattern})`,
};
