import { useEffect, useState } from 'react';
import { navigate } from '../router.tsx';
import { loadSignedInUser, loginUrl, rememberVersion, sessionStore, type SignedIn } from '../session.ts';

/**
 * Pages for any signed-in person (not only super admins): without a
 * sign-in, or when it no longer works, the login page brings them back here.
 */
export function useSignedIn(): SignedIn | null {
  const [state, setState] = useState<SignedIn | null>(null);
  useEffect(() => {
    let live = true;
    rememberVersion();
    if (!sessionStore.get()) {
      navigate(loginUrl({ errorCode: 'auth_no_token' }), { replace: true });
      return;
    }
    loadSignedInUser()
      .then((signedIn) => live && setState(signedIn))
      .catch((err: Error) => {
        sessionStore.set(null);
        if (live) navigate(loginUrl({ errorCode: 'auth_bad_token', errorMessage: err.message }), { replace: true });
      });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
