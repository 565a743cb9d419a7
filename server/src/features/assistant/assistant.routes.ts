import {
  ZAssistantLook,
  ZChatEngine,
  ZChatForwarded,
  ZChatMessageList,
  ZChatMessagePosted,
  ZChatSession,
  ZChatSessionStart,
  ZCreateChatSession,
  ZForwardChat,
  ZPostChatMessage,
  ZUpdateChatMessage,
  ZVectorSearch,
  ZVectorSearchAnswer,
} from '@pathcraft/sdk';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../platform/actor.ts';
import { declare, routes, ZRecordItem } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { ipKey, limitRequests } from '../../platform/rate-limit/limit-requests.ts';
import { platformOrigins } from './allowed-origins.ts';
import { createAnswerComposer } from './answer-composer.ts';
import { chatEngine } from './chat-engine.ts';
import {
  allowedIntegration,
  readIntegration,
  resolveChatCaller,
  sessionAccess,
  type ChatCaller,
} from './chat-access.ts';
import { assistantLook, createChatSession } from './create-chat-session.ts';
import { forwardChat } from './forward-chat.ts';
import { listChatMessages } from './list-chat-messages.ts';
import { postChatMessage } from './post-chat-message.ts';
import { streamChat } from './stream-chat.ts';
import { updateChatMessage } from './update-chat-message.ts';
import { updateChatSession } from './update-chat-session.ts';
import { vectorSearch } from './vector-search.ts';
import { streamed } from '../../http/stream.ts';
import { fail } from '../../platform/errors.ts';

const TEN_MINUTES = 10 * 60_000;
const HOUR = 3600_000;
/** Limits on visitors (counters in the database): per conversation, and per address for many conversations. */
export const ASSISTANT_LIMITS = {
  sessionsPerIp: { limit: 60, windowMs: HOUR },
  messagesPerSession: { limit: 30, windowMs: TEN_MINUTES },
  messagesPerIp: { limit: 120, windowMs: TEN_MINUTES },
  retrievalPerSession: { limit: 60, windowMs: TEN_MINUTES },
  retrievalPerIp: { limit: 240, windowMs: TEN_MINUTES },
  forwardsPerSession: { limit: 3, windowMs: HOUR },
  forwardsPerIp: { limit: 10, windowMs: HOUR },
} as const;

/** Answers depend on the caller's Origin: caches must keep them apart. */
const varyOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!/\borigin\b/i.test(c.res.headers.get('vary') ?? '')) c.res.headers.append('Vary', 'Origin');
};

/**
 * The assistant (docs/rules.md#assistant): a widget's conversation under /v1/assistant, and the content API's
 * vectorSearch and chatEngine under /v1/api/content (mounted before the generic content family).
 */
export function assistantRoutes(deps: Deps) {
  const composer = createAnswerComposer(deps.config);
  const limit = async (
    c: Context<AppEnv>,
    name: string,
    rule: { limit: number; windowMs: number },
    sessionId?: string,
  ) => await limitRequests(deps, sessionId ? `${name}:session:${sessionId}` : ipKey(name, c.var.ctx.meta), rule);
  const limitVisitor = async (
    c: Context<AppEnv>,
    caller: ChatCaller,
    name: string,
    perSession: { limit: number; windowMs: number },
    perIp: { limit: number; windowMs: number },
  ) => {
    if (caller.kind !== 'visitor') return;
    await limit(c, name, perSession, caller.session!.id);
    await limit(c, name, perIp);
  };

  const tags = ['assistant'];
  const ZItem = ZRecordItem;
  const sessions = routes();
  sessions.use('*', varyOrigin);
  // The launcher's look, before any conversation starts.
  declare(
    sessions,
    {
      method: 'get',
      path: '/integrations/:integrationId',
      summary: "The assistant launcher's look (name, colors, prompts), for allowed origins",
      tags,
      auth: 'public',
      response: z.object({ item: ZAssistantLook }),
    },
    async (c, { params }) => {
      const { integration } = await allowedIntegration(deps, c.req, params.integrationId);
      return c.json({ item: assistantLook(integration) });
    },
  );
  declare(
    sessions,
    {
      method: 'post',
      path: '/sessions',
      summary: 'Start a conversation: the answer carries its chat token (x-chat-token)',
      tags,
      auth: 'public',
      bodyDoc: ZCreateChatSession,
      status: 201,
      response: ZChatSessionStart,
    },
    async (c) => {
      await limit(c, 'assistant:sessions', ASSISTANT_LIMITS.sessionsPerIp);
      const body = await c.req.json();
      const integrationId = typeof body?.integrationId === 'string' ? body.integrationId : '';
      if (!integrationId) throw fail('bad_request', 'integrationId is required.');
      const { integration, origin } = await allowedIntegration(deps, c.req, integrationId);
      const created = await createChatSession(
        {
          db: deps.db,
          now: deps.now(),
          tokenSecret: deps.config.tokenSecret,
          integration,
          origin,
          platform: platformOrigins(c.req, deps.config.publicUrl),
        },
        body,
      );
      return c.json(created, 201);
    },
  );
  declare(
    sessions,
    {
      method: 'get',
      path: '/sessions/:sessionId/messages',
      summary: "A conversation's messages (the visitor, the organization's admins or an API key)",
      tags,
      auth: 'optional',
      query: z.object({ orgId: z.string().optional(), userId: z.string().optional() }),
      response: ZChatMessageList,
    },
    async (c, { query }) => {
      const { session } = await sessionAccess(deps, c.var.ctx, c.req, c.req.param('sessionId')!, {
        staff: true,
        apiKey: true,
      });
      if (query.orgId && query.orgId !== session.orgId)
        throw fail('not_found', `No conversation with id '${session.id}'`);
      return c.json(
        await listChatMessages(deps.db, { orgId: session.orgId, sessionId: session.id, userId: query.userId }),
      );
    },
  );
  declare(
    sessions,
    {
      method: 'post',
      path: '/sessions/:sessionId/messages',
      summary: 'Add a message to the conversation (x-chat-token)',
      tags,
      auth: 'public',
      bodyDoc: ZPostChatMessage,
      // A profane question is not stored: its strike's reply answers 200.
      status: [201, 200],
      response: ZChatMessagePosted,
    },
    async (c) => {
      const { session, caller } = await sessionAccess(deps, c.var.ctx, c.req, c.req.param('sessionId')!, {
        staff: false,
      });
      await limitVisitor(
        c,
        caller!,
        'assistant:messages',
        ASSISTANT_LIMITS.messagesPerSession,
        ASSISTANT_LIMITS.messagesPerIp,
      );
      const result = await postChatMessage({ db: deps.db, now: deps.now() }, session, await c.req.json());
      return c.json(result, result.profane ? 200 : 201);
    },
  );
  declare(
    sessions,
    {
      method: 'patch',
      path: '/sessions/:sessionId/messages/:messageId',
      summary: 'Mark a message (knowledge gap)',
      tags,
      auth: 'optional',
      bodyDoc: ZUpdateChatMessage,
      response: ZItem,
    },
    async (c, { params }) => {
      const { session } = await sessionAccess(deps, c.var.ctx, c.req, c.req.param('sessionId')!, { staff: true });
      return c.json({
        item: await updateChatMessage(
          { db: deps.db, now: deps.now() },
          { orgId: session.orgId, sessionId: session.id, messageId: params.messageId },
          await c.req.json(),
        ),
      });
    },
  );
  declare(
    sessions,
    {
      method: 'patch',
      path: '/sessions/:sessionId',
      summary: 'Change the conversation (the visitor’s e-mail)',
      tags,
      auth: 'optional',
      bodyDoc: ZChatSession.partial(),
      response: ZItem,
    },
    async (c) => {
      const { session } = await sessionAccess(deps, c.var.ctx, c.req, c.req.param('sessionId')!, { staff: true });
      return c.json({
        item: await updateChatSession({ db: deps.db, now: deps.now() }, session.id, await c.req.json()),
      });
    },
  );
  declare(
    sessions,
    {
      method: 'post',
      path: '/sessions/:sessionId/forward',
      summary: "Forward the question to the assistant's service e-mail",
      tags,
      auth: 'public',
      bodyDoc: ZForwardChat,
      response: ZChatForwarded,
    },
    async (c) => {
      const { session, caller } = await sessionAccess(deps, c.var.ctx, c.req, c.req.param('sessionId')!, {
        staff: false,
      });
      await limitVisitor(
        c,
        caller!,
        'assistant:forward',
        ASSISTANT_LIMITS.forwardsPerSession,
        ASSISTANT_LIMITS.forwardsPerIp,
      );
      const integration = caller!.integration ?? (await readIntegration(deps.db, session.integrationId ?? ''));
      if (!integration) throw fail('not_found', 'This conversation has no assistant.');
      const ctx = { db: deps.db, now: deps.now(), actor: c.var.ctx.actor, meta: c.var.ctx.meta };
      return c.json(await forwardChat(deps, ctx, session, integration, await c.req.json()));
    },
  );

  const content = routes();
  content.use('/vectorSearch', varyOrigin);
  content.use('/chatEngine', varyOrigin);
  declare(
    content,
    {
      method: 'post',
      path: '/vectorSearch',
      summary: "Search the organization's content (threshold 0.3, count 20 by default)",
      tags,
      auth: 'optional',
      bodyDoc: ZVectorSearch,
      response: ZVectorSearchAnswer,
    },
    async (c) => {
      const body = await c.req.json();
      const caller = await resolveChatCaller(deps, c.var.ctx, c.req, requestScope(body));
      await limitVisitor(
        c,
        caller,
        'assistant:retrieval',
        ASSISTANT_LIMITS.retrievalPerSession,
        ASSISTANT_LIMITS.retrievalPerIp,
      );
      return c.json(await vectorSearch({ db: deps.db, now: deps.now() }, caller, body));
    },
  );
  declare(
    content,
    {
      method: 'post',
      path: '/chatEngine',
      summary: 'An answer from the content, streamed as text',
      tags,
      auth: 'optional',
      bodyDoc: ZChatEngine,
      response: { contentType: 'text/plain', description: 'The answer, streamed' },
    },
    async (c) => {
      const body = await c.req.json();
      const caller = await resolveChatCaller(deps, c.var.ctx, c.req, requestScope(body));
      await limitVisitor(
        c,
        caller,
        'assistant:retrieval',
        ASSISTANT_LIMITS.retrievalPerSession,
        ASSISTANT_LIMITS.retrievalPerIp,
      );
      const run = await chatEngine(
        { db: deps.db, now: deps.now, log: deps.log, composer },
        caller,
        body,
        c.req.raw.signal,
      );
      return streamed(c, streamChat(run, c.req.header('accept'), composer.name));
    },
  );

  return { sessions, content };
}

/** The organization and assistant a member's request names, read before the body is validated. */
function requestScope(body: unknown): { orgId?: string; integrationId?: string } {
  const b = (body ?? {}) as Record<string, unknown>;
  return {
    orgId: typeof b.orgId === 'string' ? b.orgId : undefined,
    integrationId: typeof b.integrationId === 'string' ? b.integrationId : undefined,
  };
}
