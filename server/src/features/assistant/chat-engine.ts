import { ASSISTANT_TEXT, promptTypeOf, VECTOR_SEARCH_DEFAULTS, ZChatEngine } from '@pathcraft/sdk';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatMessageContents, chatMessages } from '../../db/schema/index.ts';
import type { Logger } from '../../platform/log.ts';
import type { AnswerComposer, AnswerPassage } from './answer-composer.ts';
import type { ChatCaller } from './chat-access.ts';
import { describeHits, sourceKey, type AnswerSource } from './describe-hits.ts';
import { passagesById, searchContent, termWeights } from './search-content.ts';
import { searchScope } from './vector-search.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

/** `gap`: the answer is the knowledge-gap reply (no sources follow). */
export type ChatEvent =
  | { type: 'text'; text: string }
  | { type: 'sources'; sources: AnswerSource[] }
  | { type: 'gap' }
  | { type: 'error'; message: string };

export interface ChatEngineRun {
  /** Passages the answer is composed from ("nodes"). */
  nodes: number;
  events: AsyncGenerator<ChatEvent>;
}

/**
 * POST /v1/api/content/chatEngine (docs/rules.md#assistant): composes an answer from the passages vectorSearch
 * found (resourceVecIds) or, without them, from a search of its own, and streams it, then its
 * sources. Everything that can be refused is checked before the stream starts (so it is an HTTP
 * error); a failure while composing ends the stream with the failure text (docs/rules.md#assistant) and is logged.
 * With chatMessageId (the reply vectorSearch saved), the finished answer is stored on it.
 */
export async function chatEngine(
  ctx: { db: Db; now: () => Date; log: Logger; composer: AnswerComposer },
  caller: ChatCaller,
  body: unknown,
  signal?: AbortSignal,
): Promise<ChatEngineRun> {
  const input = ZChatEngine.parse(body);
  if (caller.session && input.chatSessionId && input.chatSessionId !== caller.session.id)
    throw fail('forbidden', 'This is another conversation.');
  const reply = input.chatMessageId ? await readReply(ctx.db, caller, input.chatMessageId) : null;

  const scope = await searchScope(ctx.db, caller, { refIds: input.refId ? [input.refId] : undefined });
  const ids = (input.resourceVecIds ?? []).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
  const hits = input.resourceVecIds
    ? await passagesById(ctx.db, ids, scope)
    : await searchContent(ctx.db, input.prompt, scope, VECTOR_SEARCH_DEFAULTS);
  const { sources } = await describeHits(ctx.db, caller.orgId, hits);
  const numberOf = new Map(sources.map((s) => [s.kind === 'resource' ? `resource:${s.id}` : `${s.kind}:${s.id}`, s.n]));
  const passages: AnswerPassage[] = hits.map((h) => ({
    n: numberOf.get(sourceKey(h)) ?? 0,
    kind: h.kind,
    title: h.title,
    heading: h.heading,
    body: h.body,
  }));

  // A visitor's assistant speaks with the integration's prompt; members and API keys may pass their own.
  const systemPrompt =
    caller.kind === 'visitor'
      ? (caller.integration?.systemPrompt ?? null)
      : (input.systemPrompt ?? caller.integration?.systemPrompt ?? null);
  const cited = new Set<number>();
  const compose = ctx.composer.compose({
    prompt: input.prompt,
    promptType: input.promptType ?? promptTypeOf(input.prompt),
    passages,
    history: (input.chatHistory ?? []).filter((t) => t.content.trim() !== ''),
    systemPrompt,
    includeCitations: input.includeCitations,
    weights: await termWeights(ctx.db, input.prompt, caller.orgId),
    signal,
    cite: (n) => cited.add(n),
  });

  async function* events(): AsyncGenerator<ChatEvent> {
    let answer = '';
    let failed = false;
    let gap = false;
    let shown = sources;
    try {
      for await (const text of compose) {
        answer += text;
        yield { type: 'text', text };
      }
      gap = isKnowledgeGap(answer);
      shown = gap ? [] : citedSources(answer, cited, sources);
      if (gap) yield { type: 'gap' };
      else if (passages.length) yield { type: 'sources', sources: shown };
    } catch (err) {
      failed = true;
      ctx.log.error('chat engine failed', {
        orgId: caller.orgId,
        composer: ctx.composer.name,
        chatMessageId: reply?.id,
        error: (err as Error).message,
      });
      yield { type: 'error', message: ASSISTANT_TEXT.failure };
    } finally {
      if (reply) await saveAnswer(ctx, reply, { answer, failed, gap, sources: shown, composer: ctx.composer.name });
    }
  }
  return { nodes: passages.length, events: events() };
}

/**
 * The sources an answer quotes: those the composer reported and those it cites as [n] (a model
 * writes them); every source found when it cites none, so a source is never dropped silently.
 */
export function citedSources(answer: string, reported: ReadonlySet<number>, sources: AnswerSource[]): AnswerSource[] {
  const cited = new Set(reported);
  for (const m of answer.matchAll(/\[(\d{1,3})\]/g)) cited.add(Number(m[1]));
  const shown = sources.filter((s) => cited.has(s.n));
  return shown.length ? shown : sources;
}

const comparableReply = (text: string) =>
  text
    .trim()
    .replace(/^["'\u201c]+/, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** An answer that is the knowledge-gap reply (a model may quote it, or go on to offer help). */
export function isKnowledgeGap(answer: string): boolean {
  return comparableReply(answer).startsWith(comparableReply(ASSISTANT_TEXT.knowledgeGap));
}

type Reply = typeof chatMessages.$inferSelect;

async function readReply(db: Db, caller: ChatCaller, id: string): Promise<Reply> {
  const row = await first(
    db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.id, id), eq(chatMessages.orgId, caller.orgId))),
  );
  if (row?.role !== 'assistant' || (caller.session && row.sessionId !== caller.session.id))
    throw fail('not_found', `No reply with id '${id}' in this conversation`);
  return row;
}

/**
 * The finished answer on its reply. A knowledge gap is recorded as when nothing is found
 * (vector-search.ts): the gap reply without content links, and its question marked knowledgeGap.
 */
async function saveAnswer(
  ctx: { db: Db; now: () => Date },
  reply: Reply,
  result: { answer: string; failed: boolean; gap: boolean; sources: AnswerSource[]; composer: string },
) {
  const metadata = {
    ...(reply.metadata ?? {}),
    composer: result.composer,
    sources: result.sources.map(({ n, kind, id, title, url }) => ({ n, kind, id, title, url })),
    ...(result.failed ? { failed: true } : {}),
  };
  const updatedAt = ctx.now().toISOString();
  const content = result.gap
    ? ASSISTANT_TEXT.knowledgeGap
    : result.failed && !result.answer
      ? ASSISTANT_TEXT.failure
      : result.answer;
  const question = typeof reply.metadata?.parentMessageId === 'string' ? reply.metadata.parentMessageId : null;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(chatMessages)
      .set({ content, metadata, ...(result.gap ? { noResponseMsg: true } : {}), updatedAt })
      .where(eq(chatMessages.id, reply.id));
    if (!result.gap) return;
    await tx.delete(chatMessageContents).where(eq(chatMessageContents.messageId, reply.id));
    if (question)
      await tx
        .update(chatMessages)
        .set({ knowledgeGap: true, updatedAt })
        .where(and(eq(chatMessages.id, question), eq(chatMessages.orgId, reply.orgId)));
  });
}
