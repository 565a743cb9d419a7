/**
 * DOM events our elements dispatch on themselves, named `pathcraft:<name>`,
 * bubbling and composed so a host page can listen on `document`.
 * The map is the contract: a breaking change to a detail ships as a new,
 * versioned name (`jobProfileCreate.v2`), never as a changed shape.
 */
export interface PathcraftEventMap {
  /** A training plan saved a new job profile. */
  jobProfileCreate: { docId: string; orgId: string | null; time: number };
  /** An assistant was closed: by its close button, or after the third profanity strike. */
  assistantClose: { integrationId: string; reason: 'user' | 'profanity' };
}

export type PathcraftEventName = keyof PathcraftEventMap;

export const EVENT_PREFIX = 'pathcraft:';

export function eventType<K extends PathcraftEventName>(name: K): `pathcraft:${K}` {
  return `${EVENT_PREFIX}${name}`;
}

export type PathcraftEvent<K extends PathcraftEventName> = CustomEvent<PathcraftEventMap[K]>;
