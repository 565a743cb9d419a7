import { PROGRESS_MESSAGES as M } from '@pathcraft/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoursLogs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/**
 * A week may be logged once it has begun somewhere (sdk latestDayAt: the day at UTC+14), not by
 * UTC's day: organizations have no time zone, and the form offers the apprentice's own week, so an
 * apprentice east of UTC logging their Monday morning was refused for hours. Monday 2026-11-30
 * begins at UTC+14 on Sunday 2026-11-29 at 10:00 UTC (Monday 8 pm there, 9 pm in Sydney).
 */
const APPRENTICE_ID = 'demo-wf-student';
let clock = new Date('2026-11-29T09:59:59.999Z');
let t: TestApp;
let apprentice: string;

const week = (weekStart: string) => ({
  apprenticeshipId: 'demo-apprenticeship-imm',
  weekStart,
  entries: [{ workProcessId: 'c-safety', hours: 6 }],
});
const logged = async (weekStart: string) =>
  (
    await t.db
      .select({ id: hoursLogs.id })
      .from(hoursLogs)
      .where(and(eq(hoursLogs.userId, APPRENTICE_ID), eq(hoursLogs.weekStart, weekStart)))
  ).length;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  apprentice = (await t.userByEmail('student.workforce@demo.pathcraft.test')).email!;
});
afterAll(() => t.close());

describe('POST /v1/progress/logs: a week that has begun somewhere', () => {
  it.each([
    ['Sunday 09:59:59.999 UTC: Monday has begun nowhere', '2026-11-29T09:59:59.999Z', '2026-11-30', 422],
    ['Sunday 10:00 UTC: it is Monday at UTC+14', '2026-11-29T10:00:00.000Z', '2026-11-30', 201],
    ['Sunday 10:00 UTC: the Monday after is still to come', '2026-11-29T10:00:00.000Z', '2026-12-07', 422],
  ])('%s: %s, week of %s → %i', async (_name, now, weekStart, status) => {
    clock = new Date(now);
    const res = await t.call('POST', '/v1/progress/logs', apprentice, week(weekStart));
    expect(res.status).toBe(status);
    if (status === 422) {
      expect(res.body.error.message).toBe(M.futureWeek);
      expect(await logged(weekStart)).toBe(0);
    } else expect(await logged(weekStart)).toBe(1);
  });
});
