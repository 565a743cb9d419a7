/**
 * The postMessage protocol between an embedded Pathcraft page (in an iframe)
 * and its parent. We post to one exact origin, never '*', and accept a message
 * only from the expected window and origin.
 */
export interface JobProfileCreateMessage {
  action: 'jobProfileCreate';
  docId: string;
  orgId: string | null;
  time: number;
}

/** The hosted assistant page was closed (its close button, or the third profanity strike). */
export interface AssistantCloseMessage {
  action: 'assistantClose';
  integrationId: string;
  reason: 'user' | 'profanity';
}

export type PathcraftMessage = JobProfileCreateMessage | AssistantCloseMessage;

export function jobProfileCreateMessage(docId: string, orgId: string | null, time = Date.now()): JobProfileCreateMessage {
  return { action: 'jobProfileCreate', docId, orgId, time };
}

export function assistantCloseMessage(integrationId: string, reason: AssistantCloseMessage['reason']): AssistantCloseMessage {
  return { action: 'assistantClose', integrationId, reason };
}

export function isPathcraftMessage(data: unknown): data is PathcraftMessage {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Record<string, unknown>;
  if (m.action === 'assistantClose') return typeof m.integrationId === 'string' && (m.reason === 'user' || m.reason === 'profanity');
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
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError(`Not an http(s) origin: '${urlOrOrigin}'`);
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
export function postToParent(msg: PathcraftMessage, targetOrigin: string, parent: MessageTarget | null = defaultParent()): boolean {
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
): event is MessageEvent<PathcraftMessage> {
  if (expectedSource === null || event.source !== expectedSource) return false;
  let origin: string;
  try {
    origin = exactOrigin(expectedOrigin);
  } catch {
    return false;
  }
  return event.origin === origin && isPathcraftMessage(event.data);
}
