import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrations } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { assistantFrameAncestors } from './frame-ancestors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('assistantFrameAncestors', () => {
  it("lets the hosted assistant page be framed by its integration's allowed domains only", async () => {
    await t.deps.db
      .update(integrations)
      .set({ allowedDomains: ['http://localhost:3000', 'https://www.threeriversworkforce.example'] })
      .where(eq(integrations.id, 'demo-assistant'));
    const hook = assistantFrameAncestors(t.deps.db);
    expect(await hook('/external/assistant', new URLSearchParams('integrationId=demo-assistant'))).toBe(
      "'self' http://localhost:3000 https://www.threeriversworkforce.example",
    );
    expect(await hook('/external/assistant', new URLSearchParams('integrationId=unknown'))).toBe("'self'");
    expect(await hook('/external/assistant', new URLSearchParams())).toBe("'self'");
    expect(await hook('/external/pathways', new URLSearchParams('integrationId=demo-assistant'))).toBeNull();
  });
});
