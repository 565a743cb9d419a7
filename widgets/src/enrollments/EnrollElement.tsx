import type { EnrollmentRequest } from '@pathcraft/sdk';
import { useEffect, useMemo, useState } from 'react';
import { PATHCRAFT_ELEMENTS } from '@pathcraft/sdk/embed';
import type { AttributeProps, ElementProps } from '../lib/define-element.ts';
import { SignInNotice, useSignedInClient } from '../lib/signed-in.tsx';
import { Button } from '../ui/Button.tsx';
import { createEnrollmentApi, type EnrollableClass } from './enrollments.api.ts';
import { EnrollDialog } from './EnrollDialog.tsx';
import { text } from './enrollments.messages.ts';

/** The element's attributes, as the sdk declares them for customers. */
export const attributes = PATHCRAFT_ELEMENTS['pathcraft-enroll'].attributes;

/** <pathcraft-enroll>: an Enroll button opening the enrol dialog; Continue enrols and redirects. */
export function EnrollElement({
  classId,
  apiBase,
  setState,
  defaultApiBase,
}: AttributeProps<typeof attributes> & ElementProps & { defaultApiBase: string }) {
  const base = apiBase || defaultApiBase;
  const client = useSignedInClient(base);
  const api = useMemo(() => createEnrollmentApi(client), [client]);
  const [course, setCourse] = useState<EnrollableClass | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const signedIn = client.isSignedIn();

  useEffect(() => {
    if (!signedIn || !classId) return setState(classId ? 'ready' : 'error');
    let live = true;
    api
      .getClass(classId)
      .then((c) => {
        if (!live) return;
        setCourse(c);
        setState('ready');
      })
      .catch((err: Error) => {
        if (!live) return;
        setError(err.message);
        setState('error');
      });
    return () => {
      live = false;
    };
  }, [api, classId, signedIn, setState]);

  if (!signedIn) return <SignInNotice apiBase={base} what={text.signInTo} />;
  if (error) return <p className="pc-notice pc-notice--error">{error}</p>;
  const go = async (request: EnrollmentRequest) => {
    const { redirectUrl } = await api.enroll(request);
    location.assign(new URL(redirectUrl, base || location.href).href);
  };
  return (
    <>
      <Button variant="primary" disabled={!course} onClick={() => setOpen(true)}>
        {text.enroll}
      </Button>
      {open && course ? <EnrollDialog course={course} onContinue={go} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
