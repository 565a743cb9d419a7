import { assistantContentTypes, orgScopeOf, seesGatedContent, type ContentType } from '@pathcraft/sdk';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatSessions, integrations } from '../../db/schema/index.ts';
import type { RequestContext } from '../../platform/actor.ts';
import type { Deps } from '../../platform/deps.ts';
import { actingOrg } from '../../platform/acting-org.ts';
import { signToken, type TokenClaims, verifyToken } from '../../platform/tokens.ts';
import { isAllowedOrigin, type OriginRequest, platformOrigins, requestOrigin } from './allowed-origins.ts';
import { first } from '../../db/first.ts';
import { ADMINS } from '../data-access/policy.ts';
import { fail } from '../../platform/errors.ts';

/** A widget's conversation token lasts an hour; the widget starts a new conversation after that. */
export const CHAT_TOKEN_TTL_S = 60 * 60;

export type IntegrationRow = typeof integrations.$inferSelect;
export type ChatSessionRow = typeof chatSessions.$inferSelect;

/** Who is chatting, and what they may search. */
export interface ChatCaller {
  kind: 'visitor' | 'member' | 'apiKey';
  orgId: string;
  integration: IntegrationRow | null;
  /** A visitor's conversation (from the token). */
  session: ChatSessionRow | null;
  /** Visitors see public records only. */
  publicOnly: boolean;
  userId: string | null;
  /** The organization's staff and the super admin: content behind page-link codes reaches their answers too. */
  seesGatedContent: boolean;
}

export function signChatToken(
  secret: string,
  now: Date,
  claims: { sessionId: string; integrationId: string; origin: string },
): Promise<string> {
  return signToken(
    { sub: claims.sessionId, acc: claims.integrationId, typ: 'chat', aud: claims.origin },
    secret,
    CHAT_TOKEN_TTL_S,
    now,
  );
}

export async function readIntegration(db: Db, id: string): Promise<IntegrationRow | undefined> {
  return await first(db.select().from(integrations).where(eq(integrations.id, id)));
}

/** The integration, when the calling page's origin may use it; 404 for an unknown id, 403 for another origin. */
export async function allowedIntegration(
  deps: Pick<Deps, 'db' | 'config'>,
  page: OriginRequest,
  integrationId: string,
): Promise<{ integration: IntegrationRow; origin: string }> {
  const integration = await readIntegration(deps.db, integrationId);
  if (!integration) throw fail('not_found', `No assistant with id '${integrationId}'`);
  const origin = requestOrigin(page);
  if (!isAllowedOrigin(origin, integration.allowedDomains, platformOrigins(page, deps.config.publicUrl))) {
    throw fail(
      'forbidden',
      origin ? `This assistant is not allowed on ${origin}.` : 'This assistant needs the Origin of the page it is on.',
    );
  }
  return { integration, origin };
}

/** A visitor's conversation from its token: same origin as when it started, still allowed, not expired. */
async function visitorCaller(
  deps: Pick<Deps, 'db' | 'config' | 'now'>,
  page: OriginRequest,
  token: string,
): Promise<ChatCaller> {
  let claims: TokenClaims;
  try {
    claims = await verifyToken(token, deps.config.tokenSecret, 'chat', deps.now());
  } catch {
    throw fail('unauthorized', 'This conversation has expired. Start a new one.');
  }
  const { integration, origin } = await allowedIntegration(deps, page, claims.acc);
  if (claims.aud !== origin) throw fail('forbidden', `This conversation belongs to another site.`);
  const session = await first(
    deps.db
      .select()
      .from(chatSessions)
      .where(and(eq(chatSessions.id, claims.sub), eq(chatSessions.integrationId, integration.id))),
  );
  if (!session) throw fail('unauthorized', 'This conversation has expired. Start a new one.');
  return {
    kind: 'visitor',
    orgId: integration.orgId,
    integration,
    session,
    publicOnly: true,
    userId: null,
    seesGatedContent: false,
  };
}

/**
 * The widget (a chat token from POST /v1/assistant/sessions), a signed-in member of the
 * organization, or an API key of it. `orgId` and `integrationId` in a member's request must be
 * of their own organization (a super admin names any).
 */
export async function resolveChatCaller(
  deps: Pick<Deps, 'db' | 'config' | 'now'>,
  ctx: Pick<RequestContext, 'actor' | 'tokens'>,
  page: OriginRequest,
  request: { orgId?: string | undefined; integrationId?: string | undefined },
): Promise<ChatCaller> {
  const token = ctx.tokens.chat;
  if (token) {
    const caller = await visitorCaller(deps, page, token);
    if (request.integrationId && request.integrationId !== caller.integration!.id)
      throw fail('forbidden', 'This conversation is with another assistant.');
    if (request.orgId && request.orgId !== caller.orgId)
      throw fail('forbidden', 'This conversation is with another organization.');
    return caller;
  }
  const actor = ctx.actor;
  let orgId: string;
  let kind: ChatCaller['kind'];
  let userId: string | null = null;
  if (actor.kind === 'user') {
    orgId = actingOrg(actor, request.orgId, { required: true, refusal: 'You can only search your own organization.' });
    kind = 'member';
    userId = actor.userId;
  } else if (actor.kind === 'apiKey') {
    orgId = actingOrg(actor, request.orgId, {
      required: true,
      refusal: 'This API key belongs to another organization.',
    });
    kind = 'apiKey';
  } else {
    throw fail('unauthorized', 'Start a conversation (POST /v1/assistant/sessions), sign in or use an API key.');
  }
  let integration: IntegrationRow | null = null;
  if (request.integrationId) {
    integration = (await readIntegration(deps.db, request.integrationId)) ?? null;
    if (!integration || integration.orgId !== orgId)
      throw fail('not_found', `No assistant with id '${request.integrationId}'`);
  }
  return {
    kind,
    orgId,
    integration,
    session: null,
    publicOnly: false,
    userId,
    seesGatedContent: actor.kind === 'user' && seesGatedContent(actor, orgId),
  };
}

/** The conversation in the path: the visitor's own (by token), or any of a staff member's organization. */
export async function sessionAccess(
  deps: Pick<Deps, 'db' | 'config' | 'now'>,
  ctx: Pick<RequestContext, 'actor' | 'tokens'>,
  page: OriginRequest,
  sessionId: string,
  opts: { staff: boolean; apiKey?: boolean },
): Promise<{ session: ChatSessionRow; caller: ChatCaller | null }> {
  if (ctx.tokens.chat) {
    const caller = await resolveChatCaller(deps, ctx, page, {});
    if (caller.session!.id !== sessionId) throw fail('forbidden', 'This is another conversation.');
    return { session: caller.session!, caller };
  }
  const actor = ctx.actor;
  if (actor.kind === 'anonymous')
    throw fail('unauthorized', 'Start a conversation (POST /v1/assistant/sessions) or sign in.');
  const staff =
    opts.staff &&
    actor.kind === 'user' &&
    (actor.roles.includes('superAdmin') || actor.roles.some((r) => ADMINS.includes(r)));
  const key = opts.apiKey && actor.kind === 'apiKey';
  if (!staff && !key)
    throw fail('forbidden', 'Only the visitor and the organization’s admins can see this conversation.');
  const session = await first(deps.db.select().from(chatSessions).where(eq(chatSessions.id, sessionId)));
  const orgScope = actor.kind === 'user' ? orgScopeOf(actor) : actor.orgId;
  const orgOk = session && (orgScope === null || session.orgId === orgScope);
  if (!session || !orgOk) throw fail('not_found', `No conversation with id '${sessionId}'`);
  return { session, caller: null };
}

/** The content types a caller may search: what they asked for, within what the assistant offers. */
export function searchableTypes(caller: ChatCaller, asked: readonly ContentType[] | undefined): ContentType[] {
  const offered = caller.integration
    ? assistantContentTypes(caller.integration.contentTypes)
    : assistantContentTypes(null);
  return asked ? offered.filter((t) => asked.includes(t)) : offered;
}
