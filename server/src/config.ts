import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  PUBLIC_URL: z.url().optional(),
  MAIN_APP_URL: z.url().optional(),
  ADMIN_APP_URL: z.url().optional(),
  PATHCRAFT_DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      'DATABASE_URL must be a postgres:// URL (without it the SQLite file in the data folder is used)',
    )
    .optional(),
  PATHCRAFT_DEMO: z.enum(['0', '1']).optional(),
  PATHCRAFT_TOKEN_SECRET: z.string().min(32, 'PATHCRAFT_TOKEN_SECRET must be at least 32 characters').optional(),
  PATHCRAFT_DATA_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'PATHCRAFT_DATA_KEY must be 32 bytes, base64-encoded')
    .optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Pathcraft <no-reply@pathcraft.test>'),
  MAIL_INTERNAL_TO: z.string().default('team@pathcraft.test'),
  MAIL_BCC: z.string().optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  CORS_ORIGINS: z.string().optional(),
  DEFAULT_ZIP: z
    .string()
    .regex(/^\d{5}$/)
    .optional(),
  STATIC_MAP_URL: z.string().optional(),
  LLM_BASE_URL: z.url().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_API_KEY: z.string().optional(),
  TRANSCRIPTION_BASE_URL: z.url().optional(),
  TRANSCRIPTION_MODEL: z.string().optional(),
  TRANSCRIPTION_API_KEY: z.string().optional(),
  FILES_S3_URL: z.url().optional(),
  FILES_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name')
    .optional(),
  FILES_S3_REGION: z.string().default('us-east-1'),
  FILES_S3_ACCESS_KEY_ID: z.string().optional(),
  FILES_S3_SECRET_ACCESS_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['silent', 'error', 'info', 'debug']).default('info'),
  TRUST_PROXY: z.string().optional(),
});

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
function s3Settings(e: z.infer<typeof envSchema>): Config['s3'] {
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
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}. Fix it in the environment or .env.`);
  }
  const e = parsed.data;
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
