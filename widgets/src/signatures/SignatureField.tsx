import { useImperativeHandle, useRef, useState } from 'react';
import { Tabs } from '../ui/Tabs.tsx';
import { text } from './signatures.messages.ts';
import { type SignaturePadFieldProps, SignaturePadField, type SignaturePadHandle } from './SignaturePadField.tsx';
import { TypedSignatureField } from './TypedSignatureField.tsx';

type Way = 'draw' | 'type';

/**
 * Where a signature is made (docs/rules.md#signatures): Draw on the pad, or Type the full name
 * (the keyboard's way, WCAG 2.1.1). Both keep what was made while the other is shown; the handle
 * answers for the one shown, so an empty typed name is refused as an empty pad is, and either
 * becomes the same PNG.
 */
export function SignatureField({ handle, label, describedBy, invalid, onBegin }: SignaturePadFieldProps) {
  const [way, setWay] = useState<Way>('draw');
  const drawn = useRef<SignaturePadHandle>(null);
  const typed = useRef<SignaturePadHandle>(null);
  const shown = () => (way === 'type' ? typed : drawn).current;

  useImperativeHandle(handle, () => ({
    clear: () => shown()?.clear(),
    isEmpty: () => shown()?.isEmpty() ?? true,
    toDataUrl: () => shown()?.toDataUrl() ?? '',
  }));

  const shared = { describedBy, invalid, onBegin };
  return (
    <div className="pc-signature__field" lang={text.field.lang}>
      <Tabs
        label={text.field.how}
        selected={way}
        onSelect={(id) => setWay(id as Way)}
        keepMounted
        tabs={[
          {
            id: 'draw',
            label: text.field.draw,
            content: <SignaturePadField handle={drawn} label={label} {...shared} />,
          },
          { id: 'type', label: text.field.type, content: <TypedSignatureField handle={typed} {...shared} /> },
        ]}
      />
    </div>
  );
}
