import { z } from 'zod';
import { zEmail, zId, zIds, zJson, zNullable, zRequired, zText, zUrl } from '../common.schema.ts';

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** Searched when an assistant names no content types (002 §9). */
export const DEFAULT_CONTENT_TYPES = ['resources', 'users', 'projects', 'courses'] as const;

/** Defaults of an assistant integration (002 §3, §9). */
export const ASSISTANT_DEFAULTS = { name: 'Assistant', serviceDelayCount: 2, colorBtnBkg: 'black' } as const;

const zContentTypes = z.array(zText(40)).max(20);

export const ZChatSession = z.object({
  orgId: zId,
  integrationId: zNullable(zId),
  resourceGroupId: zNullable(zId),
  locationId: zNullable(zId),
  title: zNullable(zText(200)),
  userId: zNullable(zId),
  originDomain: zNullable(zText(300)),
  userEmail: zNullable(zEmail),
});
export type ChatSessionInput = z.infer<typeof ZChatSession>;

export const ZChatMessage = z.object({
  orgId: zId,
  sessionId: zId,
  integrationId: zNullable(zId),
  userId: zNullable(zId),
  locationId: zNullable(zId),
  role: z.enum(CHAT_ROLES),
  content: zNullable(zText(20_000)),
  contentTypes: zNullable(zContentTypes),
  metadata: zNullable(zJson),
  knowledgeGap: z.boolean().optional(),
  noResponseMsg: z.boolean().optional(),
});
export type ChatMessageInput = z.infer<typeof ZChatMessage>;

/** Links a message to one piece of content it used. */
export const ZChatMessageContent = z.object({
  orgId: zId,
  messageId: zId,
  sessionId: zNullable(zId),
  userId: zNullable(zId),
  resourceId: zNullable(zId),
  classId: zNullable(zId),
  projectId: zNullable(zId),
});
export type ChatMessageContentInput = z.infer<typeof ZChatMessageContent>;

/** An assistant integration (002 §3). */
export const ZIntegration = z.object({
  orgId: zId,
  orgNickname: zNullable(zText(100)),
  name: zRequired('Name is required.', 100).optional(),
  resourceGroupIds: zNullable(zIds),
  systemPrompt: zNullable(zText(20_000)),
  serviceEmail: zNullable(zEmail),
  serviceDelayCount: z.number().int().min(1).max(50).optional(),
  agentImage: zNullable(zUrl),
  colorBtnBkg: zText(40).optional(),
  defaultPrompts: zNullable(z.array(zText(500)).max(20)),
  /** Origins such as https://example.org allowed to embed the assistant. */
  allowedDomains: zNullable(z.array(zText(300)).max(50)),
  contentTypes: zNullable(zContentTypes),
});
export type IntegrationInput = z.infer<typeof ZIntegration>;
