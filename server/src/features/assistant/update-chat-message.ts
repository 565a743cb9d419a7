import { ZUpdateChatMessage } from '@pathcraft/sdk';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/index.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

/** Marks (or clears) a visitor's question as a knowledge gap (docs/rules.md#assistant). */
export async function updateChatMessage(
  ctx: { db: Db; now: Date },
  where: { orgId: string; sessionId: string; messageId: string },
  body: unknown,
) {
  const { knowledgeGap } = ZUpdateChatMessage.parse(body);
  const row = await first(
    ctx.db
      .update(chatMessages)
      .set({ knowledgeGap, updatedAt: ctx.now.toISOString() })
      .where(
        and(
          eq(chatMessages.id, where.messageId),
          eq(chatMessages.sessionId, where.sessionId),
          eq(chatMessages.orgId, where.orgId),
          eq(chatMessages.role, 'user'),
        ),
      )
      .returning({ id: chatMessages.id, knowledgeGap: chatMessages.knowledgeGap }),
  );
  if (!row) throw fail('not_found', `No question with id '${where.messageId}' in this conversation`);
  return row;
}
