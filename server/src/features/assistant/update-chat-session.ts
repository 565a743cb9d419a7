import { ASSISTANT_TEXT, isForwardEmail } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { chatSessions } from '../../db/schema/index.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

const ZUpdateChatSession = z
  .object({ userEmail: z.string().refine(isForwardEmail, ASSISTANT_TEXT.forwardEmailInvalid) })
  .strict();

/** Stores the visitor's e-mail on their conversation (docs/rules.md#assistant). */
export async function updateChatSession(ctx: { db: Db; now: Date }, sessionId: string, body: unknown) {
  const { userEmail } = ZUpdateChatSession.parse(body);
  const row = await first(
    ctx.db
      .update(chatSessions)
      .set({ userEmail: userEmail.trim(), updatedAt: ctx.now.toISOString() })
      .where(eq(chatSessions.id, sessionId))
      .returning({ id: chatSessions.id, userEmail: chatSessions.userEmail }),
  );
  if (!row) throw fail('not_found', `No conversation with id '${sessionId}'`);
  return row;
}
