import type { FileStorage } from '../files/storage.ts';

/** Stores a checked signature PNG under the organization's private user content; answers the url kept on records. */
export async function storeSignature(storage: FileStorage, publicUrl: string, orgId: string, bytes: Uint8Array): Promise<{ url: string; key: string }> {
  const stored = await storage.put('user-content', orgId, 'png', bytes);
  return { url: `${publicUrl}/files/${stored.key}`, key: stored.key };
}
