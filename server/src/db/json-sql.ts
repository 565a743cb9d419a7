import { type Column, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * The text of one top-level key of a JSON column (null when absent), in SQL of the database's
 * dialect: SQLite stores JSON as text (json_extract), PostgreSQL as jsonb (->>).
 */
export function jsonText(dialect: Db['$dialect'], column: Column, key: string): SQL {
  if (!/^\w+$/.test(key)) throw new Error(`jsonText: unexpected key ${key}`);
  return dialect === 'postgres'
    ? sql`(${column} ->> ${sql.raw(`'${key}'`)})`
    : sql`json_extract(${column}, ${sql.raw(`'$.${key}'`)})`;
}
