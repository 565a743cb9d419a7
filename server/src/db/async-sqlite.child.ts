/**
 * A second process for async-sqlite.test.ts: on the given file, once told to go on stdin, runs
 * `count` read-then-write transactions on the shared counter (deferred ones if asked), then prints
 * the codes of those that failed.
 */
import Database from 'better-sqlite3';
import { openAsyncDatabase } from './async-sqlite.ts';
import { counterTables, incrementCounter, sqliteCode } from './async-sqlite.fixture.ts';

const [file, count, behavior] = process.argv.slice(2);
const sqlite = new Database(file!);
sqlite.pragma('busy_timeout = 5000');
const db = openAsyncDatabase(sqlite, counterTables);
process.stdout.write('ready\n');
process.stdin.once('data', async () => {
  const results = await Promise.allSettled(
    Array.from({ length: Number(count) }, () => incrementCounter(db, behavior === 'deferred' ? behavior : undefined)),
  );
  const errors = results.flatMap((r) => (r.status === 'rejected' ? [sqliteCode(r.reason)] : []));
  process.stdout.write(`${JSON.stringify({ errors })}\n`);
  sqlite.close();
  process.exit(0);
});
