import { useEffect, useMemo, useState } from 'react';
import { PATHCRAFT_ELEMENTS } from '@pathcraft/sdk/embed';
import type { AttributeProps, ElementProps } from '../lib/define-element.ts';
import { SignInNotice, useSignedInClient } from '../lib/signed-in.tsx';
import { useUserId } from '../lib/use-user-id.ts';
import { Button } from '../ui/Button.tsx';
import { ToastProvider } from '../ui/Toast.tsx';
import { createUserProfileApi } from './user-profiles.api.ts';
import { UserProfileDialog } from './UserProfileDialog.tsx';
import { text } from './user-profiles.messages.ts';

/** The element's attributes, as the sdk declares them for customers. */
export const attributes = PATHCRAFT_ELEMENTS['pathcraft-user-profile'].attributes;

/** <pathcraft-user-profile>: a button that opens 'Edit Personal Information'. */
export function UserProfileElement({
  userId,
  apiBase,
  tab,
  setState,
  defaultApiBase,
}: AttributeProps<typeof attributes> & ElementProps & { defaultApiBase: string }) {
  const base = apiBase || defaultApiBase;
  const client = useSignedInClient(base);
  const api = useMemo(() => createUserProfileApi(client), [client]);
  const id = useUserId(client, userId);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (id !== null) setState('ready');
  }, [id, setState]);
  if (id === '') return <SignInNotice apiBase={base} what={text.signInTo} />;
  return (
    <ToastProvider>
      <Button variant="primary" disabled={!id} onClick={() => setOpen(true)}>
        {text.open}
      </Button>
      {open && id ? (
        <UserProfileDialog
          userId={id}
          api={api}
          initialTab={tab === 'privateInfo' ? 'privateInfo' : 'profile'}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </ToastProvider>
  );
}
