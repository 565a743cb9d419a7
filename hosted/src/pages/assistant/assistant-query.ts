/** The hosted assistant page's query (docs/rules.md#assistant), read once when it opens. */
export interface AssistantQuery {
  integrationId: string | undefined;
  /** The page that embeds this one (checked by the server; the close message goes there). */
  originDomain: string | undefined;
  /** 'external' (the default) shows a close button. */
  ecosystem: string;
}

export function readAssistantQuery(search: string): AssistantQuery {
  const q = new URLSearchParams(search);
  const value = (name: string) => q.get(name)?.trim() || undefined;
  return {
    integrationId: value('integrationId'),
    originDomain: value('originDomain'),
    ecosystem: value('ecosystem') ?? 'external',
  };
}
