import { describe, expect, it } from 'vitest';
import { readSettings } from './config.ts';

describe('readSettings', () => {
  it.each([
    ['an unset setting takes its default', {}, { PORT: 3000, NODE_ENV: 'development', LOG_LEVEL: 'info' }],
    ['an unset setting without a default is undefined', {}, { HOST: undefined, DATABASE_URL: undefined }],
    ['a port is read as a number', { PORT: '8080' }, { PORT: 8080 }],
    ['an empty port is 0, as Number() reads it (any free port)', { PORT: '' }, { PORT: 0 }],
    ['a URL', { PUBLIC_URL: 'https://training.example.org/' }, { PUBLIC_URL: 'https://training.example.org/' }],
    ['a PostgreSQL URL', { DATABASE_URL: 'postgresql://u@h/db' }, { DATABASE_URL: 'postgresql://u@h/db' }],
    ['a 32-byte data key', { PATHCRAFT_DATA_KEY: Buffer.alloc(32, 7).toString('base64') }, {}],
    ['a five-digit ZIP', { DEFAULT_ZIP: '15238' }, { DEFAULT_ZIP: '15238' }],
    ['an upload limit', { UPLOAD_MAX_BYTES: '1024' }, { UPLOAD_MAX_BYTES: 1024 }],
    ['an S3 bucket name', { FILES_S3_BUCKET: 'pathcraft-files' }, { FILES_S3_BUCKET: 'pathcraft-files' }],
  ])('%s', (_, env, expected) => {
    const read = readSettings(env);
    expect(read).toHaveProperty('env');
    if ('env' in read) expect(read.env).toMatchObject(expected);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: expected a whole number from 0 to 65535'],
    [{ PORT: '70000' }, 'PORT: expected a whole number from 0 to 65535'],
    [{ PORT: '80.5' }, 'PORT: expected a whole number from 0 to 65535'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV: expected one of "development", "production", "test"'],
    [{ HOST: '' }, 'HOST: expected a non-empty value'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL: expected a URL'],
    [
      { DATABASE_URL: 'mysql://h/db' },
      'DATABASE_URL: DATABASE_URL must be a postgres:// URL (without it the SQLite file in the data folder is used)',
    ],
    [
      { PATHCRAFT_TOKEN_SECRET: 'short' },
      'PATHCRAFT_TOKEN_SECRET: PATHCRAFT_TOKEN_SECRET must be at least 32 characters',
    ],
    [{ PATHCRAFT_DATA_KEY: 'c2hvcnQ=' }, 'PATHCRAFT_DATA_KEY: PATHCRAFT_DATA_KEY must be 32 bytes, base64-encoded'],
    [{ UPLOAD_MAX_BYTES: '0' }, 'UPLOAD_MAX_BYTES: expected a whole number from 1'],
    [{ DEFAULT_ZIP: '1523' }, 'DEFAULT_ZIP: expected five digits'],
    [{ FILES_S3_BUCKET: 'Bad_Bucket' }, 'FILES_S3_BUCKET: an S3 bucket name'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL: expected one of "silent", "error", "info", "debug"'],
    [{ PATHCRAFT_DEMO: 'yes' }, 'PATHCRAFT_DEMO: expected one of "0", "1"'],
  ])('refuses %o', (env, problem) => {
    expect(readSettings(env)).toEqual({ problems: [problem] });
  });

  it('names every problem, not only the first', () => {
    expect(readSettings({ PORT: 'x', LOG_LEVEL: 'loud' })).toEqual({
      problems: [
        'PORT: expected a whole number from 0 to 65535',
        'LOG_LEVEL: expected one of "silent", "error", "info", "debug"',
      ],
    });
  });
});
