import { checkPng } from './check-png.ts';
import { fail } from '../../platform/errors.ts';

export const SIGNATURE_MAX_BYTES = 200 * 1024;
export const EMPTY_SIGNATURE = 'Please provide a signature first.';
const DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/=\s]*)$/;

/** The bytes of a `data:image/png;base64,…` URL, as a drawn signature arrives in JSON. */
export function bytesFromDataUrl(dataUrl: string): Uint8Array {
  const m = DATA_URL.exec(dataUrl);
  if (!m) throw fail('unsupported_media_type', 'The signature must be a PNG image.');
  return new Uint8Array(Buffer.from(m[1]!, 'base64'));
}

/** A signature must be a real PNG of at most 200 KB and not blank; a missing or blank one says `emptyMessage`. */
export function checkSignaturePng(bytes: Uint8Array | null | undefined, emptyMessage = EMPTY_SIGNATURE): Uint8Array {
  if (!bytes?.length) throw fail('bad_request', emptyMessage);
  if (bytes.length > SIGNATURE_MAX_BYTES)
    throw fail('payload_too_large', `A signature image can be at most ${SIGNATURE_MAX_BYTES / 1024} KB.`);
  const png = checkPng(bytes);
  if (!png.ok) throw fail('unsupported_media_type', 'The signature must be a PNG image.');
  if (png.blank) throw fail('bad_request', emptyMessage);
  return bytes;
}

/** A signature sent as a PNG data URL (the agreements' sign calls), checked as above. */
export function signaturePng(dataUrl: unknown, emptyMessage: string): Uint8Array {
  if (typeof dataUrl !== 'string' || !dataUrl) throw fail('bad_request', emptyMessage);
  return checkSignaturePng(bytesFromDataUrl(dataUrl), emptyMessage);
}
