import { ADMIN_ROLES, type TrackedTable, type VisitSeries } from '@pathcraft/sdk';
import { and, gte, inArray, type SQL, sql, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsEvents, pageLinks, pages } from '../../db/schema/index.ts';
import { requireUser, type Actor } from '../../platform/actor.ts';
import { actsFor, orgScope } from '../../platform/acting-org.ts';
import { fail } from '../../platform/errors.ts';

const DAY_MS = 86_400_000;

/** The organization whose visits the caller may see: super admins any (or all), owners and admins their own. */
function visitsScope(actor: Actor, orgId: string | undefined): string | null {
  const user = requireUser(actor);
  if (!actsFor(user, user.orgId, ADMIN_ROLES)) throw fail('forbidden', "Your role can't read visits.");
  return orgScope(user, orgId, { refusal: "You can only read your own organization's data." });
}

/** Visits and unique visits per page and page link, per day, over the last `days` days (UTC). */
export async function countVisits(
  ctx: { db: Db; actor: Actor; now: Date },
  query: { orgId?: string; days: number },
): Promise<{ items: VisitSeries[]; days: string[] }> {
  const orgId = visitsScope(ctx.actor, query.orgId);
  const start = new Date(Math.floor(ctx.now.getTime() / DAY_MS) * DAY_MS - (query.days - 1) * DAY_MS);
  const days = Array.from({ length: query.days }, (_, i) =>
    new Date(start.getTime() + i * DAY_MS).toISOString().slice(0, 10),
  );
  const day = sql<string>`substr(${analyticsEvents.createdAt}, 1, 10)`;
  const conditions: (SQL | undefined)[] = [
    gte(analyticsEvents.createdAt, start.toISOString()),
    inArray(analyticsEvents.refTable, ['pages', 'pageLinks']),
  ];
  if (orgId) conditions.push(eq(analyticsEvents.orgId, orgId));
  const rows = await ctx.db
    .select({
      refTable: analyticsEvents.refTable,
      refId: analyticsEvents.refId,
      orgId: analyticsEvents.orgId,
      day,
      visits: sql<number>`count(*)`,
      // Written once for both dialects: PostgreSQL cannot sum a boolean.
      unique: sql<number>`count(*) filter (where ${analyticsEvents.isUnique})`,
    })
    .from(analyticsEvents)
    .where(and(...conditions))
    .groupBy(analyticsEvents.refTable, analyticsEvents.refId, analyticsEvents.orgId, day);

  const series = new Map<string, VisitSeries>();
  for (const r of rows) {
    const key = `${r.refTable}:${r.refId}`;
    let s = series.get(key);
    if (!s)
      series.set(
        key,
        (s = {
          refTable: r.refTable as TrackedTable,
          refId: r.refId,
          title: r.refId,
          orgId: r.orgId,
          visits: 0,
          unique: 0,
          daily: days.map((d) => ({ day: d, visits: 0, unique: 0 })),
        }),
      );
    const entry = s.daily.find((d) => d.day === r.day);
    if (entry) {
      entry.visits += Number(r.visits);
      entry.unique += Number(r.unique ?? 0);
    }
    s.visits += Number(r.visits);
    s.unique += Number(r.unique ?? 0);
  }
  await nameSeries(ctx.db, [...series.values()]);
  return { items: [...series.values()].sort((a, b) => b.visits - a.visits || a.title.localeCompare(b.title)), days };
}

/** Pages by their title; links by the page they open or their url. */
async function nameSeries(db: Db, items: VisitSeries[]): Promise<void> {
  const linkIds = items.filter((s) => s.refTable === 'pageLinks').map((s) => s.refId);
  const links = linkIds.length
    ? await db
        .select({ id: pageLinks.id, pageId: pageLinks.pageId, url: pageLinks.url })
        .from(pageLinks)
        .where(inArray(pageLinks.id, linkIds))
    : [];
  const pageIds = [
    ...items.filter((s) => s.refTable === 'pages').map((s) => s.refId),
    ...links.map((l) => l.pageId).filter((x): x is string => !!x),
  ];
  const titles = new Map(
    (pageIds.length
      ? await db.select({ id: pages.id, title: pages.title }).from(pages).where(inArray(pages.id, pageIds))
      : []
    ).map((p) => [p.id, p.title]),
  );
  const linkById = new Map(links.map((l) => [l.id, l]));
  for (const s of items) {
    if (s.refTable === 'pages') s.title = titles.get(s.refId) ?? s.refId;
    else {
      const link = linkById.get(s.refId);
      const target = link?.pageId ? titles.get(link.pageId) : link?.url;
      s.title = `/link/${s.refId}${target ? ` → ${target}` : ''}`;
    }
  }
}
