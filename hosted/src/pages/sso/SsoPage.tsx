import { safeContinuePath } from '@pathcraft/sdk';
import { LoadingScreen } from '@pathcraft/widgets/ui';
import { useEffect } from 'react';
import { continueTo } from '../../navigate-loaded.ts';
import { navigate, useSearchParams } from '../../router.tsx';
import { api, loginUrl } from '../../session.ts';
import { text } from './sso.messages.ts';

/** /sso?token=&continueUrl=: signs in with a one-time token from another of our sites, then continues. */
export default function SsoPage() {
  const params = useSearchParams();
  useEffect(() => {
    const token = params.get('token');
    const continueUrl = safeContinuePath(params.get('continueUrl'));
    if (!token) {
      navigate(loginUrl({ errorCode: 'auth_no_token', continueUrl }), { replace: true });
      return;
    }
    api.auth
      .tokenLogin(token)
      .then(() => continueTo(continueUrl))
      .catch((err: Error) =>
        navigate(loginUrl({ errorCode: 'auth_bad_token', errorMessage: err.message, continueUrl }), { replace: true }),
      );
  }, [params]);
  return <LoadingScreen text={text.signingIn} />;
}
