import { useCallback, useEffect, useMemo } from 'react';
import { PATHCRAFT_ELEMENTS } from '@pathcraft/sdk/embed';
import type { AttributeProps, ElementProps } from '../lib/define-element.ts';
import { SignInNotice, useSignedInClient } from '../lib/signed-in.tsx';
import { ToastProvider } from '../ui/Toast.tsx';
import { createWageSchedulesApi } from './wage-schedules.api.ts';
import { WageSchedules } from './WageSchedules.tsx';
import { text } from './wage-schedules.messages.ts';

/** The element's attributes, as the sdk declares them for customers. */
export const attributes = PATHCRAFT_ELEMENTS['pathcraft-wage-schedules'].attributes;

/** <pathcraft-wage-schedules>: an apprenticeship's schedules with the New/Edit dialog, for its organization's admins. */
export function WageSchedulesElement({
  apprenticeshipId,
  apiBase,
  setState,
  defaultApiBase,
}: AttributeProps<typeof attributes> & ElementProps & { defaultApiBase: string }) {
  const base = apiBase || defaultApiBase;
  const client = useSignedInClient(base);
  const api = useMemo(() => createWageSchedulesApi(client), [client]);
  const ready = useCallback((ok: boolean) => setState(ok ? 'ready' : 'error'), [setState]);
  const signedIn = client.isSignedIn();
  useEffect(() => {
    if (!signedIn) setState('ready');
    else if (!apprenticeshipId) setState('error');
  }, [signedIn, apprenticeshipId, setState]);
  if (!signedIn) return <SignInNotice apiBase={base} what={text.element.signInTo} />;
  if (!apprenticeshipId) return <p className="pc-notice pc-notice--error">{text.element.missingApprenticeship}</p>;
  return (
    <ToastProvider>
      <WageSchedules api={api} apprenticeshipId={apprenticeshipId} onReady={ready} />
    </ToastProvider>
  );
}
