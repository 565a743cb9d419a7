import { useEffect, useState } from 'react';
import { LoadingScreen } from '@pathcraft/widgets/ui';
import { text } from './components.messages.ts';

const RELOADED = 'pathcraft-page-reloaded';
/** Loading an address anew a second time within this long says so instead: no loop of reloads. */
const RELOAD_AGAIN_AFTER_MS = 30_000;

function reloadedLately(): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOADED) ?? 'null') as { href: string; at: number } | null;
    return last?.href === location.href && Date.now() - last.at < RELOAD_AGAIN_AFTER_MS;
  } catch {
    // Storage blocked: nothing would stop a loop of reloads.
    return true;
  }
}

/**
 * The page shown when its code could not be fetched (router.tsx preloadable): the release the open
 * tab was built with was replaced (its hashed chunks are gone), or the network dropped. The address
 * is loaded anew, once, as the server's page names the current release's code; if it still fails,
 * the page says so and offers to try again.
 */
export function PageNotLoaded() {
  const [reload] = useState(() => !reloadedLately());
  useEffect(() => {
    if (!reload) return;
    try {
      sessionStorage.setItem(RELOADED, JSON.stringify({ href: location.href, at: Date.now() }));
    } catch {
      // As in reloadedLately.
    }
    location.reload();
  }, [reload]);
  if (reload) return <LoadingScreen />;
  return (
    <main className="hosted-page pc-stack">
      <div role="alert">
        <h1>{text.pageFailed.title}</h1>
        <p>{text.pageFailed.detail}</p>
      </div>
      <p>
        <button type="button" className="pc-button pc-button--primary" onClick={() => location.reload()}>
          {text.pageFailed.tryAgain}
        </button>
      </p>
    </main>
  );
}
