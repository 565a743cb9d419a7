import * as sdk from '@pathcraft/sdk';
import { describe, expect, it } from 'vitest';
import {
  samplePublicCourses,
  samplePublicTrainingPlan,
  samplePublicPathways,
  samplePublicSections,
} from './sample-public-site.ts';

/** The public site's demo rows are what a valid caller could have written. */
describe('public site sample data', () => {
  it.each([
    ['courses', sdk.ZCourse, samplePublicCourses],
    ['courseTopics', sdk.ZCourseTopic, samplePublicSections],
    ['jobProfiles', sdk.ZTrainingPlan, [samplePublicTrainingPlan]],
    ['pathways', sdk.ZPathway, samplePublicPathways],
  ] as const)('%s pass their create schema', (_table, schema, rows) => {
    for (const { id: _id, ...row } of rows as { id?: string }[])
      expect(schema.safeParse(row).error?.issues ?? []).toEqual([]);
  });

  it('covers the states the public pages show', () => {
    const states = samplePublicCourses.map((c) => sdk.enrollBlockState(c, 0).kind);
    expect(states).toEqual(expect.arrayContaining(['locked']));
    expect(samplePublicCourses.some((c) => !c.isPublic)).toBe(true);
    expect(samplePublicPathways.map((p) => [p.isPublic, Boolean(p.jobProfileId)])).toEqual([
      [true, true],
      [false, false],
      [true, false],
    ]);
  });
});
