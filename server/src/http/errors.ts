import { type ErrorCode, fieldMessages, PathcraftError } from '@pathcraft/sdk';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import type { Logger } from '../platform/log.ts';
import { FILE_STORE_MESSAGE, FILE_STORE_UNAVAILABLE, isZodError, zodMessage } from '../platform/errors.ts';

export { zodMessage };
import { driverErrorOf } from '../db/driver-error.ts';
import { errorAnswer } from './answer-language.ts';
import { DATABASE_RETRY_AFTER_S, DATABASE_UNREACHABLE_MESSAGE, databaseUnreachable } from '../db/connection-errors.ts';

/** What a 400 for a zod error carries besides its message: one message per field, for forms, and the issues. */
export const zodDetails = (err: ZodError) => ({ fields: fieldMessages(err.issues), issues: err.issues.slice(0, 10) });

export const MALFORMED_ESCAPE = 'The address contains a malformed %-escape.';
export const UNSTORABLE_TEXT = 'The request contains a character that cannot be stored (such as a NUL byte).';

/** Messages for a disk that is full or will not take writes: the change was not saved, and it is not the caller's fault. */
export const STORAGE_FULL_MESSAGE =
  'The server is out of disk space, so the change was not saved. Try again later, and tell the administrator if it persists.';
export const STORAGE_READONLY_MESSAGE =
  'The server cannot save changes right now: its storage is read-only. Try again later, and tell the administrator if it persists.';
export const DATABASE_BUSY_MESSAGE = 'The server is busy: try again in a moment.';

/**
 * What a storage error means for the caller, from SQLite's result code (better-sqlite3's
 * SqliteError.code, which Drizzle wraps as a DrizzleQueryError's cause), PostgreSQL's SQLSTATE
 * (pg's DatabaseError.code: 53100 disk full, 53xxx out of resources, 25006 read-only transaction,
 * 40001/40P01/55P03 serialization failure, deadlock, lock not available) or the system's errno
 * (fs errors), or null for any other error.
 */
export function storageFailureOf(
  err: unknown,
): { status: 503 | 507; code: 'unavailable' | 'insufficient_storage'; message: string } | null {
  const code = driverErrorOf(err)?.code;
  if (typeof code !== 'string') return null;
  if (/^(SQLITE_FULL|ENOSPC|EDQUOT|53100)$/.test(code))
    return { status: 507, code: 'insufficient_storage', message: STORAGE_FULL_MESSAGE };
  if (/^(SQLITE_READONLY(_\w+)?|SQLITE_IOERR_WRITE|EROFS|EACCES|EPERM|25006)$/.test(code))
    return { status: 503, code: 'unavailable', message: STORAGE_READONLY_MESSAGE };
  if (/^SQLITE_(BUSY|LOCKED)(_\w+)?$/.test(code) || /^(40001|40P01|55P03|53\w{3})$/.test(code))
    return { status: 503, code: 'unavailable', message: DATABASE_BUSY_MESSAGE };
  if (code === FILE_STORE_UNAVAILABLE) return { status: 503, code: 'unavailable', message: FILE_STORE_MESSAGE };
  return null;
}

/** The answer to a path no route serves. */
export const notFound = (c: Context) =>
  errorAnswer(c, { code: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` }, 404);

/** Maps every error to `{ error: { code, message } }` with its status, once, in the request's language (answer-language.ts). */
export function errorHandler(log: Logger) {
  const outageLog = outageLogger(log);
  return (err: Error, c: Context) => {
    if (err instanceof PathcraftError) return errorAnswer(c, err.toJSON().error, err.status);
    if (isZodError(err)) {
      return errorAnswer(c, { code: 'bad_request', message: zodMessage(err), details: zodDetails(err) }, 400);
    }
    if (err instanceof HTTPException) {
      const code: ErrorCode =
        err.status === 401
          ? 'unauthorized'
          : err.status === 413
            ? 'payload_too_large'
            : err.status === 404
              ? 'not_found'
              : 'bad_request';
      return errorAnswer(c, { code, message: err.message || 'Bad request' }, err.status);
    }
    if (err instanceof SyntaxError && /JSON/.test(err.message)) {
      return errorAnswer(c, { code: 'bad_request', message: 'The body is not valid JSON.' }, 400);
    }
    // decodeURIComponent of a caller's text: the caller sent a bad %-escape.
    if (err instanceof URIError) return errorAnswer(c, { code: 'bad_request', message: MALFORMED_ESCAPE }, 400);
    // PostgreSQL's text cannot hold a NUL character (22021), nor characters its encoding lacks (22P05): the caller's text.
    if (/^(22021|22P05)$/.test(String(driverErrorOf(err)?.code)))
      return errorAnswer(c, { code: 'bad_request', message: UNSTORABLE_TEXT }, 400);
    const unreachable = databaseUnreachable(err);
    if (unreachable) {
      outageLog(unreachable);
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_S));
      return errorAnswer(c, { code: 'unavailable', message: DATABASE_UNREACHABLE_MESSAGE }, 503);
    }
    const storage = storageFailureOf(err);
    if (storage) {
      log.error('storage failure', {
        requestId: c.get('requestId'),
        path: c.req.path,
        method: c.req.method,
        error: err.message,
        errno: driverErrorOf(err)?.code,
      });
      return errorAnswer(c, { code: storage.code, message: storage.message }, storage.status);
    }
    log.error('unhandled error', {
      requestId: c.get('requestId'),
      path: c.req.path,
      method: c.req.method,
      error: err.message,
      stack: err.stack,
    });
    return errorAnswer(c, { code: 'internal', message: 'Something went wrong' }, 500);
  };
}

/** During an outage every request fails the same way: one log line per 10 seconds, with how many failed meanwhile. */
function outageLogger(log: Logger) {
  let lastAt = 0;
  let since = 0;
  return ({ code, message }: { code: string; message: string }) => {
    since++;
    if (Date.now() - lastAt < 10_000) return;
    log.error('database unreachable', { errno: code, error: message, requests: since });
    lastAt = Date.now();
    since = 0;
  };
}
