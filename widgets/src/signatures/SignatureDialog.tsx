import { useId, useRef, useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { useToast } from '../ui/Toast.tsx';
import type { SavedSignature, SignatureApi } from './signatures.api.ts';
import { text } from './signatures.messages.ts';
import { SignatureField } from './SignatureField.tsx';
import type { SignaturePadHandle } from './SignaturePadField.tsx';

const TOAST_ID = 'signature-save';

export interface SignatureDialogProps {
  userId: string;
  api: SignatureApi;
  onClose: () => void;
  /** The saved image: its url (stored on the user) and a signed url to show it. */
  onSaved: (saved: SavedSignature) => void;
  title?: string;
}

/** Draw (or type) and adopt a signature (docs/rules.md#signatures): Clear empties the pad, Adopt and Save stores a PNG. */
export function SignatureDialog({ userId, api, onClose, onSaved, title = text.dialog.title }: SignatureDialogProps) {
  const toast = useToast();
  const pad = useRef<SignaturePadHandle>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const hintId = useId();
  const errorId = useId();

  const adopt = async () => {
    if (!pad.current || pad.current.isEmpty()) return setError(text.dialog.empty);
    setSaving(true);
    toast.info(text.dialog.saving, { id: TOAST_ID, persistent: true });
    try {
      const saved = await api.save(userId, pad.current.toDataUrl());
      toast.dismiss(TOAST_ID);
      onSaved(saved);
    } catch (err) {
      toast.error(text.dialog.failed, { id: TOAST_ID });
      setError((err as Error).message);
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button
            onClick={() => {
              pad.current?.clear();
              setError(null);
            }}
            disabled={saving}
          >
            {text.dialog.clear}
          </Button>
          <Button variant="primary" onClick={adopt} disabled={saving}>
            {saving ? text.dialog.adopting : text.dialog.adopt}
          </Button>
        </>
      }
    >
      <div className="pc-signature">
        <p id={hintId} className="pc-signature__hint">
          {text.dialog.hint}
        </p>
        <SignatureField
          handle={pad}
          label={text.dialog.pad}
          describedBy={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          invalid={Boolean(error)}
          onBegin={() => setError(null)}
        />
        {error ? (
          <p id={errorId} className="pc-form-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
