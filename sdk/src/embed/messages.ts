/**
 * The postMessage protocol between an embedded Pathcraft page (in an iframe)
 * and its parent. We post to one exact origin, never '*', and accept a message
 * only from the expected window and origin. Every payload we send carries
 * `v` (EMBED_VERSION); a payload without `v` (sent before versions existed)
 * is read as version 1.
 */
import { EMBED_VERSION } from './events.ts';

export interface JobProfileCreateMessage {
  v: 1;
  action: 'jobProfileCreate';
  docId: string;
  orgId: string | null;
  time: number;
}

/** The hosted assistant page was closed (its close button, or the third profanity strike). */
export interface AssistantCloseMessage {
  v: 1;
  action: 'assistantClose';
  integrationId: string;
  reason: 'user' | 'profanity';
}

export type PathcraftMessage = JobProfileCreateMessage | AssistantCloseMessage;

type WithOptionalVersion<M> = M extends unknown ? Omit<M, 'v'> & { v?: typeof EMBED_VERSION } : never;
/** What we accept: a message as we send it, or the same without `v` (senders from before versions). */
export type ReceivedPathcraftMessage = WithOptionalVersion<PathcraftMessage>;

export function jobProfileCreateMessage(
  docId: string,
  orgId: string | null,
  time = Date.now(),
): JobProfileCreateMessage {
  return { v: EMBED_VERSION, action: 'jobProfileCreate', docId, orgId, time };
}

export function assistantCloseMessage(
  integrationId: string,
  reason: AssistantCloseMessage['reason'],
): AssistantCloseMessage {
  return { v: EMBED_VERSION, action: 'assistantClose', integrationId, reason };
}

/** A well-formed message of a version we understand (no `v` counts as version 1). */
export function isPathcraftMessage(data: unknown): data is ReceivedPathcraftMessage {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Record<string, unknown>;
  if (m.v !== undefined && m.v !== EMBED_VERSION) return false;
  if (m.action === 'assistantClose')
    return typeof m.integrationId === 'string' && (m.reason === 'user' || m.reason === 'profanity');
  return (
    m.action === 'jobProfileCreate' &&
    typeof m.docId === 'string' &&
    (m.orgId === null || typeof m.orgId === 'string') &&
    typeof m.time === 'number' &&
    Number.isFinite(m.time)
  );
}

/** The origin of an http(s) URL or origin; throws for '*', opaque and malformed origins. */
export function exactOrigin(urlOrOrigin: string): string {
  let url: URL;
  try {
    url = new URL(urlOrOrigin);
  } catch {
    throw new TypeError(`Not an origin: '${urlOrOrigin}'`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new TypeError(`Not an http(s) origin: '${urlOrOrigin}'`);
  return url.origin;
}

type MessageTarget = Pick<Window, 'postMessage'>;

function defaultParent(): MessageTarget | null {
  if (typeof window === 'undefined' || window.parent === window) return null;
  return window.parent;
}

/**
 * Posts `msg` to the parent window at exactly `targetOrigin`.
 * Returns false when there is no parent (the page is not framed).
 */
export function postToParent(
  msg: PathcraftMessage,
  targetOrigin: string,
  parent: MessageTarget | null = defaultParent(),
): boolean {
  const origin = exactOrigin(targetOrigin);
  if (!parent) return false;
  parent.postMessage(msg, origin);
  return true;
}

/** True when `event` comes from `expectedSource` at `expectedOrigin` and carries a well-formed message. */
export function isTrustedMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expectedOrigin: string,
  expectedSource: MessageEventSource | null,
): event is MessageEvent<ReceivedPathcraftMessage> {
  if (expectedSource === null || event.source !== expectedSource) return false;
  let origin: string;
  try {
    origin = exactOrigin(expectedOrigin);
  } catch {
    return false;
  }
  return event.origin === origin && isPathcraftMessage(event.data);
}
