/**
 * Errors that say the PostgreSQL server cannot be reached, or ended the session (a restart, a
 * failover, a network cut), as opposed to errors about the statement. Such a failure is nobody's
 * fault and passes: the request answers 503 with Retry-After, and the pool opens new connections
 * when the server is back.
 */

/** How long a caller should wait before trying again while the database is unreachable (seconds). */
export const DATABASE_RETRY_AFTER_S = 5;
export const DATABASE_UNREACHABLE_MESSAGE =
  'The database is not answering right now, so nothing was saved. Try again in a few seconds.';

/**
 * System errors of the socket (refused, reset, timed out, no route, name not resolved) and
 * SQLSTATE class 08 (connection exception), 57P01–57P03 (the server shuts down, crashed, or is
 * starting), 53300 is left to the busy rule (too many connections: the server is up).
 */
const UNREACHABLE_CODE =
  /^(ECONNREFUSED|ECONNRESET|ECONNABORTED|ETIMEDOUT|EPIPE|EHOSTUNREACH|EHOSTDOWN|ENETUNREACH|ENETDOWN|ENOTFOUND|EAI_AGAIN|08\w{3}|57P0[123])$/;
/** What node-postgres says without a code: the socket ended, a pool connect timed out, a client that lost its socket. */
const UNREACHABLE_MESSAGE =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)$/;

/** The code and message of the first error in `err`'s cause chain that says the database cannot be reached, or null. */
export function databaseUnreachable(err: unknown): { code: string; message: string } | null {
  for (
    let depth = 0, at = err;
    depth < 5 && typeof at === 'object' && at !== null;
    depth++, at = (at as { cause?: unknown }).cause
  ) {
    const { code, message } = at as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNREACHABLE_CODE.test(code)) return { code, message: String(message ?? '') };
    if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return { code: 'ECONNRESET', message };
    // An AggregateError (a host name with several addresses, each refused) carries its reasons in `errors`.
    const inner = (at as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.length && inner.every((e) => databaseUnreachable(e)))
      return databaseUnreachable(inner[0]);
  }
  return null;
}
