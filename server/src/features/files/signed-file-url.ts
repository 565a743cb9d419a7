import type { Deps } from '../../http/deps.ts';
import { keyFromUrl, PUBLIC_PREFIX } from './storage.ts';

const SECONDS = 3600;

/**
 * A reader's link to one of our stored files: public files as they are, the others signed
 * for an hour (signature images, a material's files). Null for anything that is not ours.
 */
export function signedFileUrl(deps: Pick<Deps, 'storage' | 'config' | 'now'>, url: string | null | undefined): string | null {
  const file = url ? keyFromUrl(url, deps.config.publicUrl) : null;
  if (!file) return null;
  if (file.prefix === PUBLIC_PREFIX) return url!;
  return `${deps.config.publicUrl}${deps.storage.signedPath(file.key, Math.floor(deps.now().getTime() / 1000) + SECONDS)}`;
}
