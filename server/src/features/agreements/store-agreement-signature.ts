import type { Deps } from '../../platform/deps.ts';
import { storeSignature } from '../signatures/store-signature.ts';

/**
 * Stores a signature drawn on an agreement (under the agreement's own folder) and tracks it for
 * removeFilesOnFailure, so a signing that fails later leaves no image behind. Answers its url.
 */
export async function storeAgreementSignature(
  ctx: Pick<Deps, 'storage' | 'config'>,
  agreement: { id: string; orgId: string },
  png: Uint8Array,
  track: (key: string) => void,
): Promise<string> {
  const image = await storeSignature(
    ctx.storage,
    ctx.config.publicUrl,
    { prefix: 'signatures', orgId: agreement.orgId, parentId: agreement.id },
    png,
  );
  track(image.key);
  return image.url;
}
