import { SignatureField, type SignaturePadHandle } from '@pathcraft/widgets/signatures';
import { Button } from '@pathcraft/widgets/ui';
import type { Ref } from 'react';
import { text } from './agreements.messages.ts';

export interface SignHereProps {
  pad: Ref<SignaturePadHandle>;
  signatureError: string | null;
  saving: boolean;
  onSign: () => void;
  onBeginSignature: () => void;
}

/** The pad, its error ('Signature required!') and Sign Agreement: where the apprentice, or a minor's guardian, signs. */
export function SignHere({ pad, signatureError, saving, onSign, onBeginSignature }: SignHereProps) {
  return (
    <>
      <SignatureField
        handle={pad}
        label={text.signaturePad}
        invalid={Boolean(signatureError)}
        onBegin={onBeginSignature}
      />
      {signatureError ? (
        <span className="pc-form-field__error" role="alert">
          {signatureError}
        </span>
      ) : null}
      <Button variant="primary" onClick={onSign} disabled={saving}>
        {saving ? text.apprentice.saving : text.signAgreement}
      </Button>
    </>
  );
}
