/**
 * What the closed launcher shows, shared by the plain-DOM launcher (assistant.element.ts,
 * no UI runtime) and the Preact one that takes over on the first open (AssistantElement.tsx),
 * so the button looks and reads the same before and after.
 */

/** Where the assistant's chunks came from: the API's origin unless the element's api-base says otherwise. */
export const defaultApiBase = /^https?:/.test(import.meta.url) ? new URL(import.meta.url).origin : '';

/** The element's attributes, all strings (the sdk's PATHCRAFT_ELEMENTS declares the same; a test compares them). */
export const ASSISTANT_ATTRIBUTES = { 'integration-id': 'string', display: 'string', 'api-base': 'string' } as const;

/** The launcher button's accessible name. */
export const launcherLabel = (name: string, open: boolean) => (open ? `Close ${name}` : `Chat with ${name}`);

/** The agent image's address: http(s) or a path on the API's origin; anything else (javascript:, data:) is ignored. */
export const imageSrc = (url: string | null, base: string) => {
  if (!url || !/^(https?:\/\/|\/(?!\/))/i.test(url)) return null;
  return url.startsWith('/') && base ? base + url : url;
};

/** The chat bubble drawn when the assistant has no agent image (24×24 viewBox, stroked). */
export const CHAT_ICON_PATH = 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4.6A8 8 0 1 1 21 12z';
