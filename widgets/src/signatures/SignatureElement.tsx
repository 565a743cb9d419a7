import { useEffect, useMemo, useState } from 'react';
import { PATHCRAFT_ELEMENTS } from '@pathcraft/sdk/embed';
import type { AttributeProps, ElementProps } from '../lib/define-element.ts';
import { SignInNotice, useSignedInClient } from '../lib/signed-in.tsx';
import { useUserId } from '../lib/use-user-id.ts';
import { Button } from '../ui/Button.tsx';
import { ToastProvider } from '../ui/Toast.tsx';
import { createSignatureApi } from './signatures.api.ts';
import { SignatureDialog } from './SignatureDialog.tsx';
import { text } from './signatures.messages.ts';

/** The element's attributes, as the sdk declares them for customers. */
export const attributes = PATHCRAFT_ELEMENTS['pathcraft-signature'].attributes;

/** <pathcraft-signature>: draw and adopt the signed-in user's signature, then show it. */
export function SignatureElement({
  userId,
  apiBase,
  setState,
  defaultApiBase,
}: AttributeProps<typeof attributes> & ElementProps & { defaultApiBase: string }) {
  const base = apiBase || defaultApiBase;
  const client = useSignedInClient(base);
  const api = useMemo(() => createSignatureApi(client), [client]);
  const id = useUserId(client, userId);
  const [open, setOpen] = useState(false);
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (id !== null) setState('ready');
  }, [id, setState]);
  if (id === '') return <SignInNotice apiBase={base} what={text.signInTo} />;
  return (
    <ToastProvider>
      {image ? <img className="pc-signature__image" src={image} alt={text.yourSignature} /> : null}
      <Button variant="primary" disabled={!id} onClick={() => setOpen(true)}>
        {image ? text.change : text.add}
      </Button>
      {open && id ? (
        <SignatureDialog
          userId={id}
          api={api}
          onClose={() => setOpen(false)}
          onSaved={(saved) => {
            setImage(saved.signedUrl);
            setOpen(false);
          }}
        />
      ) : null}
    </ToastProvider>
  );
}
