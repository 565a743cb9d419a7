import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import SignaturePad from 'signature_pad';

/** The pad's size in CSS pixels (docs/rules.md#signatures). */
export const PAD_WIDTH = 330;
export const PAD_HEIGHT = 100;
/** The ink of a drawn, or typed, signature. */
export const PEN_COLOR = '#111827';

export interface SignaturePadHandle {
  clear(): void;
  isEmpty(): boolean;
  /** The drawing as a PNG data URL. */
  toDataUrl(): string;
}

export interface SignaturePadFieldProps {
  handle: Ref<SignaturePadHandle>;
  label: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  onBegin?: () => void;
}

/**
 * signature_pad on a 330×100 canvas whose backing store is scaled by
 * devicePixelRatio, so strokes stay crisp on high-DPI screens.
 */
export function SignaturePadField({ handle, label, describedBy, invalid, onBegin }: SignaturePadFieldProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const begin = useRef(onBegin);
  begin.current = onBegin;

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const ratio = Math.max(globalThis.devicePixelRatio || 1, 1);
    el.width = PAD_WIDTH * ratio;
    el.height = PAD_HEIGHT * ratio;
    el.getContext('2d')?.scale(ratio, ratio);
    const p = new SignaturePad(el, { penColor: PEN_COLOR, minWidth: 0.8, maxWidth: 2.4 });
    const started = () => begin.current?.();
    p.addEventListener('beginStroke', started);
    pad.current = p;
    return () => {
      p.removeEventListener('beginStroke', started);
      p.off();
      pad.current = null;
    };
  }, []);

  useImperativeHandle(handle, () => ({
    clear: () => pad.current?.clear(),
    isEmpty: () => pad.current?.isEmpty() ?? true,
    toDataUrl: () => pad.current?.toDataURL('image/png') ?? '',
  }));

  return (
    <canvas
      ref={canvas}
      className="pc-signature__pad"
      style={{ width: `${PAD_WIDTH}px`, height: `${PAD_HEIGHT}px` }}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      aria-invalid={invalid ? true : undefined}
    />
  );
}
