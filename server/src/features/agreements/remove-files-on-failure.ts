import type { FileStorage } from '../../platform/storage/storage.ts';

/**
 * Runs a signing that stores files (signature image, PDF) before its commit.
 * When anything throws, including the commit of a concurrent signer that
 * lost (409), the files it stored are removed, so only a committed row's
 * files stay on disk. A crash in between leaves an orphan for the start-up
 * sweep (sweep-agreement-files.ts).
 */
export async function removeFilesOnFailure<T>(
  storage: FileStorage,
  run: (track: (key: string) => void) => Promise<T>,
): Promise<T> {
  const keys: string[] = [];
  try {
    return await run((key) => keys.push(key));
  } catch (err) {
    await Promise.all(keys.map((key) => storage.remove(key)));
    throw err;
  }
}
