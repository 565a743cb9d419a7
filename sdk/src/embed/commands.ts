import { EVENT_PREFIX, type PathcraftEvent, type PathcraftEventName } from './events.ts';

export type PathcraftListener<K extends PathcraftEventName> = (event: PathcraftEvent<K>) => void;

/**
 * `window.Pathcraft`: a function host pages may call before embed.js arrives
 * (the snippet below queues the calls in `q`), like cal.com's embed snippet.
 */
export interface PathcraftGlobal {
  <K extends PathcraftEventName>(command: 'on' | 'off', name: K, listener: PathcraftListener<K>): void;
  /** Calls queued by the snippet before the loader ran. */
  q?: ArrayLike<unknown>[];
  /** The URL embed.js was loaded from, up to its folder (ends with '/'). */
  base?: string;
  /** The script tag's `data-org`, the default organization for elements without `org-id`. */
  org?: string | null;
  /** The script tag's nonce: put on the `<style>` elements use where constructable stylesheets are missing. */
  nonce?: string | null;
}

/** Paste before the script tag to call `Pathcraft(...)` before it loads. */
export const QUEUE_SNIPPET =
  'window.Pathcraft=window.Pathcraft||function(){(Pathcraft.q=Pathcraft.q||[]).push(arguments)};';

type Host = { Pathcraft?: PathcraftGlobal };

declare global {
  /** embed.js installs `window.Pathcraft` (the snippet's queue until then). */
  interface Window {
    Pathcraft?: PathcraftGlobal;
  }
}

/** Replaces the queueing stub with the real function and replays the queue. */
export function installCommands(host: Host, target: EventTarget): PathcraftGlobal {
  const queued = host.Pathcraft?.q ?? [];
  // A listener is called with the event it listens to (PathcraftEvent is the CustomEvent dispatched).
  const api: PathcraftGlobal = (command, name, listener) => {
    if (command === 'on') target.addEventListener(EVENT_PREFIX + name, listener as EventListener);
    else if (command === 'off') target.removeEventListener(EVENT_PREFIX + name, listener as EventListener);
  };
  host.Pathcraft = api;
  // The snippet queued the page's calls as they were made: each is replayed with its own arguments.
  for (const args of queued) Reflect.apply(api, null, args);
  return api;
}

/** What the loader learned from its script tag; empty outside an embed. */
export function getEmbedConfig(): { base: string | null; org: string | null; nonce: string | null } {
  const api = (globalThis as Host).Pathcraft;
  return { base: api?.base ?? null, org: api?.org ?? null, nonce: api?.nonce ?? null };
}
