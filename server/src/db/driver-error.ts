/**
 * The database driver's own error behind a failure: Drizzle wraps driver errors in a
 * DrizzleQueryError whose cause is the driver's error (better-sqlite3's SqliteError, with its
 * result code); errors thrown outside Drizzle come as they are.
 */
export function driverErrorOf(err: unknown): { code?: unknown; message?: unknown } | null {
  if (typeof err !== 'object' || err === null) return null;
  const cause = (err as { cause?: unknown }).cause;
  if (typeof cause === 'object' && cause !== null && typeof (cause as { code?: unknown }).code === 'string')
    return cause as { code?: unknown; message?: unknown };
  return err as { code?: unknown; message?: unknown };
}

/** Whether a write failed on a unique index: SQLite's constraint error or PostgreSQL's 23505 (a parallel insert won the race). */
export function isUniqueViolation(err: unknown): boolean {
  const code = driverErrorOf(err)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_CONSTRAINT_UNIQUE') || code === '23505');
}
