import type { ChatSource, VectorSearchAnswer } from '@pathcraft/sdk';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  courses,
  materials,
  organizations,
  projects,
  resourceGroups,
  resources,
  users,
} from '../../db/schema/index.ts';
import { snippetOf } from './content-passages.ts';
import type { SearchHit } from './search-content.ts';
import { first } from '../../db/first.ts';

/** A record an answer drew on, shown beneath it: title and link (null when the record has no page). */
export type AnswerSource = ChatSource;

/** The parts of the vectorSearch answer (docs/rules.md#assistant) that describe what was found. */
export type DescribedHits = Pick<
  VectorSearchAnswer,
  'resourceIds' | 'users' | 'projects' | 'courses' | 'groups' | 'cdnFiles' | 'sources'
>;

type Hit = Omit<SearchHit, 'similarity'>;

/** The record a passage counts for: its resource (for resources, materials and documents), else itself. */
export const sourceKey = (h: Hit) => (h.resourceId ? `resource:${h.resourceId}` : `${h.kind}:${h.refId}`);

const distinct = <T>(values: T[]) => [...new Set(values)];

/**
 * A Drizzle query's rows, of `orgId` only, through the statement cache on SQLite (this runs on
 * every question: db/capabilities.ts RawSql.queryRows), rows keyed by column name. Rows are read by id and their organization checked
 * here: with `orgId = ?` in SQL, SQLite would walk the organization's index instead of the ids.
 */
async function rowsOf<T>(
  db: Db,
  orgId: string,
  query: PromiseLike<unknown[]> & { toSQL(): { sql: string; params: unknown[] } },
): Promise<T[]> {
  const rows = await db.capabilities.rawSql.queryRows<T & { orgId: string }>(query);
  return rows.filter((r) => r.orgId === orgId).map(({ orgId: _org, ...row }) => row as T);
}

type Row<K extends string> = Record<K, string | null>;

/** The answer shape's records (docs/rules.md#assistant) and the sources, in the order of the passages. */
export async function describeHits(db: Db, orgId: string, hits: readonly Hit[]): Promise<DescribedHits> {
  const resourceIds = distinct(hits.filter((h) => h.resourceId).map((h) => h.resourceId!));
  const ofKind = (kind: Hit['kind']) => distinct(hits.filter((h) => h.kind === kind).map((h) => h.refId));
  const userIds = ofKind('user');
  const projectIds = ofKind('project');
  const courseIds = ofKind('course');
  const materialIds = ofKind('material');

  const resourceRows = resourceIds.length
    ? await rowsOf<{
        id: string;
        name: string;
        url: string | null;
        parentId: string | null;
        parentType: string | null;
      }>(
        db,
        orgId,
        db
          .select({
            orgId: resources.orgId,
            id: resources.id,
            name: resources.name,
            url: resources.url,
            parentId: resources.parentId,
            parentType: resources.parentType,
          })
          .from(resources)
          .where(inArray(resources.id, resourceIds)),
      )
    : [];
  const groupIds = distinct(
    resourceRows.filter((r) => r.parentType === 'resourceGroup' && r.parentId).map((r) => r.parentId!),
  );
  const groups = groupIds.length
    ? await rowsOf<{ id: string; title: string }>(
        db,
        orgId,
        db
          .select({ orgId: resourceGroups.orgId, id: resourceGroups.id, title: resourceGroups.title })
          .from(resourceGroups)
          .where(inArray(resourceGroups.id, groupIds)),
      )
    : [];
  const userRows = userIds.length
    ? await rowsOf<{ id: string } & Row<'name' | 'title' | 'profilePicture'>>(
        db,
        orgId,
        db
          .select({
            orgId: users.orgId,
            id: users.id,
            name: users.name,
            title: users.title,
            profilePicture: users.profilePicture,
          })
          .from(users)
          .where(inArray(users.id, userIds)),
      )
    : [];
  const projectRows = projectIds.length
    ? await rowsOf<{ id: string; title: string }>(
        db,
        orgId,
        db
          .select({ orgId: projects.orgId, id: projects.id, title: projects.title })
          .from(projects)
          .where(inArray(projects.id, projectIds)),
      )
    : [];
  const courseRows = courseIds.length
    ? await rowsOf<{ id: string; title: string; courseSlug: string | null; isPublic: number }>(
        db,
        orgId,
        db
          .select({
            orgId: courses.orgId,
            id: courses.id,
            title: courses.title,
            courseSlug: courses.courseSlug,
            isPublic: courses.isPublic,
          })
          .from(courses)
          .where(inArray(courses.id, courseIds)),
      )
    : [];
  const orgSlug = courseRows.length
    ? (await first(db.select({ slug: organizations.slug }).from(organizations).where(eq(organizations.id, orgId))))
        ?.slug
    : undefined;
  const courseUrl = (c: (typeof courseRows)[number]) =>
    c.isPublic && c.courseSlug && orgSlug
      ? `/o/${encodeURIComponent(orgSlug)}/courses/courseSlug/${encodeURIComponent(c.courseSlug)}`
      : null;
  const cdnFiles = materialIds.length
    ? (
        await rowsOf<{ cdnFiles: unknown }>(
          db,
          orgId,
          db
            .select({ orgId: materials.orgId, cdnFiles: materials.cdnFiles })
            .from(materials)
            .where(inArray(materials.id, materialIds)),
        )
      ).flatMap((m) => {
        // SQLite's statement gives the column's JSON text; Drizzle (PostgreSQL) gives it parsed.
        const files: unknown = typeof m.cdnFiles === 'string' ? JSON.parse(m.cdnFiles) : m.cdnFiles;
        return Array.isArray(files) ? files : [];
      })
    : [];

  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const resourceById = byId(resourceRows);
  const courseById = byId(courseRows);
  const sources: AnswerSource[] = [];
  const seen = new Set<string>();
  for (const h of hits) {
    const key = sourceKey(h);
    if (seen.has(key)) continue;
    seen.add(key);
    // A material's passage opens the material side sheet from the answer (docs/rules.md#materials-and-files).
    const base = {
      n: sources.length + 1,
      snippet: snippetOf(h.body),
      ...(h.kind === 'material' ? { materialId: h.refId } : {}),
    };
    if (h.resourceId) {
      const r = resourceById.get(h.resourceId);
      sources.push({ ...base, kind: 'resource', id: h.resourceId, title: r?.name ?? h.title, url: r?.url ?? null });
    } else if (h.kind === 'course') {
      const c = courseById.get(h.refId);
      sources.push({ ...base, kind: 'course', id: h.refId, title: h.title, url: c ? courseUrl(c) : null });
    } else {
      sources.push({
        ...base,
        kind: h.kind === 'material' ? 'resource' : h.kind,
        id: h.refId,
        title: h.title,
        url: null,
      });
    }
  }

  return {
    resourceIds,
    users: userIds.map((id) => userRows.find((u) => u.id === id)).filter((u) => !!u),
    projects: projectIds.map((id) => projectRows.find((p) => p.id === id)).filter((p) => !!p),
    courses: courseIds
      .map((id) => courseById.get(id))
      .filter((c) => !!c)
      .map((c) => ({ id: c.id, title: c.title, url: courseUrl(c) })),
    groups,
    cdnFiles,
    sources,
  };
}
