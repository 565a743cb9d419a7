import {
  ZApprenticeAgreement,
  ZApprenticeAgreementSignature,
  ZApprenticeship,
  ZApprenticeshipTemplate,
  ZApprenticeshipUser,
  ZChatMessage,
  ZChatMessageContent,
  ZChatSession,
  ZCohort,
  ZCourse,
  ZCourseTopic,
  ZDashboard,
  ZDocument,
  ZEmployerAgreement,
  ZEmployerAgreementSignature,
  ZEmployerProfile,
  ZFile,
  ZInstructionProvider,
  ZIntegration,
  ZInvite,
  ZTrainingPlan,
  ZLocation,
  ZMaterial,
  ZOrganization,
  ZPage,
  ZPageLink,
  ZPathway,
  ZProject,
  ZResource,
  ZResourceGroup,
  ZUser,
  ZUserProfile,
  ZWageSchedule,
  ZWidget,
  type EntitySchema,
} from '@pathcraft/sdk';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as apprenticeships from './apprenticeships.ts';
import * as assistant from './assistant.ts';
import * as content from './content.ts';
import * as courses from './courses.ts';
import * as t from './index.ts';
import * as jobProfiles from './training-plans.ts';
import * as pages from './pages.ts';

/** Each sdk create schema and the table it writes. */
const PAIRS: [SQLiteTable, EntitySchema][] = [
  [t.users, ZUser],
  [t.organizations, ZOrganization],
  [t.locations, ZLocation],
  [t.courses, ZCourse],
  [t.courseTopics, ZCourseTopic],
  [t.cohorts, ZCohort],
  [t.pathways, ZPathway],
  [t.jobProfiles, ZTrainingPlan],
  [t.apprenticeships, ZApprenticeship],
  [t.apprenticeshipUsers, ZApprenticeshipUser],
  [t.employerProfiles, ZEmployerProfile],
  [t.wageSchedules, ZWageSchedule],
  [t.apprenticeshipTemplates, ZApprenticeshipTemplate],
  [t.instructionProviders, ZInstructionProvider],
  [t.apprenticeAgreements, ZApprenticeAgreement],
  [t.apprenticeAgreements, ZApprenticeAgreementSignature],
  [t.employerAgreements, ZEmployerAgreement],
  [t.employerAgreements, ZEmployerAgreementSignature],
  [t.invites, ZInvite],
  [t.userProfiles, ZUserProfile],
  [t.pages, ZPage],
  [t.pageLinks, ZPageLink],
  [t.dashboards, ZDashboard],
  [t.widgets, ZWidget],
  [t.materials, ZMaterial],
  [t.resources, ZResource],
  [t.resourceGroups, ZResourceGroup],
  [t.documents, ZDocument],
  [t.files, ZFile],
  [t.projects, ZProject],
  [t.chatSessions, ZChatSession],
  [t.chatMessages, ZChatMessage],
  [t.chatMessageContents, ZChatMessageContent],
  [t.integrations, ZIntegration],
];

/** Written only by the server: hashes, signing proof, one-time use. */
const SERVER_FIELDS = [
  'id',
  'createdAt',
  'updatedAt',
  'accessCodeHash',
  'signedAt',
  'signedPdfHash',
  'dataHash',
  'usedAt',
  'passwordHash',
];

describe('sdk create schemas and database tables', () => {
  it.each(PAIRS.map(([table, schema]) => [getTableName(table), table, schema] as const))(
    'every field of the %s schema is a column of its table',
    (_name, table, schema) => {
      const columns = Object.keys(getTableColumns(table));
      const missing = Object.keys(schema.shape).filter((key) => !columns.includes(key));
      expect(missing).toEqual([]);
    },
  );

  it.each(PAIRS.map(([table, schema]) => [getTableName(table), schema] as const))(
    'the %s schema lets no caller write a server field',
    (_name, schema) => {
      expect(Object.keys(schema.shape).filter((key) => SERVER_FIELDS.includes(key))).toEqual([]);
    },
  );

  it('every table of the content areas has an id, an orgId and timestamps', () => {
    const tables = [courses, apprenticeships, jobProfiles, pages, content, assistant].flatMap((area) =>
      Object.values(area).filter(isTable),
    );
    expect(tables.length).toBeGreaterThan(25);
    for (const table of tables) {
      expect(Object.keys(getTableColumns(table)), getTableName(table)).toEqual(
        expect.arrayContaining(['id', 'orgId', 'createdAt', 'updatedAt']),
      );
    }
  });
});

function isTable(value: unknown): value is SQLiteTable {
  return typeof value === 'object' && value !== null && Symbol.for('drizzle:Name') in value;
}
