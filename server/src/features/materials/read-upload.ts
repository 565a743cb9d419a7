import type { Config } from '../../config.ts';
import { contentMatches, kindOfExt, type FileKind, uploadTooLarge } from '../../platform/storage/file-types.ts';
import { fail } from '../../platform/errors.ts';

/** What a material may carry as a file (docs/rules.md#materials-and-files): documents, images, audio, office files and text. */
export const MATERIAL_FILE_EXTS = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'mp3',
  'wav',
  'm4a',
  'docx',
  'pptx',
  'xlsx',
  'txt',
  'md',
  'csv',
];
/** What a body may embed: images and PDFs. */
export const MATERIAL_MEDIA_EXTS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf'];
export const AUDIO_EXTS = ['mp3', 'wav', 'm4a'];

export interface Upload {
  bytes: Uint8Array;
  kind: FileKind;
  /** The name the author gave it, without folders or control characters. */
  name: string;
}

const cleanName = (raw: string, ext: string) =>
  raw
    .replace(/^.*[\\/]/, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a file name loses
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200) || `file.${ext}`;

/**
 * Receives an upload's form: the route reads it (http/body.ts readUploadForm, counted and refused
 * past the limit) only when the verb asks, that is once the caller may upload.
 */
export type ReceiveForm = () => Promise<FormData | null>;

/**
 * The multipart field 'file', received only now that the caller may upload, then checked by
 * extension (allow-list) and by its first bytes.
 */
export async function readUpload(
  receive: ReceiveForm,
  config: Pick<Config, 'uploadMaxBytes'>,
  allowedExts: readonly string[],
): Promise<Upload> {
  const form = await receive();
  const file = form?.get('file');
  if (!(file instanceof File)) throw fail('bad_request', "Send the file as multipart form data in the field 'file'.");
  if (file.size > config.uploadMaxBytes) throw fail('payload_too_large', uploadTooLarge(config.uploadMaxBytes));
  const ext = (file.name.includes('.') ? file.name.split('.').pop()! : '').toLowerCase();
  const kind = allowedExts.includes(ext) ? kindOfExt(ext) : undefined;
  if (!kind) throw fail('unsupported_media_type', `Files of type .${ext || '?'} are not accepted.`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!contentMatches(kind.ext, bytes))
    throw fail('unsupported_media_type', `The file's content is not a .${kind.ext} file.`);
  return { bytes, kind, name: cleanName(file.name, kind.ext) };
}
