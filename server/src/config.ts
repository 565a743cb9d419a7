import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
/**
 * The environment's settings and how each is read. Checked without a schema library: zod's module
 * is the largest one a start would load for this alone (issue 29, goal 5).
 */
type Reader<T> = (value: string) => T | Problem;
class Problem {
  constructor(readonly message: string) {}
}
const text: Reader<string> = (v) => v;
const nonEmpty: Reader<string> = (v) => (v.length > 0 ? v : new Problem('expected a non-empty value'));
const url: Reader<string> = (v) => (URL.canParse(v) ? v : new Problem('expected a URL'));
const oneOf =
  <T extends string>(...options: T[]): Reader<T> =>
  (v) =>
    options.includes(v as T) ? (v as T) : new Problem(`expected one of ${options.map((o) => `"${o}"`).join(', ')}`);
const matching =
  (pattern: RegExp, message: string): Reader<string> =>
  (v) =>
    pattern.test(v) ? v : new Problem(message);
/** A whole number from `min` to `max`; read as `Number()` reads it, so an empty value is 0. */
const wholeNumber =
  (min: number, max = Number.MAX_SAFE_INTEGER): Reader<number> =>
  (v) => {
    const n = Number(v);
    return Number.isInteger(n) && n >= min && n <= max
      ? n
      : new Problem(`expected a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}`);
  };

const settings = {
  NODE_ENV: { read: oneOf('development', 'production', 'test'), default: 'development' },
  PORT: { read: wholeNumber(0, 65535), default: 3000 },
  HOST: { read: nonEmpty },
  PUBLIC_URL: { read: url },
  MAIN_APP_URL: { read: url },
  ADMIN_APP_URL: { read: url },
  PATHCRAFT_DATA_DIR: { read: text, default: './data' },
  DATABASE_URL: {
    read: matching(
      /^postgres(ql)?:\/\//,
      'DATABASE_URL must be a postgres:// URL (without it the SQLite file in the data folder is used)',
    ),
  },
  PATHCRAFT_DEMO: { read: oneOf('0', '1') },
  PATHCRAFT_TOKEN_SECRET: {
    read: (v: string) => (v.length >= 32 ? v : new Problem('PATHCRAFT_TOKEN_SECRET must be at least 32 characters')),
  },
  PATHCRAFT_DATA_KEY: {
    read: (v: string) =>
      Buffer.from(v, 'base64').length === 32 ? v : new Problem('PATHCRAFT_DATA_KEY must be 32 bytes, base64-encoded'),
  },
  SMTP_URL: { read: text },
  MAIL_FROM: { read: text, default: 'Pathcraft <no-reply@pathcraft.test>' },
  MAIL_INTERNAL_TO: { read: text, default: 'team@pathcraft.test' },
  MAIL_BCC: { read: text },
  UPLOAD_MAX_BYTES: { read: wholeNumber(1), default: 10 * 1024 * 1024 },
  CORS_ORIGINS: { read: text },
  DEFAULT_ZIP: { read: matching(/^\d{5}$/, 'expected five digits') },
  STATIC_MAP_URL: { read: text },
  LLM_BASE_URL: { read: url },
  LLM_MODEL: { read: text },
  LLM_API_KEY: { read: text },
  TRANSCRIPTION_BASE_URL: { read: url },
  TRANSCRIPTION_MODEL: { read: text },
  TRANSCRIPTION_API_KEY: { read: text },
  FILES_S3_URL: { read: url },
  FILES_S3_BUCKET: { read: matching(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name') },
  FILES_S3_REGION: { read: text, default: 'us-east-1' },
  FILES_S3_ACCESS_KEY_ID: { read: text },
  FILES_S3_SECRET_ACCESS_KEY: { read: text },
  LOG_LEVEL: { read: oneOf('silent', 'error', 'info', 'debug'), default: 'info' },
  TRUST_PROXY: { read: text },
} satisfies Record<string, { read: Reader<unknown>; default?: unknown }>;

type Settings = typeof settings;
/** Each setting's value: its default when it has one and is unset, else undefined when unset. */
type Env = {
  [K in keyof Settings]: Settings[K] extends { read: Reader<infer T>; default: unknown }
    ? T
    : Settings[K] extends { read: Reader<infer T> }
      ? T | undefined
      : never;
};

/** The settings read from `env`, or the problems found (one per setting, `NAME: what is wrong`). */
export function readSettings(env: Record<string, string | undefined>): { env: Env } | { problems: string[] } {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, setting] of Object.entries(settings) as [string, { read: Reader<unknown>; default?: unknown }][]) {
    const raw = env[name];
    if (raw === undefined) {
      values[name] = setting.default;
      continue;
    }
    const value = setting.read(raw);
    if (value instanceof Problem) problems.push(`${name}: ${value.message}`);
    else values[name] = value;
  }
  return problems.length ? { problems } : { env: values as Env };
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /** Where the console's avatar menu sends 'Main app' and 'Admin app' (docs/rules.md#sign-in-and-the-console). */
  appUrls: { main: string; admin: string };
  dataDir: string;
  dbFile: string;
  /** PostgreSQL instead of the SQLite file (db/pg-client.ts). */
  databaseUrl?: string;
  filesDir: string;
  demo: boolean;
  tokenSecret: string;
  dataKey: string;
  mail: { smtpUrl?: string; from: string; internalTo: string; bcc?: string };
  uploadMaxBytes: number;
  corsOrigins: string[];
  /** Proxies whose X-Forwarded-For names the client (addresses, or 'loopback'); empty: the TCP peer is the client. */
  trustProxy: string[];
  defaultZip?: string;
  staticMapUrl?: string;
  llm?: { baseUrl: string; model: string; apiKey?: string };
  /** OpenAI-compatible audio transcription (`POST {baseUrl}/audio/transcriptions`) for audio files of materials. */
  transcription?: { baseUrl: string; model: string; apiKey?: string };
  /** Files in an S3-compatible bucket instead of the data folder. */
  s3?: { bucketUrl: string; region: string; accessKeyId: string; secretAccessKey: string };
  logLevel: 'silent' | 'error' | 'info' | 'debug';
  warnings: string[];
}

/** A configuration or data-folder problem, said in one line that names the fix. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Creates the data folder (this user only) and proves it takes writes, refusing with a ConfigError that says what to do. */
function ensureWritableFolder(dir: string): void {
  const probe = join(dir, `.write-probe-${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(probe, '', { mode: 0o600 });
    rmSync(probe);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    throw new ConfigError(
      `The data folder ${dir} cannot be created or written (${code}): give the user running Pathcraft write access to it, or set PATHCRAFT_DATA_DIR to another folder.`,
    );
  }
}

/** FILES_S3_URL is the endpoint (path-style: the bucket goes after it); all four settings or none. */
function s3Settings(e: Env): Config['s3'] {
  const given = [e.FILES_S3_URL, e.FILES_S3_BUCKET, e.FILES_S3_ACCESS_KEY_ID, e.FILES_S3_SECRET_ACCESS_KEY];
  if (given.every((v) => !v)) return undefined;
  if (given.some((v) => !v))
    throw new ConfigError(
      'Invalid configuration: files in S3 need FILES_S3_URL, FILES_S3_BUCKET, FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY together.',
    );
  return {
    bucketUrl: `${e.FILES_S3_URL!.replace(/\/$/, '')}/${e.FILES_S3_BUCKET}`,
    region: e.FILES_S3_REGION,
    accessKeyId: e.FILES_S3_ACCESS_KEY_ID!,
    secretAccessKey: e.FILES_S3_SECRET_ACCESS_KEY!,
  };
}

/**
 * Reads and validates the environment once, at start-up. A missing signing or
 * encryption key is generated into the data folder (with a warning) so the
 * embedded default works; production sets its own.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const read = readSettings(env);
  if ('problems' in read)
    throw new ConfigError(`Invalid configuration: ${read.problems.join('; ')}. Fix it in the environment or .env.`);
  const e = read.env;
  const dataDir = resolve(e.PATHCRAFT_DATA_DIR);
  ensureWritableFolder(dataDir);
  const warnings: string[] = [];
  const secret = (envName: string, value: string | undefined, file: string, make: () => string) => {
    if (value) return value;
    const path = join(dataDir, file);
    if (existsSync(path)) return readFileSync(path, 'utf8').trim();
    // Processes started together on a new folder must end up with one secret (tokens signed by one
    // checked by another, data encrypted by one read by another): the first complete file to be
    // linked into place wins, and the others read it.
    const made = make();
    const draft = `${path}.${process.pid}.tmp`;
    writeFileSync(draft, `${made}\n`, { mode: 0o600 });
    try {
      linkSync(draft, path);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(path, 'utf8').trim();
      // A file system without hard links: put it in place as before.
      renameSync(draft, path);
    } finally {
      rmSync(draft, { force: true });
    }
    warnings.push(`${envName} is not set: generated one into ${path}. Set it in production.`);
    return made;
  };
  const port = e.PORT;
  const demo = e.PATHCRAFT_DEMO ? e.PATHCRAFT_DEMO === '1' : e.NODE_ENV !== 'production';
  return {
    env: e.NODE_ENV,
    port,
    // The demo's sign-ins are printed on the console: it listens on this machine only unless HOST says otherwise.
    host: e.HOST ?? (demo ? '127.0.0.1' : '0.0.0.0'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    appUrls: { main: e.MAIN_APP_URL ?? '/account', admin: e.ADMIN_APP_URL ?? '/' },
    dataDir,
    dbFile: join(dataDir, 'pathcraft.db'),
    databaseUrl: e.DATABASE_URL,
    filesDir: join(dataDir, 'files'),
    demo,
    tokenSecret: secret('PATHCRAFT_TOKEN_SECRET', e.PATHCRAFT_TOKEN_SECRET, 'token-secret', () =>
      randomBytes(48).toString('base64url'),
    ),
    dataKey: secret('PATHCRAFT_DATA_KEY', e.PATHCRAFT_DATA_KEY, 'data-key', () => randomBytes(32).toString('base64')),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, internalTo: e.MAIL_INTERNAL_TO, bcc: e.MAIL_BCC },
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    corsOrigins:
      e.CORS_ORIGINS?.split(',')
        .map((s) => s.trim())
        .filter(Boolean) ?? [],
    trustProxy:
      e.TRUST_PROXY?.split(',')
        .map((s) => s.trim())
        .filter(Boolean) ?? [],
    defaultZip: e.DEFAULT_ZIP ?? (e.NODE_ENV !== 'production' ? '15238' : undefined),
    staticMapUrl: e.STATIC_MAP_URL,
    llm: e.LLM_BASE_URL
      ? { baseUrl: e.LLM_BASE_URL, model: e.LLM_MODEL ?? 'gpt-4o-mini', apiKey: e.LLM_API_KEY }
      : undefined,
    s3: s3Settings(e),
    transcription: e.TRANSCRIPTION_BASE_URL
      ? {
          baseUrl: e.TRANSCRIPTION_BASE_URL,
          model: e.TRANSCRIPTION_MODEL ?? 'whisper-1',
          apiKey: e.TRANSCRIPTION_API_KEY,
        }
      : undefined,
    logLevel: e.NODE_ENV === 'test' ? 'silent' : e.LOG_LEVEL,
    warnings,
  };
}
