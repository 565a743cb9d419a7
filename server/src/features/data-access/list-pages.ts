import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { sqliteListPages } from './read-page.ts';
import { pgListPages } from './read-page-pg.ts';
import type { ListPages } from './read-page-types.ts';

/** The database's list paging (read-page.ts on SQLite, read-page-pg.ts on PostgreSQL), chosen once per database. */
export const listPagesOf = perDatabase<ListPages, Db>({ sqlite: sqliteListPages, postgres: pgListPages });
