import { ZAnyRecord } from '@pathcraft/sdk';
import { brotliDecompressSync } from 'node:zlib';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { declare, routes } from './contract.ts';
import { openApiDocument, operationIdOf } from './openapi.ts';

let t: TestApp;
let doc: any;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.call('GET', '/v1/openapi.json', null);
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(() => t.close());

/** Hono's '/v1/a/:id' as the document's '/v1/a/{id}'. */
const asOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('GET /v1/openapi.json', () => {
  it('documents every success status a route answers (a profane chat question is answered 200, a stored one 201)', () => {
    const responses = doc.paths['/v1/assistant/sessions/{sessionId}/messages'].post.responses;
    expect(Object.keys(responses).filter((status) => status.startsWith('2'))).toEqual(['200', '201']);
    expect(responses['200'].content).toEqual(responses['201'].content);
  });

  it('is cached by ETag: a revalidation answers 304, and brotli or gzip are made once at the highest level', async () => {
    const first = await t.app.request('/v1/openapi.json', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const br = await first.arrayBuffer();
    const gz = await t.app.request('/v1/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect([gz.headers.get('content-encoding'), gz.headers.get('etag')]).toEqual(['gzip', etag]);
    const plain = await t.app.request('/v1/openapi.json');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(brotliDecompressSync(Buffer.from(br)).toString())).toEqual(await plain.json());
    for (const asked of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await t.app.request('/v1/openapi.json', {
        headers: { 'if-none-match': asked, 'accept-encoding': 'br' },
      });
      expect([again.status, await again.text()]).toEqual([304, '']);
    }
    expect((await t.app.request('/v1/openapi.json', { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every /v1 route the app mounts', async () => {
    const documented = new Set(
      Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
        Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const mounted = (await t.app.api()).routes
      .filter((r) => r.path.startsWith('/v1/') && r.method !== 'ALL')
      .map((r) => `${r.method} ${asOpenApiPath(r.path)}`);
    const missing = [...new Set(mounted)].filter((route) => !documented.has(route));
    expect(missing).toEqual([]);
  });

  it('names every operation once, from its method and path unless the declaration names it', () => {
    const operations = Object.entries(doc.paths as Record<string, Record<string, { operationId?: string }>>).flatMap(
      ([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, id: op.operationId })),
    );
    expect(operations.filter((op) => !op.id)).toEqual([]);
    const ids = operations.map((op) => op.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(operations.find((op) => op.method === 'get' && op.path === '/v1/jobProfiles/{id}')?.id).toBe(
      'getJobProfilesById',
    );
  });

  it.each([
    ['get', '/v1/jobProfiles/{id}', 'getJobProfilesById'],
    ['post', '/v1/invites/{id}/sign-up', 'postInvitesByIdSignUp'],
    ['get', '/v1/openapi.json', 'getOpenapiJson'],
    ['delete', '/v1/materials/{id}/files/{fileId}', 'deleteMaterialsByIdFilesByFileId'],
  ])('derives %s %s as %s', (method, path, id) => {
    expect(operationIdOf(method, path)).toBe(id);
  });

  it('keeps an operationId the declaration names', () => {
    const api = routes();
    declare(
      api,
      {
        method: 'get',
        path: '/things/:id',
        summary: 'A thing',
        auth: 'public',
        operationId: 'readThing',
        response: ZAnyRecord,
      },
      (c) => c.json({}),
    );
    declare(api, { method: 'get', path: '/things', summary: 'Things', auth: 'public', response: ZAnyRecord }, (c) =>
      c.json({}),
    );
    const paths = openApiDocument(api, 'http://localhost:3000').paths as Record<
      string,
      Record<string, { operationId: string }>
    >;
    expect([paths['/v1/things/{id}']?.get?.operationId, paths['/v1/things']?.get?.operationId]).toEqual([
      'readThing',
      'getThings',
    ]);
  });

  it('names every JSON answer: each refers to a schema of the sdk, so the contract lives once and the client shares its types', () => {
    const inline: string[] = [];
    for (const [path, item] of Object.entries<Record<string, any>>(doc.paths))
      for (const [method, operation] of Object.entries<any>(item))
        for (const [status, answer] of Object.entries<any>(operation.responses))
          if (
            status.startsWith('2') &&
            answer.content?.['application/json'] &&
            !answer.content['application/json'].schema.$ref
          )
            inline.push(`${method.toUpperCase()} ${path} ${status}`);
    expect(inline).toEqual([]);
  });

  it('reads the forms the widgets share (written in zod/mini) as named classic schemas with the same limits', () => {
    const share = doc.paths['/v1/jobProfiles/{id}/share'].post.requestBody.content['application/json'].schema;
    expect(share).toEqual({ $ref: '#/components/schemas/SharePlanForm' });
    const form = doc.components.schemas.SharePlanForm;
    expect(form.required).toEqual(['name', 'companyName', 'phone', 'email']);
    expect(form.properties.name).toMatchObject({ type: 'string', minLength: 3, maxLength: 200 });
    expect(form.properties.email).toMatchObject({ type: 'string', format: 'email', maxLength: 254 });
    // The user's own details and an invitee's take the same strict body, one named schema.
    for (const path of ['/v1/users/{id}/details', '/v1/invites/{id}/user/details'])
      expect(doc.paths[path].put.requestBody.content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/UserDetailsWrite',
      });
    const details = doc.components.schemas.UserDetailsWrite;
    expect(details.additionalProperties).toBe(false);
    expect(details.properties.suffix).toMatchObject({ maxLength: 20 });
  });

  it('describes both ways to authenticate', () => {
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-api-key' });
  });

  it('describes the error shape with every code', () => {
    const error = doc.components.schemas.Error;
    expect(error.properties.error.required).toEqual(expect.arrayContaining(['code', 'message']));
    expect(error.properties.error.properties.code.enum).toEqual(
      expect.arrayContaining([
        'bad_request',
        'unauthorized',
        'forbidden',
        'not_found',
        'conflict',
        'payload_too_large',
        'unsupported_media_type',
        'too_many_requests',
        'internal',
      ]),
    );
  });
});
