/**
 * DOM events our elements dispatch on themselves, named `pathcraft:<name>`,
 * bubbling and composed so a host page can listen on `document`.
 * The map is the contract: every detail carries `v`, the version of its shape
 * (EMBED_VERSION); a breaking change ships as a new version, never as a
 * silently changed shape.
 */
export interface PathcraftEventMap {
  /** A training plan saved a new job profile. */
  jobProfileCreate: { v: 1; docId: string; orgId: string | null; time: number };
  /** An assistant was closed: by its close button, or after the third profanity strike. */
  assistantClose: { v: 1; integrationId: string; reason: 'user' | 'profanity' };
}

/** The version stamped on every event detail and postMessage payload we send. */
export const EMBED_VERSION = 1;

export type PathcraftEventName = keyof PathcraftEventMap;

/** A detail as an element reports it; the version is stamped on when it is dispatched. */
export type PathcraftEventDetail<K extends PathcraftEventName> = Omit<PathcraftEventMap[K], 'v'>;

export const EVENT_PREFIX = 'pathcraft:';

export function eventType<K extends PathcraftEventName>(name: K): `pathcraft:${K}` {
  return `${EVENT_PREFIX}${name}`;
}

export type PathcraftEvent<K extends PathcraftEventName> = CustomEvent<PathcraftEventMap[K]>;

/** The event an element dispatches: versioned detail, bubbling out of its shadow root. */
export function pathcraftEvent<K extends PathcraftEventName>(
  name: K,
  detail: PathcraftEventDetail<K>,
): PathcraftEvent<K> {
  const versioned = { v: EMBED_VERSION, ...detail } as PathcraftEventMap[K];
  return new CustomEvent(eventType(name), { detail: versioned, bubbles: true, composed: true });
}
