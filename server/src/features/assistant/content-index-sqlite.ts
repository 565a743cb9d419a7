import type Database from 'better-sqlite3';
import { inConnectionTurn } from '../../db/async-sqlite.ts';
import { preparedStatement } from '../../db/prepared-statement.ts';
import {
  BATCH,
  BATCH_MS,
  byKindOrder,
  DEPENDENTS,
  INDEX_VERSION,
  INLINE_LIMIT,
  RECORD_QUERIES,
  recordOf,
  SOURCES,
  type ContentKind,
  type IndexedRecord,
} from './content-records.ts';
import type { IndexState } from './content-index-state.ts';
import { yieldToRequests } from '../../platform/yield-to-requests.ts';

/**
 * The assistant's search index on SQLite: FTS5 over the organizations' content, built here with
 * raw SQL because drizzle-kit cannot express virtual tables or triggers.
 *
 * contentPassages holds one row per passage (a paragraph under its heading) of every searchable
 * record; contentSearch is an external-content FTS5 table over it, with a `scope` column of tokens
 * (organization, kind, public, resource group) that narrows a search inside FTS5.
 *
 * Staying in sync: triggers on the source tables only note which record changed (a row in
 * contentSearchQueue, one tiny insert per write, whoever writes: the API, the seed, a script);
 * the queued records are re-read and their passages replaced, a batch per transaction. Before a
 * search, a few changes (up to INLINE_LIMIT records) are caught up at once, so an edit is found
 * by the next question. A bulk change (an import, a migration) is caught up in the background
 * instead: batches of at most BATCH records and BATCH_MS milliseconds, yielding to the event loop
 * between them (setImmediate), so requests keep being answered; searches meanwhile answer from
 * the index as the last committed batch left it, every record either wholly old or wholly new.
 * HTML is turned into passages in JavaScript (content-passages.ts), which SQL triggers could not do.
 */

const TRIGGER_PREFIX = 'contentSearch_';
const triggerNames = SOURCES.flatMap((s) => ['ins', 'upd', 'del'].map((op) => `${TRIGGER_PREFIX}${s.table}_${op}`));

function schemaSql(): string {
  const triggers = SOURCES.map(
    ({ table, kind, columns }) => `
CREATE TRIGGER ${TRIGGER_PREFIX}${table}_ins AFTER INSERT ON ${table} BEGIN
  INSERT OR IGNORE INTO contentSearchQueue (kind, refId) VALUES ('${kind}', new.id);
END;
CREATE TRIGGER ${TRIGGER_PREFIX}${table}_upd AFTER UPDATE OF id, ${columns.join(', ')} ON ${table} BEGIN
  INSERT OR IGNORE INTO contentSearchQueue (kind, refId) VALUES ('${kind}', new.id);
  INSERT OR IGNORE INTO contentSearchQueue (kind, refId) VALUES ('${kind}', old.id);
END;
CREATE TRIGGER ${TRIGGER_PREFIX}${table}_del AFTER DELETE ON ${table} BEGIN
  INSERT OR IGNORE INTO contentSearchQueue (kind, refId) VALUES ('${kind}', old.id);
END;`,
  ).join('\n');
  return `
DROP TABLE IF EXISTS contentSearch;
DROP TABLE IF EXISTS contentPassages;
DROP TABLE IF EXISTS contentSearchQueue;
${triggerNames.map((n) => `DROP TRIGGER IF EXISTS ${n};`).join('\n')}
CREATE TABLE contentPassages (
  id INTEGER PRIMARY KEY,
  orgId TEXT NOT NULL,
  kind TEXT NOT NULL,
  refId TEXT NOT NULL,
  -- The resource a resource, material or document passage belongs to (for resource-group scope).
  resourceId TEXT,
  chunk INTEGER NOT NULL,
  title TEXT NOT NULL,
  heading TEXT,
  body TEXT NOT NULL,
  isPublic INTEGER NOT NULL DEFAULT 1,
  scope TEXT NOT NULL
);
CREATE INDEX contentPassages_ref ON contentPassages (kind, refId);
CREATE INDEX contentPassages_org ON contentPassages (orgId, kind);
-- scope: tokens for the organization, kind, visibility and resource group (see scopeTokens), so a
-- search is narrowed inside FTS5 instead of by a join over every matching passage.
CREATE VIRTUAL TABLE contentSearch USING fts5(
  title, heading, body, scope,
  content = 'contentPassages', content_rowid = 'id',
  tokenize = 'porter unicode61 remove_diacritics 2'
);
CREATE TABLE contentSearchQueue (kind TEXT NOT NULL, refId TEXT NOT NULL, PRIMARY KEY (kind, refId)) WITHOUT ROWID;
${triggers}
INSERT OR REPLACE INTO contentSearchMeta (key, value) VALUES ('version', '${INDEX_VERSION}');
${SOURCES.map((s) => `INSERT OR IGNORE INTO contentSearchQueue (kind, refId) SELECT '${s.kind}', id FROM ${s.table};`).join('\n')}
`;
}

/** A number token for an id (FTS5 splits ids at '-'; digits pass the porter stemmer unchanged). */
export function idToken(prefix: 'o' | 'g', id: string): string {
  // Two 32-bit FNV-1a hashes: 53 bits, so two ids of one organization practically never share a token.
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return `${prefix}${(a * 2 ** 21 + (b >>> 11)).toString()}`;
}

/** The scope tokens of a passage: organization, kind, public or not, resource group ('gall' for records outside groups). */
export function scopeTokens(orgId: string, kind: ContentKind, isPublic: boolean, groupId: string | null): string {
  const group =
    kind === 'course' || kind === 'user' || kind === 'project' ? 'gall' : groupId ? idToken('g', groupId) : 'gnone';
  return `${idToken('o', orgId)} k${kind} p${isPublic ? 1 : 0} ${group}`;
}

/**
 * Changes whenever any process changed the index: search caches term statistics per generation.
 * It lives in the database, not in this process: a count kept here would miss another process's
 * indexing, and words it added would stay 'found nowhere' for this one (multi-process.test.ts).
 */
export function indexGeneration(sqlite: Database.Database): number {
  return Number(
    preparedStatement(sqlite, "SELECT value FROM contentSearchMeta WHERE key = 'generation'").pluck(true).get() ?? 0,
  );
}

/** Inside each transaction that changes the index. */
function nextGeneration(sqlite: Database.Database): void {
  preparedStatement(
    sqlite,
    "INSERT INTO contentSearchMeta (key, value) VALUES ('generation', '1') ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1",
  ).run();
}

function isCurrent(sqlite: Database.Database): boolean {
  const meta = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'contentSearchMeta'").get();
  if (!meta) return false;
  const version = sqlite.prepare("SELECT value FROM contentSearchMeta WHERE key = 'version'").pluck().get();
  if (version !== INDEX_VERSION) return false;
  // A migration that rebuilds a source table drops its triggers: then rebuild everything.
  const triggers = sqlite
    .prepare(`SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name LIKE '${TRIGGER_PREFIX}%'`)
    .pluck()
    .get() as number;
  return triggers === triggerNames.length;
}

/**
 * Creates (or re-creates, when outdated) the index tables and triggers and queues every record;
 * then catches up with the queue: at once when a few records changed, in the background when
 * many did (see above). Cheap when the index is current: one indexed read of the queue.
 */
export function ensureSqliteContentIndex(sqlite: Database.Database, state: IndexState): void {
  build(sqlite, state);
  catchUp(sqlite, state);
}

function build(sqlite: Database.Database, state: IndexState): void {
  if (!state.built) {
    if (!isCurrent(sqlite)) {
      sqlite
        .transaction(() => {
          if (isCurrent(sqlite)) return; // another process built it meanwhile
          sqlite.exec('CREATE TABLE IF NOT EXISTS contentSearchMeta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
          sqlite.exec(schemaSql());
        })
        .immediate();
    }
    state.built = true;
  }
}

interface PassageRow {
  id: number;
  title: string;
  heading: string | null;
  body: string;
  scope: string;
}

/** Reads one record and turns it into passages; null when it is gone or not searchable. */
function readRecord(sqlite: Database.Database, kind: ContentKind, id: string): IndexedRecord | null {
  const { columns, from, id: idColumn } = RECORD_QUERIES[kind];
  const row = preparedStatement(sqlite, `SELECT ${columns} FROM ${from} WHERE ${idColumn} = ?`).raw(false).get(id) as
    // biome-ignore lint/suspicious/noExplicitAny: one raw row of whichever content table RECORD_QUERIES names; recordOf reads it by kind.
    Record<string, any> | undefined;
  return recordOf(kind, id, row);
}

function catchUp(sqlite: Database.Database, state: IndexState): void {
  if (state.catchingUp !== null) return;
  const pending = preparedStatement(sqlite, 'SELECT count(*) FROM (SELECT 1 FROM contentSearchQueue LIMIT ?)')
    .pluck(true)
    .get(INLINE_LIMIT + 1) as number;
  if (pending === 0) return;
  if (pending <= INLINE_LIMIT) {
    // A resource's change queues its materials and documents: follow them, within the same bound.
    for (let budget = INLINE_LIMIT, n: number; budget > 0 && (n = syncBatch(sqlite, budget, Infinity)) > 0; )
      budget -= n;
    if (!preparedStatement(sqlite, 'SELECT 1 FROM contentSearchQueue LIMIT 1').pluck(true).get()) return;
  }
  state.catchingUp = catchUpInBackground(sqlite, state);
}

/** Batches until the queue is empty, one per turn of the event loop. */
async function catchUpInBackground(sqlite: Database.Database, state: IndexState): Promise<void> {
  try {
    for (;;) {
      await yieldToRequests();
      // Each batch in the connection's turn: never inside a request's open transaction.
      if ((await inConnectionTurn(sqlite, () => (sqlite.open ? syncBatch(sqlite, BATCH, BATCH_MS) : 0))) === 0) return;
    }
  } catch (err) {
    // The next search starts over from what is still queued; a closed database just stops.
    if (sqlite.open) console.error('The assistant content index could not catch up:', err);
  } finally {
    state.catchingUp = null;
  }
}

/**
 * Re-indexes queued records in one transaction: up to `maxRecords`, stopping early once `budgetMs`
 * have passed. Returns how many records were processed.
 */
function syncBatch(sqlite: Database.Database, maxRecords: number, budgetMs: number): number {
  const until = performance.now() + budgetMs;
  let processed = 0;
  sqlite
    .transaction(() => {
      // Read inside the write transaction: another process's batch cannot take the same records.
      const queued = preparedStatement(sqlite, 'SELECT kind, refId FROM contentSearchQueue LIMIT ?')
        .raw(false)
        .all(maxRecords) as { kind: ContentKind; refId: string }[];
      if (queued.length === 0) return;
      queued.sort(byKindOrder);
      for (const { kind, refId } of queued) {
        reindex(sqlite, kind, refId);
        queueDependents(sqlite, kind, refId);
        preparedStatement(sqlite, 'DELETE FROM contentSearchQueue WHERE kind = ? AND refId = ?').run(kind, refId);
        processed++;
        if (performance.now() >= until) break;
      }
      nextGeneration(sqlite);
    })
    .immediate();
  return processed;
}

/** Materials and documents take their resource (and its group) from their parent: re-index them after it. */
function queueDependents(sqlite: Database.Database, kind: ContentKind, refId: string): void {
  for (const d of DEPENDENTS[kind] ?? []) {
    preparedStatement(
      sqlite,
      `INSERT OR IGNORE INTO contentSearchQueue (kind, refId) SELECT '${d.kind}', id FROM ${d.table} WHERE ${d.column} = ?`,
    ).run(refId);
  }
}

/** Re-indexes every queued record now, synchronously; returns how many. */
export function syncSqliteContentIndex(sqlite: Database.Database, state: IndexState): number {
  build(sqlite, state);
  let processed = 0;
  for (let n: number; (n = syncBatch(sqlite, 2000, Infinity)) > 0; ) processed += n;
  return processed;
}

/** Re-indexes one record now, whatever else is queued; answers how many passages it has. */
export function indexSqliteRecordNow(
  sqlite: Database.Database,
  state: IndexState,
  kind: ContentKind,
  refId: string,
): number {
  ensureSqliteContentIndex(sqlite, state);
  sqlite
    .transaction(() => {
      reindex(sqlite, kind, refId);
      preparedStatement(sqlite, 'DELETE FROM contentSearchQueue WHERE kind = ? AND refId = ?').run(kind, refId);
      // Its documents take their resource from it: they follow with the next catch-up.
      if (kind === 'material') queueDependents(sqlite, kind, refId);
      nextGeneration(sqlite);
    })
    .immediate();
  return preparedStatement(sqlite, 'SELECT count(*) FROM contentPassages WHERE kind = ? AND refId = ?')
    .pluck(true)
    .get(kind, refId) as number;
}

function reindex(sqlite: Database.Database, kind: ContentKind, refId: string): void {
  const old = preparedStatement(
    sqlite,
    'SELECT id, title, heading, body, scope FROM contentPassages WHERE kind = ? AND refId = ?',
  )
    .raw(false)
    .all(kind, refId) as PassageRow[];
  const removeFts = preparedStatement(
    sqlite,
    "INSERT INTO contentSearch (contentSearch, rowid, title, heading, body, scope) VALUES ('delete', ?, ?, ?, ?, ?)",
  );
  for (const p of old) removeFts.run(p.id, p.title, p.heading, p.body, p.scope);
  if (old.length)
    preparedStatement(sqlite, 'DELETE FROM contentPassages WHERE kind = ? AND refId = ?').run(kind, refId);

  const record = readRecord(sqlite, kind, refId);
  if (!record) return;
  const insert = preparedStatement(
    sqlite,
    'INSERT INTO contentPassages (orgId, kind, refId, resourceId, chunk, title, heading, body, isPublic, scope) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const addFts = preparedStatement(
    sqlite,
    'INSERT INTO contentSearch (rowid, title, heading, body, scope) VALUES (?, ?, ?, ?, ?)',
  );
  const scope = scopeTokens(record.orgId, kind, record.isPublic, record.groupId);
  record.passages.forEach((p, chunk) => {
    const { lastInsertRowid } = insert.run(
      record.orgId,
      kind,
      refId,
      record.resourceId,
      chunk,
      record.title,
      p.heading,
      p.body,
      record.isPublic ? 1 : 0,
      scope,
    );
    addFts.run(lastInsertRowid, record.title, p.heading, p.body, scope);
  });
}
