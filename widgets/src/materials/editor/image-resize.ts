/** Images an author may insert, and how large ones are made smaller in the browser before upload. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const MAX_IMAGE_SIDE = 1600;
export const MAX_IMAGE_BYTES = 1024 * 1024;
const QUALITY = 0.85;

export interface ImageFacts {
  type: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * The size to re-encode an image at, or null to upload it as it is: images over
 * 1600 px on a side or over 1 MB. GIFs stay as they are (a canvas keeps only the first frame).
 */
export function downscaleTarget({
  type,
  width,
  height,
  bytes,
}: ImageFacts): { width: number; height: number; type: 'image/jpeg' | 'image/webp' } | null {
  if (type === 'image/gif') return null;
  const longest = Math.max(width, height);
  if (longest <= MAX_IMAGE_SIDE && bytes <= MAX_IMAGE_BYTES) return null;
  const scale = Math.min(1, MAX_IMAGE_SIDE / longest);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
    // WebP keeps a PNG's or WebP's transparency; photos go to JPEG.
    type: type === 'image/jpeg' ? 'image/jpeg' : 'image/webp',
  };
}

/** The file to upload: the original, or a smaller re-encoding through a canvas. `onOptimize` runs only when it downscales. */
export async function prepareImage(file: File, onOptimize: () => void): Promise<File> {
  const bitmap = await createImageBitmap(file);
  const { width } = bitmap;
  const target = downscaleTarget({ type: file.type, width, height: bitmap.height, bytes: file.size });
  if (!target) {
    bitmap.close();
    return file;
  }
  onOptimize();
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, target.width, target.height);
  bitmap.close();
  let blob = await toBlob(canvas, target.type);
  // A browser that cannot write WebP answers PNG: JPEG is then the smaller choice.
  if (blob && blob.type !== target.type) blob = await toBlob(canvas, 'image/jpeg');
  // Only over 1 MB, same size: a re-encoding that saves nothing is not worth uploading.
  if (!blob || (target.width === width && blob.size >= file.size)) return file;
  const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
  return new File([blob], `${file.name.replace(/\.[^.]*$/, '')}.${extension}`, { type: blob.type });
}

const toBlob = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY));
