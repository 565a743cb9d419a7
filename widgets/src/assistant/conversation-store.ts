import type { ChatSessionStart } from '@pathcraft/sdk';
import type { ChatState } from './assistant.state.ts';

/**
 * What a reload keeps of a conversation (issue 25 #17): its entries and counts, and the server
 * conversation (id and chat token) they belong to, in sessionStorage (this tab, until it closes),
 * per assistant. A storage the page forbids (privacy modes, sandboxed frames) just keeps nothing.
 */
export interface SavedConversation {
  session: ChatSessionStart;
  state: Pick<ChatState, 'entries' | 'misses' | 'strikes'>;
}

const keyOf = (integrationId: string) => `pathcraft:assistant:${integrationId}`;

export function readConversation(integrationId: string): SavedConversation | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(keyOf(integrationId)) ?? 'null') as SavedConversation | null;
    return saved && typeof saved.session?.sessionId === 'string' && Array.isArray(saved.state?.entries) ? saved : null;
  } catch {
    return null;
  }
}

/** Keeps the conversation; null forgets it. */
export function saveConversation(integrationId: string, saved: SavedConversation | null): void {
  try {
    if (saved) sessionStorage.setItem(keyOf(integrationId), JSON.stringify(saved));
    else sessionStorage.removeItem(keyOf(integrationId));
  } catch {
    // Storage refused or full: the conversation lives as long as the page.
  }
}
