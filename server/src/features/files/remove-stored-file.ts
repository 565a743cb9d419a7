import { eq } from 'drizzle-orm';
import { files } from '../../db/schema/index.ts';
import type { RemoveEnv } from '../data-access/policy.ts';
import { recordOwnsFile } from './file-records.ts';
import { keyFromUrl } from '../../platform/storage/storage.ts';
import { first } from '../../db/first.ts';

/**
 * Removes the bytes behind a deleted file record: only a file stored for the record's own
 * organization, and only when no other record still points at it. Answers whether bytes went.
 */
export async function removeStoredFile(env: RemoveEnv, record: Record<string, unknown>): Promise<boolean> {
  if (typeof record.url !== 'string') return false;
  const stored = keyFromUrl(record.url, env.publicUrl);
  if (!stored || !recordOwnsFile(record, stored)) return false;
  const stillUsed = await first(env.db.select({ id: files.id }).from(files).where(eq(files.url, record.url)).limit(1));
  if (stillUsed) return false;
  return env.storage.remove(stored.key);
}
