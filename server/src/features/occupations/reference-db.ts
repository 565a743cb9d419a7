import { chmodSync, copyFileSync, existsSync, linkSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadOccupationData } from './load-occupation-data.ts';
import { closeDatabase, openDatabase } from '../../db/client.ts';

/**
 * A database with every migration applied and the bundled occupational data loaded, and
 * nothing else: no organization, user, key or secret. Built with the bundles (npm run build,
 * npm start) because loading the occupation data takes about 2 s, which every new data folder
 * would otherwise wait for at its first start.
 */
export const REFERENCE_DB = fileURLToPath(new URL('../../../data-cache/reference.sqlite', import.meta.url));

/** Writes the reference database to `file` (through a temporary file, so a reader never sees half of it). */
export async function buildReferenceDatabase(file: string = REFERENCE_DB): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const building = `${file}.building`;
  rmSync(building, { force: true });
  const db = openDatabase(building);
  try {
    await db.$withConnection((sqlite) => {
      loadOccupationData(sqlite);
      // Everything into the main file, so the one file is the whole database.
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
    });
  } finally {
    await closeDatabase(db);
  }
  for (const suffix of ['-wal', '-shm']) rmSync(`${building}${suffix}`, { force: true });
  renameSync(building, file);
}

/**
 * A new data folder's database starts as a copy of the reference database, when there is one.
 * Opening it then applies any migration the copy lacks and reloads the occupation data if its
 * version differs, so an out-of-date reference only costs time, never correctness.
 */
export function startFromReference(dbFile: string, reference: string = REFERENCE_DB): boolean {
  if (existsSync(dbFile) || !existsSync(reference)) return false;
  mkdirSync(dirname(dbFile), { recursive: true, mode: 0o700 });
  const copying = join(dirname(dbFile), `.${process.pid}.${Date.now()}.copying`);
  copyFileSync(reference, copying);
  chmodSync(copying, 0o600);
  try {
    // A link, not a rename: with processes started together on a new folder, the first copy in
    // place wins; replacing it would leave a process that had already opened it writing to a
    // file nobody else sees.
    linkSync(copying, dbFile);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    rmSync(copying, { force: true });
  }
}
