import type { Deps } from '../../platform/deps.ts';
import { keyFromUrl } from '../../platform/storage/storage.ts';

/** A stored signature image (a PNG this server keeps) for a PDF; anything else is left out. */
export async function readStoredPng(
  deps: Pick<Deps, 'storage' | 'config'>,
  url: string | null | undefined,
): Promise<Uint8Array | null> {
  const file = url ? keyFromUrl(url, deps.config.publicUrl) : null;
  if (file?.ext !== 'png') return null;
  const bytes = await deps.storage.read(file.key);
  return bytes ? new Uint8Array(bytes) : null;
}
