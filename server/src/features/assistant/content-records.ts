import { htmlBlocks, passagesOf, textBlocks, type Block, type Passage } from './content-passages.ts';

/**
 * What the assistant's search index holds, whichever database keeps it: the searchable records
 * of each kind, the columns whose change re-indexes one, and how a record becomes passages.
 * content-index-sqlite.ts (FTS5) and content-index-pg.ts (tsvector) both build from this.
 */

/** Bump when passages are built differently: the next start rebuilds the index. */
export const INDEX_VERSION = '4';

export type ContentKind = 'resource' | 'material' | 'document' | 'course' | 'user' | 'project';
export const CONTENT_KINDS: readonly ContentKind[] = ['resource', 'material', 'document', 'course', 'user', 'project'];

/** Source table, the columns whose change re-indexes a row, and the kind it becomes. */
export const SOURCES: { table: string; kind: ContentKind; columns: string[] }[] = [
  { table: 'resources', kind: 'resource', columns: ['orgId', 'name', 'body', 'parentId', 'parentType', 'url'] },
  {
    table: 'materials',
    kind: 'material',
    columns: [
      'orgId',
      'title',
      'body',
      'resourceId',
      'isEmbedded',
      'isDraft',
      'noteUserId',
      'noteApprenticeshipId',
      'noteLocationId',
    ],
  },
  { table: 'documents', kind: 'document', columns: ['orgId', 'title', 'rawText', 'refId', 'pageNumber'] },
  {
    table: 'courses',
    kind: 'course',
    columns: ['orgId', 'title', 'description', 'overview', 'schedule', 'topics', 'isPublic', 'testClass'],
  },
  { table: 'users', kind: 'user', columns: ['orgId', 'name', 'title', 'aboutMe', 'role', 'testUser'] },
  { table: 'projects', kind: 'project', columns: ['orgId', 'title', 'body'] },
];

/** Changed records caught up before a search answers; more than this go to the background. */
export const INLINE_LIMIT = 500;
/** A background batch: at most this many records, and it stops after BATCH_MS (then yields). */
export const BATCH = 300;
export const BATCH_MS = 8;

export interface IndexedRecord {
  orgId: string;
  title: string;
  resourceId: string | null;
  /** The resource group of the resource, for the group scope. */
  groupId: string | null;
  isPublic: boolean;
  passages: Passage[];
}

/**
 * The columns a record of each kind is read with, from where, and its id column. Identifiers are
 * quoted, so the same text reads both databases (PostgreSQL folds unquoted names to lower case).
 */
export const RECORD_QUERIES: Record<ContentKind, { columns: string; from: string; id: string }> = {
  resource: {
    columns: `r."orgId", r.name, r.body, CASE WHEN r."parentType" = 'resourceGroup' THEN r."parentId" END AS "groupId"`,
    from: 'resources r',
    id: 'r.id',
  },
  material: {
    columns: `m."orgId", m.title, m.body, m."resourceId", m."isEmbedded", m."isDraft", m."noteUserId", m."noteApprenticeshipId", m."noteLocationId",
      CASE WHEN r."parentType" = 'resourceGroup' THEN r."parentId" END AS "groupId"`,
    from: 'materials m LEFT JOIN resources r ON r.id = m."resourceId"',
    id: 'm.id',
  },
  document: {
    columns: `d."orgId", d.title, d."rawText", COALESCE(r.id, m."resourceId") AS "resourceId",
      CASE WHEN COALESCE(r."parentType", mr."parentType") = 'resourceGroup' THEN COALESCE(r."parentId", mr."parentId") END AS "groupId"`,
    from: 'documents d LEFT JOIN resources r ON r.id = d."refId" LEFT JOIN materials m ON m.id = d."refId" LEFT JOIN resources mr ON mr.id = m."resourceId"',
    id: 'd.id',
  },
  course: {
    columns: 'c."orgId", c.title, c.description, c.overview, c.schedule, c.topics, c."isPublic", c."testClass"',
    from: 'courses c',
    id: 'c.id',
  },
  user: { columns: 'u."orgId", u.name, u.title, u."aboutMe", u.role, u."testUser"', from: 'users u', id: 'u.id' },
  project: { columns: 'p."orgId", p.title, p.body', from: 'projects p', id: 'p.id' },
};

const STAFF_ROLES = ['owner', 'admin', 'teacher'];
/** A JSON list as SQLite gives it (text) or PostgreSQL does (parsed). */
const parseList = (v: unknown): string[] => {
  try {
    const list = typeof v === 'string' ? JSON.parse(v) : v;
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};
const one = (text: string | null | undefined): Block[] => (text ? [{ heading: false, text }] : []);

/** A record read with RECORD_QUERIES as passages; null when it is gone or not searchable. */
// biome-ignore lint/suspicious/noExplicitAny: a row of whichever content table `kind` names (each kind reads its own columns).
export function recordOf(kind: ContentKind, id: string, row: Record<string, any> | undefined): IndexedRecord | null {
  if (!row) return null;
  switch (kind) {
    case 'resource':
      return {
        orgId: row.orgId,
        title: row.name,
        resourceId: id,
        groupId: row.groupId,
        isPublic: true,
        passages: passagesOf(htmlBlocks(row.body)),
      };
    case 'material': {
      // Notes about people and drafts are not knowledge; materials of a resource are, and standalone ones once embedded.
      const m = row;
      if ((!m.resourceId && !m.isEmbedded) || m.isDraft || m.noteUserId || m.noteApprenticeshipId || m.noteLocationId)
        return null;
      return {
        orgId: m.orgId,
        title: m.title,
        resourceId: m.resourceId,
        groupId: m.groupId,
        isPublic: true,
        passages: passagesOf(htmlBlocks(m.body)),
      };
    }
    case 'document':
      return {
        orgId: row.orgId,
        title: row.title ?? 'Document',
        resourceId: row.resourceId ?? null,
        groupId: row.groupId ?? null,
        isPublic: true,
        passages: passagesOf(textBlocks(row.rawText)),
      };
    case 'course': {
      const c = row;
      if (c.testClass) return null;
      const topics = parseList(c.topics);
      // Facts as sentences of their own (a period each), so a quote can hold one without the other.
      const schedule = typeof c.schedule === 'string' ? c.schedule.trim().replace(/[.\s]+$/, '') : '';
      const blocks = [
        ...htmlBlocks(c.description),
        ...htmlBlocks(c.overview),
        ...one(schedule ? `Schedule: ${schedule}.` : null),
        ...one(topics.length ? `Topics: ${topics.join(', ')}.` : null),
      ];
      return {
        orgId: c.orgId,
        title: c.title,
        resourceId: null,
        groupId: null,
        isPublic: !!c.isPublic,
        passages: passagesOf(blocks.length ? blocks : one(c.title)),
      };
    }
    case 'user': {
      // Staff (the people a visitor may ask for), never test users; name, title and about only.
      const u = row;
      if (!u.orgId || !u.name || u.testUser || !parseList(u.role).some((r) => STAFF_ROLES.includes(r))) return null;
      const blocks = [...one(u.title), ...htmlBlocks(u.aboutMe)];
      return {
        orgId: u.orgId,
        title: u.name,
        resourceId: null,
        groupId: null,
        isPublic: true,
        passages: passagesOf(blocks.length ? blocks : one(u.name)),
      };
    }
    case 'project': {
      const blocks = htmlBlocks(row.body);
      return {
        orgId: row.orgId,
        title: row.title,
        resourceId: null,
        groupId: null,
        isPublic: true,
        passages: passagesOf(blocks.length ? blocks : one(row.title)),
      };
    }
  }
}

/** Materials before documents: a document's resource can come from its material. */
export const byKindOrder = (a: { kind: ContentKind }, b: { kind: ContentKind }) =>
  CONTENT_KINDS.indexOf(a.kind) - CONTENT_KINDS.indexOf(b.kind);

/** The kinds whose records take their resource (and its group) from a record of this kind. */
export const DEPENDENTS: Partial<Record<ContentKind, { kind: ContentKind; table: string; column: string }[]>> = {
  resource: [
    { kind: 'material', table: 'materials', column: 'resourceId' },
    { kind: 'document', table: 'documents', column: 'refId' },
  ],
  material: [{ kind: 'document', table: 'documents', column: 'refId' }],
};
