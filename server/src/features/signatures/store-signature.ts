import type { FileFolder, FileStorage } from '../../platform/storage/storage.ts';

/**
 * Stores a checked signature PNG privately in its record's folder (file-parents.ts): a person's own
 * signature under user-content/<org>/<userId>, one drawn on an agreement under signatures/<org>/<agreementId>.
 * Answers the url kept on records.
 */
export async function storeSignature(
  storage: FileStorage,
  publicUrl: string,
  folder: FileFolder & { prefix: 'user-content' | 'signatures' },
  bytes: Uint8Array,
): Promise<{ url: string; key: string }> {
  const stored = await storage.put(folder, 'png', bytes);
  return { url: `${publicUrl}/files/${stored.key}`, key: stored.key };
}
