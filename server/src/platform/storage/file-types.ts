/** The kinds of file we accept, recognised by their first bytes, not by the name the client sent. */
export interface FileKind {
  ext: string;
  contentType: string;
  /** Shown inline in the browser (images, PDF, audio); everything else downloads. */
  inline: boolean;
}

const KINDS: Record<string, FileKind> = {
  png: { ext: 'png', contentType: 'image/png', inline: true },
  jpg: { ext: 'jpg', contentType: 'image/jpeg', inline: true },
  gif: { ext: 'gif', contentType: 'image/gif', inline: true },
  webp: { ext: 'webp', contentType: 'image/webp', inline: true },
  pdf: { ext: 'pdf', contentType: 'application/pdf', inline: true },
  docx: {
    ext: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    inline: false,
  },
  pptx: {
    ext: 'pptx',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    inline: false,
  },
  xlsx: {
    ext: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    inline: false,
  },
  xls: { ext: 'xls', contentType: 'application/vnd.ms-excel', inline: false },
  csv: { ext: 'csv', contentType: 'text/csv; charset=utf-8', inline: false },
  txt: { ext: 'txt', contentType: 'text/plain; charset=utf-8', inline: false },
  md: { ext: 'md', contentType: 'text/markdown; charset=utf-8', inline: false },
  mp3: { ext: 'mp3', contentType: 'audio/mpeg', inline: true },
  wav: { ext: 'wav', contentType: 'audio/wav', inline: true },
  m4a: { ext: 'm4a', contentType: 'audio/mp4', inline: true },
  mp4: { ext: 'mp4', contentType: 'video/mp4', inline: true },
};

export const kindOfExt = (ext: string): FileKind | undefined => KINDS[ext === 'jpeg' ? 'jpg' : ext];

const starts = (b: Uint8Array, bytes: number[], at = 0) => bytes.every((x, i) => b[at + i] === x);
const ascii = (b: Uint8Array, s: string, at = 0) =>
  starts(
    b,
    [...s].map((c) => c.charCodeAt(0)),
    at,
  );

/** Does the content really look like the claimed extension? (Zip-based Office files share a signature.) */
export function contentMatches(ext: string, b: Uint8Array): boolean {
  switch (kindOfExt(ext)?.ext) {
    case 'png':
      return starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpg':
      return starts(b, [0xff, 0xd8, 0xff]);
    case 'gif':
      return ascii(b, 'GIF87a') || ascii(b, 'GIF89a');
    case 'webp':
      return ascii(b, 'RIFF') && ascii(b, 'WEBP', 8);
    case 'pdf':
      return ascii(b, '%PDF-');
    case 'docx':
    case 'pptx':
    case 'xlsx':
      return starts(b, [0x50, 0x4b, 0x03, 0x04]);
    case 'xls':
      return starts(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case 'mp3':
      return ascii(b, 'ID3') || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0);
    case 'wav':
      return ascii(b, 'RIFF') && ascii(b, 'WAVE', 8);
    case 'm4a':
    case 'mp4':
      return ascii(b, 'ftyp', 4);
    case 'csv':
    case 'txt':
    case 'md':
      return !b.subarray(0, 8192).includes(0);
    default:
      return false;
  }
}

/** The refusal of a file past the upload limit. */
export const uploadTooLarge = (maxBytes: number) =>
  `Files can be at most ${maxBytes < 1048576 ? `${Math.round(maxBytes / 1024)} KB` : `${Math.round((maxBytes / 1048576) * 10) / 10} MB`}.`;
