import { z } from 'zod';
import { zRequired } from '../common.schema.ts';

/** The records whose visits are counted (docs/rules.md#public-pages). */
export const TRACKED_TABLES = ['pages', 'pageLinks', 'courses', 'pathways'] as const;
export type TrackedTable = (typeof TRACKED_TABLES)[number];

/** The track payload (docs/rules.md#public-pages); nothing else about the visitor is kept. */
export const ZTrackVisit = z.object({
  refId: zRequired('refId is required', 64),
  refTable: z
    .string({ error: 'refTable is required' })
    .trim()
    .min(1, 'refTable is required')
    .refine(
      (t) => (TRACKED_TABLES as readonly string[]).includes(t),
      `refTable must be one of: ${TRACKED_TABLES.join(', ')}.`,
    ),
  /** Ignored: the server decides whether a visit is unique (the visitor's first of the record that day). */
  isUnique: z.boolean().optional(),
  /** Ignored unless it is the signed-in caller's own id. */
  userId: z.string().max(64).nullable().optional(),
  /** Ignored: the record's own organization is stored. */
  orgId: z.string().max(64).nullable().optional(),
  language: z.string().trim().max(35).nullable().optional(),
  platform: z.string().trim().max(60).nullable().optional(),
});
export type TrackVisitInput = z.infer<typeof ZTrackVisit>;

/** GET /v1/analytics/visits: daily counts of one organization's pages and links. */
export const ZVisitsQuery = z.object({
  orgId: z.string().trim().min(1).max(64).optional(),
  days: z.coerce.number().int().min(1, 'days is at least 1').max(365, 'days is at most 365').default(30),
});

export interface VisitSeries {
  refTable: TrackedTable;
  refId: string;
  title: string;
  orgId: string | null;
  visits: number;
  unique: number;
  /** One entry per day (YYYY-MM-DD, UTC), oldest first, days without visits included. */
  daily: { day: string; visits: number; unique: number }[];
}
