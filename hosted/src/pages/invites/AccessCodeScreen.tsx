import { accessCodeInput, isAccessCodeComplete, PathcraftError, postAccessCheckAccessCode } from '@pathcraft/sdk';
import { Button, useToast } from '@pathcraft/widgets/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AuthCard } from '../../components/AuthCard.tsx';
import { api } from '../../session.ts';
import type { PublicInvite } from './invite-types.ts';
import { text } from './invites.messages.ts';

export const ACCESS_CODE_TOAST = 'accessCodeInvalid';

/** A wrong or locked code: the server's own message. Anything else: the generic one (docs/rules.md#invitations-and-access-codes). */
const serverSaid = (err: unknown) =>
  err instanceof PathcraftError && ['forbidden', 'too_many_requests', 'bad_request'].includes(err.code);

/**
 * The access-code screen (docs/rules.md#invitations-and-access-codes): six characters, Continue enabled only at
 * exactly 6; a code in the query is tried once, automatically.
 */
export function AccessCodeScreen({
  invite,
  initialCode,
  notice,
  onVerified,
}: {
  invite: PublicInvite;
  initialCode: string | null;
  /** Why the code is asked again (the session for this document expired). */
  notice?: string;
  onVerified: (token: string) => void;
}) {
  const toast = useToast();
  const [code, setCode] = useState(() => accessCodeInput(initialCode ?? ''));
  const [busy, setBusy] = useState(false);
  const tried = useRef(false);

  /** Set while a code is being checked: a second tap or Enter before the button is disabled sends nothing (each try counts). */
  const checking = useRef(false);

  const verify = async (value: string) => {
    if (!isAccessCodeComplete(value) || checking.current) return;
    checking.current = true;
    setBusy(true);
    toast.dismiss(ACCESS_CODE_TOAST);
    try {
      const res = await postAccessCheckAccessCode(api, {
        body: { id: invite.id, table: 'invites', accessCode: value },
        auth: false,
      });
      onVerified(res.accessToken);
    } catch (err) {
      if (serverSaid(err)) toast.error((err as Error).message, { id: ACCESS_CODE_TOAST, persistent: true });
      else toast.error(text.accessCode.otherFailure, { id: ACCESS_CODE_TOAST });
      setBusy(false);
    } finally {
      checking.current = false;
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the code from the link, once
  useEffect(() => {
    if (tried.current || !initialCode) return;
    tried.current = true;
    void verify(accessCodeInput(initialCode));
  }, [initialCode]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void verify(code);
  };

  return (
    <AuthCard title={text.accessCode.title} org={invite.org}>
      <form className="access-code" onSubmit={submit}>
        {notice ? (
          <p className="pc-alert pc-alert--info" role="alert">
            {notice}
          </p>
        ) : null}
        <label htmlFor="access-code">{text.accessCode.label}</label>
        <input
          id="access-code"
          className="access-code__input"
          value={code}
          // No maxLength: it would cut a pasted ' K7P2QX.' to ' K7P2Q' before the space is dropped; accessCodeInput keeps 6.
          onChange={(e) => setCode(accessCodeInput(e.target.value))}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode="text"
          autoFocus
        />
        <Button type="submit" variant="primary" disabled={busy || !isAccessCodeComplete(code)}>
          {text.accessCode.continue}
        </Button>
        <p className="muted">{text.accessCode.footer}</p>
      </form>
    </AuthCard>
  );
}
