/** The conversation's parts (conversation-parts.tsx): a chunk the panel fetches with the first question. */
export type ConversationParts = typeof import('./conversation-parts.tsx');

let loading: Promise<ConversationParts> | null = null;

/** Fetched once per page (again after a failure). */
export function loadConversationParts(): Promise<ConversationParts> {
  loading ??= import('./conversation-parts.tsx').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
