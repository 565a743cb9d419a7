import { z } from 'zod';
import { zEmail, zHttpUrl, zId, zIds, zJson, zNullable, zRequired, zText } from '../common.schema.ts';
import {
  ASSISTANT_TEXT,
  CHAT_INPUT_MAX,
  chatInputError,
  DEFAULT_CONTENT_TYPES,
  forwardMessageError,
  isForwardEmail,
  VECTOR_SEARCH_DEFAULTS,
} from './assistant.rules.ts';

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

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

/** An assistant integration (docs/rules.md#assistant). */
export const ZIntegration = z.object({
  orgId: zId,
  orgNickname: zNullable(zText(100)),
  name: zRequired('Name is required.', 100).optional(),
  resourceGroupIds: zNullable(zIds),
  systemPrompt: zNullable(zText(20_000)),
  serviceEmail: zNullable(zEmail),
  serviceDelayCount: z.number().int().min(1).max(50).optional(),
  agentImage: zNullable(zHttpUrl),
  colorBtnBkg: zText(40).optional(),
  defaultPrompts: zNullable(z.array(zText(500)).max(20)),
  /** Origins such as https://example.org allowed to embed the assistant. */
  allowedDomains: zNullable(z.array(zText(300)).max(50)),
  contentTypes: zNullable(zContentTypes),
});
export type IntegrationInput = z.infer<typeof ZIntegration>;

/** The content types a visitor may search (docs/rules.md#assistant). */
export const zContentType = z.enum(DEFAULT_CONTENT_TYPES);
export const zPromptType = z.enum(['prompt', 'keyword']);

/** POST /v1/assistant/sessions: a widget starts a conversation with an assistant. */
export const ZCreateChatSession = z.object({
  integrationId: zId,
  /** The page that embeds the assistant (the hosted page passes its parent's origin). */
  originDomain: zText(300).optional(),
});

/** A visitor's question, checked with the chat input rules (docs/rules.md#assistant). */
export const ZPostChatMessage = z
  .object({
    content: z.string().max(CHAT_INPUT_MAX, `A question has at most ${CHAT_INPUT_MAX} characters.`),
    contentTypes: z.array(zContentType).max(DEFAULT_CONTENT_TYPES.length),
    promptType: zPromptType.optional(),
  })
  .superRefine((m, ctx) => {
    const problem = chatInputError(m.content, m.contentTypes);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['content'] });
  });

export const ZUpdateChatMessage = z.object({ knowledgeGap: z.boolean() }).strict();

/** The forward form (docs/rules.md#assistant: an @ and a period) and the visitor's message to the team. */
export const ZForwardChat = z.object({
  email: z
    .string({ error: ASSISTANT_TEXT.forwardEmailInvalid })
    .refine(isForwardEmail, ASSISTANT_TEXT.forwardEmailInvalid),
  message: z.string({ error: ASSISTANT_TEXT.forwardMessageRequired }).superRefine((m, ctx) => {
    const problem = forwardMessageError(m);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});

/** POST /v1/api/content/vectorSearch (docs/rules.md#assistant). */
export const ZVectorSearch = z
  .object({
    orgId: zId.optional(),
    locationId: zId.optional(),
    userId: zId.optional(),
    contentTypes: z.array(zContentType).max(DEFAULT_CONTENT_TYPES.length).optional(),
    saveSearch: z.boolean().optional(),
    threshold: z.number().min(0).max(1).default(VECTOR_SEARCH_DEFAULTS.threshold),
    count: z.number().int().min(1).max(100).default(VECTOR_SEARCH_DEFAULTS.count),
    parentType: z.literal(VECTOR_SEARCH_DEFAULTS.parentType).optional(),
    parentIds: z.array(zId).max(500).optional(),
    searchText: z.string().max(CHAT_INPUT_MAX).optional(),
    prompt: z.string().max(CHAT_INPUT_MAX).optional(),
    refIds: z.array(zId).max(500).optional(),
    chatMessageId: zId.optional(),
    chatSessionId: zId.optional(),
    integrationId: zId.optional(),
  })
  .refine((q) => (q.searchText ?? q.prompt ?? '').trim() !== '', {
    message: 'searchText or prompt is required.',
    path: ['searchText'],
  });
export type VectorSearchInput = z.input<typeof ZVectorSearch>;

const zChatTurn = z.object({ role: z.enum(CHAT_ROLES), content: z.string().max(CHAT_INPUT_MAX * 4) });

/** POST /v1/api/content/chatEngine (docs/rules.md#assistant). */
export const ZChatEngine = z.object({
  prompt: z.string().trim().min(1, 'prompt is required.').max(CHAT_INPUT_MAX),
  chatMessageId: zId.optional(),
  chatHistory: z.array(zChatTurn).max(50).optional(),
  refId: zId.optional(),
  resourceVecIds: z.array(z.string().max(40)).max(100).optional(),
  promptType: zPromptType.optional(),
  model: zText(100).optional(),
  includeCitations: z.boolean().default(true),
  orgId: zId.optional(),
  systemPrompt: zText(20_000).optional(),
  integrationId: zId.optional(),
  chatSessionId: zId.optional(),
});
export type ChatEngineInput = z.input<typeof ZChatEngine>;
