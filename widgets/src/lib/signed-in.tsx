import { createClient, localSessionStore, type PathcraftClient } from '@pathcraft/sdk';
import { useMemo } from 'react';
import { text } from './lib.messages.ts';

/**
 * A client signed in with the platform's stored session (the hosted pages'
 * localStorage), which exists when the element runs on the platform's own
 * origin. Elements for signed-in people use it; without a session they show
 * SignInNotice.
 */
export function useSignedInClient(apiBase: string): PathcraftClient {
  return useMemo(() => createClient({ baseUrl: apiBase, session: localSessionStore() }), [apiBase]);
}

export function SignInNotice({ apiBase, what }: { apiBase: string; what: string }) {
  return (
    <p className="pc-notice pc-notice--info">
      <a href={`${apiBase}/login?continueUrl=${encodeURIComponent(location.pathname + location.search)}`}>
        {text.signIn.link}
      </a>
      {text.signIn.toDo(what)}
    </p>
  );
}
