import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/first.ts';
import { organizations } from '../../db/schema/index.ts';
import { createTestApp, emailOf, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: string;
let orgId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = emailOf(t, 'demo-workforce', 'admin');
  orgId = (await t.userByEmail(admin)).orgId!;
});
afterAll(() => t.close());

const HOSTILE = [
  'javascript:alert(document.cookie)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example.org/logo.png',
];

describe('URL fields through the data-access API', () => {
  it.each(
    HOSTILE.flatMap((url) => (['orgLogo', 'privacyPolicy', 'tos'] as const).map((field) => [field, url] as const)),
  )('refuses organizations.%s = %s', async (field, url) => {
    const res = await t.call('PUT', '/v1/external/supabase/organizations', admin, { id: orgId, [field]: url });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'bad_request', message: 'Enter a valid http(s) URL.' });
    const row = await first(t.db.select().from(organizations).where(eq(organizations.id, orgId)));
    expect(row![field]).not.toBe(url);
  });

  it.each(HOSTILE.flatMap((url) => ['registerUrl', 'streamingLink', 'image'].map((field) => [field, url])))(
    'refuses a course created with %s = %s',
    async (field, url) => {
      const res = await t.call('POST', '/v1/api/content/courses', admin, { title: 'Hydraulics 101', [field]: url });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Enter a valid http(s) URL.');
    },
  );

  it('refuses a link widget that would run script', async () => {
    const res = await t.call('POST', '/v1/api/content/widgets', admin, {
      type: 'link',
      title: 'Click me',
      url: 'javascript:alert(1)',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Enter a valid http(s) URL.');
  });

  it('keeps http(s) URLs and the paths the platform stores', async () => {
    const logo = `/files/public/${orgId}/AbCdEfGhIjKlMnOpQrSt.png`;
    const org = await t.call('PUT', '/v1/external/supabase/organizations', admin, {
      id: orgId,
      orgLogo: logo,
      privacyPolicy: 'https://threerivers.example.org/privacy',
      tos: null,
    });
    expect(org.status).toBe(200);
    expect(org.body.item).toMatchObject({
      orgLogo: logo,
      privacyPolicy: 'https://threerivers.example.org/privacy',
      tos: null,
    });
    const course = await t.call('POST', '/v1/api/content/courses', admin, {
      title: 'Hydraulics 101',
      registerUrl: 'https://register.example.edu/hyd-101',
      image: `http://localhost:3000/files/public/${orgId}/AbCdEfGhIjKlMnOpQrSt.png`,
    });
    expect(course.status).toBe(201);
    expect(course.body.item.registerUrl).toBe('https://register.example.edu/hyd-101');
  });
});
