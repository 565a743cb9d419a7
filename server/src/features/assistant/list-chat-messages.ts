import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatMessageContents, chatMessages } from '../../db/schema/index.ts';

/** A session's messages, oldest first, each with the content it was composed from (docs/rules.md#assistant). */
export async function listChatMessages(
  db: Db,
  query: { orgId: string; sessionId: string; userId?: string | undefined },
) {
  const messages = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.orgId, query.orgId),
        eq(chatMessages.sessionId, query.sessionId),
        query.userId ? eq(chatMessages.userId, query.userId) : undefined,
      ),
    )
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  const ids = messages.map((m) => m.id);
  const links = ids.length
    ? await db
        .select()
        .from(chatMessageContents)
        .where(and(eq(chatMessageContents.orgId, query.orgId), inArray(chatMessageContents.messageId, ids)))
    : [];
  const byMessage = new Map<string, typeof links>();
  for (const link of links) byMessage.set(link.messageId, [...(byMessage.get(link.messageId) ?? []), link]);
  const items = messages.map((m) => ({ ...m, contents: byMessage.get(m.id) ?? [] }));
  return { items, total: items.length };
}
