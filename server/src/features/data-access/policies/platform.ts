import { analyticsEvents, auditEvents, mailOutbox, notifications } from '../../../db/schema/index.ts';
import { ADMINS, type TablePolicy } from '../policy.ts';

/** Read-only views for the console; these rows are written by the server itself. */
export const mailOutboxPolicy: TablePolicy = {
  name: 'mailOutbox',
  table: mailOutbox,
  org: { column: 'orgId' },
  read: [],
  write: [],
  hidden: ['emlPath'],
  defaultOrder: '-createdAt',
  defaultLimit: 50,
};

export const auditEventsPolicy: TablePolicy = {
  name: 'auditEvents',
  table: auditEvents,
  org: { column: 'orgId' },
  read: ['owner'],
  write: [],
  defaultOrder: '-createdAt',
  defaultLimit: 100,
};

export const analyticsEventsPolicy: TablePolicy = {
  name: 'analyticsEvents',
  table: analyticsEvents,
  org: { column: 'orgId' },
  read: ADMINS,
  write: [],
  defaultOrder: '-createdAt',
  defaultLimit: 100,
};

export const notificationsPolicy: TablePolicy = {
  name: 'notifications',
  table: notifications,
  org: { column: 'orgId' },
  read: ADMINS,
  write: ADMINS,
  own: { column: 'userId', fields: ['readAt', 'archived'] },
  defaultOrder: '-createdAt',
  defaultLimit: 50,
};
