import {
  assistantContentTypes,
  assistantName,
  ASSISTANT_DEFAULTS,
  ZCreateChatSession,
  type AssistantLook,
} from '@pathcraft/sdk';
import { chatSessions } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../platform/ids.ts';
import { isAllowedOrigin, originOf } from './allowed-origins.ts';
import { signChatToken, type IntegrationRow } from './chat-access.ts';
import { fail } from '../../platform/errors.ts';

export function assistantLook(integration: IntegrationRow): AssistantLook {
  return {
    id: integration.id,
    name: assistantName(integration.name),
    agentImage: integration.agentImage ?? null,
    colorBtnBkg: integration.colorBtnBkg || ASSISTANT_DEFAULTS.colorBtnBkg,
    defaultPrompts: integration.defaultPrompts ?? [],
    contentTypes: assistantContentTypes(integration.contentTypes),
    serviceDelayCount: integration.serviceDelayCount ?? ASSISTANT_DEFAULTS.serviceDelayCount,
    hasServiceEmail: !!integration.serviceEmail,
  };
}

export interface CreateChatSessionCtx {
  db: Db;
  now: Date;
  tokenSecret: string;
  integration: IntegrationRow;
  /** The calling page's origin, already checked against the integration. */
  origin: string;
  platform: string[];
}

/**
 * Starts a visitor's conversation (docs/rules.md#assistant): the session row, in the integration's
 * organization, and a short-lived token bound to it, the integration and the calling origin.
 * `originDomain` is the page that embeds the hosted assistant page; it must be allowed too.
 */
export async function createChatSession(ctx: CreateChatSessionCtx, body: unknown) {
  const input = ZCreateChatSession.parse(body);
  const { integration, origin } = ctx;
  let originDomain = origin;
  if (input.originDomain) {
    const claimed = originOf(input.originDomain);
    if (!isAllowedOrigin(claimed, integration.allowedDomains, ctx.platform))
      throw fail('forbidden', `This assistant is not allowed on ${input.originDomain}.`);
    originDomain = claimed;
  }
  const id = newId();
  const stamp = ctx.now.toISOString();
  await ctx.db.insert(chatSessions).values({
    id,
    orgId: integration.orgId,
    integrationId: integration.id,
    resourceGroupId: integration.resourceGroupIds?.[0] ?? null,
    originDomain,
    createdAt: stamp,
    updatedAt: stamp,
  });
  const token = await signChatToken(ctx.tokenSecret, ctx.now, { sessionId: id, integrationId: integration.id, origin });
  return { sessionId: id, token, integration: assistantLook(integration) };
}
