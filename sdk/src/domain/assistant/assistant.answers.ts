import { z } from 'zod';
import type { AssistantLook, ChatSessionStart, ChatSource, VectorSearchAnswer } from './assistant.rules.ts';
import { zContentType, zPromptType } from './assistant.schema.ts';

/** The assistant's answers as schemas, for the route declarations and so for the typed client derived from them. */
export const ZAssistantLook = z.object({
  id: z.string(),
  name: z.string(),
  agentImage: z.string().nullable(),
  colorBtnBkg: z.string(),
  defaultPrompts: z.array(z.string()),
  contentTypes: z.array(zContentType),
  serviceDelayCount: z.number(),
  hasServiceEmail: z.boolean(),
}) satisfies z.ZodType<AssistantLook>;

export const ZChatSessionStart = z.object({
  sessionId: z.string(),
  token: z.string(),
  integration: ZAssistantLook,
}) satisfies z.ZodType<ChatSessionStart>;

/** A visitor's message: refused as profane (with the strikes so far), or saved. */
export const ZChatMessagePosted = z.union([
  z.object({ profane: z.literal(true), strikes: z.number(), closed: z.boolean(), reply: z.string() }),
  z.object({
    profane: z.literal(false),
    message: z.object({ id: z.string(), content: z.string(), promptType: zPromptType }),
  }),
]);
export type ChatMessagePosted = z.infer<typeof ZChatMessagePosted>;

const ZChatSource = z.object({
  n: z.number(),
  kind: z.enum(['resource', 'document', 'course', 'user', 'project']),
  id: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  snippet: z.string(),
  materialId: z.string().nullish(),
}) satisfies z.ZodType<ChatSource>;
/** A record the assistant's search found, by id and title. */
export const ZTitledRecord = z.object({ id: z.string(), title: z.string() });

export const ZVectorSearchAnswer = z.object({
  items: z.array(z.object({ id: z.string(), similarity: z.number() })),
  resourceVecIds: z.array(z.string()),
  resourceIds: z.array(z.string()),
  users: z.array(
    z.object({
      id: z.string(),
      name: z.string().nullable(),
      title: z.string().nullable(),
      profilePicture: z.string().nullable(),
    }),
  ),
  projects: z.array(ZTitledRecord),
  courses: z.array(ZTitledRecord.extend({ url: z.string().nullable() })),
  groups: z.array(ZTitledRecord),
  cdnFiles: z.array(z.unknown()),
  sources: z.array(ZChatSource),
  assistantMessageId: z.string().nullable(),
  parentMessageId: z.string().nullable(),
}) satisfies z.ZodType<VectorSearchAnswer>;

/** GET /v1/assistant/sessions/:sessionId/messages: the conversation, oldest first, each message with its linked content. */
export const ZChatMessageList = z.object({
  items: z.array(
    z.looseObject({
      id: z.string(),
      role: z.string(),
      content: z.string().nullable(),
      createdAt: z.string(),
      contents: z.array(z.record(z.string(), z.unknown())),
    }),
  ),
  total: z.number().int(),
});
/** POST /v1/assistant/sessions/:sessionId/forward: the question was e-mailed to the assistant's service address. */
export const ZChatForwarded = z.object({ sent: z.boolean(), mailId: z.string() });
/** GET /v1/assistant/integrations/:integrationId. */
export const ZAssistantLookItem = z.object({ item: ZAssistantLook });
