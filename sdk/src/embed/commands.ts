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

const isListener = (value: unknown): value is EventListener => typeof value === 'function';

/** Replaces the queueing stub with the real function and replays the queue. */
export function installCommands(host: Host, target: EventTarget): PathcraftGlobal {
  const queued = host.Pathcraft?.q ?? [];
  // The snippet queues whatever the page passed, so each call is read as unknown values.
  const run = (command: unknown, name: unknown, listener: unknown) => {
    if (typeof name !== 'string' || !isListener(listener)) return;
    if (command === 'on') target.addEventListener(EVENT_PREFIX + name, listener);
    else if (command === 'off') target.removeEventListener(EVENT_PREFIX + name, listener);
  };
  const api: PathcraftGlobal = (command, name, listener) => run(command, name, listener);
  host.Pathcraft = api;
  for (const args of Array.from(queued)) run(args[0], args[1], args[2]);
  return api;
}

/** What the loader learned from its script tag; empty outside an embed. */
export function getEmbedConfig(): { base: string | null; org: string | null; nonce: string | null } {
  const api = (globalThis as Host).Pathcraft;
  return { base: api?.base ?? null, org: api?.org ?? null, nonce: api?.nonce ?? null };
}
