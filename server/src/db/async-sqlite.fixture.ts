/** Tables and a read-then-write transaction shared by async-sqlite.test.ts and its second process. */
import type Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { AsyncDatabase } from './async-sqlite.ts';
import { first } from './first.ts';

export const counters = sqliteTable('counters', { id: text('id').primaryKey(), value: integer('value').notNull() });
export const items = sqliteTable('items', { id: integer('id').primaryKey(), name: text('name').notNull() });
export const counterTables = { counters, items };

export function createCounterTables(sqlite: Database.Database): void {
  sqlite.exec(`CREATE TABLE counters (id TEXT PRIMARY KEY, value INTEGER NOT NULL);
    CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    INSERT INTO counters VALUES ('hits', 0);`);
}

/** Reads the counter, lets other work run, then writes it back plus one: lost updates show. */
export function incrementCounter(db: AsyncDatabase<typeof counterTables>, behavior?: 'deferred'): Promise<void> {
  return db.transaction(
    async (tx) => {
      const row = await first(tx.select().from(counters).where(eq(counters.id, 'hits')));
      await new Promise((resolve) => setImmediate(resolve));
      await tx
        .update(counters)
        .set({ value: row!.value + 1 })
        .where(eq(counters.id, 'hits'));
    },
    behavior ? { behavior } : undefined,
  );
}

/** The SQLite result code of a failure, whether Drizzle wrapped it or not. */
export function sqliteCode(err: unknown): string {
  const { code, cause } = err as { code?: string; cause?: { code?: string } };
  return cause?.code ?? code ?? String(err);
}
