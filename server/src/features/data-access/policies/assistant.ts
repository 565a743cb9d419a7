import { ZIntegration, ZTrainingPlan } from '@pathcraft/sdk';
import {
  chatMessageContents,
  chatMessages,
  chatSessions,
  integrations,
  jobProfiles,
} from '../../../db/schema/index.ts';
import { ADMINS, MEMBERS, STAFF, type TablePolicy } from '../policy.ts';

/** Conversations are written by the assistant's own routes; staff read them here. */
export const chatSessionsPolicy: TablePolicy = {
  name: 'chatSessions',
  table: chatSessions,
  org: { column: 'orgId' },
  read: ADMINS,
  write: [],
  defaultOrder: '-createdAt',
};

export const chatMessagesPolicy: TablePolicy = {
  name: 'chatMessages',
  table: chatMessages,
  org: { column: 'orgId' },
  read: ADMINS,
  write: [],
  defaultOrder: 'createdAt',
};

export const chatMessageContentsPolicy: TablePolicy = {
  name: 'chatMessageContents',
  table: chatMessageContents,
  org: { column: 'orgId' },
  read: ADMINS,
  write: [],
  defaultOrder: 'createdAt',
};

/** Visitors' widgets read an assistant's look by id; its prompt and service e-mail stay private. */
export const integrationsPolicy: TablePolicy = {
  name: 'integrations',
  table: integrations,
  org: { column: 'orgId' },
  read: STAFF,
  write: ADMINS,
  remove: ADMINS,
  public: {
    fields: ['id', 'orgId', 'name', 'agentImage', 'colorBtnBkg', 'defaultPrompts', 'contentTypes', 'serviceDelayCount'],
    requiresId: true,
  },
  schema: ZIntegration,
  defaultOrder: 'name',
  audit: true,
};

/** Training plans: members save them; anyone with the link reads one, without the contact details. */
export const jobProfilesPolicy: TablePolicy = {
  name: 'jobProfiles',
  table: jobProfiles,
  org: { column: 'orgId' },
  read: MEMBERS,
  write: MEMBERS,
  remove: ADMINS,
  public: {
    fields: [
      'id',
      'orgId',
      'locationId',
      'OnetTitle',
      'OnetCode',
      'OccupationDescription',
      'location',
      'occupationLocation',
      'selectedSkills',
      'selectedKnowledge',
      'selectedCerts',
      'selectedSchoolPrograms',
      'isExternal',
      'createdAt',
    ],
    requiresId: true,
  },
  schema: ZTrainingPlan,
  defaultOrder: '-createdAt',
};
