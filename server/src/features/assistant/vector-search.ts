import { ASSISTANT_TEXT, closedIds, ZVectorSearch, type ContentType } from '@pathcraft/sdk';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatMessageContents, chatMessages, chatSessions } from '../../db/schema/index.ts';
import { newId } from '../../platform/ids.ts';
import { searchableTypes, type ChatCaller } from './chat-access.ts';
import type { ContentKind } from './content-index.ts';
import { describeHits, sourceKey, type DescribedHits } from './describe-hits.ts';
import { searchContent, type SearchHit, type SearchScope } from './search-content.ts';
import { first } from '../../db/first.ts';
import { gatedContentOf } from '../public-pages/gated-content.ts';
import { fail } from '../../platform/errors.ts';

const KINDS: Record<ContentType, ContentKind[]> = {
  resources: ['resource', 'material', 'document'],
  users: ['user'],
  projects: ['project'],
  courses: ['course'],
};

/**
 * What a caller may search: their organization, the content types and resource groups the assistant
 * offers, and never materials (nor their documents) behind a page link's code, unless the caller is
 * the organization's staff or the super admin.
 */
export async function searchScope(
  db: Db,
  caller: ChatCaller,
  request: {
    contentTypes?: ContentType[] | undefined;
    parentIds?: string[] | undefined;
    refIds?: string[] | undefined;
  },
): Promise<SearchScope> {
  const kinds = searchableTypes(caller, request.contentTypes).flatMap((t) => KINDS[t]);
  const offered = caller.integration ? (caller.integration.resourceGroupIds ?? []) : null;
  // Visitors stay within the assistant's resource groups; members and API keys may name any of theirs.
  let parentIds: string[] | null = request.parentIds ?? offered;
  if (caller.kind === 'visitor' && request.parentIds)
    parentIds = request.parentIds.filter((id) => offered!.includes(id));
  const scope: SearchScope = {
    orgId: caller.orgId,
    kinds,
    parentIds,
    publicOnly: caller.publicOnly,
    refIds: request.refIds ?? null,
  };
  if (caller.seesGatedContent || !kinds.some((k) => k === 'material' || k === 'document')) return scope;
  const gated = await gatedContentOf(db, [caller.orgId]);
  const hiddenRefIds = [...closedIds(gated.materials, null), ...closedIds(gated.documents, null)];
  return hiddenRefIds.length ? { ...scope, hiddenRefIds } : scope;
}

export interface VectorSearchResult extends Omit<DescribedHits, 'sources'> {
  items: { id: string; similarity: number }[];
  resourceVecIds: string[];
  /** Each record found once, best first: title, link and a snippet (for a traditional search list). */
  sources: DescribedHits['sources'];
  assistantMessageId: string | null;
  parentMessageId: string | null;
}

/**
 * POST /v1/api/content/vectorSearch (docs/rules.md#assistant): the organization's passages most similar to the
 * question. With saveSearch and the question's chatMessageId, it also records the assistant's
 * reply: linked to the content found, or, when nothing was found, the knowledge-gap reply, with
 * the question marked knowledgeGap (docs/rules.md#assistant).
 */
export async function vectorSearch(
  ctx: { db: Db; now: Date },
  caller: ChatCaller,
  body: unknown,
): Promise<VectorSearchResult> {
  const input = ZVectorSearch.parse(body);
  const sessionId = await resolveSession(ctx.db, caller, input.chatSessionId);
  const parent = input.chatMessageId ? await readQuestion(ctx.db, caller, input.chatMessageId, sessionId) : null;
  const text = (input.prompt ?? input.searchText ?? '').trim();
  const scope = await searchScope(ctx.db, caller, input);
  const hits = await searchContent(ctx.db, text, scope, { threshold: input.threshold, count: input.count });
  const described = await describeHits(ctx.db, caller.orgId, hits);
  const assistantMessageId = input.saveSearch && parent ? await saveSearch(ctx, caller, parent, hits) : null;
  return {
    items: hits.map((h) => ({ id: String(h.id), similarity: h.similarity })),
    resourceVecIds: hits.map((h) => String(h.id)),
    ...described,
    assistantMessageId,
    parentMessageId: assistantMessageId ? parent!.id : null,
  };
}

/** A visitor's conversation is the one of their token; a member may name one of their organization. */
async function resolveSession(db: Db, caller: ChatCaller, chatSessionId: string | undefined): Promise<string | null> {
  if (caller.session) {
    if (chatSessionId && chatSessionId !== caller.session.id) throw fail('forbidden', 'This is another conversation.');
    return caller.session.id;
  }
  if (!chatSessionId) return null;
  const found = await first(
    db
      .select({ id: chatSessions.id })
      .from(chatSessions)
      .where(and(eq(chatSessions.id, chatSessionId), eq(chatSessions.orgId, caller.orgId))),
  );
  if (!found) throw fail('not_found', `No conversation with id '${chatSessionId}'`);
  return found.id;
}

type Question = typeof chatMessages.$inferSelect;

async function readQuestion(db: Db, caller: ChatCaller, id: string, sessionId: string | null): Promise<Question> {
  const row = await first(
    db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.id, id), eq(chatMessages.orgId, caller.orgId))),
  );
  if (row?.role !== 'user' || (sessionId && row.sessionId !== sessionId))
    throw fail('not_found', `No question with id '${id}' in this conversation`);
  return row;
}

/** The assistant's reply row and its content links, in one synchronous transaction. */
async function saveSearch(
  ctx: { db: Db; now: Date },
  caller: ChatCaller,
  parent: Question,
  hits: SearchHit[],
): Promise<string> {
  const id = newId();
  // Just after its question, so the conversation lists in order even within one millisecond.
  const stamp = new Date(Math.max(ctx.now.getTime(), Date.parse(parent.createdAt) + 1)).toISOString();
  const gap = hits.length === 0;
  const links = new Map<string, typeof chatMessageContents.$inferInsert>();
  for (const h of hits) {
    const key = sourceKey(h);
    if (links.has(key)) continue;
    const target = h.resourceId
      ? { resourceId: h.resourceId }
      : h.kind === 'user'
        ? { userId: h.refId }
        : h.kind === 'course'
          ? { classId: h.refId }
          : h.kind === 'project'
            ? { projectId: h.refId }
            : null;
    if (target)
      links.set(key, {
        id: newId(),
        orgId: caller.orgId,
        messageId: id,
        sessionId: parent.sessionId,
        ...target,
        createdAt: stamp,
        updatedAt: stamp,
      });
  }
  await ctx.db.transaction(async (tx) => {
    await tx.insert(chatMessages).values({
      id,
      orgId: caller.orgId,
      sessionId: parent.sessionId,
      integrationId: parent.integrationId,
      locationId: parent.locationId,
      userId: caller.userId,
      role: 'assistant',
      content: gap ? ASSISTANT_TEXT.knowledgeGap : null,
      noResponseMsg: gap,
      metadata: { parentMessageId: parent.id, nodes: hits.length, files: links.size },
      createdAt: stamp,
      updatedAt: stamp,
    });
    if (links.size) await tx.insert(chatMessageContents).values([...links.values()]);
    if (gap)
      await tx.update(chatMessages).set({ knowledgeGap: true, updatedAt: stamp }).where(eq(chatMessages.id, parent.id));
  });
  return id;
}
