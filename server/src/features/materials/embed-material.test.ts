import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materials } from '../../db/schema/index.ts';
import { createTestApp, emailOf, type TestApp } from '../../test/harness.ts';
import { EDIT_REFUSED, NO_MATERIAL } from './material-access.ts';
import { NO_RESOURCE } from './material-resource.ts';
import { first } from '../../db/first.ts';

let t: TestApp;
let admin: string, teacher: string, otherAdmin: string;
const WF = 'demo-workforce-org';
const SITE = 'http://localhost:3000';
const FACT = 'The Zephyrine torque wrench in bay 7 must be recalibrated every 17 days by the tool crib attendant.';

async function newMaterial(as: string, isDraft = false) {
  const res = await t.call('POST', '/v1/materials', as, {
    organizationId: WF,
    title: 'Zephyrine torque wrench care',
    body: `<h2>Calibration</h2><p>${FACT}</p>`,
    isDraft,
  });
  expect(res.status).toBe(201);
  return res.body.material.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = emailOf(t, 'demo-workforce', 'admin');
  teacher = emailOf(t, 'demo-workforce', 'teacher');
  otherAdmin = emailOf(t, 'demo-community', 'admin');
});
afterAll(() => t.close());

describe('POST /v1/embed/material', () => {
  it("indexes a new material under a resource at once: the assistant's next answer quotes it", async () => {
    const materialId = await newMaterial(admin);
    const ask = async () => {
      const session = await t.call(
        'POST',
        '/v1/assistant/sessions',
        null,
        { integrationId: 'demo-assistant' },
        { origin: SITE },
      );
      return t.call(
        'POST',
        '/v1/api/content/chatEngine',
        null,
        { prompt: 'How often must the Zephyrine torque wrench be recalibrated?' },
        { origin: SITE, 'x-chat-token': session.body.token },
      );
    };
    // Not knowledge yet: a material outside the assistant's resources.
    expect((await ask()).body).not.toContain('every 17 days');
    const res = await t.call('POST', '/v1/embed/material', admin, {
      materialId,
      resourceId: 'demo-resource-apply',
      orgId: WF,
    });
    expect(res.status).toBe(200);
    expect(res.body.indexed).toBeGreaterThanOrEqual(1);
    expect(await first(t.deps.db.select().from(materials).where(eq(materials.id, materialId)))).toMatchObject({
      resourceId: 'demo-resource-apply',
      isEmbedded: true,
    });

    // A visitor of the organization's assistant (its resource group holds demo-resource-apply) asks through the chat route.
    const answer = await ask();
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('every 17 days');
    expect(answer.body).toContain('Zephyrine torque wrench care');

    // The answer's source names the material, so the assistant can open it in the side sheet.
    const session = await t.call(
      'POST',
      '/v1/assistant/sessions',
      null,
      { integrationId: 'demo-assistant' },
      { origin: SITE },
    );
    const search = await t.call(
      'POST',
      '/v1/api/content/vectorSearch',
      null,
      { prompt: 'How often must the Zephyrine torque wrench be recalibrated?' },
      { origin: SITE, 'x-chat-token': session.body.token },
    );
    expect(search.status).toBe(200);
    expect(search.body.sources).toContainEqual(
      expect.objectContaining({ kind: 'resource', id: 'demo-resource-apply', materialId }),
    );
  });

  it('indexes nothing of a draft (drafts are not knowledge) but still files it under the resource', async () => {
    const materialId = await newMaterial(admin, true);
    const res = await t.call('POST', '/v1/embed/material', admin, {
      materialId,
      resourceId: 'demo-resource-apply',
      orgId: WF,
    });
    expect(res.body).toEqual({ indexed: 0 });
  });

  it.each([
    ['a teacher who is not the author', () => teacher, {}, 403, EDIT_REFUSED],
    ['an admin of another organization', () => otherAdmin, { orgId: 'demo-community-org' }, 403, EDIT_REFUSED],
    ['a resource of another organization', () => admin, { resourceId: 'demo-resource-lab' }, 404, NO_RESOURCE],
    [
      'another organization named',
      () => admin,
      { orgId: 'demo-community-org' },
      403,
      'The material belongs to another organization.',
    ],
    ['an unknown material', () => admin, { materialId: 'no-such-material' }, 404, NO_MATERIAL],
    ['a visitor', () => null, {}, 401, 'Sign in to continue.'],
  ])('refuses %s', async (_, as, change, status, message) => {
    const materialId = await newMaterial(admin);
    const res = await t.call('POST', '/v1/embed/material', as() as string, {
      materialId,
      resourceId: 'demo-resource-apply',
      orgId: WF,
      ...change,
    });
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
  });
});

describe('POST /v1/embed/material for a standalone material', () => {
  const LORE = 'The Quillfeather lathe in bay 12 takes only the grey coolant, mixed one part in twenty.';

  it.each([
    ['a null resourceId', { resourceId: null }],
    ['no resourceId', {}],
  ])(
    'embeds a material without a resource (%s): it stays standalone and the organization-wide search finds it',
    async (_, resource) => {
      const create = await t.call('POST', '/v1/materials', admin, {
        organizationId: WF,
        title: `Quillfeather lathe coolant ${_}`,
        body: `<p>${LORE}</p>`,
      });
      expect(create.status).toBe(201);
      const materialId = create.body.material.id as string;
      expect(create.body.material.resourceId).toBeNull();

      const res = await t.call('POST', '/v1/embed/material', admin, { materialId, orgId: WF, ...resource });
      expect(res.status).toBe(200);
      expect(res.body.indexed).toBeGreaterThanOrEqual(1);
      expect(await first(t.deps.db.select().from(materials).where(eq(materials.id, materialId)))).toMatchObject({
        resourceId: null,
        isEmbedded: true,
      });

      const search = await t.call('POST', '/v1/api/content/vectorSearch', admin, {
        orgId: WF,
        prompt: 'Which coolant does the Quillfeather lathe take?',
      });
      expect(search.status).toBe(200);
      expect(JSON.stringify(search.body)).toContain(materialId);
    },
  );

  it('leaves a standalone material that was not embedded out of the search', async () => {
    const create = await t.call('POST', '/v1/materials', admin, {
      organizationId: WF,
      title: 'Brindlewick press notes',
      body: '<p>The Brindlewick press in bay 14 is greased on Thursdays only.</p>',
    });
    const search = await t.call('POST', '/v1/api/content/vectorSearch', admin, {
      orgId: WF,
      prompt: 'When is the Brindlewick press greased?',
    });
    expect(search.status).toBe(200);
    expect(JSON.stringify(search.body)).not.toContain(create.body.material.id);
  });
});
