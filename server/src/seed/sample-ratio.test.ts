import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, emailOf, type TestApp } from '../test/harness.ts';
import { OVER_RATIO_EMPLOYER_ID, OVER_RATIO_JOURNEYWORKERS } from './sample-ratio.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo employer over its ratio', () => {
  it("is flagged first in the sponsor's ratio list", async () => {
    const res = await t.call('GET', '/v1/compliance/ratios', emailOf(t, 'demo-workforce', 'owner'));
    expect(res.status).toBe(200);
    expect(res.body.items[0]).toEqual({
      employerProfileId: OVER_RATIO_EMPLOYER_ID,
      name: 'Three Rivers Fabrication',
      activeApprentices: 2,
      journeyworkers: OVER_RATIO_JOURNEYWORKERS,
      allowed: 1,
      status: 'over',
    });
  });
});
