import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config.ts';
import { closeDatabase } from './db/client.ts';
import { createDeps } from './deps.ts';
import { describeDatabase, start, StartupError } from './main.ts';
import { freePort } from './test/free-port.ts';
import { createTestPgDatabase } from './test/pg-database.ts';

const root = mkdtempSync(join(tmpdir(), 'pathcraft-startup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const fresh = () => join(root, `d${++n}`);
const env = (dataDir: string, more: Record<string, string> = {}) => ({
  NODE_ENV: 'test',
  PATHCRAFT_DATA_DIR: dataDir,
  PORT: '0',
  LOG_LEVEL: 'silent',
  ...more,
});
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('where the server listens', () => {
  it.each([
    [{}, '127.0.0.1'],
    [{ PATHCRAFT_DEMO: '1' }, '127.0.0.1'],
    [{ NODE_ENV: 'production' }, '0.0.0.0'],
    [{ PATHCRAFT_DEMO: '0' }, '0.0.0.0'],
    [{ HOST: '0.0.0.0' }, '0.0.0.0'],
    [{ NODE_ENV: 'production', HOST: '10.0.0.5' }, '10.0.0.5'],
  ])('%j → %s', (vars, host) => {
    expect(loadConfig({ PATHCRAFT_DATA_DIR: fresh(), ...vars }).host).toBe(host);
  });
});

describe('the data folder and database are private to the server user', () => {
  it('creates the folder 0700 and the database and its WAL 0600', async () => {
    const dir = join(fresh(), 'nested', 'data');
    const config = loadConfig({ NODE_ENV: 'test', PATHCRAFT_DATA_DIR: dir });
    const deps = createDeps(config);
    await deps.db.capabilities.rawSql.exec(`CREATE TABLE IF NOT EXISTS probe (x)`);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(config.dbFile)).toBe(0o600);
    expect(modeOf(`${config.dbFile}-wal`)).toBe(0o600);
    expect(modeOf(config.filesDir)).toBe(0o700);
    expect(modeOf(join(dir, 'token-secret'))).toBe(0o600);
    await closeDatabase(deps.db);
  });
});

describe('start-up failures name the problem in one line', () => {
  it('a data folder that cannot be created', async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, 'not a folder');
    const dir = join(file, 'data');
    await expect(start(env(dir))).rejects.toThrow(
      new StartupError(
        `The data folder ${dir} cannot be created or written (ENOTDIR): give the user running Pathcraft write access to it, or set PATHCRAFT_DATA_DIR to another folder.`,
      ),
    );
  });

  // Root writes through any mode, so this runs only as an ordinary user (the case above covers root).
  it.skipIf(process.getuid?.() === 0)('a read-only data folder', async () => {
    const dir = fresh();
    mkdirSync(dir, { mode: 0o500 });
    try {
      await expect(start(env(dir))).rejects.toThrow(`The data folder ${dir} cannot be created or written (EACCES)`);
    } finally {
      chmodSync(dir, 0o700);
    }
  });

  it('a damaged database file', async () => {
    const dir = fresh();
    mkdirSync(dir);
    writeFileSync(join(dir, 'pathcraft.db'), Buffer.alloc(8192, 7));
    await expect(start(env(dir))).rejects.toThrow(
      /^The database .*pathcraft\.db is damaged or is not a Pathcraft database \(SQLITE_NOTADB\): restore it from a backup, or move it away to start with an empty one\.$/,
    );
  });

  it('a database another process holds locked', async () => {
    const dir = fresh();
    const first = await start(env(dir));
    await first.stop();
    const holder = new Database(join(dir, 'pathcraft.db'));
    holder.pragma('locking_mode = EXCLUSIVE');
    holder.exec('BEGIN EXCLUSIVE');
    try {
      await expect(start(env(dir))).rejects.toThrow(
        /^The database .*pathcraft\.db is locked by another process \(SQLITE_BUSY\): stop the other Pathcraft server using .*, or set PATHCRAFT_DATA_DIR to another folder\.$/,
      );
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }
  });

  it('bad configuration', async () => {
    await expect(start(env(fresh(), { PORT: 'eighty' }))).rejects.toThrow(
      /^Invalid configuration: PORT: .+ Fix it in the environment or \.env\.$/,
    );
  });

  it('a port already in use', async () => {
    const first = await start(env(fresh()));
    try {
      await expect(start(env(fresh(), { PORT: String(first.port) }))).rejects.toThrow(
        `Port ${first.port} on 127.0.0.1 is already in use: stop the other server, or set PORT to a free port.`,
      );
    } finally {
      await first.stop();
    }
  });

  it('the process prints only that line and exits with status 1', () => {
    const file = join(root, 'another-file');
    writeFileSync(file, '');
    const main = join(dirname(fileURLToPath(import.meta.url)), 'main.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=pathcraft-source', main], {
      env: { PATH: process.env.PATH, ...env(join(file, 'data')) },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Pathcraft could not start: The data folder .* cannot be created or written \(ENOTDIR\)/),
    ]);
  });
});

/** The start banner as printed (LOG_LEVEL info), for a platform started with `vars`. */
async function bannerOf(dataDir: string, vars: Record<string, string> = {}): Promise<string> {
  const print = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    // NODE_ENV=test keeps the server silent; development prints the banner.
    const secrets = {
      PATHCRAFT_TOKEN_SECRET: 'banner-test-secret-'.repeat(3),
      PATHCRAFT_DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
    };
    const started = await start(
      env(dataDir, { NODE_ENV: 'development', LOG_LEVEL: 'info', PATHCRAFT_DEMO: '0', ...secrets, ...vars }),
    );
    await started.stop();
    return print.mock.calls.map((args) => args.join(' ')).join('\n');
  } finally {
    print.mockRestore();
  }
}

describe('the start banner names the database', () => {
  it('the SQLite file', async () => {
    const dir = fresh();
    expect(await bannerOf(dir)).toContain(`  Database          SQLite ${join(dir, 'pathcraft.db')}\n`);
  });

  it.each([
    [
      'postgres://pathcraft:s3cret@db.example.org:6543/pathcraft?sslmode=require',
      'PostgreSQL pathcraft@db.example.org:6543/pathcraft',
    ],
    ['postgresql://app@10.0.0.7/records', 'PostgreSQL app@10.0.0.7:5432/records'],
    ['postgres://app:p%40ss@[::1]:5433/db%20one', 'PostgreSQL app@[::1]:5433/db one'],
    ['postgres:///pathcraft?host=/var/run/postgresql&password=s3cret', 'PostgreSQL /var/run/postgresql:5432/pathcraft'],
    ['postgres://carol:s3cret@db.example.org', 'PostgreSQL carol@db.example.org:5432/carol'],
    ['not a url s3cret', 'PostgreSQL (DATABASE_URL cannot be read as a URL)'],
  ])('%s → %s, never the password', (databaseUrl, described) => {
    expect(describeDatabase({ dbFile: '/unused', databaseUrl })).toBe(described);
    expect(described).not.toContain('s3cret');
  });

  it('an unreachable PostgreSQL server stops the start with one line naming it, without the password', async () => {
    const port = await freePort();
    const failure = start(env(fresh(), { DATABASE_URL: `postgres://pathcraft:s3cret@127.0.0.1:${port}/pathcraft` }));
    await expect(failure).rejects.toThrow(
      new StartupError(
        `The database (PostgreSQL pathcraft@127.0.0.1:${port}/pathcraft) is not reachable (ECONNREFUSED): start it, or correct DATABASE_URL.`,
      ),
    );
  });
});

describe.runIf(process.env.PATHCRAFT_TEST_PG_URL)('start-up on PostgreSQL', () => {
  it('prints the PostgreSQL host and database on the banner, never the password', async () => {
    const database = await createTestPgDatabase();
    try {
      const url = new URL(database.url);
      url.password = 's3cret-of-the-banner';
      const banner = await bannerOf(fresh(), { DATABASE_URL: url.href });
      expect(banner).toContain(
        `  Database          PostgreSQL ${url.username}@${url.hostname}:${url.port}${url.pathname}\n`,
      );
      expect(banner).not.toContain('s3cret');
    } finally {
      await database.drop();
    }
  });

  it('keeps no SQLite database in the data folder: the reference copy and the SQLite file are for SQLite only', async () => {
    const database = await createTestPgDatabase();
    const dir = fresh();
    try {
      const started = await start(env(dir, { DATABASE_URL: database.url }));
      await started.stop();
      expect(readdirSync(dir).filter((name) => name.startsWith('pathcraft.db'))).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});
