import { createClient, type PathcraftClient, PathcraftError } from '@pathcraft/sdk';
import { fetchTakingPreloads } from '../../preloaded-fetch.ts';
import { sessionStore } from '../../session.ts';

/** One value per invite in sessionStorage: it lasts for this browser session only. */
function perInvite(prefix: string) {
  const key = (inviteId: string) => `${prefix}.${inviteId}`;
  return {
    get(inviteId: string): string | null {
      try {
        return sessionStorage.getItem(key(inviteId));
      } catch {
        return null;
      }
    },
    set(inviteId: string, value: string): void {
      try {
        sessionStorage.setItem(key(inviteId), value);
      } catch {
        /* storage blocked: the value lives in memory for this page only */
      }
    },
    clear(inviteId: string): void {
      try {
        sessionStorage.removeItem(key(inviteId));
      } catch {
        /* nothing stored */
      }
    },
  };
}

/** The verified access code's token. */
export const accessTokens = perInvite('pathcraft.access.invites');

/**
 * The apprentice saved their personal information through this invite (step 1 done): a reload on
 * step 2 keeps the agreement to sign instead of sending them back to Get Started.
 */
export const reviewedInvites = perInvite('pathcraft.reviewed.invites');

/**
 * The server refused the invite's access token: it lasts 2 hours from the code (DOC_ACCESS_TTL_S).
 * The invite page then asks for the code again, so a form says nothing of its own about it.
 */
export const isAccessRefused = (err: unknown) => err instanceof PathcraftError && err.status === 401;

/**
 * A client that sends the invite's access token (x-access-token) with every
 * call. Invite pages never send a signed-in user's token; document pages
 * (staff) pass `withSession`. `onAccessRefused` hears of a call whose token
 * was refused (isAccessRefused), and whether it was the form's own read or what the person
 * asked for: a write, or a file (downloadPdf: a streamed answer).
 */
export function documentClient(
  inviteId: string | null,
  {
    withSession = false,
    onAccessRefused,
  }: { withSession?: boolean; onAccessRefused?: (call: 'read' | 'asked') => void } = {},
): PathcraftClient {
  return createClient({
    ...(withSession ? { session: sessionStore } : {}),
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      const token = inviteId ? accessTokens.get(inviteId) : null;
      if (token) headers.set('x-access-token', token);
      const res = await fetchTakingPreloads(input, { ...init, headers });
      if (res.status === 401 && token) {
        const read =
          (init?.method ?? 'GET').toUpperCase() === 'GET' && !headers.get('accept')?.includes('event-stream');
        onAccessRefused?.(read ? 'read' : 'asked');
      }
      return res;
    },
  });
}

/** A route's address without the host (a generated URL helper's client): the client puts its own in front. */
export const HOSTLESS = { baseUrl: '' };

/**
 * Downloads a PDF the API serves to this reader, named by the server. It goes through the page's
 * client, as its other calls do: the invite's access token (a refusal of it heard by the invite
 * page, which asks for the code again), or the signed-in session. `path` is the route's address
 * without the host (the generated URL helper with HOSTLESS); a refusal throws the
 * server's message in the page's language (e.g. why a packet is not ready yet), as PathcraftError.
 */
export async function downloadPdf(client: PathcraftClient, path: string, fallbackName: string): Promise<void> {
  const res = await client.stream('GET', path);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
