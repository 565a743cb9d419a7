import { index, sqliteTable } from 'drizzle-orm/sqlite-core';
import { bool, id, int, json, list, listIndexes, str, timestamps } from './columns.ts';

/** Learning materials and notes (docs/rules.md#materials-and-files); body is sanitized HTML, at most 50 000 characters by default. */
export const materials = sqliteTable(
  'materials',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    title: str('title').notNull(),
    body: str('body'),
    /** The author. */
    userId: str('userId'),
    resourceId: str('resourceId'),
    isDraft: bool('isDraft').notNull().default(false),
    isEmbedded: bool('isEmbedded').notNull().default(false),
    promptType: str('promptType'),
    fileUploadFlow: bool('fileUploadFlow').notNull().default(false),
    noteApprenticeshipId: str('noteApprenticeshipId'),
    noteUserId: str('noteUserId'),
    noteLocationId: str('noteLocationId'),
    workflowType: str('workflowType'),
    skillIds: list('skillIds'),
    cdnFiles: json<unknown[]>('cdnFiles'),
    ...timestamps,
  },
  (t) => [
    ...listIndexes('materials', t, t.title),
    index('materials_resource').on(t.resourceId),
    index('materials_user').on(t.userId),
    index('materials_org_draft').on(t.orgId, t.isDraft, t.workflowType),
    index('materials_note_user').on(t.noteUserId),
    index('materials_note_apprenticeship').on(t.noteApprenticeshipId),
    index('materials_note_location').on(t.noteLocationId),
  ],
);

/** Assistant knowledge: a resource belongs to a parent (usually a resourceGroup). */
export const resources = sqliteTable(
  'resources',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    name: str('name').notNull(),
    body: str('body'),
    parentId: str('parentId'),
    parentType: str('parentType'),
    url: str('url'),
    type: str('type'),
    ...timestamps,
  },
  (t) => [...listIndexes('resources', t, t.name), index('resources_parent').on(t.parentId, t.parentType)],
);

export const resourceGroups = sqliteTable(
  'resourceGroups',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    title: str('title').notNull(),
    description: str('description'),
    ...timestamps,
  },
  (t) => [...listIndexes('resourceGroups', t, t.title)],
);

/** Extracted text of an uploaded file, one row per page, for search and the API. */
export const documents = sqliteTable(
  'documents',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    /** The record the text came from (a resource, material or file). */
    refId: str('refId'),
    title: str('title'),
    rawText: str('rawText'),
    pageNumber: int('pageNumber'),
    metadata: json<Record<string, unknown>>('metadata'),
    ...timestamps,
  },
  (t) => [
    index('documents_org_title').on(t.orgId, t.title),
    ...listIndexes('documents', t, t.createdAt),
    index('documents_ref').on(t.refId, t.pageNumber),
  ],
);

/** An uploaded file attached to a parent record (docs/rules.md#materials-and-files). */
export const files = sqliteTable(
  'files',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    url: str('url').notNull(),
    name: str('name').notNull(),
    type: str('type'),
    size: int('size'),
    /** Audio transcript. */
    transcript: str('transcript'),
    parentType: str('parentType'),
    parentId: str('parentId'),
    userId: str('userId'),
    userName: str('userName'),
    ...timestamps,
  },
  (t) => [
    index('files_parent').on(t.parentId, t.parentType),
    index('files_user').on(t.userId),
    ...listIndexes('files', t, t.createdAt, 'desc'),
  ],
);

export const projects = sqliteTable(
  'projects',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    title: str('title').notNull(),
    body: str('body'),
    userId: str('userId'),
    status: str('status'),
    ...timestamps,
  },
  (t) => [...listIndexes('projects', t, t.title), index('projects_user').on(t.userId)],
);
