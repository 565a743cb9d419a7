import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: string;
let orgId: string;
let otherOrgId: string;
const PNG: Uint8Array<ArrayBuffer> = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: '2048' });
  admin = emailOf(t, 'demo-workforce', 'admin');
  orgId = (await t.userByEmail(admin)).orgId!;
  otherOrgId = (await t.userByEmail(emailOf(t, 'demo-community', 'admin'))).orgId!;
});
afterAll(() => t.close());

async function upload(
  query: string,
  bytes: Uint8Array<ArrayBuffer>,
  name = 'signature.png',
  as: string | null = admin,
) {
  const form = new FormData();
  form.set('file', new File([bytes], name));
  const headers: Record<string, string> = as ? { authorization: `Bearer ${await t.sign(as)}` } : {};
  const res = await t.app.request(`/v1/external/aws/upload?${query}`, { method: 'POST', body: form, headers });
  return { status: res.status, body: (await res.json()) as any };
}

const path = (url: string) => url.replace('http://localhost:3000', '');

describe('uploads', () => {
  it('stores a PNG under the organization prefix and serves it only through a signed URL', async () => {
    const res = await upload(`fileExt=png&prefix=user-content&organizationId=${orgId}`, PNG);
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(
      new RegExp(
        `^http://localhost:3000/files/user-content/${orgId}/${(await t.userByEmail(admin)).id}/[A-Za-z0-9]{20}\\.png$`,
      ),
    );
    expect((await t.app.request(path(res.body.url))).status).toBe(403);
    const signed = await t.app.request(path(res.body.signedUrl));
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await signed.arrayBuffer())).toEqual(PNG);
    // Change the signature's first character to a different one (a fixed replacement would sometimes be the same).
    const tampered = path(res.body.signedUrl).replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await t.app.request(tampered)).status).toBe(403);
  });

  it.each([
    ['no sign-in', `organizationId=ORG`, PNG, 'a.png', null, 401],
    ['another organization', `organizationId=OTHER`, PNG, 'a.png', 'admin', 403],
    ['a type we do not accept', `fileExt=exe&organizationId=ORG`, PNG, 'a.exe', 'admin', 415],
    ['content that does not match', `fileExt=pdf&organizationId=ORG`, PNG, 'a.pdf', 'admin', 415],
    [
      'a file over the size limit',
      `fileExt=txt&organizationId=ORG`,
      new Uint8Array(4096).fill(65),
      'a.txt',
      'admin',
      413,
    ],
    ['a path in the prefix', `prefix=../../etc&organizationId=ORG`, PNG, 'a.png', 'admin', 400],
  ])('refuses %s', async (_what, query, bytes, name, who, status) => {
    const res = await upload(
      query.replace('ORG', orgId).replace('OTHER', otherOrgId),
      bytes,
      name,
      who === 'admin' ? admin : null,
    );
    expect(res.status).toBe(status);
    expect(res.body.error.message).toEqual(expect.any(String));
  });

  it('refuses keys that try to leave the storage folder', async () => {
    expect((await t.app.request('/files/..%2F..%2Fpathcraft.db')).status).toBe(404);
    expect((await t.app.request('/files/public/x/../../token-secret')).status).toBe(404);
  });
});

describe('the public prefix', () => {
  it('lets staff publish a file anyone can load without a signature', async () => {
    const res = await upload(`fileExt=png&prefix=public&organizationId=${orgId}`, PNG);
    expect(res.status).toBe(201);
    expect(res.body.signedUrl).toBe(res.body.url);
    expect((await t.app.request(path(res.body.url))).status).toBe(200);
  });

  it('refuses a student an upload or a delete under public, and keeps their other uploads', async () => {
    const student = emailOf(t, 'demo-workforce', 'student');
    const refused = await upload(`fileExt=png&prefix=public&organizationId=${orgId}`, PNG, 'a.png', student);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      "Only teachers and admins can add or remove files under 'public' (served to anyone without a link).",
    );
    expect(
      (await upload(`fileExt=png&prefix=user-content&organizationId=${orgId}`, PNG, 'a.png', student)).status,
    ).toBe(201);

    const published = await upload(`fileExt=png&prefix=public&organizationId=${orgId}`, PNG);
    const del = await t.call('DELETE', '/v1/external/aws/delete-file', student, {
      file: published.body.url,
      organizationId: orgId,
    });
    expect(del.status).toBe(403);
    expect((await t.app.request(path(published.body.url))).status).toBe(200);
  });
});

describe('buffer, public URL and delete', () => {
  it('reads a file as base64, signs a public URL with an expiry and deletes it', async () => {
    const { body } = await upload(`fileExt=png&organizationId=${orgId}`, PNG);
    const buf = await t.call(
      'GET',
      `/v1/external/aws/buffer?url=${encodeURIComponent(body.url)}&organizationId=${orgId}&createPreSignedUrl=true`,
      admin,
    );
    expect(buf.status).toBe(200);
    expect(Buffer.from(buf.body.buffer, 'base64')).toEqual(Buffer.from(PNG));
    expect(buf.body.signedUrl).toContain('sig=');
    const pub = await t.call(
      'GET',
      `/v1/actions/create-public-url?url=${encodeURIComponent(body.url)}&expires=60`,
      admin,
    );
    expect(pub.status).toBe(200);
    expect((await t.app.request(path(pub.body.url))).status).toBe(200);
    expect(
      (await t.call('GET', `/v1/actions/create-public-url?url=${encodeURIComponent(body.url)}&expires=0`, admin))
        .status,
    ).toBe(400);
    const other = emailOf(t, 'demo-community', 'admin');
    expect(
      (
        await t.call(
          'GET',
          `/v1/external/aws/buffer?url=${encodeURIComponent(body.url)}&organizationId=${otherOrgId}`,
          other,
        )
      ).status,
    ).toBe(403);
    expect(
      (await t.call('DELETE', '/v1/external/aws/delete-file', admin, { file: 12, organizationId: orgId })).status,
    ).toBe(400);
    const del = await t.call('DELETE', '/v1/external/aws/delete-file', admin, {
      file: body.url,
      organizationId: orgId,
    });
    expect(del.status).toBe(200);
    expect((await t.app.request(path(pub.body.url))).status).toBe(404);
  });
});

describe('organizations that do not exist (issue 24 #13)', () => {
  it.each([
    ['a malformed id', 'bad%2Fid'],
    ['an unknown id', 'no-such-org'],
  ])('answers 404, not 500, to uploads naming %s, and creates no material there', async (_case, org) => {
    const generic = await upload(`fileExt=png&organizationId=${org}`, PNG, 'a.png', SUPER);
    expect(generic.status).toBe(404);
    expect(generic.body.error.message).toBe(`No organization with id '${decodeURIComponent(org)}'`);
    const form = new FormData();
    form.set('file', new File([PNG], 'a.png'));
    const media = await t.app.request(`/v1/materials/media?organizationId=${org}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${await t.sign(SUPER)}` },
    });
    expect(media.status).toBe(404);
    const material = await t.call('POST', '/v1/materials', SUPER, {
      organizationId: decodeURIComponent(org),
      title: 'Nowhere',
    });
    expect(material.status).toBe(404);
  });
});

it('refuses a material in an organization that does not exist through the data API too (issue 24 #13)', async () => {
  const res = await t.call('POST', '/v1/external/supabase/materials', SUPER, {
    orgId: 'no-such-org',
    title: 'Nowhere',
  });
  expect(res.status).toBe(404);
  expect(res.body.error.message).toBe("No organization with id 'no-such-org'");
});
