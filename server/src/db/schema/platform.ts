import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool, id, json, listIndexes, str, timestamps } from './columns.ts';

/** Every e-mail the platform sends, stored first; the .eml file sits under the data folder. */
export const mailOutbox = sqliteTable(
  'mailOutbox',
  {
    id: id(),
    orgId: str('orgId'),
    to: str('to').notNull(),
    from: str('from').notNull(),
    replyTo: str('replyTo'),
    bcc: str('bcc'),
    subject: str('subject').notNull(),
    text: str('text'),
    html: str('html'),
    status: str('status').notNull().$type<'stored' | 'sent' | 'failed'>(),
    transport: str('transport').notNull(),
    messageId: str('messageId'),
    emlPath: str('emlPath'),
    error: str('error'),
    createdBy: str('createdBy'),
    sentAt: str('sentAt'),
    ...timestamps,
  },
  (t) => [...listIndexes('mailOutbox', t, t.createdAt, 'desc'), index('mailOutbox_to').on(t.to)],
);

/** Who did what, when, from where. Never holds secrets or SSNs. A user's history is read by entity and by actor. */
export const auditEvents = sqliteTable(
  'auditEvents',
  {
    id: id(),
    orgId: str('orgId'),
    actorId: str('actorId'),
    actorType: str('actorType').notNull().$type<'user' | 'apiKey' | 'anonymous' | 'system'>(),
    action: str('action').notNull(),
    entity: str('entity'),
    entityId: str('entityId'),
    ip: str('ip'),
    userAgent: str('userAgent'),
    details: json<Record<string, unknown>>('details'),
    ...timestamps,
  },
  (t) => [
    index('auditEvents_entity').on(t.entity, t.entityId),
    ...listIndexes('auditEvents', t, t.createdAt, 'desc'),
    index('auditEvents_action').on(t.action, t.createdAt),
    index('auditEvents_actor').on(t.actorId, t.createdAt),
  ],
);

/** Fixed-window counters for rate limits; in the database so they survive restarts and span processes. */
export const rateLimits = sqliteTable('rateLimits', {
  key: text('key').primaryKey(),
  windowStart: integer('windowStart').notNull(),
  count: integer('count').notNull(),
  lockedUntil: integer('lockedUntil'),
});

export const analyticsEvents = sqliteTable(
  'analyticsEvents',
  {
    id: id(),
    orgId: str('orgId'),
    refId: str('refId').notNull(),
    refTable: str('refTable').notNull(),
    isUnique: bool('isUnique').notNull().default(false),
    userId: str('userId'),
    language: str('language'),
    platform: str('platform'),
    ...timestamps,
  },
  (t) => [
    index('analyticsEvents_ref').on(t.refTable, t.refId, t.createdAt),
    ...listIndexes('analyticsEvents', t, t.createdAt, 'desc'),
  ],
);

export const notifications = sqliteTable(
  'notifications',
  {
    id: id(),
    orgId: str('orgId'),
    userId: str('userId'),
    type: str('type'),
    title: str('title').notNull(),
    body: str('body'),
    url: str('url'),
    readAt: str('readAt'),
    data: json('data'),
    archived: bool('archived').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('notifications_user').on(t.userId, t.createdAt),
    ...listIndexes('notifications', t, t.createdAt, 'desc'),
  ],
);
