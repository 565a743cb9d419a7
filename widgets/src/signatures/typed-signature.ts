/**
 * A typed name drawn as a signature (docs/rules.md#signatures): the signer's system handwriting
 * font, no web font to download. Windows has Segoe Script, macOS and iOS Snell Roundhand and
 * Bradley Hand, Android maps `cursive` to Dancing Script, Linux desktops often have URW Chancery
 * (Z003); elsewhere the generic `cursive`, in italic.
 */
export const SIGNATURE_FONTS =
  '"Segoe Script", "Snell Roundhand", "Bradley Hand", "Apple Chancery", "URW Chancery L", Z003, "Brush Script MT", cursive';

const LARGEST = 44;
const SMALLEST = 12;
const PADDING = 12;

/** The font shorthand at `size` px. */
export const signatureFont = (size: number) => `italic ${size}px ${SIGNATURE_FONTS}`;

/**
 * The largest font size (SMALLEST to LARGEST px) at which the name `measure` measures fits `width` with padding either
 * side; a name too long for the smallest is drawn at the smallest (the canvas clips it).
 */
export function fitSignatureFont(width: number, measure: (font: string) => number): number {
  for (let size = LARGEST; size > SMALLEST; size -= 2)
    if (measure(signatureFont(size)) <= width - 2 * PADDING) return size;
  return SMALLEST;
}

/** Draws `name` on a width×height (CSS px) context, left-aligned on a signature's baseline, in the pen's colour. */
export function drawTypedSignature(
  ctx: CanvasRenderingContext2D,
  name: string,
  { width, height, color }: { width: number; height: number; color: string },
): void {
  ctx.clearRect(0, 0, width, height);
  const text = name.trim();
  if (!text) return;
  const size = fitSignatureFont(width, (font) => {
    ctx.font = font;
    return ctx.measureText(text).width;
  });
  ctx.font = signatureFont(size);
  ctx.fillStyle = color;
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(text, PADDING, Math.round(height * 0.5 + size * 0.35));
}
