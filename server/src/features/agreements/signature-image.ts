import { fail } from '../../http/errors.ts';
import { checkPng } from '../signatures/check-png.ts';
import { SIGNATURE_MAX_BYTES } from '../signatures/save-signature.ts';
import type { FileStorage } from '../files/storage.ts';

const DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/=\s]*)$/;

/** A drawn signature sent as a PNG data URL: a real, non-blank PNG of at most 200 KB, or `message`. */
export function signaturePng(dataUrl: unknown, message: string): Uint8Array {
  if (typeof dataUrl !== 'string' || !dataUrl) throw fail('bad_request', message);
  const m = DATA_URL.exec(dataUrl);
  if (!m) throw fail('unsupported_media_type', 'The signature must be a PNG image.');
  const bytes = new Uint8Array(Buffer.from(m[1]!, 'base64'));
  if (bytes.length > SIGNATURE_MAX_BYTES) throw fail('payload_too_large', `A signature image can be at most ${SIGNATURE_MAX_BYTES / 1024} KB.`);
  const png = checkPng(bytes);
  if (!png.ok) throw fail('unsupported_media_type', 'The signature must be a PNG image.');
  if (png.blank) throw fail('bad_request', message);
  return bytes;
}

/** Stores it under the organization's private user content; answers the url kept on the record. */
export async function storeSignature(storage: FileStorage, publicUrl: string, orgId: string, bytes: Uint8Array): Promise<string> {
  const stored = await storage.put('user-content', orgId, 'png', bytes);
  return `${publicUrl}/files/${stored.key}`;
}
