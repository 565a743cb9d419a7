import { PROGRAM_IMPORT_ACCEPT, PROGRAM_IMPORT_TEXT } from '@pathcraft/sdk';
import type JSZip from 'jszip';
import { zipInflatedSize } from '../../platform/zip-inflated-size.ts';
import { contentMatches } from '../../platform/storage/file-types.ts';
import { fail } from '../../platform/errors.ts';

export type ProgramFileFormat = (typeof PROGRAM_IMPORT_ACCEPT)[number];

/**
 * Far beyond any program document (a 10 MB upload of pictures and text unpacks to little more);
 * what the readers then parse stays within it, whatever the file's headers claim.
 */
const MAX_UNPACKED_MB = 64;

export const PROGRAM_FILE_MESSAGES = {
  empty: 'The file is empty.',
  encrypted: 'This file is password-protected. Remove the password and upload it again.',
  damaged: 'The file could not be read: it may be damaged. Open it, save it again and upload it again.',
  tooBig: `The file unpacks to more than ${MAX_UNPACKED_MB} MB: save it without large pictures or media and upload it again.`,
  notAccepted: (ext: string) => `Files of type .${ext || '?'} are not accepted. ${PROGRAM_IMPORT_TEXT.accept}.`,
  notThatType: (ext: string, actual?: string) =>
    `The file's content is not a .${ext} file${actual ? ` (it is a .${actual} file)` : ''}.`,
} as const;

/** The main part's content type of each Office format ([Content_Types].xml). */
const MAIN_CONTENT_TYPE: Record<ProgramFileFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
};
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export const formatOfName = (name: string): ProgramFileFormat | null => {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  return (PROGRAM_IMPORT_ACCEPT as readonly string[]).includes(ext) ? (ext as ProgramFileFormat) : null;
};

/**
 * Checks that the bytes really are a file of the format its name claims and opens the zip:
 * a password-protected Office file is an encrypted package inside a CFB container (MS-OFFCRYPTO),
 * not a zip; a zip of another Office type (a .docx renamed .xlsx) is refused by its main part.
 */
export async function openOfficeFile(format: ProgramFileFormat, bytes: Uint8Array): Promise<JSZip> {
  if (bytes.length === 0) throw fail('bad_request', PROGRAM_FILE_MESSAGES.empty);
  if (CFB_MAGIC.every((b, i) => bytes[i] === b)) {
    if (await isEncryptedPackage(bytes)) throw fail('unprocessable', PROGRAM_FILE_MESSAGES.encrypted);
    throw fail('unsupported_media_type', PROGRAM_FILE_MESSAGES.notThatType(format));
  }
  if (!contentMatches(format, bytes)) throw fail('unsupported_media_type', PROGRAM_FILE_MESSAGES.notThatType(format));
  // Counted by inflating every part, before any reader inflates one: a zip bomb declares small sizes.
  const unpacked = await zipInflatedSize(bytes, MAX_UNPACKED_MB * 1024 * 1024);
  if (!unpacked.ok)
    throw fail(
      'unprocessable',
      unpacked.reason === 'tooBig' ? PROGRAM_FILE_MESSAGES.tooBig : PROGRAM_FILE_MESSAGES.damaged,
    );
  let zip: JSZip;
  try {
    // jszip and cfb load with the first upload, not with the server.
    const { default: Zip } = await import('jszip');
    zip = await Zip.loadAsync(bytes);
  } catch {
    throw fail('unprocessable', PROGRAM_FILE_MESSAGES.damaged);
  }
  const types = await zip
    .file('[Content_Types].xml')
    ?.async('string')
    .catch(() => null);
  if (!types) throw fail('unsupported_media_type', PROGRAM_FILE_MESSAGES.notThatType(format));
  if (!types.includes(MAIN_CONTENT_TYPE[format])) {
    const actual = (Object.keys(MAIN_CONTENT_TYPE) as ProgramFileFormat[]).find((f) =>
      types.includes(MAIN_CONTENT_TYPE[f]),
    );
    throw fail('unsupported_media_type', PROGRAM_FILE_MESSAGES.notThatType(format, actual));
  }
  return zip;
}

async function isEncryptedPackage(bytes: Uint8Array): Promise<boolean> {
  const CFB = await import('cfb');
  try {
    const container = CFB.read(bytes, { type: 'buffer' });
    return !!CFB.find(container, 'EncryptionInfo') && !!CFB.find(container, 'EncryptedPackage');
  } catch {
    return false;
  }
}
