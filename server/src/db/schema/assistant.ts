import { index, sqliteTable } from 'drizzle-orm/sqlite-core';
import { bool, id, int, json, list, listIndexes, str, timestamps } from './columns.ts';

/** One conversation with an assistant (docs/rules.md#assistant). */
export const chatSessions = sqliteTable(
  'chatSessions',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    integrationId: str('integrationId'),
    resourceGroupId: str('resourceGroupId'),
    locationId: str('locationId'),
    title: str('title'),
    userId: str('userId'),
    originDomain: str('originDomain'),
    /** Given by the visitor when a question is forwarded to the service address. */
    userEmail: str('userEmail'),
    ...timestamps,
  },
  (t) => [
    ...listIndexes('chatSessions', t, t.createdAt, 'desc'),
    index('chatSessions_integration').on(t.integrationId, t.createdAt),
    index('chatSessions_user').on(t.userId),
  ],
);

export const chatMessages = sqliteTable(
  'chatMessages',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    sessionId: str('sessionId').notNull(),
    integrationId: str('integrationId'),
    userId: str('userId'),
    locationId: str('locationId'),
    role: str('role').notNull().$type<'user' | 'assistant'>(),
    content: str('content'),
    contentTypes: list('contentTypes'),
    metadata: json<Record<string, unknown>>('metadata'),
    /** Set on a user message no content could answer, so gaps can be reported. */
    knowledgeGap: bool('knowledgeGap').notNull().default(false),
    /** Marks the assistant's apology reply to a knowledge gap. */
    noResponseMsg: bool('noResponseMsg').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('chatMessages_session').on(t.sessionId, t.createdAt),
    index('chatMessages_org_user').on(t.orgId, t.userId),
    index('chatMessages_gap').on(t.orgId, t.knowledgeGap),
    ...listIndexes('chatMessages', t, t.createdAt),
    index('chatMessages_integration').on(t.integrationId),
  ],
);

/** Links an assistant message to the content it was composed from (one of user, resource, class, project). */
export const chatMessageContents = sqliteTable(
  'chatMessageContents',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    messageId: str('messageId').notNull(),
    sessionId: str('sessionId'),
    userId: str('userId'),
    resourceId: str('resourceId'),
    classId: str('classId'),
    projectId: str('projectId'),
    ...timestamps,
  },
  (t) => [
    index('chatMessageContents_message').on(t.messageId),
    index('chatMessageContents_session').on(t.sessionId),
    ...listIndexes('chatMessageContents', t, t.createdAt),
  ],
);

/** An assistant configuration, embeddable on the domains it allows (docs/rules.md#assistant). */
export const integrations = sqliteTable(
  'integrations',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    orgNickname: str('orgNickname'),
    name: str('name').notNull().default('Assistant'),
    resourceGroupIds: list('resourceGroupIds'),
    systemPrompt: str('systemPrompt'),
    serviceEmail: str('serviceEmail'),
    serviceDelayCount: int('serviceDelayCount').notNull().default(2),
    agentImage: str('agentImage'),
    colorBtnBkg: str('colorBtnBkg').notNull().default('black'),
    defaultPrompts: list('defaultPrompts'),
    /** Origins allowed to embed the assistant; checked on the embed page and postMessage. */
    allowedDomains: list('allowedDomains'),
    /** Content types searched; null means the default resources, users, projects, courses. */
    contentTypes: list('contentTypes'),
    ...timestamps,
  },
  (t) => [...listIndexes('integrations', t, t.name)],
);
