import { type PromptType, profanityReply, PROFANITY_STRIKES, promptTypeOf, ZPostChatMessage } from '@pathcraft/sdk';
import type { Db } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/index.ts';
import { newId } from '../../platform/ids.ts';
import { createRateLimiter } from '../../platform/rate-limit/rate-limit.ts';
import { isProfane } from './check-profanity.ts';
import type { ChatSessionRow } from './chat-access.ts';
import { fail } from '../../platform/errors.ts';

/** Profanity strikes are counted per conversation for a day: the third closes it for good. */
const STRIKE_RULE = { limit: PROFANITY_STRIKES, windowMs: 24 * 3600_000 };
export const strikeKey = (sessionId: string) => `assistant:profanity:${sessionId}`;

export type PostChatMessageResult =
  | { profane: true; strikes: number; closed: boolean; reply: string }
  | {
      profane: false;
      message: {
        id: string;
        sessionId: string;
        role: 'user';
        content: string;
        contentTypes: string[];
        promptType: PromptType;
        createdAt: string;
      };
    };

/**
 * Stores a visitor's question (docs/rules.md#assistant: 'A user message is saved') after the chat input checks.
 * A profane question is not stored: it counts a strike and answers the strike's reply; after the
 * third, the conversation takes no more questions.
 */
export async function postChatMessage(
  ctx: { db: Db; now: Date },
  session: ChatSessionRow,
  body: unknown,
): Promise<PostChatMessageResult> {
  const input = ZPostChatMessage.parse(body);
  // Judged before the strike count is read, so reading it and adding a strike stay one synchronous step.
  const profane = await isProfane(input.content);
  const limiter = createRateLimiter(ctx.db);
  const nowMs = ctx.now.getTime();
  if ((await limiter.check(strikeKey(session.id), STRIKE_RULE, nowMs)).locked)
    throw fail('forbidden', profanityReply(PROFANITY_STRIKES).message);
  if (profane) {
    const { count } = await limiter.hit(strikeKey(session.id), STRIKE_RULE, nowMs);
    const reply = profanityReply(count);
    return { profane: true, strikes: count, closed: reply.close, reply: reply.message };
  }
  const content = input.content.trim();
  const promptType = input.promptType ?? promptTypeOf(content);
  const stamp = ctx.now.toISOString();
  const id = newId();
  await ctx.db.insert(chatMessages).values({
    id,
    orgId: session.orgId,
    sessionId: session.id,
    integrationId: session.integrationId,
    locationId: session.locationId,
    userId: session.userId,
    role: 'user',
    content,
    contentTypes: input.contentTypes,
    metadata: { promptType },
    createdAt: stamp,
    updatedAt: stamp,
  });
  return {
    profane: false,
    message: {
      id,
      sessionId: session.id,
      role: 'user',
      content,
      contentTypes: input.contentTypes,
      promptType,
      createdAt: stamp,
    },
  };
}
