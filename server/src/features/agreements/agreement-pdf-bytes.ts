import type { Deps } from '../../platform/deps.ts';
import { sha256Hex } from '../../platform/crypto.ts';
import { fail } from '../../platform/errors.ts';

/**
 * A signed agreement's stored file, refused when its bytes no longer match
 * the stored hash (the legal record is the file); unsigned, a fresh draft.
 */
export async function agreementPdfBytes(
  deps: Pick<Deps, 'storage'>,
  agreement: { signedAt: string | null; signedPdfKey: string | null; signedPdfHash: string | null },
  draft: () => Promise<Uint8Array>,
): Promise<Uint8Array> {
  if (!agreement.signedAt || !agreement.signedPdfKey) return draft();
  const stored = await deps.storage.read(agreement.signedPdfKey);
  if (!stored || sha256Hex(stored) !== agreement.signedPdfHash)
    throw fail('internal', 'The signed document does not match its record.');
  return new Uint8Array(stored);
}
