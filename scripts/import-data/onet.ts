import { join } from 'node:path';
import { clean, num, readTsvRecords } from './read.ts';
import { importanceScore, levelDifficulty } from './scales.ts';
import type { Cell } from './output.ts';

export interface OnetOccupation {
  code: string;
  title: string;
  description: string;
  jobZone: number | null;
}

export type TitleKind = 'alt' | 'short' | 'reported';

export interface OnetData {
  occupations: OnetOccupation[];
  /** code, title, kind, sources (how many O*NET title sources list it; a reported title adds 1, 2 if shown in My Next Move). */
  titles: Cell[][];
  /** elementId, kind, name, description */
  elements: Cell[][];
  /** code, elementId, importance (1-100), difficulty (1-5) */
  ratings: Cell[][];
  stats: Record<string, number>;
}

export function readOnet(shared: string): OnetData {
  const dir = join(shared, 'onet_29_0');
  const stats: Record<string, number> = {};

  const zones = new Map(readTsvRecords(dir, 'Job Zones.txt').map((r) => [r['O*NET-SOC Code']!, num(r['Job Zone'])]));
  const occupations: OnetOccupation[] = readTsvRecords(dir, 'Occupation Data.txt').map((r) => ({
    code: r['O*NET-SOC Code']!,
    title: clean(r.Title)!,
    description: clean(r.Description) ?? '',
    jobZone: zones.get(r['O*NET-SOC Code']!) ?? null,
  }));
  const known = new Set(occupations.map((o) => o.code));
  const mainTitle = new Map(occupations.map((o) => [o.code, norm(o.title)]));

  // Titles: alternate titles, their short forms ("RN", "CNC Operator"), sample reported titles.
  // Deduplicated per occupation, case- and punctuation-insensitively, and never repeating the O*NET title.
  // Same title twice for one occupation: one row, first kind wins, sources united.
  const byKey = new Map<string, { code: string; title: string; kind: TitleKind; sources: Set<string> }>();
  const add = (code: string, title: string | null, kind: TitleKind, sources: string[]) => {
    if (!title || !known.has(code) || norm(title) === mainTitle.get(code)) return;
    const key = `${code}\u0000${norm(title)}`;
    const entry = byKey.get(key) ?? { code, title, kind, sources: new Set<string>() };
    for (const source of sources) entry.sources.add(source);
    byKey.set(key, entry);
  };
  const alternates = readTsvRecords(dir, 'Alternate Titles.txt');
  stats.alternateTitlesRead = alternates.length;
  const sourcesOf = (r: Record<string, string>) => (r['Source(s)'] ?? '').split(',').filter(Boolean);
  for (const r of alternates) add(r['O*NET-SOC Code']!, clean(r['Alternate Title']), 'alt', sourcesOf(r));
  for (const r of alternates) add(r['O*NET-SOC Code']!, clean(r['Short Title']), 'short', sourcesOf(r));
  const reported = readTsvRecords(dir, 'Sample of Reported Titles.txt');
  stats.reportedTitlesRead = reported.length;
  // A reported title counts as one source, two when My Next Move shows it.
  for (const r of reported)
    add(
      r['O*NET-SOC Code']!,
      clean(r['Reported Job Title']),
      'reported',
      r['Shown in My Next Move'] === 'Y' ? ['reported', 'my-next-move'] : ['reported'],
    );
  const titles: Cell[][] = [...byKey.values()].map((t) => [t.code, t.title, t.kind, Math.max(1, t.sources.size)]);

  // Skills (2.A basic, 2.B cross-functional) and knowledge (2.C): one IM and one LV row per occupation x element.
  const content = new Map(readTsvRecords(dir, 'Content Model Reference.txt').map((r) => [r['Element ID']!, r]));
  const elementKinds = new Map<string, 'skill' | 'knowledge'>();
  const ratings: Cell[][] = [];
  const dropped = { suppressed: 0, notRelevant: 0, incomplete: 0 };
  for (const [file, kind] of [
    ['Skills.txt', 'skill'],
    ['Knowledge.txt', 'knowledge'],
  ] as const) {
    const pairs = new Map<string, { im?: Record<string, string>; lv?: Record<string, string> }>();
    for (const r of readTsvRecords(dir, file)) {
      const key = `${r['O*NET-SOC Code']}\u0000${r['Element ID']}`;
      const pair = pairs.get(key) ?? {};
      if (r['Scale ID'] === 'IM') pair.im = r;
      else if (r['Scale ID'] === 'LV') pair.lv = r;
      pairs.set(key, pair);
    }
    for (const { im, lv } of pairs.values()) {
      if (!im || !lv) {
        dropped.incomplete++;
        continue;
      }
      if (im['Recommend Suppress'] === 'Y' || lv['Recommend Suppress'] === 'Y') {
        dropped.suppressed++;
        continue;
      }
      if (lv['Not Relevant'] === 'Y') {
        dropped.notRelevant++;
        continue;
      }
      const imValue = num(im['Data Value']);
      const lvValue = num(lv['Data Value']);
      if (imValue === null || lvValue === null || !known.has(im['O*NET-SOC Code']!)) {
        dropped.incomplete++;
        continue;
      }
      elementKinds.set(im['Element ID']!, kind);
      ratings.push([im['O*NET-SOC Code']!, im['Element ID']!, importanceScore(imValue), levelDifficulty(lvValue)]);
    }
  }
  Object.assign(stats, {
    ratingsDroppedSuppressed: dropped.suppressed,
    ratingsDroppedNotRelevant: dropped.notRelevant,
    ratingsDroppedIncomplete: dropped.incomplete,
  });

  const elements: Cell[][] = [...elementKinds]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([id, kind]) => {
      const ref = content.get(id);
      if (!ref) throw new Error(`Content Model Reference has no element ${id}`);
      return [id, kind, clean(ref['Element Name'])!, clean(ref.Description) ?? ''];
    });

  ratings.sort(
    (a, b) =>
      String(a[0]).localeCompare(String(b[0])) ||
      Number(b[2]) - Number(a[2]) ||
      String(a[1]).localeCompare(String(b[1])),
  );
  return { occupations, titles, elements, ratings, stats };
}

/** Comparison key for titles: lower case, letters and digits only. */
export function norm(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
