import { randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { openPgDatabase } from '../db/pg-client.ts';
import { seedDemo } from '../seed/demo.ts';
import { createDeps } from '../deps.ts';
import type { Deps } from '../platform/deps.ts';
import { createTestPgDatabase, withClient } from './pg-database.ts';
import { TEMPLATE_DIR_ENV, TEMPLATE_PG_ENV } from './template-names.ts';

/**
 * A demo-seeded data folder made once per test run (the server project's global setup, through
 * template-process.ts), which createTestApp copies instead of migrating and seeding a database per
 * app: on PostgreSQL the migrations alone take seconds. The folder holds the secrets the seed was
 * made with (token secret: access-code hashes, file links; data key: private fields), the seed's
 * stored files and, on SQLite, the database file; on PostgreSQL the database is a server-side
 * template that each app's database is created from.
 */
export interface TestTemplate {
  dir: string;
  /** PostgreSQL: the seeded database to create each app's database from. */
  pgDatabase?: string;
}

/** Settings that change what the seed writes or how it is read back: an app given any of them is seeded on its own. */
const SEED_SETTINGS = /^(PATHCRAFT_DATA_DIR|PATHCRAFT_TOKEN_SECRET|PATHCRAFT_DATA_KEY|DATABASE_URL|FILES_S3_.*)$/;
const SEED_DEPS: (keyof Deps)[] = ['db', 'cipher', 'storage'];

/** The run's template, when there is one and this app's settings let it start from it. */
export function usableTemplate(env: Record<string, string>, overrides: Partial<Deps>): TestTemplate | null {
  const dir = process.env[TEMPLATE_DIR_ENV];
  if (!dir) return null;
  if (Object.keys(env).some((name) => SEED_SETTINGS.test(name)) || SEED_DEPS.some((dep) => overrides[dep])) return null;
  const pgDatabase = process.env[TEMPLATE_PG_ENV];
  // A template made for the other database kind (the env var changed after the global setup) is no use.
  if (Boolean(pgDatabase) !== Boolean(process.env.PATHCRAFT_TEST_PG_URL)) return null;
  return { dir, pgDatabase };
}

/** A new data folder: a copy of the template's (secrets, stored files, SQLite database). */
export function copyTemplateFolder(template: TestTemplate, dir: string): void {
  cpSync(template.dir, dir, { recursive: true });
}

const PG_PREFIX = 'pathcraft_template_';
/** A killed run never drops its template database; the next run drops those older than this. */
const STALE_MS = 24 * 60 * 60 * 1000;

/**
 * Migrates and demo-seeds the template into `dir` (an empty folder) and, with PATHCRAFT_TEST_PG_URL
 * set, into a new database on that server, whose name it returns. The name carries its creation time.
 */
export async function buildTemplate(dir: string): Promise<string | null> {
  const config = loadConfig({ NODE_ENV: 'test', PATHCRAFT_DATA_DIR: dir, PUBLIC_URL: 'http://localhost:3000' });
  const pgDatabase = process.env.PATHCRAFT_TEST_PG_URL
    ? await createTestPgDatabase({ name: `${PG_PREFIX}${Date.now()}_${randomBytes(4).toString('hex')}` })
    : null;
  try {
    const deps = createDeps(config, pgDatabase ? { db: await openPgDatabase(pgDatabase.url, { max: 4 }) } : {});
    try {
      await seedDemo({ db: deps.db, pepper: config.tokenSecret, cipher: deps.cipher, storage: deps.storage });
    } finally {
      // PostgreSQL copies only a database nobody is connected to. SQLite: closing checkpoints the WAL
      // into the file, but without closeDatabase's `PRAGMA optimize`, whose statistics would make the
      // copies plan queries unlike a freshly seeded database (list-plans.test.ts checks those plans).
      await deps.db.capabilities.lifecycle.closeWithoutWriting();
    }
  } catch (err) {
    await pgDatabase?.drop();
    throw err;
  }
  return pgDatabase ? new URL(pgDatabase.url).pathname.slice(1) : null;
}

/** Drops template databases on PATHCRAFT_TEST_PG_URL's server: `name`, or (none given) those that killed runs left. */
export async function dropTemplateDatabases(name?: string): Promise<void> {
  await withClient(process.env.PATHCRAFT_TEST_PG_URL!, async (client) => {
    const names = name
      ? [name]
      : (
          await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
            PG_PREFIX,
          ])
        ).rows
          .map((row) => row.datname)
          .filter(isStale);
    for (const each of names) await client.query(`DROP DATABASE IF EXISTS "${each}" WITH (FORCE)`);
  });
}

function isStale(name: string): boolean {
  const created = Number(/^pathcraft_template_(\d+)_/.exec(name)?.[1]);
  return Date.now() - created > STALE_MS;
}
