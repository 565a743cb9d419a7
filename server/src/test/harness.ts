import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { RawQuery } from '../db/capabilities.ts';
import { closeDatabase, type Connection, type Db } from '../db/client.ts';
import { openAsyncDatabase } from '../db/async-sqlite.ts';
import * as schema from '../db/schema/index.ts';
import { seedDemo } from '../seed/demo.ts';
import { organizations, users } from '../db/schema/index.ts';
import { createDeps } from '../deps.ts';
import type { Deps } from '../platform/deps.ts';
import { openPgDatabase } from '../db/pg-client.ts';
import { createTestPgDatabase, type TestPgDatabase } from './pg-database.ts';
import { first } from '../db/first.ts';
import { copyTemplateFolder, usableTemplate } from './template.ts';

export const DEMO_PASSWORD = 'pathcraft-demo';

/**
 * The real app on a temporary SQLite file with the demo seed (a copy of the run's seeded template
 * when there is one): what every API test talks to. `sign(email)` signs in through the real login route.
 * With PATHCRAFT_TEST_PG_URL set, the app runs on a new PostgreSQL database on that server instead.
 */
export async function createTestApp(env: Record<string, string> = {}, overrides: Partial<Deps> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'pathcraft-test-'));
  // The run's seeded template (test/template.ts) when this app's settings allow it; else migrate and seed here.
  const template = usableTemplate(env, overrides);
  if (template) copyTemplateFolder(template, dir);
  const config = loadConfig({ NODE_ENV: 'test', PATHCRAFT_DATA_DIR: dir, PUBLIC_URL: 'http://localhost:3000', ...env });
  let pgDatabase: TestPgDatabase | null = null;
  if (process.env.PATHCRAFT_TEST_PG_URL && !overrides.db) {
    pgDatabase = await createTestPgDatabase({ template: template?.pgDatabase });
    overrides = { ...overrides, db: await openPgDatabase(pgDatabase.url, { max: 4 }) };
  }
  const deps = createDeps(config, overrides);
  if (!template)
    await seedDemo({ db: deps.db, pepper: config.tokenSecret, cipher: deps.cipher, storage: deps.storage });
  const app = createApp(deps);
  // Tests read and tweak rows through `db` (the app's Db, either database) between requests. `sqlite`
  // is the raw connection, only for tests of SQLite internals (pragmas, query plans): read on PostgreSQL, it throws.
  const connection: Connection | null =
    deps.db.$dialect === 'sqlite' ? await deps.db.$withConnection((raw) => raw) : null;
  const sqliteOnly = (): Connection => {
    if (!connection) throw new Error('t.sqlite: the raw SQLite connection, which a PostgreSQL test app has not');
    return connection;
  };
  const tokens = new Map<string, string>();

  async function sign(email: string, password = DEMO_PASSWORD): Promise<string> {
    const cached = tokens.get(email);
    if (cached) return cached;
    const res = await app.request('/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
    const { token } = (await res.json()) as { token: string };
    tokens.set(email, token);
    return token;
  }

  /**
   * A JSON request as a signed-in user (email), an API key ({ apiKey }) or nobody (null). `ip` sets
   * the caller's address, as @hono/node-server's socket would (app.request has none).
   */
  async function call(
    method: string,
    path: string,
    as: string | { apiKey: string; origin?: string } | null,
    body?: unknown,
    headers: Record<string, string> = {},
    ip?: string,
  ) {
    const h: Record<string, string> = { ...headers };
    if (typeof as === 'string') h.authorization = `Bearer ${await sign(as)}`;
    else if (as) {
      h['x-api-key'] = as.apiKey;
      if (as.origin) h.origin = as.origin;
    }
    if (body !== undefined) h['content-type'] = 'application/json';
    const env = ip ? { incoming: { socket: { remoteAddress: ip } } } : undefined;
    const res = await app.request(
      path,
      { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) },
      env,
    );
    const text = await res.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, body: json, headers: res.headers };
  }

  // For emailOf, which tests call synchronously: the seeded people, read once, the same way on either database.
  const people = await deps.db
    .select({ email: users.email, role: users.role, testUser: users.testUser, orgSlug: organizations.slug })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.orgId));

  /** Runs raw SQL statements (DDL a test needs, e.g. a failing trigger) on either database: one text for both, or one per database. */
  const exec = (statements: RawQuery) => deps.db.capabilities.rawSql.exec(statements);

  /** A second Db on the same database through its own connection, as another process would have; close it with closeDatabase. */
  const openOtherConnection = async (): Promise<Db> =>
    pgDatabase ? openPgDatabase(pgDatabase.url, { max: 1 }) : openAsyncDatabase(new Database(config.dbFile), schema);

  const userByEmail = async (email: string) =>
    (await first(deps.db.select().from(users).where(eq(users.email, email))))!;

  return {
    app,
    deps,
    db: deps.db,
    get sqlite() {
      return sqliteOnly();
    },
    people,
    config,
    dir,
    sign,
    call,
    exec,
    openOtherConnection,
    userByEmail,
    async close() {
      await closeDatabase(deps.db);
      await pgDatabase?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The e-mail of a seeded, non-test user with exactly this primary role in an organization. */
export function emailOf(t: TestApp, orgSlug: string, role: 'owner' | 'admin' | 'teacher' | 'student'): string {
  const pick = t.people
    .filter(
      (p) =>
        p.orgSlug === orgSlug && !p.testUser && p.role?.includes(role) && !p.role.includes('superAdmin') && p.email,
    )
    .map((p) => p.email!)
    .sort()[0];
  if (!pick) throw new Error(`no ${role} in ${orgSlug}`);
  return pick;
}

export const SUPER = 'superadmin@demo.pathcraft.test';

/** Who a route test calls as: a token of each role of the workforce demo organization, another organization's admin, nobody, and an API key. */
export type RoleCaller = string | { apiKey: string } | null;
export async function callersOfEachRole(t: TestApp) {
  const admin = emailOf(t, 'demo-workforce', 'admin');
  return {
    superAdmin: SUPER as RoleCaller,
    owner: emailOf(t, 'demo-workforce', 'owner') as RoleCaller,
    admin: admin as RoleCaller,
    teacher: emailOf(t, 'demo-workforce', 'teacher') as RoleCaller,
    student: emailOf(t, 'demo-workforce', 'student') as RoleCaller,
    otherOrgAdmin: emailOf(t, 'demo-community', 'admin') as RoleCaller,
    anonymous: null as RoleCaller,
    apiKey: {
      apiKey: (await t.call('POST', '/v1/api-keys', admin, { name: 'Role callers' })).body.key as string,
    } as RoleCaller,
  };
}
