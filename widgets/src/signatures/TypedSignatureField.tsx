import { type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { text } from './signatures.messages.ts';
import { PAD_HEIGHT, PAD_WIDTH, PEN_COLOR, type SignaturePadHandle } from './SignaturePadField.tsx';
import { drawTypedSignature } from './typed-signature.ts';

export interface TypedSignatureFieldProps {
  handle: Ref<SignaturePadHandle>;
  describedBy?: string | undefined;
  invalid?: boolean;
  onBegin?: () => void;
}

/**
 * The keyboard's way to sign (WCAG 2.1.1): the signer types their full name and sees it drawn in a
 * handwriting font on a canvas the pad's size; that canvas is the signature, a PNG like a drawn one.
 */
export function TypedSignatureField({ handle, describedBy, invalid, onBegin }: TypedSignatureFieldProps) {
  const [name, setName] = useState('');
  const canvas = useRef<HTMLCanvasElement>(null);
  const inputId = useId();

  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    const ratio = Math.max(globalThis.devicePixelRatio || 1, 1);
    if (el.width !== PAD_WIDTH * ratio) {
      el.width = PAD_WIDTH * ratio;
      el.height = PAD_HEIGHT * ratio;
    }
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawTypedSignature(ctx, name, { width: PAD_WIDTH, height: PAD_HEIGHT, color: PEN_COLOR });
  }, [name]);

  useImperativeHandle(handle, () => ({
    clear: () => setName(''),
    isEmpty: () => !name.trim(),
    toDataUrl: () => (name.trim() ? (canvas.current?.toDataURL('image/png') ?? '') : ''),
  }));

  return (
    <div className="pc-form-field pc-signature__typed">
      <label htmlFor={inputId}>{text.field.typeName}</label>
      <input
        id={inputId}
        value={name}
        onChange={(e) => {
          onBegin?.();
          setName(e.target.value);
        }}
        autoComplete="name"
        spellCheck={false}
        maxLength={100}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
      />
      <canvas
        ref={canvas}
        className="pc-signature__pad"
        style={{ width: `${PAD_WIDTH}px`, height: `${PAD_HEIGHT}px`, cursor: 'default' }}
        role="img"
        aria-label={name.trim() ? text.field.preview(name.trim()) : text.field.previewEmpty}
      />
    </div>
  );
}
