import type { PathcraftClient } from '@pathcraft/sdk';
import { useEffect, useState } from 'react';

/** The given user id, or the signed-in user's (null until known, '' when it can't be told). */
export function useUserId(client: PathcraftClient, given: string | undefined): string | null {
  const [me, setMe] = useState<string | null>(given || null);
  useEffect(() => {
    if (given) return setMe(given);
    if (!client.isSignedIn()) return setMe('');
    let live = true;
    client.auth
      .me()
      .then((r) => live && setMe(r.user.id))
      .catch(() => live && setMe(''));
    return () => {
      live = false;
    };
  }, [client, given]);
  return me;
}
