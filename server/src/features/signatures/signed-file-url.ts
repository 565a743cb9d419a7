import { keyFromUrl } from '../files/storage.ts';
import type { Deps } from '../../http/deps.ts';

const SECONDS = 3600;

/** A signed, hour-long URL for one of our stored files (a signature image), or null for anything else. */
export function signedFileUrl(deps: Pick<Deps, 'storage' | 'config' | 'now'>, url: string | null | undefined): string | null {
  const file = url ? keyFromUrl(url, deps.config.publicUrl) : null;
  if (!file) return null;
  return `${deps.config.publicUrl}${deps.storage.signedPath(file.key, Math.floor(deps.now().getTime() / 1000) + SECONDS)}`;
}
