import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, emailOf, type TestApp } from '../../test/harness.ts';
import { png } from '../../test/png.ts';
import { checkPng } from './check-png.ts';

describe('checkPng', () => {
  it.each([
    ['a drawn signature', png(660, 200), { ok: true, width: 660, height: 200, blank: false }],
    ['a blank pad', png(330, 100, { blank: true }), { ok: true, width: 330, height: 100, blank: true }],
    [
      'a blank pad with Up filters',
      png(330, 100, { blank: true, filter: 2 }),
      { ok: true, width: 330, height: 100, blank: true },
    ],
    ['only the PNG signature', png(10, 10).subarray(0, 16), { ok: false, reason: 'not a PNG' }],
    ['a truncated file', png(10, 10).subarray(0, 60), { ok: false, reason: 'a chunk runs past the end' }],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array(60).fill(0)]), { ok: false, reason: 'not a PNG' }],
  ])('%s', (_name, bytes, result) => expect(checkPng(bytes)).toEqual(result));

  it('refuses image data that does not match its header', () => {
    const bytes = png(20, 20);
    bytes.writeUInt32BE(21, 16); // claim a wider image than the data holds
    expect(checkPng(bytes)).toMatchObject({ ok: false });
  });
});

let t: TestApp;
let student: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  student = 'student.workforce@demo.pathcraft.test';
  admin = emailOf(t, 'demo-workforce', 'admin');
});
afterAll(() => t.close());

const path = (url: string) => url.replace(t.config.publicUrl, '');
const idOf = async (email: string) => (await t.userByEmail(email)).id;

describe('POST /v1/users/:id/signature', () => {
  it('stores a PNG sent as a data URL under the organization user-content prefix, puts the url on the user and serves it back signed', async () => {
    const bytes = png(660, 200);
    const res = await t.call('POST', `/v1/users/${await idOf(student)}/signature`, student, {
      dataUrl: `data:image/png;base64,${bytes.toString('base64')}`,
    });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(
      new RegExp(`^${t.config.publicUrl}/files/user-content/demo-workforce-org/[A-Za-z0-9_-]+/[A-Za-z0-9]{20}\\.png$`),
    );
    expect((await t.userByEmail(student)).userSignature).toBe(res.body.url);
    expect((await t.app.request(path(res.body.url))).status).toBe(403);
    const served = await t.app.request(path(res.body.signedUrl));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    const details = await t.call('GET', `/v1/users/${await idOf(student)}/details`, student);
    expect(details.body.item.userSignature).toBe(res.body.url);
    expect((await t.app.request(path(details.body.item.userSignatureUrl))).status).toBe(200);
  });

  it('takes multipart form data too', async () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(png(330, 100))], 'signature.png', { type: 'image/png' }));
    const res = await t.app.request(`/v1/users/${await idOf(admin)}/signature`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${await t.sign(admin)}` },
    });
    expect(res.status).toBe(201);
  });

  it.each([
    ['no image', {}, 400, 'Please provide a signature first.'],
    ['an empty data URL', { dataUrl: 'data:image/png;base64,' }, 400, 'Please provide a signature first.'],
    [
      'a blank pad',
      { dataUrl: `data:image/png;base64,${png(330, 100, { blank: true }).toString('base64')}` },
      400,
      'Please provide a signature first.',
    ],
    ['a JPEG data URL', { dataUrl: 'data:image/jpeg;base64,/9j/4AAQ' }, 415, 'The signature must be a PNG image.'],
    [
      'bytes that only start like a PNG',
      { dataUrl: `data:image/png;base64,${png(10, 10).subarray(0, 40).toString('base64')}` },
      415,
      'The signature must be a PNG image.',
    ],
    [
      'an image over 200 KB',
      { dataUrl: `data:image/png;base64,${Buffer.alloc(210 * 1024, 1).toString('base64')}` },
      413,
      'A signature image can be at most 200 KB.',
    ],
  ])('refuses %s', async (_name, body, status, message) => {
    const res = await t.call('POST', `/v1/users/${await idOf(student)}/signature`, student, body);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
  });

  it("refuses someone else's signature and anonymous callers", async () => {
    const body = { dataUrl: `data:image/png;base64,${png(10, 10).toString('base64')}` };
    expect((await t.call('POST', `/v1/users/${await idOf(student)}/signature`, admin, body)).status).toBe(403);
    expect((await t.call('POST', `/v1/users/${await idOf(student)}/signature`, null, body)).status).toBe(401);
  });
});
